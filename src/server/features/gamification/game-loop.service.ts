import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { CastRewards } from "../../../shared/api/me";
import { calendarDayIn, type CalendarDay } from "../../../shared/calendar";
import {
  advanceQuest,
  castKarmaFor,
  emptyQuestCounters,
  isAchievementMet,
  isQuestComplete,
  isQuestExpired,
  levelForKarma,
  type ProfileCounters,
  type QuestCounters,
} from "../../../shared/gamification/rules";
import { streakAfterCast } from "../../../shared/gamification/streak";
import type { Spread } from "../../../shared/draws/spreads";
import { oracleSpec } from "../../../shared/oracles/registry";
import type { OracleTool } from "../../../shared/oracles/tools";
import type { Situation } from "../../../shared/situations";
import { sendInOrder, type DatabaseExecutor } from "../../db/client";
import { GAME_CATALOGUE, type CatalogueQuest } from "../../db/game-catalogue";
import {
  karmaEvents,
  quests,
  streakFrozenDays,
  userAchievements,
  userItems,
  userProfiles,
  userQuests,
} from "../../db/schema";
import { oracleCounters, type CastTally } from "../../../shared/gamification/oracle-counters";

type Profile = typeof userProfiles.$inferSelect;

/** What the rules need to know before a cast, read with the profile locked. */
export interface CastState {
  profile: Profile;
  unlockedAchievementIds: ReadonlySet<string>;
  activeQuest: { id: string; questId: string; startedAt: Date; progress: Partial<QuestCounters> } | null;
  /** The catalogue position of the user's most advanced completed quest (-1 when none). */
  lastCompletedQuestOrder: number;
  /** The user's readings so far by oracle, spread and moon phase (the new one not yet among them). */
  tallies: CastTally[];
}

// Drizzle writes a one-table select's columns unqualified, which a subquery would read as its own:
// the subqueries name their tables and columns in plain SQL (user_achievements, user_quests, casts).
const castStateQuery = (tx: DatabaseExecutor, userId: string) =>
  tx
    .select({
      profile: userProfiles,
      unlocked: sql<string[]>`(select coalesce(json_agg(ua.achievement_id), '[]'::json)
        from user_achievements ua where ua.user_id = user_profiles.id)`,
      activeQuest: sql<{ id: string; questId: string; startedAt: string; progress: Partial<QuestCounters> } | null>`(
        select json_build_object('id', uq.id, 'questId', uq.quest_id, 'startedAt', uq.started_at, 'progress', uq.progress)
        from user_quests uq where uq.user_id = user_profiles.id and uq.status = 'active' limit 1)`,
      completedQuestIds: sql<string[]>`(select coalesce(json_agg(distinct uq.quest_id), '[]'::json)
        from user_quests uq where uq.user_id = user_profiles.id and uq.status = 'completed')`,
      tallies: sql<
        Array<{ tool: OracleTool; spread: Spread | null; phase: string | null; count: number; lastAt: string }>
      >`(
        select coalesce(json_agg(tally), '[]'::json) from (
          select c.tool, c.payload ->> 'spread' as spread, c.payload -> 'moon' ->> 'phase' as phase,
            count(*)::int as count, max(c.created_at) as "lastAt"
          from casts c where c.user_id = user_profiles.id group by 1, 2, 3) tally)`,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));

/**
 * The user's profile, locked for this transaction, with what a cast's rules read: unlocked
 * achievements, the active quest, the completed quests and the readings by oracle. Null when the user
 * has no profile yet.
 */
export async function readCastState(tx: DatabaseExecutor, userId: string): Promise<CastState | null> {
  // Two statements sent together (`sendInOrder`: one round trip on PostgreSQL): the lock first, then the
  // read. Not one statement: a SELECT ... FOR UPDATE that waited for the lock sees
  // the profile's newest version but reads its subqueries from the snapshot taken before the wait.
  const [, [row]] = await sendInOrder(tx, [
    tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, userId)).for("update"),
    castStateQuery(tx, userId),
  ]);
  if (!row) return null;
  const order = (questId: string) => GAME_CATALOGUE.questsById.get(questId)?.sortOrder ?? -1;
  return {
    profile: row.profile,
    unlockedAchievementIds: new Set(row.unlocked),
    activeQuest: row.activeQuest && { ...row.activeQuest, startedAt: new Date(row.activeQuest.startedAt) },
    lastCompletedQuestOrder: Math.max(-1, ...row.completedQuestIds.map(order)),
    tallies: row.tallies.map((tally) => ({ ...tally, lastAt: new Date(tally.lastAt) })),
  };
}

