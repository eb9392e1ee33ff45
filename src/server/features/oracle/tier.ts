import { z } from "zod";
import { effectivePlanLevel } from "../../../shared/billing";
import { effectiveTier } from "../../../shared/gamification/rules";

const uuidSchema = z.uuid();

/**
 * The oracle's tier for a profile row already read (docs/product.md, 'Levels and tiers'): the higher of
 * the level's tier and the plan's starting depth (a past-due plan whose grace has ended reads as free). No row, a user id that is not a UUID or an unknown level give tier 1.
 */
export function tierOf(
  userId: string,
  profile: { level: string; plan: number; planGraceEndsAt: Date | null } | undefined,
  now: Date,
): number {
  if (!profile || !uuidSchema.safeParse(userId).success) return 1;
  return effectiveTier(
    profile.level,
    effectivePlanLevel({ planLevel: profile.plan, planGraceEndsAt: profile.planGraceEndsAt }, now),
  );
}
