import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDice, listAllRolls } from "../../shared/dice";
import { createTestDatabase, EVERY_TEST_DATABASE_KIND } from "../testing/test-app";
import type { DatabaseConnection } from "./client";
import { achievements, mysticalItems, quests } from "./schema";
import { diceReadings } from "./readings-schema";
import { achievements as achievementContent } from "../../../content/gamification/achievements";
import { mysticalItems as itemContent } from "../../../content/gamification/items";
import { quests as questContent } from "../../../content/gamification/quests";
import { loadReadingContent, seedDatabase } from "./seed";

const TEXT_FIELDS = [
  "interpretationGeneral",
  "interpretationFinance",
  "interpretationLove",
  "timingPrediction",
  "yesNoAnswer",
  "totalSumInterpretation",
] as const;

describe("the 216 readings in content/", () => {
  const entries = loadReadingContent();

  it("cover every red-white-green combination exactly once", () => {
    expect(entries).toHaveLength(216);
    const keys = entries.map(formatDice);
    expect(new Set(keys).size).toBe(216);
    expect([...keys].sort()).toEqual(listAllRolls().map(formatDice).sort());
  });

  it("have real text in every field, 2-4 sentences per interpretation", () => {
    for (const entry of entries) {
      for (const field of TEXT_FIELDS) {
        expect(entry[field].trim().length, `${formatDice(entry)} ${field}`).toBeGreaterThan(20);
        expect(entry[field]).not.toMatch(/lorem|ipsum|todo|placeholder|\bTBD\b/i);
      }
      for (const field of ["interpretationGeneral", "interpretationFinance", "interpretationLove"] as const) {
        const sentences = entry[field].split(/(?<=[.!?])\s+(?=[A-Z"'])/).filter(Boolean);
        expect(sentences.length, `${formatDice(entry)} ${field}: ${entry[field]}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${formatDice(entry)} ${field}: ${entry[field]}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it.each(TEXT_FIELDS)("never repeat a %s text", (field) => {
    const texts = entries.map((entry) => entry[field].trim());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe.each(EVERY_TEST_DATABASE_KIND)("seedDatabase on %s", (kind) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createTestDatabase(kind);
  });
  afterAll(() => connection.close());

  it("is idempotent: seeding again changes nothing", async () => {
    const before = await connection.db.select().from(diceReadings).orderBy(diceReadings.id);
    expect(before).toHaveLength(216);
    await seedDatabase(connection.db);
    await seedDatabase(connection.db);
    const after = await connection.db.select().from(diceReadings).orderBy(diceReadings.id);
    expect(after).toEqual(before);
    const [{ value }] = (await connection.db.select({ value: count() }).from(diceReadings)) as [{ value: number }];
    expect(value).toBe(216);
  });

  it("puts back a reading whose text was changed in the database", async () => {
    await connection.db.execute("update dice_readings set interpretation_love = 'changed' where dice_values = '3-1-5'");
    await seedDatabase(connection.db);
    const rows = await connection.db.select().from(diceReadings);
    const reading = rows.find((row) => row.diceValues === "3-1-5")!;
    const content = loadReadingContent().find((entry) => formatDice(entry) === "3-1-5")!;
    expect(reading.interpretationLove).toBe(content.interpretationLove);
  });

  it("seeds the gamification catalogue, the oracles' achievements, quests and items included, idempotently", async () => {
    const catalogue = async () => ({
      achievements: await connection.db.select().from(achievements).orderBy(achievements.sortOrder),
      quests: await connection.db.select().from(quests).orderBy(quests.sortOrder),
      items: await connection.db.select().from(mysticalItems).orderBy(mysticalItems.id),
    });
    await seedDatabase(connection.db);
    const before = await catalogue();
    expect(before.achievements.map((row) => row.id)).toEqual(achievementContent.map((entry) => entry.id));
    expect(before.quests.map((row) => row.id)).toEqual(questContent.map((entry) => entry.id));
    expect(before.items).toHaveLength(itemContent.length);
    expect(before.achievements.map((row) => row.id)).toEqual(
      expect.arrayContaining(["first-card-turned", "first-stave-cast", "first-celtic-cross", "three-norns"]),
    );
    expect(before.quests.find((row) => row.id === "readers-week")!.requirements).toEqual({ tarot_days: 3 });
    await seedDatabase(connection.db);
    expect(await catalogue()).toEqual(before);
  });

  it("puts back a quest's requirements and an achievement's reward changed in the database, and only those", async () => {
    const questWithTwo = questContent.find((entry) => Object.keys(entry.requirements).length >= 2)!;
    const rewarded = achievementContent.find((entry) => entry.rewardItemId)!;
    await connection.db.execute(`update quests set requirements = '{"casts": 999}' where id = '${questWithTwo.id}'`);
    await connection.db.execute(`update achievements set reward_item_id = null where id = '${rewarded.id}'`);
    // PostgreSQL's xmin names the transaction that last wrote a row version.
    const versions = async () =>
      JSON.stringify(
        await connection.db.execute(`select id, xmin::text from quests where id <> '${questWithTwo.id}' order by id`),
      );
    const before = await versions();
    await seedDatabase(connection.db);
    const questsNow = await connection.db.select().from(quests);
    expect(questsNow.find((row) => row.id === questWithTwo.id)!.requirements).toEqual(questWithTwo.requirements);
    const achievementsNow = await connection.db.select().from(achievements);
    expect(achievementsNow.find((row) => row.id === rewarded.id)!.rewardItemId).toBe(rewarded.rewardItemId);
    // The rows equal to the content (their JSON keys in PostgreSQL's own order) are not written again.
    expect(await versions()).toBe(before);
  });
});