/**
 * Everything a cast earns, decided by the pure rules of src/shared from the state read with the profile
 * locked (so concurrent casts by one user are applied one after another): the rewards, and the unstarted
 * statements that write them (counters, streak, the karma ledger, achievements once each, quest progress
 * and completion, item rewards, the mystic level) for the caller to send in one batch with the reading's
 * own row (`sendInOrder`: pipelined on PostgreSQL).
 */
export function castRewards(
  tx: DatabaseExecutor,
  context: {
    state: CastState;
    castId: string;
    situation: Situation;
    /** The oracle the reading came from, a drawing oracle's spread, a moon ritual's phase. */
    tool: OracleTool;
    spread: Spread | null;
    phase: string | null;
    today: CalendarDay;
    now: Date;
  },
): { rewards: CastRewards; writes: Array<PromiseLike<unknown>> } {
  const { state, castId, situation, tool, today, now } = context;
  const { profile } = state;
  const userId = profile.id;
  const writes: Array<PromiseLike<unknown>> = [];
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
    writes.push(
      tx
        .insert(streakFrozenDays)
        .values(streak.frozenDays.map((day) => ({ userId, day })))
        .onConflictDoNothing(),
    );

  // Each credit has its own source (the cast, a quest instance, an achievement), new while the profile
  // is locked: the ledger's unique key only guards against a second writer outside that rule.
  const credits: Array<{
    userId: string;
    amount: number;
    reason: "cast" | "achievement" | "quest";
    sourceId: string;
    createdAt: Date;
  }> = [];
  const credit = (amount: number, reason: "cast" | "achievement" | "quest", sourceId: string) => {
    credits.push({ userId, amount, reason, sourceId, createdAt: now });
    rewards.karma += amount;
  };
  const grantedItems = new Map<string, number>();
  const grantItem = (itemId: string | null) => {
    const item = itemId ? GAME_CATALOGUE.itemsById.get(itemId) : undefined;
    if (!item) return;
    grantedItems.set(item.id, (grantedItems.get(item.id) ?? 0) + 1);
    rewards.items.push({ id: item.id, name: item.name, rarity: item.rarity });
  };

  const lastOfOracle = Math.max(
    -Infinity,
    ...state.tallies.filter((tally) => tally.tool === tool).map((tally) => tally.lastAt.getTime()),
  );
  const firstOfItsOracleToday =
    lastOfOracle === -Infinity || calendarDayIn(profile.timezone, new Date(lastOfOracle)) !== today;
  const castKarma = castKarmaFor(oracleSpec(tool), firstOfItsOracleToday);
  if (castKarma > 0) credit(castKarma, "cast", castId);
  const counters: ProfileCounters = {
    totalReadings: profile.totalReadings + 1,
    dailyStreak: streak.streak,
    karmaPoints: profile.karmaPoints,
    ...oracleCounters(
      [...state.tallies, { tool, spread: context.spread, phase: context.phase, count: 1, lastAt: now }],
      now,
    ),
  };

  rewards.quest = advanceActiveQuest(
    tx,
    writes,
    state,
    { userId, situation, tool, today, now },
    (quest, userQuestId) => {
      credit(quest.rewardKarma, "quest", userQuestId);
      grantItem(quest.rewardItemId);
    },
  );

  // Karma achievements can unlock others, so look again until nothing new is met.
  const unlocked = new Set(state.unlockedAchievementIds);
  const newlyUnlocked: Array<{ userId: string; achievementId: string; unlockedAt: Date }> = [];
  for (;;) {
    const met = GAME_CATALOGUE.achievements.filter(
      (achievement) =>
        !unlocked.has(achievement.id) &&
        isAchievementMet(achievement, { ...counters, karmaPoints: profile.karmaPoints + rewards.karma }),
    );
    if (met.length === 0) break;
    for (const achievement of met) {
      unlocked.add(achievement.id);
      newlyUnlocked.push({ userId, achievementId: achievement.id, unlockedAt: now });
      rewards.achievements.push({ id: achievement.id, name: achievement.name, karmaPoints: achievement.karmaPoints });
      if (achievement.karmaPoints > 0) credit(achievement.karmaPoints, "achievement", achievement.id);
      grantItem(achievement.rewardItemId);
    }
  }
  if (newlyUnlocked.length > 0) writes.push(tx.insert(userAchievements).values(newlyUnlocked).onConflictDoNothing());
  if (credits.length > 0) writes.push(tx.insert(karmaEvents).values(credits).onConflictDoNothing());
  if (grantedItems.size > 0)
    writes.push(
      tx
        .insert(userItems)
        .values([...grantedItems].map(([itemId, quantity]) => ({ userId, itemId, quantity })))
        .onConflictDoUpdate({
          target: [userItems.userId, userItems.itemId],
          set: { quantity: sql`${userItems.quantity} + excluded.quantity` },
        }),
    );

  counters.karmaPoints = profile.karmaPoints + rewards.karma;
  const level = levelForKarma(counters.karmaPoints);
  if (level !== profile.mysticLevel) rewards.levelUp = level;
  writes.push(
    tx
      .update(userProfiles)
      .set({
        totalReadings: counters.totalReadings,
        dailyStreak: counters.dailyStreak,
        streakFreezes: streak.freezes,
        karmaPoints: counters.karmaPoints,
        mysticLevel: level,
        // A seeker's day never moves back: a zone change to an earlier date cannot replay a day.
        lastCastOn: profile.lastCastOn && profile.lastCastOn > today ? profile.lastCastOn : today,
        updatedAt: now,
      })
      .where(eq(userProfiles.id, userId)),
  );
  return { rewards, writes };
}

