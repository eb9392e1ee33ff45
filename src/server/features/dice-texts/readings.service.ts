import type { Reading } from "../../../shared/reading";
import type { Database } from "../../db/client";
import { diceReadings } from "../../db/readings-schema";

/**
 * The 216 readings never change while the server runs, so they are read once and served from memory.
 * A failed load is not cached: the next request tries again.
 */
interface CataloguedReading {
  reading: Reading;
  /**
   * The reading's JSON answer as UTF-8 bytes: its texts hold characters beyond Latin-1 (curly quotes,
   * dashes), so a string would be measured and encoded again for every answer.
   */
  json: Uint8Array<ArrayBuffer>;
}

const utf8 = new TextEncoder();

export class ReadingCatalogue {
  private loading: Promise<Map<string, CataloguedReading>> | null = null;

  constructor(private readonly db: Database) {}

  async findByDice(diceValues: string): Promise<Reading | null> {
    const readings = await this.load();
    return readings.get(diceValues)?.reading ?? null;
  }

  /** The reading as its JSON answer, serialized and encoded once: the readings API sends it as it is. */
  async findJsonByDice(diceValues: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const readings = await this.load();
    return readings.get(diceValues)?.json ?? null;
  }

  private load(): Promise<Map<string, CataloguedReading>> {
    this.loading ??= this.db
      .select()
      .from(diceReadings)
      .then(
        (rows) =>
          new Map(rows.map((row) => [row.diceValues, { reading: row, json: utf8.encode(JSON.stringify(row)) }])),
      )
      .catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
    return this.loading;
  }
}
