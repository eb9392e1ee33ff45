import { SUPPORT_CONTACT } from "../../playwright.config";
import { expect, test } from "./fixtures";

/** Details the site once showed that nobody could reach: an invented address, number, inbox and founder. */
const INVENTED = [
  /\+1 555|555 0142/,
  /mysticdice\.example/,
  /Lantern Row/,
  /Salem/,
  /Elowen/,
  /Founder/i,
  /Follow the Oracle/,
];

test.describe("the operator's contact details @phone", () => {
  test("Contact shows the details the server's settings give, each usable, and none invented", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact-us");
    const details = page.getByTestId("support-details");
    const email = details.getByRole("link", { name: SUPPORT_CONTACT.SUPPORT_EMAIL });
    await expect(email).toHaveAttribute("href", `mailto:${SUPPORT_CONTACT.SUPPORT_EMAIL}`);
    await expect(details.getByRole("link", { name: SUPPORT_CONTACT.SUPPORT_WHATSAPP })).toHaveAttribute(
      "href",
      "https://wa.me/447700900461",
    );
    await expect(details.locator("address")).toHaveText("Mystic Dice test desk1 Example StreetTestham TE1 1ST");
    await expect(page.getByRole("heading", { name: "Help in the App" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the Help Center" })).toHaveAttribute("href", "/help-center");

    const text = await page.locator("body").innerText();
    for (const invented of INVENTED) expect(text).not.toMatch(invented);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Instagram|TikTok|YouTube/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Help, Terms and Privacy show the same details, and the prerendered pages none", async ({ page, request }) => {
    for (const path of ["/help-center", "/terms-of-service", "/privacy-policy"]) {
      await page.goto(path);
      const details = page.getByTestId("support-details");
      await expect(details.getByRole("link", { name: SUPPORT_CONTACT.SUPPORT_EMAIL }), path).toBeVisible();
      await expect(details.getByRole("link", { name: SUPPORT_CONTACT.SUPPORT_WHATSAPP }), path).toBeVisible();
      await expect(details.locator("address"), path).toContainText("Testham TE1 1ST");
      const text = await page.locator("body").innerText();
      for (const invented of INVENTED) expect(text, path).not.toMatch(invented);
    }
    // The built pages carry no detail: the running server's settings reach them through GET /api/support.
    for (const path of ["/contact-us", "/help-center", "/terms-of-service", "/privacy-policy"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(SUPPORT_CONTACT.SUPPORT_EMAIL);
      for (const invented of INVENTED) expect(html, path).not.toMatch(invented);
    }
  });
});
