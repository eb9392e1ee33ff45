import { randomInt } from "node:crypto";
import type { DatabaseExecutor } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { startNextQuest } from "../gamification";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const DISPLAY_ID_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function generateDisplayId(nextIndex: (max: number) => number = randomInt): string {
  let suffix = "";
  for (let index = 0; index < 6; index++) suffix += DISPLAY_ID_ALPHABET[nextIndex(DISPLAY_ID_ALPHABET.length)];
  return `MYS-${suffix}`;
}

/**
 * Creates the profile of a new user at `now` (the server's clock): Novice, zero counters, a fresh MYS-
 * display id. Does nothing when the profile exists; a display-id collision (1 in ~900 million) is retried
 * with a new id.
 */
export async function createUserProfile(
  db: DatabaseExecutor,
  options: { userId: string; timezone?: string; now: Date },
) {
  const { now } = options;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const created = await db
        .insert(userProfiles)
        .values({
          id: options.userId,
          displayId: generateDisplayId(),
          timezone: options.timezone ?? "UTC",
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: userProfiles.id })
        .returning({ id: userProfiles.id });
      // Every new seeker begins the first quest at once, so the dashboard shows it before the first cast.
      if (created.length > 0) await startNextQuest(db, options.userId, now);
      return;
    } catch (error) {
      const isDisplayIdTaken =
        (error as { code?: string; cause?: { code?: string } }).code === "23505" ||
        (error as { cause?: { code?: string } }).cause?.code === "23505";
      if (!isDisplayIdTaken || attempt === 4) throw error;
    }
  }
}
