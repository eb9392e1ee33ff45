import { SPIRIT_GUIDES } from "../../content/spirit-guides/guides";
import { PROVIDER_URL } from "../../playwright.config";
import { expect, expectNoSeriousAxeViolations, newEmail, PASSWORD, signUpViaApi, test } from "./fixtures";

/**
 * The spirit guides on the journeys' server, which has no AI provider: the built-in guide answers in the
 * chosen guide's voice; and on the server whose provider is the local stand-in, which answers with the
 * first sentence of the guide's character it was given, under the AI badge.
 */

test("a visitor opens the guides from the catalogue, picks the völva and is answered in her voice, on a 360 px phone too", async ({
  page,
  consoleErrors,
}) => {
  const volva = SPIRIT_GUIDES.volva;
  await page.goto("/features");
  await page.getByRole("button", { name: /Spirit Guide Connection/ }).click();
  await expect(page).toHaveURL(/\/spirit-guides$/);
  await expect(page.getByRole("heading", { level: 1, name: "Spirit Guide Connection" })).toBeVisible();
  await expect(page.getByText(/fictional characters written for reflection and entertainment/)).toBeVisible();

  await page.getByRole("button", { name: `Talk with ${volva.shortName}` }).click();
  const conversation = page.getByRole("region", { name: `Your conversation with ${volva.name}` });
  const lines = conversation.getByTestId("guide-line");
  await expect(lines.first()).toHaveText(`${volva.shortName}: ${volva.greetings[0]}`);

  await conversation.getByLabel(`Your question for ${volva.shortName}`).fill("What does my destiny hold?");
  await conversation.getByRole("button", { name: "Send" }).click();
  const answer = lines.nth(1);
  await expect(answer).toContainText(`${volva.shortName}:`);
  await expect(answer.getByTestId("guide-author")).toHaveText("Written by Built-in guide");
  const text = await answer.innerText();
  expect(volva.openings.some((opening) => text.includes(opening))).toBe(true);
  expect(volva.signOffs.some((signOff) => text.includes(signOff))).toBe(true);
  expect(text).not.toContain("Lyra");
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  expect(consoleErrors).toEqual([]);
});

test("a signed-in seeker picks the hedge-witch, is greeted in her words, and a cry for help gets only the helplines", async ({
  page,
  consoleErrors,
}) => {
  const witch = SPIRIT_GUIDES["hedge-witch"];
  await page.goto("/spirit-guides");
  await signUpViaApi(page);
  await page.reload();
  await page.getByRole("button", { name: `Talk with ${witch.shortName}` }).click();
  const conversation = page.getByRole("region", { name: `Your conversation with ${witch.name}` });
  const input = conversation.getByLabel(`Your question for ${witch.shortName}`);
  const lines = conversation.getByTestId("guide-line");

  await input.fill("Hello there");
  await input.press("Enter");
  await expect(lines).toHaveCount(2);
  const greeting = (await lines.nth(1).innerText())
    .replace(`${witch.shortName}: `, "")
    .replace(/\s*Written by.*$/s, "");
  expect(witch.greetings).toContain(greeting.trim());

  await input.fill("I want to end my life");
  await input.press("Enter");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(2).getByRole("link").first()).toBeVisible();
  await expect(lines.nth(2).getByTestId("guide-author")).toHaveCount(0);
  for (const signOff of witch.signOffs) await expect(lines.nth(2)).not.toContainText(signOff);
  expect(consoleErrors).toEqual([]);
});

test("with an AI provider, a visitor and then a signed-in seeker are answered by the provider in the guide's character, badged AI", async ({
  page,
  consoleErrors,
}) => {
  const hermit = SPIRIT_GUIDES.hermit;
  await page.goto(`${PROVIDER_URL}/spirit-guides`);
  await page.getByRole("button", { name: `Talk with ${hermit.shortName}` }).click();
  const conversation = page.getByRole("region", { name: `Your conversation with ${hermit.name}` });
  await conversation.getByLabel(`Your question for ${hermit.shortName}`).fill("What should I weigh before I decide?");
  await conversation.getByRole("button", { name: "Send" }).click();
  const answer = conversation.getByTestId("guide-line").nth(1);
  await expect(answer).toContainText(`The provider was told: ${hermit.systemPrompt.split(/(?<=[.!?])\s/)[0]}`);
  await expect(answer.getByTestId("guide-author")).toContainText("AI");

  // Signed in on that server, the seeker is answered the same way.
  const email = newEmail();
  const signedUp = await page.request.post(`${PROVIDER_URL}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: email.split("@")[0] },
    headers: { origin: PROVIDER_URL },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: `Talk with ${hermit.shortName}` }).click();
  await conversation.getByLabel(`Your question for ${hermit.shortName}`).fill("And what of the week ahead?");
  await conversation.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByTestId("guide-line").nth(1)).toContainText("The provider was told: You are Orrin");
  expect(consoleErrors).toEqual([]);
});
