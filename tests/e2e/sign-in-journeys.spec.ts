import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  followMailedSignInLink,
  newEmail,
  PASSWORD,
  signUpViaApi,
  test,
} from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A seeker with an account, signed out in this browser. */
async function signedOutSeeker(page: Page): Promise<string> {
  const email = await signUpViaApi(page);
  await page.context().clearCookies();
  return email;
}

/** Fills the open auth modal and presses its main button ("Sign In" or "Sign Up"). */
async function submitModal(page: Page, email: string, button: "Sign In" | "Sign Up", password = PASSWORD) {
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Email").fill(email);
  await modal.getByLabel("Password").fill(password);
  await modal.getByRole("button", { name: button, exact: true }).click();
}

test.describe("signing in or up from the header returns to the page the seeker was on", () => {
  test("the desktop header's sign-in, and sign-up through it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const email = await signedOutSeeker(page);
    await page.goto("/fairness");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign in" }).click();
    await submitModal(page, email, "Sign In");
    await expect(page.getByRole("dialog")).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page).toHaveURL(/\/fairness$/);

    await page.context().clearCookies();
    await page.goto("/blog?from=header#posts");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign Up" }).click();
    await submitModal(page, newEmail("header"), "Sign Up");
    await expect(page.getByRole("dialog").getByText("Account created successfully! Welcome!")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?from=header#posts$/);
  });

  test("the mobile menu's Sign Up and Login", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Sign Up" }).click();
    await submitModal(page, newEmail("menu"), "Sign Up");
    await expect(page.getByRole("dialog")).toBeHidden({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Logout" }),
    ).toBeVisible();

    const email = await signedOutSeeker(page);
    await page.goto("/moon-phases");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Login" }).click();
    await submitModal(page, email, "Sign In");
    await expect(page.getByRole("dialog")).toBeHidden({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/moon-phases$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Logout" }),
    ).toBeVisible();
  });
});

