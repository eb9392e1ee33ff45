import { and, asc, eq, inArray } from "drizzle-orm";
import type { AchievementView, ItemView, QuestView } from "../../../shared/api/me";
import { calendarDayIn } from "../../../shared/calendar";
import { counterFor, emptyQuestCounters, isQuestExpired } from "../../../shared/gamification/rules";
import { currentStreak } from "../../../shared/gamification/streak";
import type { Database } from "../../db/client";
import { achievements, mysticalItems, userAchievements, userItems, userProfiles } from "../../db/schema";
import { AppError } from "../../http/errors";
import { findActiveQuest } from "./game-loop.service";
import { loadOracleCounters } from "./oracle-tallies";

/** Every achievement, locked or unlocked, with the user's progress toward it at `now` (the server's clock). */
export async function listAchievements(db: Database, userId: string, now: Date): Promise<AchievementView[]> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  if (!profile) throw new AppError("not_found", "Profile not found");
  const counters = {
    totalReadings: profile.totalReadings,
    dailyStreak: currentStreak(
      { lastCastOn: profile.lastCastOn, streak: profile.dailyStreak, freezes: profile.streakFreezes },
      calendarDayIn(profile.timezone, now),
    ).streak,
    karmaPoints: profile.karmaPoints,
    ...(await loadOracleCounters(db, userId, now)),
  };
  const rows = await db
    .select({ achievement: achievements, unlockedAt: userAchievements.unlockedAt })
    .from(achievements)
    .leftJoin(
      userAchievements,
      and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)),
    )
    .orderBy(asc(achievements.sortOrder));
  return rows.map(({ achievement, unlockedAt }) => ({
    id: achievement.id,
    name: achievement.name,
    description: achievement.description,
    requirementType: achievement.requirementType,
    requirementValue: achievement.requirementValue,
    karmaPoints: achievement.karmaPoints,
    unlockedAt: unlockedAt?.toISOString() ?? null,
    progress: {
      current: unlockedAt
        ? achievement.requirementValue
        : Math.min(achievement.requirementValue, counterFor(achievement.requirementType, counters)),
      target: achievement.requirementValue,
    },
  }));
}

/** The user's active quest with its progress at `now` (the server's clock), or null. */
export async function getActiveQuestView(db: Database, userId: string, now: Date): Promise<QuestView | null> {
  const active = await findActiveQuest(db, userId);
  if (!active) return null;
  const { quest, userQuest } = active;
  const { percent, ...tallies } = { ...emptyQuestCounters(), ...userQuest.progress };
  // The `last_…_day` entries are bookkeeping, not counters to show.
  const counters = Object.fromEntries(Object.entries(tallies).filter(([key]) => !key.startsWith("last_")));
  return {
    id: quest.id,
    name: quest.name,
    description: quest.description,
    rewardKarma: quest.rewardKarma,
    durationDays: quest.durationDays,
    requirements: quest.requirements,
    startedAt: userQuest.startedAt.toISOString(),
    endsAt: new Date(userQuest.startedAt.getTime() + quest.durationDays * 86_400_000).toISOString(),
    status: isQuestExpired(userQuest.startedAt, quest.durationDays, now) ? "expired" : "active",
    progress: { percent, counters },
  };
}

export async function listItems(db: Database, userId: string): Promise<ItemView[]> {
  const rows = await db
    .select({ item: mysticalItems, quantity: userItems.quantity, isEquipped: userItems.isEquipped })
    .from(userItems)
    .innerJoin(mysticalItems, eq(mysticalItems.id, userItems.itemId))
    .where(eq(userItems.userId, userId))
    .orderBy(asc(mysticalItems.type), asc(mysticalItems.name));
  return rows.map(({ item, quantity, isEquipped }) => ({ ...item, quantity, isEquipped }));
}

/**
 * Equipping clears is_equipped on the user's other items of the same type, then sets it
 * on the chosen one, in one transaction. An item the user does not own is not found.
 */
export async function equipItem(db: Database, userId: string, itemId: string): Promise<ItemView[]> {
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ type: mysticalItems.type })
      .from(userItems)
      .innerJoin(mysticalItems, eq(mysticalItems.id, userItems.itemId))
      .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)))
      .for("update");
    if (!owned) throw new AppError("not_found", "You do not own that item");
    const sameType = tx.select({ id: mysticalItems.id }).from(mysticalItems).where(eq(mysticalItems.type, owned.type));
    await tx
      .update(userItems)
      .set({ isEquipped: false })
      .where(and(eq(userItems.userId, userId), inArray(userItems.itemId, sameType)));
    await tx
      .update(userItems)
      .set({ isEquipped: true })
      .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)));
  });
  return listItems(db, userId);
}

export async function unequipItem(db: Database, userId: string, itemId: string): Promise<ItemView[]> {
  const updated = await db
    .update(userItems)
    .set({ isEquipped: false })
    .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)))
    .returning({ itemId: userItems.itemId });
  if (updated.length === 0) throw new AppError("not_found", "You do not own that item");
  return listItems(db, userId);
}
