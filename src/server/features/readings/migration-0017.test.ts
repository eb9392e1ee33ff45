import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { moonRitualFacts, numerologyRitualFacts } from "../../../shared/rituals/rituals";
import { wrapPglite } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { migrationsBefore } from "../../testing/migrations-before";
import { ReadingCatalogue } from "../dice-texts/readings.service";
import { listReadings } from "./history.service";
import { getOwnReading } from "./own-reading";

const USER = "0b6f3c58-6a8e-4d7a-9f55-1c2d3e4f5a6b";
const ID = {
  cast: "11111111-1111-4111-8111-111111111111",
  tarot: "22222222-2222-4222-8222-222222222222",
  runes: "33333333-3333-4333-8333-333333333333",
  numerology: "44444444-4444-4444-8444-444444444444",
  moon: "55555555-5555-4555-8555-555555555555",
};
const tarotItems = [
  { index: 0, reversed: false },
  { index: 41, reversed: true },
  { index: 21, reversed: false },
];
const runeItems = [{ index: 7, reversed: true }];
const numerology = numerologyRitualFacts({
  birthDate: "1990-05-17",
  fullName: "Ada Lovelace",
  day: "2026-10-04",
  timeZone: "Europe/London",
});
const moon = moonRitualFacts("2026-10-05", "Europe/London");

describe("migration 0017: every oracle's own columns become one payload", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("moves every cast, draw and ritual made before it into its payload, and the app reads each whole", async () => {
    const pglite = new PGlite();
    const before = migrationsBefore("0017_oracle_payloads");
    folders.push(before);
    await migrate(drizzle(pglite), { migrationsFolder: before });

    await pglite.exec(`
      insert into users (id, name, email) values ('${USER}', 'Ada', 'ada@example.com');
      insert into user_profiles (id, display_id) values ('${USER}', 'MYS-ADA001');
      insert into dice_readings (dice_values, red_dice, white_dice, green_dice, interpretation_general,
        interpretation_finance, interpretation_love, timing_prediction, yes_no_answer, total_sum_interpretation)
        values ('3-1-5', 3, 1, 5, 'General words.', 'Finance words.', 'Love words.', 'Soon.', 'Yes.', 'Nine.');
    `);
    const readingId = (await pglite.query<{ id: number }>("select id from dice_readings")).rows[0]!.id;
    await pglite.query(
      `insert into casts (id, user_id, tool, situation, dice_values, reading_id, question, source, enhanced_text,
        enhanced_by, server_seed, server_seed_hash, client_seed, share_id, created_at) values
        ($1, $2, 'dice', 'finances', '3-1-5', $3, 'Rent?', 'oracle', 'An enhanced text.', 'oracle', $4, $5, 'seed',
         'shareid-aaaaaaaaaaaaaa', '2026-10-01T10:00:00Z')`,
      [ID.cast, USER, readingId, "a".repeat(64), "b".repeat(64)],
    );
    await pglite.query(
      `insert into casts (id, user_id, tool, situation, spread, spread_variant, items, question, created_at) values
        ($1, $2, 'tarot', 'relationships', 'three-card', 'situation-action-outcome', $3, 'Us?', '2026-10-02T10:00:00Z'),
        ($4, $2, 'runes', 'guidance', 'single', null, $5, null, '2026-10-03T10:00:00Z')`,
      [ID.tarot, USER, JSON.stringify(tarotItems), ID.runes, JSON.stringify(runeItems)],
    );
    await pglite.query(
      `insert into casts (id, user_id, tool, situation, ritual, ritual_day, created_at) values
        ($1, $2, 'numerology', 'guidance', $3, '2026-10-04', '2026-10-04T10:00:00Z'),
        ($4, $2, 'moon', 'finances', $5, '2026-10-05', '2026-10-05T10:00:00Z')`,
      [ID.numerology, USER, JSON.stringify(numerology), ID.moon, JSON.stringify(moon)],
    );
    const kept = `id, user_id, tool, situation, question, source, enhanced_text, enhanced_by, server_seed,
      server_seed_hash, client_seed, share_id, ritual_day, created_at`;
    const rowsBefore = (await pglite.query(`select ${kept} from casts order by created_at`)).rows;

    const connection = wrapPglite(pglite);
    await migrateDatabase(connection);

    // Nothing else of any row changes; each one's own columns are now its payload.
    expect((await pglite.query(`select ${kept} from casts order by created_at`)).rows).toEqual(rowsBefore);
    const payloads = Object.fromEntries(
      (await pglite.query<{ id: string; payload: unknown }>("select id, payload from casts")).rows.map((row) => [
        row.id,
        row.payload,
      ]),
    );
    expect(payloads).toEqual({
      [ID.cast]: { dice: "3-1-5" },
      [ID.tarot]: { spread: "three-card", variant: "situation-action-outcome", items: tarotItems },
      [ID.runes]: { spread: "single", items: runeItems },
      [ID.numerology]: numerology,
      [ID.moon]: moon,
    });

    // The app reads each one as its oracle answers it.
    const readings = new ReadingCatalogue(connection.db);
    const own = (castId: string) => getOwnReading({ db: connection.db, readings, userId: USER, castId });
    expect((await own(ID.cast)).view).toMatchObject({
      diceValues: "3-1-5",
      interpretation: "Finance words.",
      question: "Rent?",
      enhancedText: "An enhanced text.",
      shareUrl: "/r/shareid-aaaaaaaaaaaaaa",
      fairness: { clientSeed: "seed" },
    });
    const tarot = (await own(ID.tarot)).view as unknown as { items: { index: number; position: string }[] };
    expect(tarot.items.map(({ index, position }) => [index, position])).toEqual([
      [0, "situation"],
      [41, "action"],
      [21, "outcome"],
    ]);
    expect((await own(ID.runes)).view).toMatchObject({ tool: "runes", spread: "single", question: null });
    expect((await own(ID.numerology)).view).toMatchObject({ tool: "numerology", day: "2026-10-04" });
    expect((await own(ID.moon)).view).toMatchObject({ tool: "moon", day: "2026-10-05" });
    const history = await listReadings({ db: connection.db, readings, userId: USER, limit: 10 });
    expect(history.items.map((item) => item.tool)).toEqual(["moon", "numerology", "runes", "tarot", "dice"]);

    // The database checks a tool's form and that a payload is an object; the registry checks the rest.
    const insert = (tool: string, payload: string) =>
      pglite.query("insert into casts (user_id, situation, tool, payload) values ($1, 'guidance', $2, $3)", [
        USER,
        tool,
        payload,
      ]);
    await expect(insert("Not a tool!", "{}")).rejects.toThrow(/casts_tool_check/);
    await expect(insert("crystal-ball", "[1, 2]")).rejects.toThrow(/casts_tool_check/);
    await insert("crystal-ball", '{"orb": "clouded"}');
    const withUnknown = await listReadings({ db: connection.db, readings, userId: USER, limit: 10 });
    expect(withUnknown.items).toHaveLength(5);
    await pglite.close();
    // Two whole migration runs on the embedded database: some 10 s on an idle machine, more on a busy one.
  }, 90_000);
});
