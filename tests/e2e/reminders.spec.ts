import { expect, signUpViaApi, test } from "./fixtures";

// Sending reminders to a device goes through the page's service worker, so this journey lets it in.
test.use({ serviceWorkers: "allow" });

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
    // The browser refuses notifications (as a test browser does unless told otherwise): the section says
    // how to allow them, and no device is added.
    await section.getByRole("button", { name: "Send them to this device too" }).click();
    await expect(
      section.getByText("This browser said no to notifications. You can allow them in its site settings."),
    ).toBeVisible();
    await expect(section.getByText("No device receives them yet.")).toBeVisible();
  });
});
