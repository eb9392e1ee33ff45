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
// (no-sideways-scroll.spec.ts measures every route at phone widths). The routes run in two halves, one for
// each browser of the run, each half in one page: a fresh browser context for each route cost about 40 %
// more CPU (297 CPU-seconds against 208 for the forty routes, on a busy day). Each route is a step of its
// own, and a route that fails does not stop the others from being checked.
const half = Math.ceil(PUBLIC_ROUTES.length / 2);
for (const [part, routes] of [PUBLIC_ROUTES.slice(0, half), PUBLIC_ROUTES.slice(half)].entries()) {
  test(`every route renders its heading with no console errors or serious axe violations (part ${part + 1} of 2: ${routes[0]?.[0]} to ${routes.at(-1)?.[0]})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    for (const [path, heading] of routes) {
      await test.step(path, async () => {
        consoleErrors.length = 0;
        await page.goto(path);
        await expect.soft(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
        await expectNoSeriousAxeViolations(page, { soft: true, label: path });
        const unexpected = consoleErrors.filter((message) => !(path === "/no-such-page" && message.includes("404")));
        expect.soft(unexpected, `console errors on ${path}`).toEqual([]);
      });
    }
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
