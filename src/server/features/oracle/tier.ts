import { eq } from "drizzle-orm";
import { z } from "zod";
import { effectiveTier } from "../../../shared/gamification/rules";
import type { Database } from "../../db/client";
import { userProfiles } from "../../db/schema";

const uuidSchema = z.uuid();

/**
 * The tier lookup (docs/product.md, 'Levels and tiers'): the user id must be a UUID; a missing user, a bad
 * id, an unknown level or a failed lookup all give tier 1. The tier is the higher of the level's tier and
 * the plan.
 */
export async function lookupTier(db: Database, userId: string | null | undefined): Promise<number> {
  if (!userId || !uuidSchema.safeParse(userId).success) return 1;
  try {
    const [profile] = await db
      .select({ level: userProfiles.mysticLevel, plan: userProfiles.planLevel })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    return tierOf(userId, profile);
  } catch {
    return 1;
  }
}

/** The same rules on a profile row already read: no row, a bad id or an unknown level give tier 1. */
export function tierOf(userId: string, profile: { level: string; plan: number } | undefined): number {
  if (!profile || !uuidSchema.safeParse(userId).success) return 1;
  return effectiveTier(profile.level, profile.plan);
}
