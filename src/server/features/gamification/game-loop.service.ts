import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { CastRewards } from "../../../shared/api/me";
import type { CalendarDay } from "../../../shared/calendar";
import {
  advanceQuest,
  CAST_KARMA,
  emptyQuestCounters,
  isAchievementMet,
  isQuestComplete,
  isQuestExpired,
  levelForKarma,
  type ProfileCounters,
  type QuestCounters,
} from "../../../shared/gamification/rules";
import { streakAfterCast } from "../../../shared/gamification/streak";
import type { OracleTool, Spread } from "../../../shared/draws/spreads";
import type { Situation } from "../../../shared/situations";
import type { DatabaseExecutor } from "../../db/client";
import {
  achievements,
  karmaEvents,
  mysticalItems,
  quests,
  streakFrozenDays,
  userAchievements,
  userItems,
  userProfiles,
  userQuests,
} from "../../db/schema";
import { loadOracleCounters } from "./oracle-tallies";

type Profile = typeof userProfiles.$inferSelect;

/**
 * Everything a cast earns, applied inside the cast's transaction with the profile row locked, so that
 * concurrent casts by one user are applied one after another: counters, streak, the karma ledger,
 * achievements (once each), quest progress and completion, item rewards and the mystic level.
 */
export async function applyCastRewards(
  tx: DatabaseExecutor,
  context: {
    profile: Profile;
    castId: string;
    situation: Situation;
    /** The oracle the reading came from, and a drawing oracle's spread. */
    tool: OracleTool;
    spread: Spread | null;
    today: CalendarDay;
    now: Date;
    /** The readings of today's allowance used, this one included when it uses the allowance. */
    usedToday: number;
  },
): Promise<CastRewards> {
  const { profile, castId, situation, tool, today, now } = context;
  const userId = profile.id;
  const streak = streakAfterCast(
    { lastCastOn: profile.lastCastOn, streak: profile.dailyStreak, freezes: profile.streakFreezes },
    today,
  );
  const rewards: CastRewards = {
    karma: 0,
    achievements: [],
    quest: null,
    items: [],
    levelUp: null,
    streakFreeze: { earned: streak.earnedFreeze, usedOn: streak.frozenDays, held: streak.freezes },
  };
  if (streak.frozenDays.length > 0)
    await tx
      .insert(streakFrozenDays)
      .values(streak.frozenDays.map((day) => ({ userId, day })))
      .onConflictDoNothing();

  const credit = async (amount: number, reason: "cast" | "achievement" | "quest", sourceId: string) => {
    const inserted = await tx
      .insert(karmaEvents)
      .values({ userId, amount, reason, sourceId })
      .onConflictDoNothing()
      .returning({ id: karmaEvents.id });
    if (inserted.length > 0) rewards.karma += amount;
    return inserted.length > 0;
  };
  const grantItem = async (itemId: string | null) => {
    if (!itemId) return;
    await tx
      .insert(userItems)
      .values({ userId, itemId, quantity: 1 })
      .onConflictDoUpdate({
        target: [userItems.userId, userItems.itemId],
        set: { quantity: sql`${userItems.quantity} + 1` },
      });
    const [item] = await tx.select().from(mysticalItems).where(eq(mysticalItems.id, itemId));
    if (item) rewards.items.push({ id: item.id, name: item.name, rarity: item.rarity });
  };

  await credit(CAST_KARMA, "cast", castId);
  const counters: ProfileCounters = {
    totalReadings: profile.totalReadings + 1,
    dailyStreak: streak.streak,
    karmaPoints: profile.karmaPoints,
    ...(await loadOracleCounters(tx, userId, now)),
  };

  rewards.quest = await advanceActiveQuest(tx, { userId, situation, tool, today, now }, async (quest, userQuestId) => {
    if (await credit(quest.rewardKarma, "quest", userQuestId)) await grantItem(quest.rewardItemId);
  });

  // Karma achievements can unlock others, so look again until nothing new is met.
  const unlocked = new Set(
    (
      await tx
        .select({ id: userAchievements.achievementId })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
    ).map((row) => row.id),
  );
  const catalogue = await tx.select().from(achievements).orderBy(asc(achievements.sortOrder));
  for (;;) {
    const met = catalogue.filter(
      (achievement) =>
        !unlocked.has(achievement.id) &&
        isAchievementMet(achievement, { ...counters, karmaPoints: profile.karmaPoints + rewards.karma }),
    );
    if (met.length === 0) break;
    for (const achievement of met) {
      unlocked.add(achievement.id);
      const inserted = await tx
        .insert(userAchievements)
        .values({ userId, achievementId: achievement.id, unlockedAt: now })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) continue;
      rewards.achievements.push({ id: achievement.id, name: achievement.name, karmaPoints: achievement.karmaPoints });
      if (achievement.karmaPoints > 0) await credit(achievement.karmaPoints, "achievement", achievement.id);
      await grantItem(achievement.rewardItemId);
    }
  }

  counters.karmaPoints = profile.karmaPoints + rewards.karma;
  const level = levelForKarma(counters.karmaPoints);
  if (level !== profile.mysticLevel) rewards.levelUp = level;
  await tx
    .update(userProfiles)
    .set({
      totalReadings: counters.totalReadings,
      dailyStreak: counters.dailyStreak,
      streakFreezes: streak.freezes,
      karmaPoints: counters.karmaPoints,
      mysticLevel: level,
      lastCastOn: today,
      dailyCastsOn: today,
      dailyCasts: context.usedToday,
      updatedAt: now,
    })
    .where(eq(userProfiles.id, userId));
  return rewards;
}

