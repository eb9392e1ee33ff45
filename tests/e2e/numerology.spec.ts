import type { Locator, Page } from "@playwright/test";
import { numberContent } from "../../content/numerology";
import { signContent } from "../../content/astrology";
import { expect, test, expectNoSeriousAxeViolations } from "./fixtures";

/** Fills the calculator and asks for the reading; the zone is left as the browser's unless given. */
async function calculate(page: Page, fields: { name: string; birthDate: string; zone?: string }) {
  await page.getByLabel("Full name").fill(fields.name);
  await page.getByLabel("Birth date").fill(fields.birthDate);
  if (fields.zone) await page.getByLabel(/Born in/).selectOption(fields.zone);
  await page.getByRole("button", { name: "Work out my numbers" }).click();
}

/** One number of the reading: its card, named by its position. */
const numberCard = (page: Page, position: string): Locator =>
  page.getByRole("article", { name: position, exact: true });

async function expectNumber(card: Locator, value: number, steps: string) {
  await expect(card.getByTestId("number-value")).toHaveText(String(value));
  await expect(card.getByTestId("number-steps")).toHaveText(steps);
}

test.describe("the calculator", () => {
  test("reads Anne-Marie O'Brien's five numbers with their steps, in the browser alone @phone", async ({
    page,
    consoleErrors,
  }) => {
    // The page asks who is signed in once it has hydrated, which on a loaded machine can come after the
    // network has been idle for a while: wait for that answer, so only what the calculator sends is counted.
    const sessionAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/auth/get-session",
    );
    await page.goto("/numerology");
    await expect(page.getByRole("heading", { level: 1, name: "Numerology & Astrology" })).toBeVisible();
    await expect(page.getByText("nothing you type here is sent anywhere or stored")).toBeVisible();
    // Once the page is there, working out the reading asks the server for nothing but the page's own code.
    await sessionAnswered;
    await page.waitForLoadState("networkidle");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (!new URL(request.url()).pathname.startsWith("/assets/")) sent.push(`${request.method()} ${request.url()}`);
    });
    await calculate(page, { name: "Anne-Marie O'Brien", birthDate: "1985-11-18" });

    await expect(page.getByRole("heading", { name: "Your reading" })).toBeFocused();
    const lifePath = numberCard(page, "Life Path");
    await expectNumber(lifePath, 7, "month 11 · day 18 → 9 · year 1985 → 23 → 5 = 25 → 7");
    await expect(lifePath).toContainText(numberContent(7).positions.lifePath!);
    await expect(lifePath.getByText("Master number", { exact: true })).toHaveCount(0);
    await expectNumber(numberCard(page, "Expression"), 8, "ANNE 16 → 7 · MARIE 28 → 10 → 1 · OBRIEN 36 → 9 = 17 → 8");
    await expect(numberCard(page, "Expression")).toContainText(numberContent(8).positions.expression!);
    await expectNumber(numberCard(page, "Soul Urge"), 5, "ANNE 6 · MARIE 15 → 6 · OBRIEN 20 → 2 = 14 → 5");
    await expectNumber(numberCard(page, "Personality"), 3, "ANNE 10 → 1 · MARIE 13 → 4 · OBRIEN 16 → 7 = 12 → 3");
    await expectNumber(numberCard(page, "Birthday"), 9, "day 18 → 9");
    await expect(numberCard(page, "Birthday")).toContainText(numberContent(9).positions.birthday!);

    const sun = page.getByTestId("result-sun");
    await expect(sun.getByRole("heading", { name: "Scorpio, the Scorpion" })).toBeVisible();
    await expect(sun).toContainText("ElementWater");
    await expect(sun).toContainText("ModalityFixed");
    await expect(sun.getByTestId("sun-cusp")).toHaveCount(0);
    expect(sent).toEqual([]);

    await lifePath.getByRole("link", { name: "Read about the number 7" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Number 7 · The Seeker" })).toBeVisible();
    await page.goBack();
    await calculate(page, { name: "Anne-Marie O'Brien", birthDate: "1985-11-18" });
    await sun.getByRole("link", { name: "Read about Scorpio" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Scorpio" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test.describe("in a browser set to New York", () => {
    test.use({ timezoneId: "America/New_York" });

    test("starts from the browser's zone, and names both signs of a cusp birth in the zone chosen @phone", async ({
      page,
    }) => {
      await page.goto("/numerology");
      await expect(page.getByLabel(/Born in/)).toHaveValue("America/New_York");
      // 20 March 1990: the Sun reached Aries at 21:19 UTC, which was 21:19 in London and after its noon.
      await calculate(page, { name: "Sam Lowe", birthDate: "1990-03-20", zone: "Europe/London" });
      const sun = page.getByTestId("result-sun");
      await expect(sun.getByRole("heading", { name: "Pisces, the Fish" })).toBeVisible();
      const cusp = sun.getByTestId("sun-cusp");
      await expect(cusp).toContainText("the Sun entered Aries at 21:19 on that day (Europe/London time)");
      await expect(cusp).toContainText("your birth time decides");
      await expect(cusp).toContainText("Born before then, your Sun is in Pisces; born after, in Aries.");
      await expect(sun.getByRole("link", { name: "Read about Pisces" })).toHaveAttribute("href", "/astrology/pisces");
    });
  });

  test("marks a master number: Life Path 33 for 29 November 2009 @phone", async ({ page }) => {
    await page.goto("/numerology");
    await calculate(page, { name: "Ann Lee", birthDate: "2009-11-29" });
    const lifePath = numberCard(page, "Life Path");
    await expectNumber(lifePath, 33, "month 11 · day 29 → 11 · year 2009 → 11 = 33");
    await expect(lifePath.getByText("Master number", { exact: true })).toBeVisible();
    await expect(lifePath).toContainText(numberContent(33).positions.lifePath!);
    await expect(lifePath.getByRole("link", { name: "Read about the number 33" })).toHaveAttribute(
      "href",
      "/numerology/33",
    );
    // The day 29 is kept as 11, a master number too.
    await expectNumber(numberCard(page, "Birthday"), 11, "day 29 → 11");
    await expect(numberCard(page, "Birthday").getByText("Master number", { exact: true })).toBeVisible();
  });

  test("works out today's cycles for the visitor's own date @phone", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-24T10:00:00"));
    await page.goto("/numerology");
    await calculate(page, { name: "Leap Day", birthDate: "2000-02-29" });
    await expect(page.getByText(/For Tuesday,? 24 November 2026, the day on this device's calendar/)).toBeVisible();
    await expectNumber(
      numberCard(page, "Personal Year"),
      5,
      "birth month 2 · birth day 29 → 11 → 2 · year 2026 → 10 → 1 = 5",
    );
    await expect(numberCard(page, "Personal Year")).toContainText(numberContent(5).positions.personalYear!);
    await expectNumber(numberCard(page, "Personal Month"), 7, "personal year 5 · month 11 → 2 = 7");
    await expectNumber(numberCard(page, "Personal Day"), 4, "personal month 7 · day 24 → 6 = 13 → 4");
    await expect(numberCard(page, "Personal Day")).toContainText(numberContent(4).positions.personalDay!);
  });

  test("says what is wrong with a name or a date, and reads nothing until both are right @phone", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-24T10:00:00"));
    await page.goto("/numerology");
    const submit = page.getByRole("button", { name: "Work out my numbers" });
    const name = page.getByLabel("Full name");
    const date = page.getByLabel("Birth date");

    await submit.click();
    await expect(page.getByText("Enter your full name.")).toBeVisible();
    await expect(page.getByText("Enter your birth date.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    await name.fill("1234 — !!");
    await date.fill("2026-11-25");
    await submit.click();
    await expect(page.getByText(/Enter your name in letters/)).toBeVisible();
    await expect(page.getByText("That date is still to come. Enter the day you were born.")).toBeVisible();

    await date.fill("1850-06-01");
    await submit.click();
    await expect(page.getByText("Enter a birth date from 1900 onwards.")).toBeVisible();

    // 30 February, typed into the date field (month, day, year in this browser's English locale).
    await date.fill("");
    await date.click();
    await date.pressSequentially("02302023");
    await submit.click();
    await expect(page.getByText("That date does not exist. Check the day and the month.")).toBeVisible();
    await expect(page.getByTestId("reading")).toHaveCount(0);

    // Put right, each message goes as soon as its field is; today itself is a birth date the form accepts.
    await name.fill("Anne-Marie O'Brien");
    await expect(page.getByText(/Enter your name in letters/)).toHaveCount(0);
    await date.fill("2026-11-24");
    await expect(date).toHaveValue("2026-11-24");
    await expect(page.getByText("That date does not exist. Check the day and the month.")).toHaveCount(0);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(numberCard(page, "Life Path")).toBeVisible();
  });
});

test("/numerology links every number and sign, calls visitors to sign up, and is axe-clean with a reading @phone", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/numerology");
  const numbers = page.getByRole("region", { name: "The twelve numbers" }).getByRole("link");
  await expect(numbers).toHaveCount(12);
  await expect(numbers.filter({ hasText: "The Master Teacher" })).toHaveAttribute("href", "/numerology/33");
  const signs = page.getByRole("region", { name: "The twelve signs" }).getByRole("link");
  await expect(signs).toHaveCount(12);
  await expect(signs.filter({ hasText: "Leo" })).toHaveAttribute("href", "/astrology/leo");
  await expect(page.getByTestId("sign-up-call")).toContainText("A free account casts the dice");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe("/numerology");
  await expectNoSeriousAxeViolations(page);
  await calculate(page, { name: "Anne-Marie O'Brien", birthDate: "1990-03-20", zone: "Europe/London" });
  await expect(page.getByTestId("sun-cusp")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await signs.filter({ hasText: "Aries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aries" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** The page's head: what a search engine and a link preview read. */
async function readHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
  }));
}

test("a number's page: its title, positions and angles, its neighbours, axe-clean @phone", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/numerology/11");
  await expect(page.getByRole("heading", { level: 1, name: "Number 11 · The Illuminator" })).toBeVisible();
  for (const keyword of numberContent(11).keywords)
    await expect(page.getByText(keyword, { exact: true })).toBeVisible();
  await expect(page.getByText(numberContent(11).essence)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "11 in each position" })).toBeVisible();
  await expect(page.getByText(numberContent(11).positions.soulUrge!)).toBeVisible();
  await expect(page.getByText(numberContent(11).angles.finances)).toBeVisible();
  const head = await readHead(page);
  expect(head.title).toContain("Number 11 · The Illuminator");
  expect(new URL(head.canonical!).pathname).toBe("/numerology/11");
  expect(head.ogUrl).toBe(head.canonical);
  const jsonLd = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
  expect(jsonLd["@type"]).toBe("DefinedTerm");
  expect(jsonLd.name).toBe("Number 11 · The Illuminator");
  expect((jsonLd.inDefinedTermSet as Record<string, unknown>)["@id"]).toMatch(/\/numerology#numbers$/);
  await expectNoSeriousAxeViolations(page);

  const order = page.getByRole("navigation", { name: "Number order" });
  await expect(order.getByRole("link", { name: /Previous\s*Number 9 · The Humanitarian/ })).toBeVisible();
  await order.getByRole("link", { name: /Next\s*Number 22 · The Master Builder/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Number 22 · The Master Builder" })).toBeVisible();
  await page.goto("/numerology/33");
  // 33 is never a birthday, nor a cycle: its page reads the four positions it can hold.
  await expect(page.locator("article section").nth(1).getByRole("heading", { level: 3 })).toHaveText([
    "Life Path",
    "Expression",
    "Soul Urge",
    "Personality",
  ]);
  await page
    .getByRole("navigation", { name: "Number order" })
    .getByRole("link", { name: /Next\s*Number 1 · The Pioneer/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Number 1 · The Pioneer" })).toBeVisible();
  await page.getByRole("link", { name: "All numbers and signs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Numerology & Astrology" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a sign's page: the days the Sun enters and leaves it, its words, its neighbours, axe-clean @phone", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/astrology/leo");
  await expect(page.getByRole("heading", { level: 1, name: "Leo" })).toBeVisible();
  await expect(page.getByTestId("sign-dates")).toHaveText(
    "The Sun enters Leo on 22 or 23 July and leaves it on 22 or 23 August; the exact minute moves from year to year.",
  );
  const leo = signContent("leo");
  for (const text of [leo.essence, leo.sun, leo.moonIn, leo.angles.relationships])
    await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText("Fire", { exact: true })).toBeVisible();
  await expect(page.getByText("Fixed", { exact: true })).toBeVisible();
  await expect(page.getByText(leo.ruler, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The Moon in Leo" })).toBeVisible();
  const head = await readHead(page);
  expect(head.title).toContain("Leo");
  expect(new URL(head.canonical!).pathname).toBe("/astrology/leo");
  const jsonLd = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
  expect(jsonLd["@type"]).toBe("DefinedTerm");
  expect((jsonLd.inDefinedTermSet as Record<string, unknown>)["@id"]).toMatch(/\/numerology#signs$/);
  await expectNoSeriousAxeViolations(page);

  const order = page.getByRole("navigation", { name: "Zodiac order" });
  await expect(order.getByRole("link", { name: /Previous\s*Cancer/ })).toHaveAttribute("href", "/astrology/cancer");
  await order.getByRole("link", { name: /Next\s*Virgo/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Virgo" })).toBeVisible();
  await page.goto("/astrology/pisces");
  await expect(page.getByTestId("sign-dates")).toContainText("and leaves it on 19, 20 or 21 March");
  await page.getByRole("link", { name: "Open the calculator" }).click();
  await expect(page.getByRole("heading", { name: "Your numbers and your Sun sign" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("an unknown number or sign is the 404 page with status 404", async ({ page }) => {
  for (const path of ["/numerology/10", "/numerology/07", "/astrology/ophiuchus"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  }
});
