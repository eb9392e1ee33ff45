import { expect, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

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
    // Back to the page the header's button was pressed on.
    await expect(page).toHaveURL(/\/features$/);
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

  test("an address already used says so, and Sign Up stays usable", async ({ page }) => {
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
    // A mistake fixed at once: no lock (the third failure in a row locks: sign-in-journeys.spec.ts).
    await expect(modal.getByRole("button", { name: "Sign Up", exact: true })).toBeEnabled();
    await expect(modal.getByText(/^Please wait \d+ seconds before trying to sign up again\.$/)).toHaveCount(0);
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

test("a visitor who opens the dashboard gets the sign-in prompt there", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
});
