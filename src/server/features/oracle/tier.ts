import { eq } from "drizzle-orm";
import { z } from "zod";
import { effectiveTier } from "../../../shared/gamification/rules";
import type { Database } from "../../db/client";
import { userProfiles } from "../../db/schema";

const uuidSchema = z.uuid();

/**
 * Spec §6 tier lookup: the user id must be a UUID; a missing user, a bad id, an unknown level or a failed
 * lookup all give tier 1. The tier is the higher of the level's tier and the plan (DESIGN.md §5.5).
 */
export async function lookupTier(db: Database, userId: string | null | undefined): Promise<number> {
  if (!userId || !uuidSchema.safeParse(userId).success) return 1;
  try {
    const [profile] = await db
      .select({ level: userProfiles.mysticLevel, plan: userProfiles.planLevel })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    return profile ? effectiveTier(profile.level, profile.plan) : 1;
  } catch {
    return 1;
  }
}
