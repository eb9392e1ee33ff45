import { divinationTools } from "../../content/site/divination-tools";
import { expect, openMenuOnPhone, signUpViaApi, test } from "./fixtures";

test.describe("header and menus", () => {
  test("a visitor sees the five links and the login icon; a user sees Dashboard and Logout", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["About", "Features", "Services", "Pricing", "Blog"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Sign in" })).toBeVisible();

    await signUpViaApi(page);
    await page.reload();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Sign in" })).toHaveCount(0);
  });

  test("the footer's Quick Links lead to the plans", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plans & Pricing" })).toBeVisible();
  });

  test("the mobile menu has Login and Sign Up and closes when a link is chosen @phone-only", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await openMenuOnPhone(page);
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back, Seeker" })).toBeVisible();
  });
});

test.describe("the blog", () => {
  test("list → post → back, with the preview rule and emoji sections", async ({ page }) => {
    await page.goto("/blog");
    const previews = page.getByTestId("blog-preview");
    await expect(previews).toHaveCount(3);
    for (const text of await previews.allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(121);
      expect(text.endsWith("…")).toBe(true);
    }
    const firstTitle = (await page.getByRole("heading", { level: 2 }).first().textContent())!;
    await page.getByRole("link", { name: firstTitle }).click();
    await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
    const sectionHeadings = page.locator("article h2");
    expect(await sectionHeadings.count()).toBeGreaterThanOrEqual(4);
    expect(await sectionHeadings.first().textContent()).toMatch(/^\p{Extended_Pictographic}/u);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a post opened directly works, index URLs redirect, unknown posts are not found", async ({ page, request }) => {
    const index = await request.get("/blog/0", { maxRedirects: 0 });
    expect(index.status()).toBe(301);
    const target = index.headers()["location"]!;
    expect(target).toMatch(/^\/blog\/[a-z0-9-]+$/);

    await page.goto("/blog/0");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();

    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await expect(
      page.getByText(
        "This blog post could not be loaded. The content might be unavailable or you may have accessed this page directly.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Return to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a header image that fails to load shows the icon placeholder", async ({ page }) => {
    await page.route("**/images/blog/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/blog/1");
    await expect(page.getByTestId("image-placeholder")).toBeVisible();
  });
});

test.describe("pages and scrolling", () => {
  test("unknown paths answer 404 with 'Page Not Found'; no tool is left coming soon", async ({ page, request }) => {
    expect((await request.get("/nowhere/at/all")).status()).toBe(404);
    await page.goto("/nowhere/at/all");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    // Every tool of the catalogue is open: the Features page and the home page promise none to come.
    expect(divinationTools.filter((tool) => tool.isComingSoon)).toEqual([]);
    for (const path of ["/features", "/"]) {
      await page.goto(path);
      await expect(page.getByText("Intuition Calibration").first()).toBeVisible();
      await expect(page.getByText(/Coming Soon|Arriving/)).toHaveCount(0);
    }
    await page.goto("/test");
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("prerendered pages carry their text, title, description and canonical URL", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toContain("<title>About · Mystic Dice</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/about"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain("Get Your Reading Now");
    const privacy = await (await request.get("/privacy-policy")).text();
    expect(privacy.match(/<h2 id="[^"]+-heading"/g)).toHaveLength(12);
    const terms = await (await request.get("/terms-of-service")).text();
    expect(terms.match(/<h2 id="[^"]+-heading"/g)).toHaveLength(13);
  });

  test("scrolls to the top on navigation and restores a page's position on reload", async ({ page }) => {
    await page.goto("/privacy-policy");
    // The account controls render once the app is hydrated and listening to scroll.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
    const saved = await page.evaluate(() => Math.round(window.scrollY));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("scroll:/privacy-policy"))).toBe(String(saved));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(saved - 5);

    await page.getByRole("navigation", { name: "Support" }).getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Back and Forward return to where each page was left", async ({ page }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto("/privacy-policy");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("hasVisited"))).toBe("true");
    await page.mouse.wheel(0, 3000);
    await expect.poll(scrollY).toBeGreaterThan(2000);
    const leftPolicyAt = await scrollY();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(scrollY).toBe(0);
    await page.mouse.wheel(0, 800);
    await expect.poll(scrollY).toBeGreaterThan(500);
    const leftAboutAt = await scrollY();

    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(scrollY).toBe(leftPolicyAt);
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(scrollY).toBe(leftAboutAt);
  });

  test("the footer newsletter field only takes an e-mail address", async ({ page }) => {
    await page.goto("/");
    const field = page.getByLabel("Email address");
    await field.fill("not an email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await field.fill("seeker@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Almost there! Check your inbox to confirm your subscription.")).toBeVisible();
  });
});
