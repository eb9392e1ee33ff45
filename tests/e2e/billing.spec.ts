import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

/** One cast on the Dice Oracle, from the click to the reading on screen. */
async function castOnce(page: Page) {
  const cast = page.getByRole("button", { name: "Cast the Mystical Dice" });
  await expect(cast).toBeEnabled();
  await cast.click();
  await expect(page.getByRole("button", { name: /The dice are rolling…|Reading the dice…/ })).toBeVisible();
  await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 10_000 });
}

/**
 * A new seeker. The server runs as `npm start` does (production, on this machine, no Stripe key), so
 * payments are in test mode: the local checkout, no card.
 */
async function newSeekerInTestMode(page: Page) {
  await page.goto("/pricing");
  await signUpViaApi(page);
}

test.describe("buying a plan in test mode", () => {
  test("past the free cap, a seeker buys the Mystic Novice plan, casts again, cancels, sees it end, and donates", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await newSeekerInTestMode(page);

    // Three casts, the free plan's day; the fourth is refused with the cap's message and the way to the plans.
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    for (let cast = 0; cast < 3; cast++) await castOnce(page);
    const oracleCast = page.getByRole("button", { name: "Cast the Mystical Dice" });
    await expect(oracleCast).toBeDisabled();
    await expect(
      page.getByText(/You have used your readings for now: each counts for 24 hours\. The dice rest until/),
    ).toBeVisible();
    const refused = await page.request.post("/api/casts", { data: { situation: "guidance" } });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).error).toMatchObject({
      code: "daily_limit_reached",
      details: { limit: 3, pricingPath: "/pricing" },
    });

    await page.getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plans & Pricing" })).toBeVisible();
    await expect(page.getByText("Test mode: checkout uses a local page and no card is ever charged.")).toBeVisible();
    const plans = page.getByRole("list", { name: "The plans" });
    await expect(plans.getByRole("listitem").filter({ hasText: "Free Seeker plan" })).toContainText("Your plan");
    await page.getByRole("button", { name: "Choose the Mystic Novice plan" }).click();

    // The local test checkout stands in for the payment provider's page.
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_[A-Za-z0-9]{24}$/);
    await expect(page.getByText("Test mode — no card is charged")).toBeVisible();
    await expect(page.getByTestId("test-checkout-purchase")).toHaveText(
      "The Mystic Novice plan, $9.99/month, renewing monthly",
    );
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "Welcome to the Mystic Novice plan" })).toBeVisible();
    const panel = page.getByRole("region", { name: "Plan & Billing" });
    await expect(panel.getByText("Your plan: Mystic Novice plan")).toBeVisible();
    await expect(panel.getByTestId("plan-status")).toHaveText(/^Active — renews on .*\d/);
    const daily = page.getByRole("region", { name: "Daily Readings" });
    await expect(daily).toContainText("Mystic Novice plan");
    await expect(daily.getByText("of 10 readings left")).toBeVisible();

    // A fourth cast the same day now goes through.
    await page.goto("/dice-divination");
    await page.getByRole("button", { name: "Guidance" }).click();
    await castOnce(page);

    // Cancelling keeps the plan to the end of the period paid for.
    await page.goto("/dashboard");
    await panel.getByRole("button", { name: "Cancel plan" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel your plan?" });
    await expect(confirm).toContainText("The Mystic Novice plan stays until");
    await confirm.getByRole("button", { name: "Yes, cancel my plan" }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByTestId("plan-status")).toHaveText(/^Cancelled — your plan ends on .*\d/);
    await expect(panel.getByText("Your plan: Mystic Novice plan")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Resume plan" })).toBeVisible();

    // Test mode's tool ends the period now: the plan ends today, and the free plan is back.
    const tools = panel.getByRole("region", { name: "Test-mode tools" });
    const today = () =>
      page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date()));
    const dayBefore = await today();
    await tools.getByRole("button", { name: "End the period now" }).click();
    await expect(panel.getByText("Your plan: Free Seeker plan")).toBeVisible();
    const endedOn = new Set([dayBefore, await today()]); // Two days only if this ran across midnight.
    await expect(panel.getByTestId("plan-status")).toHaveText(
      new RegExp(`^Your subscription ended on (${[...endedOn].join("|")})\\. You are on the free plan\\.$`),
    );
    await expect(tools).toBeHidden();
    await expect(daily).toContainText("Free Seeker plan");

    // A donation of $5, through the same test checkout.
    await page.goto("/pricing");
    await page.getByLabel("Amount in dollars").fill("5");
    await page.getByRole("button", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
    await expect(page.getByText("Test mode — no card is charged")).toBeVisible();
    await expect(page.getByTestId("test-checkout-purchase")).toHaveText("A donation of $5");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/pricing\?donation=thanks$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you! Your donation has been received" }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("on the Arcane Explorer plan a new seeker's level card reads Novice, tier 1, and names the plan's depth apart", async ({
    page,
  }) => {
    await newSeekerInTestMode(page);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Choose the Arcane Explorer plan" }).click();
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("region", { name: "Plan & Billing" }).getByText("Arcane Explorer plan")).toBeVisible();

    // The level and the tier beside it come from one source, the karma; the plan's depth is said apart.
    const level = page
      .locator("div")
      .filter({ has: page.getByText("Mystic level", { exact: true }) })
      .last();
    await expect(level.locator("dd").first()).toHaveText(/^Novice\s*Tier 1 of 5$/);
    await expect(level).toContainText("Your readings are at tier 5 of 5 on the Arcane Explorer plan.");
  });

  test("leaving a checkout charges nothing and says so; the checkout then says it was cancelled", async ({ page }) => {
    await newSeekerInTestMode(page);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Choose the Arcane Explorer plan" }).click();
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
    const checkoutUrl = page.url();
    await expect(page.getByTestId("test-checkout-purchase")).toHaveText(
      "The Arcane Explorer plan, $19.99/month, renewing monthly",
    );
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/pricing\?checkout=canceled$/);
    await expect(page.getByText("Checkout cancelled — nothing was charged.")).toBeVisible();
    await expect(page.getByRole("list", { name: "The plans" })).toContainText("Your plan");

    await page.goto(checkoutUrl);
    await expect(page.getByText("This checkout was cancelled. Nothing was charged.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay" })).toHaveCount(0);
  });

  test("an unknown checkout is not found, and a visitor is asked to sign in first", async ({ page, request }) => {
    const unknown = `/billing/test-checkout/cs_test_${"A".repeat(24)}`;
    await newSeekerInTestMode(page);
    await page.goto(unknown);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    expect((await request.get("/billing/test-checkout/not-an-id")).status()).toBe(404);

    await page.context().clearCookies();
    await page.goto(unknown);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
  });
});

test.describe("the pricing page for a visitor", () => {
  test("is prerendered with the three plans and the questions, and each plan offers a sign-up of its own @phone", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/pricing")).text();
    expect(html).toContain("<title>Plans &amp; Pricing · Mystic Dice</title>");
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/pricing"/);
    for (const text of [
      "Free Seeker plan",
      "Mystic Novice plan",
      "$9.99/month",
      "Arcane Explorer plan",
      "$19.99/month",
    ])
      expect(html).toContain(text);
    for (const question of ["Can I cancel at any time?", "Does my plan renew automatically?", "Can I get a refund?"])
      expect(html).toContain(question);

    await page.goto("/pricing");
    const plans = page.getByRole("list", { name: "The plans" });
    await expect(plans.getByRole("heading", { level: 2 })).toHaveText([
      "Free Seeker plan",
      "Mystic Novice plan",
      "Arcane Explorer plan",
    ]);
    await expect(plans.getByRole("button")).toHaveText([
      "Start free",
      "Choose the Mystic Novice plan",
      "Choose the Arcane Explorer plan",
    ]);
    await expect(page.getByText("Sign in to make a donation.")).toBeVisible();
    await plans.getByRole("button", { name: "Choose the Mystic Novice plan" }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  });
});
