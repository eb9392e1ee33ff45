import { expect, expectNoSeriousAxeViolations, signUpViaApi, test } from "./fixtures";

const PUBLIC_ROUTES: [string, string | RegExp][] = [
  ["/", /.+/],
  ["/about", /.+/],
  ["/features", "Features"],
  ["/services", "Services"],
  ["/pricing", "Plans & Pricing"],
  ["/legal", "Before You Consult the Oracle"],
  ["/blog", "Blog"],
  ["/blog/0", /.+/],
  ["/privacy-policy", "Privacy Policy"],
  ["/help-center", "Help Center"],
  ["/terms-of-service", "Terms of Service"],
  ["/contact-us", "Contact Us"],
  ["/fairness", "Dice You Can Check"],
  ["/test", "Routing Test"],
  ["/offline", "The Stars Are Out of Reach"],
  ["/runes", "Runes & Symbols"],
  ["/tarot", "Tarot"],
  ["/numerology", "Numerology & Astrology"],
  ["/numerology/11", /11/],
  ["/astrology/leo", /Leo/],
  ["/moon-phases", "Moon Phase Tracker"],
  ["/pendulum", "The Yes/No Pendulum"],
  ["/angel-numbers", "Angel Numbers"],
  ["/karmic-cycle", "Your Cycles"],
  ["/ancient-texts", "I Ching — the Book of Changes"],
  ["/dream-analysis", "Your Dream Journal"],
  ["/spirit-guides", "Spirit Guide Connection"],
  ["/timelines", "My Timeline"],
  ["/spirit-animals", "Animal Archetypes"],
  ["/tarot/cards", "The 78 Tarot Cards"],
  ["/tarot/cards/the-high-priestess", "The High Priestess"],
  ["/runes/library", "The 24 Runes of the Elder Futhark"],
  ["/runes/algiz", "Algiz"],
  ["/dice-divination", "Features"],
  ["/no-such-page", "Page Not Found"],
  ["/past-lives", "Past-Life Tales"],
  ["/quantum-energy", "Energy Map"],
  ["/success-predictor", "Decision Compass"],
  ["/weekly/aries", /^Aries: the week of/],
  ["/ai-intuition", "Intuition Calibration"],
];

// On the desktop project only: headings, console errors and axe's findings do not depend on the width
// (no-sideways-scroll.spec.ts measures every route at phone widths).
for (const [path, heading] of PUBLIC_ROUTES) {
  test(`${path} renders its heading with no console errors or serious axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const unexpected = consoleErrors.filter((message) => !(path === "/no-such-page" && message.includes("404")));
    expect(unexpected).toEqual([]);
  });
}

test("the signed-in pages pass axe too", async ({ page, consoleErrors }) => {
  await signUpViaApi(page);
  for (const [path, heading] of [
    ["/dice-divination", "Mystical Dice Oracle"],
    ["/dashboard", /Dashboard/],
    ["/timelines", "My Timeline"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
  expect(consoleErrors).toEqual([]);
});

test("modals trap focus and return it", async ({ page }) => {
  await page.goto("/features");
  const opener = page.getByRole("button", { name: "Sign in" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
});
