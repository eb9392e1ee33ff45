import { expect, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

// These journeys stub the network with page.route; a page its service worker controls would send
// requests past the stubs, so the worker is kept out here (tests/e2e/pwa.spec.ts covers it).
test.use({ serviceWorkers: "block" });

test.describe("the auth modal", () => {
  test("switches modes, signs in, and closes after the success message", async ({ page, browser }) => {
    const email = newEmail();
    const other = await browser.newPage();
    await signUpViaApi(other, email);
    await other.close();

    await page.goto("/features");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
    await modal.getByRole("button", { name: "Sign Up" }).click();
    await expect(modal.getByRole("heading", { name: "Begin Your Journey" })).toBeVisible();
    await modal.getByRole("button", { name: "Sign In" }).click();

    await expect(modal.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(modal.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(modal.getByLabel("Password")).toHaveAttribute("required", "");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(modal.getByText("Sign in successful! Welcome back!")).toBeVisible();
    await expect(modal.getByLabel("Email")).toBeDisabled();
    await expect(modal).toBeHidden({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByLabel("Email").fill(newEmail("nobody"));
    await modal.getByLabel("Password").fill("not-the-password");
    await modal.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(modal.getByRole("alert")).toHaveText(/invalid email or password/i);
    await expect(modal).toBeVisible();
  });

  test("a failed sign-up locks sign-up for a 60 second countdown", async ({ page }) => {
    const email = newEmail("taken");
    await signUpViaApi(page, email);
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign Up" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(modal.getByRole("alert")).toHaveText(/already exists/i);
    await expect(modal.getByRole("button", { name: "Sign Up", exact: true })).toBeDisabled();
    await expect(modal.getByText(/^Please wait (60|59|58) seconds before trying to sign up again\.$/)).toBeVisible();
  });

  test("a rate-limited sign-up shows the rate-limit message", async ({ page }) => {
    await page.route("**/api/auth/sign-up/email", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "rate_limited", message: "Too many requests. Please try again later." },
        }),
      }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Reveal Your True Path Now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign Up" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByLabel("Email").fill(newEmail());
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(modal.getByRole("alert")).toHaveText(
      "Too many signup attempts. Please wait 60 seconds before trying again.",
    );
    await expect(modal.getByRole("button", { name: "Sign Up", exact: true })).toBeDisabled();
  });

  test("closes on Escape and on the close button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test("the server answers unknown paths with the app's 404 page", async ({ page, request }) => {
  const response = await request.get("/no-such-place");
  expect(response.status()).toBe(404);
  await page.goto("/no-such-place");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("a visitor sent to the dashboard lands home with the sign-in prompt", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
});