test.describe("a visitor who opens /dashboard", () => {
  /** The dashboard's address, its sign-in prompt, and the page behind the prompt that says what it is. */
  async function expectPromptOnDashboard(page: Page) {
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your Dashboard Awaits" })).toBeAttached();
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  test("typed after another page: the address stays /dashboard, and signing in shows the dashboard", async ({
    page,
  }) => {
    const email = await signedOutSeeker(page);
    await page.goto("/legal");
    await expect(page.getByRole("heading", { name: "Before You Consult the Oracle" })).toBeVisible();
    await page.goto("/dashboard");
    await expectPromptOnDashboard(page);
    await submitModal(page, email, "Sign In");
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("by a link, or back through the history: the address stays /dashboard", async ({ page }) => {
    const email = await signedOutSeeker(page);
    // The offline page (served without scripts) links to /dashboard; any visitor can follow it.
    await page.goto("/legal");
    await page.goto("/offline");
    await page.getByRole("link", { name: "Your Dashboard", exact: true }).click();
    await expectPromptOnDashboard(page);

    // Signed in on /legal, to the dashboard by the header's link, logged out, then Back: a navigation in the app.
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("main").getByRole("button", { name: "Sign In", exact: true }).click();
    await submitModal(page, email, "Sign In");
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await page.goto("/legal");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expectPromptOnDashboard(page);
    await submitModal(page, email, "Sign In");
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("a mailed sign-in link from the auth modal", () => {
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`is asked for in the modal and signs in on the page the seeker was on (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      const email = newEmail("modal-link");
      await page.goto("/runes/library");
      if (name === "phone") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Login" }).click();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign in" }).click();
      }
      const modal = page.getByRole("dialog");
      await modal.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await expect(modal.getByRole("heading", { name: "Sign In by E-mail" })).toBeVisible();
      await expect(modal.getByLabel("Password")).toHaveCount(0);
      await modal.getByLabel("Email").fill(email);
      await modal.getByRole("button", { name: "Send sign-in link" }).click();
      await expect(modal.getByRole("status")).toHaveText(
        "Check your email for your sign-in link. It works once, within 15 minutes.",
      );

      await followMailedSignInLink(page, email);
      await expect(page).toHaveURL(/\/runes\/library$/);
      if (name === "phone") await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    });
  }

  test("is offered in sign-up too, and 'Back to sign in' returns to the password", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: "Sign Up" }).click();
    await modal.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(modal.getByRole("heading", { name: "Sign In by E-mail" })).toBeVisible();
    await modal.getByRole("button", { name: "Back to sign in" }).click();
    await expect(modal.getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
    await expect(modal.getByLabel("Password")).toBeVisible();
  });

  test("a faded link's 'Send me a new link' opens the modal's link form", async ({ page }) => {
    await page.goto("/sign-in/link-error?error=INVALID_TOKEN");
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Sign In by E-mail" })).toBeVisible();
  });
});

test.describe("each plan on /pricing has one call of its own for a visitor", () => {
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`the three calls name their plan, and signing up comes back to the plan's checkout (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/pricing");
      const plans = page.getByRole("list", { name: "The plans" });
      const card = (title: string) => plans.getByRole("listitem").filter({ hasText: title });
      await expect(card("Free Seeker plan").getByRole("button")).toHaveText("Start free");
      await expect(card("Mystic Novice plan").getByRole("button")).toHaveText("Choose the Mystic Novice plan");
      await expect(card("Arcane Explorer plan").getByRole("button")).toHaveText("Choose the Arcane Explorer plan");
      // One line each: the three calls stand at the same height.
      const heights = await plans.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.clientHeight));
      expect(new Set(heights).size).toBe(1);

      await card("Mystic Novice plan").getByRole("button").click();
      const modal = page.getByRole("dialog");
      await expect(modal.getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
      await submitModal(page, newEmail("plans"), "Sign Up");
      await expect(modal).toBeHidden({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(card("Free Seeker plan")).toContainText("Your plan");
      // The same call now opens the plan's checkout (test mode: the local page).
      await card("Mystic Novice plan").getByRole("button", { name: "Choose the Mystic Novice plan" }).click();
      await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_[A-Za-z0-9]{24}$/);
    });
  }
});

test.describe("the sign-up lock", () => {
  test("a mistake the seeker can fix at once leaves Sign Up usable; the third failure in a row locks it", async ({
    page,
  }) => {
    const taken = await signedOutSeeker(page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: "Sign Up" }).click();
    const signUp = modal.getByRole("button", { name: "Sign Up", exact: true });
    const lock = modal.getByText(/^Please wait \d+ seconds before trying to sign up again\.$/);

    await submitModal(page, taken, "Sign Up");
    await expect(modal.getByRole("alert")).toHaveText(/already exists/i);
    await expect(signUp).toBeEnabled();
    await expect(lock).toHaveCount(0);

    await submitModal(page, newEmail("weak"), "Sign Up", "password");
    await expect(modal.getByRole("alert")).toHaveText(
      "This password is one of the most common ones. Please choose another.",
    );
    await expect(signUp).toBeEnabled();
    await expect(lock).toHaveCount(0);

    await submitModal(page, taken, "Sign Up");
    await expect(modal.getByRole("alert")).toHaveText(/already exists/i);
    await expect(signUp).toBeDisabled();
    await expect(modal.getByText(/^Please wait (60|59|58) seconds before trying to sign up again\.$/)).toBeVisible();
  });

  test("after a fixable mistake, the corrected sign-up goes through", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: "Sign Up" }).click();
    const email = newEmail("corrected");
    await submitModal(page, email, "Sign Up", "password");
    await expect(modal.getByRole("alert")).toHaveText(
      "This password is one of the most common ones. Please choose another.",
    );
    await submitModal(page, email, "Sign Up");
    await expect(modal.getByText("Account created successfully! Welcome!")).toBeVisible();
    await expect(page).toHaveURL(/\/about$/, { timeout: 5_000 });
  });
});
