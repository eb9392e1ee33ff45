import { expect, signUpViaApi, test } from "./fixtures";

test.describe("reminders on the dashboard", () => {
  test("chooses reminders and an hour, keeps them, and says when this browser cannot receive notifications", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/dashboard");
    const section = page.getByRole("region", { name: "Reminders" });
    await expect(section.getByLabel("Daily reading")).not.toBeChecked();
    await section.getByLabel("Daily reading").check();
    await section.getByLabel("New and full moon").check();
    await section.getByLabel("Hour", { exact: true }).selectOption("07:00");
    await section.getByRole("button", { name: "Save reminders" }).click();
    await expect(section.getByText("Your reminders are saved.")).toBeVisible();
    expect(await (await page.request.get("/api/me/reminders")).json()).toMatchObject({
      daily: true,
      moon: true,
      streak: false,
      hour: 7,
    });

    await page.reload();
    await expect(section.getByLabel("Daily reading")).toBeChecked();
    await expect(section.getByLabel("Hour", { exact: true })).toHaveValue("7");
    // This site registers no service worker yet: the button says notifications are unavailable here.
    await section.getByRole("button", { name: "Send them to this device too" }).click();
    await expect(section.getByText("Notifications on this device are not available in this browser.")).toBeVisible();
    await expect(section.getByText("No device receives them yet.")).toBeVisible();
  });
});
