import type { Locator, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

const TITLE = "Lyra, your Oracle Guide";
const FAILURE_LINE = "Lyra: The cosmic forces are disrupted. Please try again later.";

/** Opens the guide from its floating button and returns the panel's parts. */
async function openGuide(page: Page) {
  const toggle = page.getByRole("button", { name: "Open the oracle guide" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const panel = page.getByRole("region", { name: TITLE });
  await expect(panel).toBeVisible();
  const log = panel.getByRole("log");
  return {
    toggle: page.getByRole("button", { name: "Close the oracle guide" }),
    panel,
    log,
    lines: log.getByRole("listitem"),
    input: panel.getByLabel("Your question for Lyra"),
    send: panel.getByRole("button", { name: "Send" }),
  };
}

function countChatRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/chat") counter.count++;
  });
  return counter;
}

async function isScrolledToBottom(log: Locator): Promise<boolean> {
  return log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight < 2);
}

test.describe("the oracle guide chat", () => {
  test("a seeker asks Lyra, whitespace is ignored, Escape closes the guide @phone", async ({ page, consoleErrors }) => {
    const requests = countChatRequests(page);
    await page.goto("/");
    const { toggle, panel, log, lines, input, send } = await openGuide(page);

    await expect(panel.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
    await expect(log).toHaveAttribute("aria-live", "polite");
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("maxlength", "500");
    // The greeting is written by the widget, not fetched.
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toHaveText(/^Lyra: \S/);

    await input.fill("hello there");
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/chat");
    await send.click();
    expect((await answer).status()).toBe(200);
    await expect(lines.nth(1)).toHaveText("You: hello there");
    await expect(lines.nth(2)).toHaveText(/^Lyra: \S/);
    await expect(lines).toHaveCount(3);
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    expect(requests.count).toBe(1);

    // Empty after trimming: neither a line nor a request, by Enter or by the button.
    await input.fill("   ");
    await input.press("Enter");
    await send.click();
    await expect(input).toBeFocused();
    // The next real question is the second request and follows straight after the first reply.
    await input.fill("What does my destiny hold?");
    await input.press("Enter");
    await expect(lines.nth(3)).toHaveText("You: What does my destiny hold?");
    await expect(lines.nth(4)).toHaveText(/^Lyra: \S/);
    await expect(lines).toHaveCount(5);
    expect(requests.count).toBe(2);
    await expect.poll(() => isScrolledToBottom(log)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    const closedToggle = page.getByRole("button", { name: "Open the oracle guide" });
    await expect(closedToggle).toBeFocused();
    await expect(closedToggle).toHaveAttribute("aria-expanded", "false");

    // Reopening keeps the conversation and does not greet twice.
    await closedToggle.click();
    await expect(lines).toHaveCount(5);
    await expect(input).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("shows that Lyra is consulting the stars while the answer is on its way", async ({ page }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat", async (route) => {
      await answered;
      await route.fulfill({ status: 200, json: { intent: "love_advice", reply: "Venus smiles upon you." } });
    });
    await page.goto("/about");
    const { panel, lines, input, send } = await openGuide(page);

    await input.fill("Will I find love?");
    await input.press("Enter");
    await expect(lines.nth(1)).toHaveText("You: Will I find love?");
    await expect(panel.getByText("Lyra is consulting the stars…")).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(input).toBeFocused();
    release();
    await expect(lines.nth(2)).toHaveText("Lyra: Venus smiles upon you.");
    await expect(panel.getByText("Lyra is consulting the stars…")).toBeHidden();
    await expect(send).toBeEnabled();
  });

  test("a crisis message gets the safety reply, with its helplines as links", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const { panel, lines, input } = await openGuide(page);

    await input.fill("I want to end it");
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/chat");
    await input.press("Enter");
    expect(await (await answer).json()).toMatchObject({ intent: "crisis" });
    await expect(lines.nth(2)).toContainText("I'm only a dice oracle, and I'm not the right help");
    await expect(panel.getByRole("link", { name: "findahelpline.com" })).toHaveAttribute(
      "href",
      "https://findahelpline.com",
    );
    await expect(panel.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
    await expect(panel.getByRole("link", { name: "116 123" })).toHaveAttribute("href", "tel:116123");

    // Other replies stay plain text.
    await input.fill("hello");
    await input.press("Enter");
    await expect(lines.nth(4)).toHaveText(/^Lyra: \S/);
    await expect(lines.nth(4).getByRole("link")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    [
      "a server error",
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal_error", message: "Something went wrong" } }),
        }),
    ],
    [
      "too many questions",
      (route) =>
        route.fulfill({
          status: 429,
          headers: { "retry-after": "30" },
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "rate_limited", message: "Please ask again shortly" } }),
        }),
    ],
    ["a network failure", (route) => route.abort("connectionrefused")],
  ];
  for (const [failure, answer] of failures) {
    test(`answers ${failure} with the failure reply and logs a warning`, async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.route("**/api/chat", answer);
      await page.goto("/");
      const { lines, input } = await openGuide(page);

      await input.fill("Is money coming my way?");
      await input.press("Enter");
      await expect(lines.nth(1)).toHaveText("You: Is money coming my way?");
      await expect(lines.nth(2)).toHaveText(FAILURE_LINE);
      await expect(input).toHaveValue("");
      expect(warnings.some((text) => text.includes("oracle guide"))).toBe(true);
    });
  }

  test("the closed guide leaves the home page's main button free; the panel fits the screen @phone", async ({
    page,
  }, testInfo) => {
    // On phones, the size the design is checked at: the hero's button sits just above the guide's button.
    if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const viewport = page.viewportSize()!;
    const toggleBox = (await page.getByRole("button", { name: "Open the oracle guide" }).boundingBox())!;
    const mainBox = (await page.getByRole("button", { name: "Reveal Your True Path Now" }).boundingBox())!;
    const overlaps =
      toggleBox.x < mainBox.x + mainBox.width &&
      mainBox.x < toggleBox.x + toggleBox.width &&
      toggleBox.y < mainBox.y + mainBox.height &&
      mainBox.y < toggleBox.y + toggleBox.height;
    expect(overlaps).toBe(false);

    const { panel } = await openGuide(page);
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const panelBox = (await panel.boundingBox())!;
    if (viewport.width >= 768) {
      expect(panelBox.width).toBe(320);
    } else {
      expect(panelBox.width).toBe(viewport.width - 16);
    }
    expect(panelBox.y).toBeGreaterThan(0);
    expect(panelBox.y + panelBox.height).toBeLessThan(toggleBox.y);
  });
});