type QuestRow = typeof quests.$inferSelect;

/**
 * Moves the user's active quest forward by one cast. An expired quest is closed and started afresh;
 * a completed one pays (through `onComplete`) and the next quest in the catalogue begins.
 */
async function advanceActiveQuest(
  tx: DatabaseExecutor,
  cast: { userId: string; situation: Situation; tool: OracleTool; today: CalendarDay; now: Date },
  onComplete: (quest: QuestRow, userQuestId: string) => Promise<void>,
): Promise<CastRewards["quest"]> {
  let active = await findActiveQuest(tx, cast.userId);
  if (active && isQuestExpired(active.userQuest.startedAt, active.quest.durationDays, cast.now)) {
    await tx.update(userQuests).set({ status: "expired" }).where(eq(userQuests.id, active.userQuest.id));
    active = await startQuest(tx, cast.userId, active.quest, cast.now);
  }
  active ??= await startNextQuest(tx, cast.userId, cast.now, await lastCompletedQuestOrder(tx, cast.userId));
  if (!active) return null;

  const { quest, userQuest } = active;
  const counters = advanceQuest(
    { ...emptyQuestCounters(), ...(userQuest.progress as Partial<QuestCounters>) },
    quest.requirements,
    { situation: cast.situation, day: cast.today, tool: cast.tool },
  );
  const isCompleted = isQuestComplete(counters, quest.requirements);
  await tx
    .update(userQuests)
    .set({ progress: counters, status: isCompleted ? "completed" : "active" })
    .where(eq(userQuests.id, userQuest.id));
  if (isCompleted) {
    await onComplete(quest, userQuest.id);
    await startNextQuest(tx, cast.userId, cast.now, quest.sortOrder);
  }
  return { id: quest.id, name: quest.name, percent: counters.percent, isCompleted, rewardKarma: quest.rewardKarma };
}

/** The catalogue position of the user's most advanced completed quest (-1 when none). */
async function lastCompletedQuestOrder(tx: DatabaseExecutor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ order: sql<number | null>`max(${quests.sortOrder})` })
    .from(userQuests)
    .innerJoin(quests, eq(quests.id, userQuests.questId))
    .where(and(eq(userQuests.userId, userId), eq(userQuests.status, "completed")));
  return row?.order ?? -1;
}

export async function findActiveQuest(tx: DatabaseExecutor, userId: string) {
  const [row] = await tx
    .select({ userQuest: userQuests, quest: quests })
    .from(userQuests)
    .innerJoin(quests, eq(quests.id, userQuests.questId))
    .where(and(eq(userQuests.userId, userId), eq(userQuests.status, "active")));
  return row ?? null;
}

async function startQuest(tx: DatabaseExecutor, userId: string, quest: QuestRow, now: Date) {
  const [userQuest] = await tx
    .insert(userQuests)
    .values({ userId, questId: quest.id, startedAt: now, progress: emptyQuestCounters(), status: "active" })
    .returning();
  return { quest, userQuest: userQuest! };
}

/** Starts the first quest after `afterOrder` in catalogue order (the first quest for a new user). */
export async function startNextQuest(tx: DatabaseExecutor, userId: string, now: Date, afterOrder = -1) {
  const [next] = await tx
    .select()
    .from(quests)
    .where(gt(quests.sortOrder, afterOrder))
    .orderBy(asc(quests.sortOrder))
    .limit(1);
  return next ? startQuest(tx, userId, next, now) : null;
}
