import type { Reading } from "../../../shared/api/readings";
import type { Database } from "../../db/client";
import { diceReadings } from "../../db/schema";

/**
 * The 216 readings never change while the server runs, so they are read once and served from memory.
 * A failed load is not cached: the next request tries again.
 */
export class ReadingCatalogue {
  private loading: Promise<Map<string, Reading>> | null = null;

  constructor(private readonly db: Database) {}

  async findByDice(diceValues: string): Promise<Reading | null> {
    const readings = await this.load();
    return readings.get(diceValues) ?? null;
  }

  private load(): Promise<Map<string, Reading>> {
    this.loading ??= this.db
      .select()
      .from(diceReadings)
      .then((rows) => new Map(rows.map((row) => [row.diceValues, row])))
      .catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
    return this.loading;
  }
}
