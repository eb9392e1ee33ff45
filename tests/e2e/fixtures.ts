import { randomUUID } from "node:crypto";
import { expect, test as base, type Page } from "@playwright/test";

export { expect };

export const PASSWORD = "starlight-and-dust";

export function newEmail(prefix = "seeker"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the app's own API in the page's context, so the browser holds the session cookie. */
export async function signUpViaApi(page: Page, email = newEmail()): Promise<string> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: email.split("@")[0] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** Collects console errors and failed page loads; a journey asserts there were none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});
