import type { SharedReading } from "../../../shared/api/sharing";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import type { ReadingCatalogue } from "../dice-texts";
import { getOwnReading } from "../readings";

/** The seeker's own reading by its id, as the chat guide may speak of it; null when it is not theirs. */
export type ReadingContext = (userId: string, readingId: string) => Promise<SharedReading | null>;

/**
 * Reads a reading through the readings feature's own-reading lookup, so another seeker's reading is
 * never found, and gives the chat guide its oracle's shared view: the oracle, spread, items in their
 * places, question and situation, and nothing about the seeker.
 */
export function ownReadingContext(services: { db: Database; readings: ReadingCatalogue }): ReadingContext {
  return async (userId, readingId) => {
    try {
      const own = await getOwnReading({ ...services, userId, castId: readingId });
      return own.oracle.shared(own.view) as SharedReading;
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    }
  };
}