/**
 * Moves the user's active quest forward by one cast, adding its writes to the batch. An expired quest is
 * closed and started afresh; a completed one pays (through `onComplete`) and the next quest in the
 * catalogue begins.
 */
function advanceActiveQuest(
  tx: DatabaseExecutor,
  writes: Array<PromiseLike<unknown>>,
  state: CastState,
  cast: { userId: string; situation: Situation; tool: OracleTool; today: CalendarDay; now: Date },
  onComplete: (quest: CatalogueQuest, userQuestId: string) => void,
): CastRewards["quest"] {
  let active: {
    id: string;
    quest: CatalogueQuest;
    startedAt: Date;
    progress: Partial<QuestCounters>;
    isNew: boolean;
  } | null = null;
  const stored = state.activeQuest;
  const storedQuest = stored ? GAME_CATALOGUE.questsById.get(stored.questId) : undefined;
  if (stored && storedQuest) active = { ...stored, quest: storedQuest, isNew: false };
  if (active && isQuestExpired(active.startedAt, active.quest.durationDays, cast.now)) {
    writes.push(tx.update(userQuests).set({ status: "expired" }).where(eq(userQuests.id, active.id)));
    active = { id: randomUUID(), quest: active.quest, startedAt: cast.now, progress: {}, isNew: true };
  }
  if (!active && !stored) {
    const next = nextQuestAfter(state.lastCompletedQuestOrder);
    if (next) active = { id: randomUUID(), quest: next, startedAt: cast.now, progress: {}, isNew: true };
  }
  if (!active) return null;

  const { quest } = active;
  const counters = advanceQuest({ ...emptyQuestCounters(), ...active.progress }, quest.requirements, {
    situation: cast.situation,
    day: cast.today,
    tool: cast.tool,
  });
  const isCompleted = isQuestComplete(counters, quest.requirements);
  const status = isCompleted ? "completed" : "active";
  writes.push(
    active.isNew
      ? tx.insert(userQuests).values({
          id: active.id,
          userId: cast.userId,
          questId: quest.id,
          startedAt: active.startedAt,
          progress: counters,
          status,
        })
      : tx.update(userQuests).set({ progress: counters, status }).where(eq(userQuests.id, active.id)),
  );
  if (isCompleted) {
    onComplete(quest, active.id);
    const next = nextQuestAfter(quest.sortOrder);
    if (next) writes.push(tx.insert(userQuests).values(newUserQuest(cast.userId, next, cast.now)));
  }
  return { id: quest.id, name: quest.name, percent: counters.percent, isCompleted, rewardKarma: quest.rewardKarma };
}

/** The first quest after `afterOrder` in catalogue order (the first quest for a new user). */
function nextQuestAfter(afterOrder: number): CatalogueQuest | undefined {
  return GAME_CATALOGUE.quests.find((quest) => quest.sortOrder > afterOrder);
}

function newUserQuest(userId: string, quest: CatalogueQuest, now: Date) {
  return { userId, questId: quest.id, startedAt: now, progress: emptyQuestCounters(), status: "active" as const };
}

export async function findActiveQuest(tx: DatabaseExecutor, userId: string) {
  const [row] = await tx
    .select({ userQuest: userQuests, quest: quests })
    .from(userQuests)
    .innerJoin(quests, eq(quests.id, userQuests.questId))
    .where(and(eq(userQuests.userId, userId), eq(userQuests.status, "active")));
  return row ?? null;
}

/** Starts the first quest after `afterOrder` in catalogue order (the first quest for a new user). */
export async function startNextQuest(tx: DatabaseExecutor, userId: string, now: Date, afterOrder = -1) {
  const next = nextQuestAfter(afterOrder);
  if (next) await tx.insert(userQuests).values(newUserQuest(userId, next, now));
}
