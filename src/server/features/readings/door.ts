import type { Logger } from "pino";
import type { OracleTool } from "../../../shared/oracles/tools";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { SERVER_ORACLES } from "../../oracles/registry";
import type { ReadingCatalogue } from "../dice-texts";
import { getOwnReading } from "./own-reading";

/** What the reading doors need: the database, the dice's texts and the clock. */
export interface DoorServices {
  db: Database;
  readings: ReadingCatalogue;
  clock: Clock;
}

/**
 * A new reading of an oracle for the seeker, from a body its request schema accepted: what every door
 * (`POST /api/readings/{tool}` and the older `POST /api/casts`, `/api/draws`, `/api/rituals/*`) calls.
 * 201 for a new reading, 200 for a once-a-day reading already made today.
 */
export async function makeReading(
  services: DoorServices,
  request: { tool: OracleTool; userId: string; body: unknown; logger: Logger },
) {
  const { db, readings, clock } = services;
  const made = await SERVER_ORACLES[request.tool].make(
    { db, readings, userId: request.userId, now: clock(), logger: request.logger },
    request.body,
  );
  return { status: made.isNew ? (201 as const) : (200 as const), body: made.body };
}

/** One of the seeker's readings as its oracle answers it; `tools` limits an older door to its own oracles. */
export async function readOwnReading(
  services: DoorServices,
  request: { userId: string; id: string; tools?: readonly OracleTool[] },
) {
  const own = await getOwnReading({
    db: services.db,
    readings: services.readings,
    userId: request.userId,
    castId: request.id,
    tool: request.tools,
  });
  return own.view;
}
