import { TOTP } from "otpauth";
import { expect, followMailedLink, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

test.describe("accounts", () => {
  test("forgot password → mailed link → new password → sign in with it", async ({ page }) => {
    const email = await signUpViaApi(page, newEmail("forgetful"));
    await page.context().clearCookies();
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: "Forgot password?" }).click();
    await expect(modal.getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
    await modal.getByLabel("Email").fill(email);
    await modal.getByRole("button", { name: "Send reset link" }).click();
    await expect(modal.getByRole("status")).toHaveText(
      "If an account exists for that address, a reset link is on its way. Check your email.",
    );

    await followMailedLink(page, email, /Reset your Mystic Dice password/, "/api/auth/reset-password/");
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("moonlit-new-secret");
    await page.getByLabel("Confirm new password").fill("moonlit-new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "Your Password Is Renewed" })).toBeVisible();

    await page.getByRole("button", { name: "Sign In" }).click();
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Password").fill("moonlit-new-secret");
    await modal.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(modal.getByText("Sign in successful! Welcome back!")).toBeVisible();
  });

  test("a used or expired reset link says so and offers a new one", async ({ page }) => {
    await page.goto("/reset-password?error=INVALID_TOKEN");
    await expect(page.getByRole("heading", { name: "This Link Has Faded" })).toBeVisible();
    await page.getByRole("button", { name: "Send a new reset link" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
  });
});
