import { fairnessPageHref } from "../../src/shared/fairness";
import { expect, signUpViaApi, test } from "./fixtures";

test.describe("provably fair dice", () => {
  test("a committed cast checks out on /fairness, and a tampered value does not @phone", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await signUpViaApi(page);
    const origin = new URL(page.url()).origin;
    // The cast the Dice Oracle makes: a commitment first, then the cast with the browser's own seed.
    const committed = await page.request.post("/api/fairness/commitments", { headers: { origin } });
    expect(committed.status()).toBe(201);
    const { commitmentId, serverSeedHash } = await committed.json();
    const clientSeed = `journey-${Math.random().toString(36).slice(2)}`;
    const response = await page.request.post("/api/casts", {
      data: { situation: "guidance", commitmentId, clientSeed },
      headers: { origin },
    });
    expect(response.status()).toBe(201);
    const cast = await response.json();
    expect(cast.fairness).toMatchObject({ serverSeedHash, clientSeed });

    await page.goto(fairnessPageHref(cast));
    await expect(page.getByRole("heading", { level: 1, name: "Dice You Can Check" })).toBeVisible();
    const result = page.getByTestId("fairness-result");
    await expect(result).toContainText("This cast checks out.");
    await expect(result.getByRole("listitem")).toHaveText([
      "✓Passed: The server seed matches the seal: its SHA-256 is the hash shown before the cast.",
      `✓Passed: The dice ${cast.diceValues} are the first roll these seeds give.`,
    ]);
    await expect(page.getByLabel("Client seed")).toHaveValue(clientSeed);

    // One face changed: the dice line fails, and says what the seeds give.
    const [red, white, green] = cast.diceValues.split("-").map(Number);
    const tampered = `${(red % 6) + 1}-${white}-${green}`;
    await page.getByLabel("Dice (red-white-green)").fill(tampered);
    await page.getByRole("button", { name: "Check the cast" }).click();
    await expect(result).toContainText("This cast does not check out with these values.");
    await expect(result.getByRole("listitem").nth(1)).toHaveText(
      `✗Failed: The dice ${tampered} are not what these seeds give: their first roll is ${cast.diceValues}. Check that the client seed and the dice are copied exactly.`,
    );

    // A server seed that is not the sealed one fails the seal's line.
    await page.getByLabel("Dice (red-white-green)").fill(cast.diceValues);
    await page.getByLabel("Server seed", { exact: true }).fill("f".repeat(64));
    await page.getByRole("button", { name: "Check the cast" }).click();
    await expect(result.getByRole("listitem").first()).toContainText(
      "✗Failed: The server seed does not match the seal",
    );

    // A value that is not a seed at all is refused on its field.
    await page.getByLabel("Server seed hash").fill("not a hash");
    await page.getByRole("button", { name: "Check the cast" }).click();
    await expect(page.getByText("A hash is 64 characters, 0–9 and a–f")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the worked example checks out, and a reading without seeds links to the page alone", async ({ page }) => {
    await page.goto("/fairness");
    await page.getByRole("button", { name: "Fill in the worked example" }).click();
    await page.getByRole("button", { name: "Check the cast" }).click();
    await expect(page.getByTestId("fairness-result")).toContainText("This cast checks out.");
    expect(fairnessPageHref({ dice: { red: 1, white: 2, green: 3 }, fairness: null })).toBe("/fairness");
  });
});
