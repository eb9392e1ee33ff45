import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { wrapPglite } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { ReadingCatalogue } from "../dice-texts/readings.service";
import { migrationsBefore } from "../../testing/migrations-before";
import { getOwnReading } from "./own-reading";

describe("migration 0010: every oracle's readings in one table", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("keeps every cast made before it, as a dice cast the app still reads whole", async () => {
    const pglite = new PGlite();
    const before = migrationsBefore("0010_readings_of_every_oracle");
    folders.push(before);
    await migrate(drizzle(pglite), { migrationsFolder: before });

    const userId = "0b6f3c58-6a8e-4d7a-9f55-1c2d3e4f5a6b";
    await pglite.exec(`
      insert into users (id, name, email) values ('${userId}', 'Ada', 'ada@example.com');
      insert into user_profiles (id, display_id) values ('${userId}', 'MYS-ADA001');
      insert into dice_readings (dice_values, red_dice, white_dice, green_dice, interpretation_general,
        interpretation_finance, interpretation_love, timing_prediction, yes_no_answer, total_sum_interpretation)
        values ('3-1-5', 3, 1, 5, 'General words.', 'Finance words.', 'Love words.', 'Soon.', 'Yes.', 'Nine.');
    `);
    const readingId = (await pglite.query<{ id: number }>("select id from dice_readings")).rows[0]!.id;
    await pglite.exec(`
      insert into casts (id, user_id, situation, dice_values, reading_id, question, source, enhanced_text,
        enhanced_by, server_seed, server_seed_hash, client_seed, share_id, created_at) values
        ('11111111-1111-4111-8111-111111111111', '${userId}', 'finances', '3-1-5', ${readingId}, 'Rent?', 'oracle',
         'An enhanced text.', 'oracle', '${"a".repeat(64)}', '${"b".repeat(64)}', 'seed', 'shareid-aaaaaaaaaaaaaa',
         '2026-10-01T10:00:00Z'),
        ('22222222-2222-4222-8222-222222222222', '${userId}', 'guidance', '3-1-5', ${readingId}, null, 'physical',
         null, null, null, null, null, null, '2026-10-02T10:00:00Z');
    `);
    const rowsBefore = (await pglite.query("select * from casts order by created_at")).rows;

    // Migrated up to the payload migration (0017), which has its own test: the columns 0010 made are checked here.
    const beforePayloads = migrationsBefore("0017_oracle_payloads");
    folders.push(beforePayloads);
    await migrate(drizzle(pglite), { migrationsFolder: beforePayloads });
    const rowsAfter = (await pglite.query<Record<string, unknown>>("select * from casts order by created_at")).rows;
    expect(rowsAfter).toHaveLength(2);
    rowsAfter.forEach((row, index) => {
      expect(row).toMatchObject({
        ...rowsBefore[index]!,
        tool: "dice",
        spread: null,
        spread_variant: null,
        items: null,
      });
    });

    // A row that is neither a whole dice cast nor a whole draw is refused by the new check.
    await expect(
      pglite.exec(`insert into casts (user_id, situation, tool) values ('${userId}', 'guidance', 'tarot')`),
    ).rejects.toThrow(/casts_tool_check/);

    // And the app of today reads them whole, after every later migration.
    const connection = wrapPglite(pglite);
    await migrateDatabase(connection);
    const readings = new ReadingCatalogue(connection.db);
    const first = await getOwnReading({
      db: connection.db,
      readings,
      userId,
      castId: "11111111-1111-4111-8111-111111111111",
    });
    expect(first.row.tool).toBe("dice");
    expect(first.view).toMatchObject({
      diceValues: "3-1-5",
      interpretation: "Finance words.",
      question: "Rent?",
      enhancedText: "An enhanced text.",
      shareUrl: "/r/shareid-aaaaaaaaaaaaaa",
      fairness: { clientSeed: "seed" },
    });
    await pglite.close();
    // Two whole migration runs on the embedded database: some 10 s on an idle machine, more on a busy one.
  }, 90_000);
});
