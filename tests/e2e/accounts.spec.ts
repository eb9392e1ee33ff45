import { TOTP } from "otpauth";
import { expect, followMailedLink, followMailedSignInLink, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

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

    await page.getByRole("main").getByRole("button", { name: "Sign In", exact: true }).click();
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

test.describe("the e-mail capture card", () => {
  test.use({ timezoneId: "Pacific/Auckland" });

  test("sends a magic link that creates the account and signs the visitor in @phone", async ({ page }) => {
    const email = newEmail("capture");
    await page.goto("/");
    const card = page.getByRole("region", { name: "Your destiny is almost revealed!" });
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "80");
    await card.getByLabel("Email", { exact: true }).fill(email);
    await card.getByLabel(/Send me the Mystic Dice newsletter/).check();
    await card.getByRole("button", { name: "Reveal My Destiny" }).click();
    await expect(card.getByText("Welcome to your mystical journey!")).toBeVisible();
    await expect(card.getByText("Check your email for login instructions.")).toBeVisible();
    await expect(card.getByLabel("Email", { exact: true })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Reveal My Destiny" })).toBeDisabled();

    await followMailedSignInLink(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Your Mystic Dashboard" })).toBeVisible();
    await expect(page.getByText(/^MYS-/).first()).toBeVisible();
    // The account starts on the browser's time zone, as a password sign-up does.
    expect((await (await page.request.get("/api/me/profile")).json()).timezone).toBe("Pacific/Auckland");

    // The newsletter box asked for a confirmation letter too; its link confirms.
    await followMailedLink(page, email, /Confirm your Mystic Dice newsletter/, "/newsletter/confirm?token=");
    await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
  });

  test("'Skip & Remain in the Unknown' hides the card for the session", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Your destiny is almost revealed!" });
    await card.getByRole("button", { name: "Skip & Remain in the Unknown" }).click();
    await expect(card).toBeHidden();
    // A reload (the same browser session) keeps it hidden.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Why Seekers Choose Mystic Dice" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reveal Your True Path Now" })).toBeEnabled();
    await expect(card).toBeHidden();
  });

  test("a used sign-in link lands on a page that says so", async ({ page }) => {
    const email = newEmail("twice");
    await page.goto("/");
    const card = page.getByRole("region", { name: "Your destiny is almost revealed!" });
    await card.getByLabel("Email", { exact: true }).fill(email);
    await card.getByRole("button", { name: "Reveal My Destiny" }).click();
    await expect(card.getByText("Check your email for login instructions.")).toBeVisible();
    await followMailedSignInLink(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();
    await followMailedSignInLink(page, email);
    await expect(page).toHaveURL(/\/sign-in\/link-error\?error=INVALID_TOKEN/);
    await expect(page.getByRole("heading", { name: "This Link Has Faded" })).toBeVisible();
  });
});

test.describe("the footer newsletter", () => {
  test("subscribes, confirms by mail and unsubscribes without signing in", async ({ page }) => {
    const email = newEmail("letters");
    await page.goto("/blog");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Almost there!" })).toHaveText(
      "Almost there! Check your inbox to confirm your subscription.",
    );
    await expect(page.getByLabel("Email address")).toHaveValue("");

    await followMailedLink(page, email, /Confirm your Mystic Dice newsletter/, "/newsletter/confirm?token=");
    await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();

    await followMailedLink(page, email, /Welcome to the Mystic Dice newsletter/, "/newsletter/unsubscribe?token=");
    await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  });

  test("a bad address gets the server's answer", async ({ page }) => {
    await page.goto("/about");
    // The field's own e-mail check passes "a@b" (no dot); the server's stricter check answers.
    await page.getByLabel("Email address").fill("a@b");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid e-mail address");
  });
});

test.describe("the Security section", () => {
  test("turns on two-factor, then signing in asks for the code", async ({ page }) => {
    const email = await signUpViaApi(page, newEmail("guarded"));
    await page.goto("/dashboard");
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByText("Assurance level: aal1")).toBeVisible();
    await security.getByRole("button", { name: "Enable two-factor" }).click();
    await security.getByLabel("Current password").fill(PASSWORD);
    await security.getByRole("button", { name: "Continue" }).click();
    await expect(security.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();

    // The authenticator app of this test: the setup key shown for manual entry.
    const setupKey = (await security.locator("code").first().textContent())!.replace(/\s+/g, "");
    const authenticator = new TOTP({ secret: setupKey, digits: 6, period: 30 });
    await security.getByLabel("Authentication code").fill(authenticator.generate());
    await security.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(security.getByRole("heading", { name: "Your backup codes" })).toBeVisible();
    await expect(security.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
    await security.getByRole("button", { name: "Done" }).click();
    await expect(security.getByText("Assurance level: aal2")).toBeVisible();

    await page
      .getByRole("button", { name: /log ?out/i })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeHidden();
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign in" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Password").fill(PASSWORD);
    await modal.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(modal.getByRole("heading", { name: "One More Step" })).toBeVisible();
    await modal.getByLabel("Authentication code").fill("000000");
    await modal.getByRole("button", { name: "Verify" }).click();
    await expect(modal.getByRole("alert")).toHaveText(/not valid/);
    // The next 30-second step: the code used to turn two-factor on cannot be used twice.
    await modal.getByLabel("Authentication code").fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
    await modal.getByRole("button", { name: "Verify" }).click();
    await expect(modal.getByText("Sign in successful! Welcome back!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  });

  test("lists sessions, signs out the others, downloads the data and deletes the account @phone", async ({
    page,
    browser,
  }) => {
    const email = await signUpViaApi(page, newEmail("leaving"));
    const elsewhere = await browser.newPage();
    const signIn = await elsewhere.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);

    await page.goto("/dashboard");
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByTestId("session-row")).toHaveCount(2);
    await expect(security.locator('[data-testid="session-row"][data-current="true"]')).toContainText("This device");
    await security.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect(security.getByText("Signed out 1 other session.")).toBeVisible();
    await expect(security.getByTestId("session-row")).toHaveCount(1);
    expect((await (await elsewhere.request.get("/api/auth/get-session")).json()) ?? null).toBeNull();
    await elsewhere.close();

    const downloading = page.waitForEvent("download");
    await security.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mystic-dice-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const { readFile } = await import("node:fs/promises");
    const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string } };
    expect(exported.account.email).toBe(email);

    await security.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account" });
    const confirm = dialog.getByRole("button", { name: "Delete my account forever" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type your e-mail to confirm").fill(email.toUpperCase());
    await dialog.getByLabel("Password").fill(PASSWORD);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeHidden();
    // As the browser would send it: the page's cookies (the time-zone cookie stays) come with its Origin.
    const signInAgain = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(signInAgain.status()).toBe(401);
  });

  test("after deleting the account, home says farewell: no 'Welcome back', no sign-in prompt, nothing asked as signed in", async ({
    page,
    consoleErrors,
  }) => {
    const email = await signUpViaApi(page, newEmail("farewell"));
    await page.goto("/dashboard");
    const security = page.getByRole("region", { name: "Security" });
    await security.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account" });
    await dialog.getByLabel("Type your e-mail to confirm").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);

    // From the deletion's answer on, nothing is asked of the API as a signed-in seeker, and nothing answers 401.
    const askedAfter: string[] = [];
    let isDeleted = false;
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (isDeleted && /^\/api\/(me|events|billing|casts|draws|rituals|chat)\b/.test(path)) askedAfter.push(path);
    });
    page.on("response", (response) => {
      if (response.status() === 401) askedAfter.push(`401 ${new URL(response.url()).pathname}`);
    });
    const deletion = page.waitForResponse((response) => response.request().method() === "DELETE");
    await dialog.getByRole("button", { name: "Delete my account forever" }).click();
    expect((await deletion).status()).toBe(200);
    isDeleted = true;

    // Home, as a visitor: the session answers nobody, and home stays home (not the dashboard it last showed).
    const sessionAnswer = page.waitForResponse((response) => response.url().endsWith("/api/auth/get-session"));
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your account has been deleted. Farewell, seeker." }),
    ).toBeVisible();
    expect(await (await sessionAnswer).json()).toBeNull();
    await expect(page.getByRole("button", { name: "Reveal Your True Path Now" })).toBeVisible();
    await expect(page.getByText(/welcome back/i)).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    expect(askedAfter).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
