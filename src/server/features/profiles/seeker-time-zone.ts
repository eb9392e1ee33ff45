import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userProfiles } from "../../db/schema";

/** The seeker's time zone from their profile (UTC until a profile has one): their days are counted in it. */
export async function seekerTimeZone(db: Database, userId: string): Promise<string> {
  const [profile] = await db
    .select({ timezone: userProfiles.timezone })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  return profile?.timezone ?? "UTC";
}
