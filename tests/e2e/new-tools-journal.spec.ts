import { readFile } from "node:fs/promises";
import { dayYearsAgo, expect, signUpViaApi, test } from "./fixtures";

/**
 * The four tools of the Book of Changes, angel numbers, Your Cycles and the Dream Journal write into the
 * one journal: each entry is in the history, the Markdown journal and the data export, and a dream's
 * private words are never in a shared view (it cannot be shared at all).
 */
test("an I Ching cast, a number seen, a day's cycles and a dream are in the journal and both exports", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/dashboard");
  await signUpViaApi(page);
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { origin } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  expect(
    (
      await page.request.patch("/api/me/profile", {
        data: { birthDate: await dayYearsAgo(page, 33) },
        headers: { origin },
      })
    ).status(),
  ).toBe(200);
  await post("/api/readings/iching", { situation: "guidance", method: "physical", lines: [7, 8, 9, 6, 7, 7] });
  await post("/api/me/sightings", { number: "11:11", note: "The kitchen clock again" });
  await post("/api/readings/cycles", { situation: "finances" });
  const dream = await post("/api/me/dreams", { text: "A heron stood in a flooded library and my teeth were loose." });
  const shared = await page.request.post(`/api/casts/${dream.id}/share`, { headers: { origin } });
  expect(shared.status()).toBe(403);

  await page.reload();
  const history = page.getByRole("region", { name: "Reading History" });
  for (const label of ["I Ching · Hexagram", "Angel Numbers · Angel number 11:11", "Your Cycles · Personal Year"])
    await expect(history.getByTestId("ritual-chips").filter({ hasText: label })).toHaveCount(1);

  const markdownDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download journal (Markdown)" }).first().click();
  const markdown = await readFile((await (await markdownDownload).path())!, "utf8");
  for (const text of ["I Ching", "11:11", "The kitchen clock again", "Your Cycles", "flooded library"])
    expect(markdown).toContain(text);

  const dataDownload = page.waitForEvent("download");
  await page.getByRole("region", { name: "Security" }).getByRole("link", { name: "Download my data" }).click();
  const exported = await readFile((await (await dataDownload).path())!, "utf8");
  for (const tool of ['"iching"', '"angel-numbers"', '"cycles"', '"dreams"']) expect(exported).toContain(tool);
  expect(exported).toContain("flooded library");
  expect(consoleErrors).toEqual([]);
});
