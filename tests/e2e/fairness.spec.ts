import { drawFromSeeds, type DrawnItem } from "../../src/shared/draws/draw-fairness";
import { drawFairnessPageHref, formatDrawItems, itemName } from "../../src/shared/draws/draw-fairness-check";
import type { DrawTool } from "../../src/shared/draws/spreads";
import { fairnessPageHref, sha256Hex } from "../../src/shared/fairness";
import { expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

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

test.describe("provably fair draws", () => {
  /** A committed Celtic Cross, drawn here by the shared rule from fixed seeds, and its /fairness link. */
  async function celticCross() {
    const serverSeed = await sha256Hex("e2e-draw-server-seed");
    const fairness = { serverSeed, serverSeedHash: await sha256Hex(serverSeed), clientSeed: "e2e celtic cross" };
    const items = await drawFromSeeds(fairness.serverSeed, fairness.clientSeed, "tarot", "celtic-cross");
    return { fairness, items };
  }
  const named = (tool: DrawTool, item: DrawnItem) =>
    `${itemName(tool, item.index)}${item.reversed ? ", reversed" : ""}`;

  test("a tarot draw's link checks out on /fairness, each card by name @phone", async ({ page, consoleErrors }) => {
    const { fairness, items } = await celticCross();
    await page.goto(drawFairnessPageHref({ tool: "tarot", spread: "celtic-cross", items, fairness }));
    const result = page.getByTestId("fairness-result");
    await expect(result).toContainText("This draw checks out.");
    await expect(result.getByRole("list").first().getByRole("listitem")).toHaveText([
      "✓Passed: The server seed matches the seal: its SHA-256 is the hash shown before the draw.",
      "✓Passed: The cards match: they are the ones these seeds draw, in the same order, each upright or reversed alike.",
    ]);
    await expect(page.getByTestId("drawn-items").getByRole("listitem")).toHaveText(
      items.map((item, place) => `${place + 1}.${named("tarot", item)}✓ match`),
    );
    await expect(page.getByLabel("Oracle", { exact: true })).toHaveValue("tarot");
    await expect(page.getByLabel("Spread")).toHaveValue("celtic-cross");
    // The checked draw, with its list of cards, reads as well as the rest of the page.
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a tampered card does not check out, and says which card the seeds draw in its place", async ({ page }) => {
    const { fairness, items } = await celticCross();
    // The fourth card replaced by one the seeds did not draw in the spread.
    const shown = items.map((item) => item.index);
    const stranger = {
      index: Array.from({ length: 78 }, (_, index) => index).find((index) => !shown.includes(index))!,
      reversed: false,
    };
    const tampered = items.map((item, place) => (place === 3 ? stranger : item));
    await page.goto(drawFairnessPageHref({ tool: "tarot", spread: "celtic-cross", items: tampered, fairness }));
    const result = page.getByTestId("fairness-result");
    await expect(result).toContainText("This draw does not check out with these values.");
    await expect(result.getByRole("list").first().getByRole("listitem").nth(1)).toHaveText(
      "✗Failed: The cards do not match what these seeds draw (listed below). Check that the client seed, the spread and the numbers are copied exactly.",
    );
    const drawn = page.getByTestId("drawn-items").getByRole("listitem");
    await expect(drawn.nth(3)).toHaveText(`4.${named("tarot", items[3]!)}✗ you entered ${named("tarot", stranger)}`);
    await expect(drawn.nth(0)).toHaveText(`1.${named("tarot", items[0]!)}✓ match`);

    // Put right by hand, the draw checks out.
    await page.getByLabel("Items, in order").fill(formatDrawItems(items));
    await page.getByRole("button", { name: "Check the draw" }).click();
    await expect(result).toContainText("This draw checks out.");
  });

  test("a rune cast checked by hand: the oracle, its spread, the seeds and the runes", async ({ page }) => {
    const serverSeed = await sha256Hex("e2e-rune-server-seed");
    const clientSeed = "e2e-norns";
    const items = await drawFromSeeds(serverSeed, clientSeed, "runes", "three-norns");
    await page.goto("/fairness");
    await page.getByLabel("Oracle", { exact: true }).selectOption("runes");
    await page.getByLabel("Spread").selectOption("three-norns");
    await page.getByLabel("Server seed", { exact: true }).fill(serverSeed);
    await page.getByLabel("Server seed hash").fill(await sha256Hex(serverSeed));
    await page.getByLabel("Client seed").fill(clientSeed);
    await page.getByLabel("Items, in order").fill("1,2");
    await page.getByRole("button", { name: "Check the draw" }).click();
    await expect(page.getByText("Enter the spread's 3 numbers, each from 0 to 23")).toBeVisible();
    await page.getByLabel("Items, in order").fill(formatDrawItems(items));
    await page.getByRole("button", { name: "Check the draw" }).click();
    await expect(page.getByTestId("fairness-result")).toContainText("This draw checks out.");
    await expect(page.getByTestId("drawn-items").getByRole("listitem")).toHaveText(
      items.map((item, place) => `${place + 1}.${named("runes", item)}✓ match`),
    );
  });
});
