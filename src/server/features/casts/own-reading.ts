import { and, eq } from "drizzle-orm";
import type { CastResponse } from "../../../shared/api/casts";
import type { DrawResponse } from "../../../shared/api/draws";
import type { RitualResponse } from "../../../shared/api/rituals";
import type { Database } from "../../db/client";
import { casts } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { ReadingCatalogue } from "../readings";
import { castResponse } from "./casts.service";
import { drawResponse } from "./draws.service";
import { ritualResponse } from "./ritual-view";

/** One of the user's readings of any oracle, as its oracle answers it: what enhancement and sharing read. */
export type OwnReading =
  | { tool: "dice"; cast: CastResponse }
  | { tool: "tarot" | "runes"; draw: DrawResponse }
  | { tool: "numerology" | "moon"; ritual: RitualResponse };

export async function getOwnReading(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
}): Promise<OwnReading> {
  const [row] = await options.db
    .select()
    .from(casts)
    .where(and(eq(casts.id, options.castId), eq(casts.userId, options.userId)));
  if (!row) throw new AppError("not_found", "That reading was not found");
  if (row.tool === "numerology" || row.tool === "moon") return { tool: row.tool, ritual: ritualResponse(row) };
  if (row.tool !== "dice") return { tool: row.tool, draw: drawResponse(row) };
  const reading = await options.readings.findByDice(row.diceValues!);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");
  return { tool: "dice", cast: castResponse(row, reading) };
}
