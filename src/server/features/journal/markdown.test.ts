import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { oracleSpec } from "../../../shared/oracles/registry";
import { userProfiles } from "../../db/schema";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { escapeMarkdown, renderJournalMarkdown } from "./markdown";

describe("escaping a seeker's words for Markdown", () => {
  it("keeps every inline mark and block opener as text", () => {
    expect(escapeMarkdown("# hi *x*")).toBe("\\# hi \\*x\\*");
    expect(escapeMarkdown("_a_ `b` [c](d) <b>e</b> ![f](g) ~~h~~ a|b &amp;")).toBe(
      "\\_a\\_ \\`b\\` \\[c\\]\\(d\\) \\<b\\>e\\</b\\> \\!\\[f\\]\\(g\\) \\~\\~h\\~\\~ a\\|b \\&amp;",
    );
    expect(escapeMarkdown("- a\n+ b\n> c\n1. d\n2) e\n===\n    code")).toBe(
      "\\- a\n\\+ b\n\\> c\n1\\. d\n2\\) e\n\\===\ncode",
    );
    expect(escapeMarkdown("back\\slash")).toBe("back\\\\slash");
    expect(escapeMarkdown("Will it rain? Yes - maybe. 3.5 percent")).toBe("Will it rain? Yes - maybe. 3.5 percent");
  });

  it("writes a reading's parts under their headings, whatever the seeker wrote", () => {
    const markdown = renderJournalMarkdown({
      day: "2026-06-02",
      timeZone: "Europe/Paris",
      entries: [
        {
          createdAt: new Date("2026-06-01T22:30:00Z"),
          oracleName: "Tarot",
          situation: "Guidance",
          title: null,
          spread: "Three Cards",
          isOwnDraw: true,
          question: "# hi *x*\n## not a heading",
          roll: null,
          items: [
            { name: "The Fool", reversed: false, place: "Past" },
            { name: "The Tower", reversed: true, place: "Present" },
          ],
          text: "The cards speak.\n\nA second paragraph.",
          enhancedText: null,
          note: "### my note\n- not a list",
          outcome: { resonated: "partly", note: "> not a quote", at: "2026-06-08T10:00:00.000Z" },
        },
      ],
    });
    const lines = markdown.split("\n");
    expect(lines.filter((line) => /^#/.test(line))).toEqual([
      "# My Mystic Dice journal",
      "## 2026-06-02 00:30 · Tarot",
      "### The reading",
      "### My note",
      "### How it turned out",
    ]);
    expect(lines).toContain("- **Question:** \\# hi \\*x\\* \\#\\# not a heading");
    expect(lines).toContain("- **Spread:** Three Cards");
    expect(lines).toContain("- **Drawn with:** your own deck, stones or dice");
    expect(lines).toContain("- **Drawn:** Past: The Fool; Present: The Tower \\(reversed\\)");
    expect(markdown).toContain("The cards speak.\n\nA second paragraph.");
    expect(markdown).toContain("\\#\\#\\# my note  \n\\- not a list");
    expect(markdown).toContain("It partly resonated (answered on 2026-06-08).\n\n\\> not a quote");
  });
});

describe.each(TEST_DATABASE_KINDS)("GET /api/me/journal/export.md on %s", (kind) => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  let now = new Date("2026-07-14T21:30:00Z");

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
    seeker = await ctx.signUp();
    other = await ctx.signUp();
    await ctx.connection.db
      .update(userProfiles)
      .set({ planLevel: 3, timezone: "Asia/Tokyo" })
      .where(eq(userProfiles.id, seeker.userId));
  });
  afterAll(() => ctx.close());

  const read = async (tool: string, body: Record<string, unknown>, cookie = seeker.cookie) => {
    const response = await ctx.request(`/api/readings/${tool}`, { method: "POST", cookie, json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as Record<string, unknown> & { id: string };
  };
  const exportJournal = (cookie = seeker.cookie) => ctx.request("/api/me/journal/export.md", { cookie });

  it("answers 401 signed out", async () => {
    expect((await ctx.request("/api/me/journal/export.md")).status).toBe(401);
  });

  it("downloads every reading newest first, with its words, note and outcome, escaped, named by the seeker's day", async () => {
    const dice = await read("dice", { situation: "finances", question: "# hi *x*" });
    now = new Date("2026-07-15T09:00:00Z");
    const tarot = await read("tarot", { spread: "three-card", situation: "relationships", question: "Us?" });
    await read("dice", { situation: "guidance", question: "Someone else's question" }, other.cookie);
    await ctx.request(`/api/me/readings/${dice.id}/note`, {
      method: "PUT",
      cookie: seeker.cookie,
      json: { text: "Remember the _blue_ door" },
    });
    await ctx.request(`/api/me/readings/${tarot.id}/outcome`, {
      method: "POST",
      cookie: seeker.cookie,
      json: { resonated: "no", note: "Not at all" },
    });

    const response = await exportJournal();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    // 21:30 UTC on 14 July is already 15 July in Tokyo: the file is named by the seeker's day.
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="mystic-dice-journal-2026-07-15.md"',
    );
    const markdown = await response.text();
    expect(markdown.startsWith("# My Mystic Dice journal\n")).toBe(true);
    expect(markdown).not.toContain("Someone else's question");

    const tarotAt = markdown.indexOf(`## 2026-07-15 18:00 · ${oracleSpec("tarot").name}`);
    const diceAt = markdown.indexOf(`## 2026-07-15 06:30 · ${oracleSpec("dice").name}`);
    expect(tarotAt).toBeGreaterThan(0);
    expect(diceAt).toBeGreaterThan(tarotAt);

    const diceSection = markdown.slice(diceAt);
    expect(diceSection).toContain("- **Question:** \\# hi \\*x\\*");
    expect(diceSection).toContain("- **Situation:** Finances");
    expect(diceSection).toMatch(/- \*\*Dice \\\(red-white-green\\\):\*\* \d-\d-\d/);
    expect(diceSection).toContain("### The reading");
    expect(diceSection).toContain(
      String(dice.interpretation)
        .slice(0, 40)
        .replace(/[*_#()[\]!|<>`~&\\{}]/g, "\\$&"),
    );
    expect(diceSection).toContain("### My note\n\nRemember the \\_blue\\_ door");
    expect(diceSection).not.toContain("### How it turned out");

    const tarotSection = markdown.slice(tarotAt, diceAt);
    const items = tarot.items as { name: string }[];
    for (const item of items) expect(tarotSection).toContain(item.name);
    expect(tarotSection).toContain(
      "### How it turned out\n\nIt did not resonate (answered on 2026-07-15).\n\nNot at all",
    );
    expect(tarotSection).not.toContain("### My note");
  });
});
