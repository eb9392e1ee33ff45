import { z } from "zod";
import { effectiveTier } from "../../../shared/gamification/rules";

const uuidSchema = z.uuid();

/**
 * The oracle's tier for a profile row already read (docs/product.md, 'Levels and tiers'): the higher of
 * the level's tier and the plan. No row, a user id that is not a UUID or an unknown level give tier 1.
 */
export function tierOf(userId: string, profile: { level: string; plan: number } | undefined): number {
  if (!profile || !uuidSchema.safeParse(userId).success) return 1;
  return effectiveTier(profile.level, profile.plan);
}
