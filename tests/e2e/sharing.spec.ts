import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, newEmail, signUpViaApi, test } from "./fixtures";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A visitor who was never signed in, in a browser of their own (the disclaimer already accepted). */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem("disclaimerAccepted", "true"));
  return context.newPage();
}

async function castFor(page: Page, situation: string) {
  await page.goto("/dice-divination");
  await page.getByRole("button", { name: situation }).click();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/casts") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Cast the Mystical Dice" }).click();
  const cast = await (await answer).json();
  await expect(page.getByTestId("reading-panel")).toBeVisible({ timeout: 6_000 });
  return cast as { id: string; interpretation: string; dice: Record<"red" | "white" | "green", number> };
}

test.describe("sharing a reading", () => {
  test("save the card, share the link, a visitor opens it with its preview, and stopping ends both", async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = newEmail("sharer");
    await signUpViaApi(page, email);
    const cast = await castFor(page, "Guidance");
    const actions = page.getByRole("group", { name: "Keep or share this reading" });
    await expect(actions.getByRole("status")).toHaveText("Only you can see this reading until you share it.");
    await expect(actions.getByRole("button", { name: "Download Reading" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download Reading" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await actions.getByRole("link", { name: "Save Image" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mystic-dice-reading-\d{4}-\d{2}-\d{2}\.png$/);
    expect(pngSize(readFileSync((await download.path())!))).toEqual({ width: 1200, height: 630 });

    await actions.getByRole("button", { name: "Share" }).click();
    await expect(actions.getByRole("status")).toHaveText("Link copied");
    const link = await actions.getByLabel("Public link to this reading").inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/r/[A-Za-z0-9_-]{22}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(actions.getByRole("button", { name: "Stop Sharing" })).toBeVisible();

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await actions.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`reading-with-share-actions-${width}.png`) });
    }

    const visitor = await visitorPage(browser);
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1, name: "Guidance Reading" })).toBeVisible();
    await expect(visitor.getByTestId("interpretation")).toHaveText(cast.interpretation);
    for (const colour of ["Red", "White", "Green"] as const) {
      const face = cast.dice[colour.toLowerCase() as "red" | "white" | "green"];
      await expect(visitor.getByRole("img", { name: new RegExp(`^${colour} die showing ${face},`) })).toBeVisible();
    }
    await expect(visitor.getByRole("button", { name: "Try the Dice Oracle" })).toBeVisible();
    const shown = await visitor.locator("body").innerText();
    expect(shown).not.toContain(email);
    expect(shown).not.toContain(email.split("@")[0]);
    for (const width of [390, 1440]) {
      await visitor.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await visitor.screenshot({ path: testInfo.outputPath(`shared-reading-${width}.png`), fullPage: true });
    }

    // What a link preview reads: the HTML as the server sends it, without running scripts.
    const html = await (await visitor.request.get(link)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1] ?? null;
    expect(meta("og:url")).toBe(link);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("og:title")).toMatch(/^Guidance Reading: /);
    const ogImage = meta("og:image")!;
    expect(ogImage).toBe(`${link}.png`);
    expect(html).not.toContain(email);
    const image = await visitor.request.get(ogImage);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

    await page.setViewportSize({ width: 1280, height: 720 });
    await actions.getByRole("button", { name: "Stop Sharing" }).click();
    await expect(actions.getByRole("status")).toHaveText("Sharing stopped: the link no longer opens this reading.");
    await expect(actions.getByRole("button", { name: "Share" })).toBeVisible();
    expect((await visitor.request.get(link)).status()).toBe(404);
    expect((await visitor.request.get(ogImage)).status()).toBe(404);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await visitor.context().close();
    expect(consoleErrors).toEqual([]);
  });

  test("a tarot spread shared by its id opens in a fresh browser with its cards, preview and card; stopping ends it", async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    const email = newEmail("tarot-sharer");
    await signUpViaApi(page, email);
    const headers = { origin: baseURL };
    const drawn = await page.request.post("/api/draws", {
      headers,
      data: { tool: "tarot", spread: "three-card", situation: "relationships", question: "Where is this love going?" },
    });
    expect(drawn.status()).toBe(201);
    const draw = (await drawn.json()) as {
      id: string;
      spreadName: string;
      synthesis: string;
      items: Array<{ name: string; positionLabel: string; reversed: boolean; meaning: string }>;
    };
    const own = await page.request.get(`/api/casts/${draw.id}/image.png`);
    expect(pngSize(await own.body())).toEqual({ width: 1200, height: 630 });
    const shared = await page.request.post(`/api/casts/${draw.id}/share`, { headers });
    expect(shared.status()).toBe(201);
    const link = new URL((await shared.json()).url, baseURL).toString();

    const visitor = await visitorPage(browser);
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1, name: "Relationships Reading" })).toBeVisible();
    await expect(visitor.getByText(draw.spreadName, { exact: true })).toBeVisible();
    const items = visitor.getByTestId("shared-item");
    await expect(items).toHaveCount(draw.items.length);
    for (const [order, item] of draw.items.entries()) {
      const shown = items.nth(order);
      await expect(
        shown.getByRole("img", { name: item.reversed ? `${item.name} (Reversed)` : item.name }),
      ).toBeVisible();
      await expect(shown.getByText(item.positionLabel, { exact: true })).toBeVisible();
      await expect(shown.getByText(item.meaning)).toBeVisible();
    }
    await expect(visitor.getByTestId("synthesis")).toHaveText(draw.synthesis);
    await expect(visitor.getByRole("button", { name: "Try the Tarot" })).toBeVisible();
    const text = await visitor.locator("body").innerText();
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split("@")[0]);
    for (const width of [390, 1440]) {
      await visitor.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await visitor.screenshot({ path: testInfo.outputPath(`shared-draw-${width}.png`), fullPage: true });
    }

    const html = await (await visitor.request.get(link)).text();
    expect(html).toContain(
      `<meta property="og:title" content="${draw.spreadName}: a tarot reading for Relationships · Mystic Dice"/>`,
    );
    expect(html).not.toContain(email);
    const image = await visitor.request.get(`${link}.png`);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

    expect((await page.request.delete(`/api/casts/${draw.id}/share`, { headers })).status()).toBe(204);
    expect((await visitor.request.get(`${link}.png`)).status()).toBe(404);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await visitor.context().close();
    expect(consoleErrors).toEqual([]);
  });

  test("a reading shared earlier is stopped from the history @phone", async ({ page, browser }) => {
    await signUpViaApi(page);
    const cast = await castFor(page, "Finances");
    const shared = await page.request.post(`/api/casts/${cast.id}/share`, { headers: { origin: baseURL } });
    expect(shared.status()).toBe(201);
    const link = new URL((await shared.json()).url, baseURL).toString();

    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: /Finances/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Your Finances Reading" });
    await expect(dialog.getByLabel("Public link to this reading")).toHaveValue(link);
    // The reading's detail has other live messages too (the note's, the outcome's): this is the sharing one.
    const sharingStatus = dialog.getByTestId("share-actions").getByRole("status");
    await expect(sharingStatus).toHaveText("Anyone with the link can see this reading, never your name or e-mail.");
    await dialog.getByRole("button", { name: "Stop Sharing" }).click();
    await expect(sharingStatus).toHaveText("Sharing stopped: the link no longer opens this reading.");

    const visitor = await visitorPage(browser);
    const answer = await visitor.goto(link);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await visitor.context().close();
  });
});
