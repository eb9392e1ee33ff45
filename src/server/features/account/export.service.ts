import { and, asc, eq, inArray } from "drizzle-orm";
import { DRAW_TOOLS, RITUAL_TOOLS } from "../../../shared/draws/spreads";
import { FAIRNESS_ALGORITHM } from "../../../shared/fairness";
import type { Database } from "../../db/client";
import {
  achievements,
  casts,
  diceReadings,
  karmaEvents,
  streakFrozenDays,
  mysticalItems,
  newsletterSubscriptions,
  quests,
  reminderPreferences,
  sessions,
  userAchievements,
  userItems,
  userProfiles,
  userQuests,
  users,
} from "../../db/schema";
import { payments } from "../../db/billing-schema";
import { drawResponse, ritualResponse } from "../casts";
import { describeDevice } from "./sessions.service";

/**
 * Everything the product holds about the user (the privacy policy's right of access and portability):
 * account, profile, every cast with its question, source, revealed seeds and enhanced text, every draw
 * and ritual (today's numerology readings, moon rituals) with its words, the karma
 * ledger, achievements, quests, items, sessions, the newsletter subscription and every payment. Secrets (password hash,
 * TOTP secret, tokens) are left out; a cast's server seed is no secret once the cast has revealed it.
 */
export async function exportUserData(db: Database, userId: string, now: Date) {
  const [account] = await db
    .select({
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  const castRows = await db
    .select({
      id: casts.id,
      situation: casts.situation,
      diceValues: casts.diceValues,
      interpretationGeneral: diceReadings.interpretationGeneral,
      interpretationFinance: diceReadings.interpretationFinance,
      interpretationLove: diceReadings.interpretationLove,
      timingPrediction: diceReadings.timingPrediction,
      yesNoAnswer: diceReadings.yesNoAnswer,
      totalSumInterpretation: diceReadings.totalSumInterpretation,
      enhancedText: casts.enhancedText,
      enhancedAt: casts.enhancedAt,
      question: casts.question,
      source: casts.source,
      serverSeed: casts.serverSeed,
      serverSeedHash: casts.serverSeedHash,
      clientSeed: casts.clientSeed,
      enhancedBy: casts.enhancedBy,
      enhancedModel: casts.enhancedModel,
      createdAt: casts.createdAt,
    })
    .from(casts)
    .innerJoin(diceReadings, eq(diceReadings.id, casts.readingId))
    .where(and(eq(casts.userId, userId), eq(casts.tool, "dice")))
    .orderBy(asc(casts.createdAt));
  const drawRows = await db
    .select()
    .from(casts)
    .where(and(eq(casts.userId, userId), inArray(casts.tool, DRAW_TOOLS)))
    .orderBy(asc(casts.createdAt));
  const ritualRows = await db
    .select()
    .from(casts)
    .where(and(eq(casts.userId, userId), inArray(casts.tool, RITUAL_TOOLS)))
    .orderBy(asc(casts.createdAt));
  const interpretationFor = (cast: (typeof castRows)[number]) =>
    ({
      guidance: cast.interpretationGeneral,
      finances: cast.interpretationFinance,
      relationships: cast.interpretationLove,
    })[cast.situation];
  const frozenDays = await db
    .select({ day: streakFrozenDays.day })
    .from(streakFrozenDays)
    .where(eq(streakFrozenDays.userId, userId))
    .orderBy(asc(streakFrozenDays.day));
  const karmaLedger = await db
    .select({
      amount: karmaEvents.amount,
      reason: karmaEvents.reason,
      sourceId: karmaEvents.sourceId,
      createdAt: karmaEvents.createdAt,
    })
    .from(karmaEvents)
    .where(eq(karmaEvents.userId, userId))
    .orderBy(asc(karmaEvents.createdAt));
  const unlocked = await db
    .select({
      id: achievements.id,
      name: achievements.name,
      karmaPoints: achievements.karmaPoints,
      unlockedAt: userAchievements.unlockedAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(asc(userAchievements.unlockedAt));
  const questRows = await db
    .select({
      id: quests.id,
      name: quests.name,
      status: userQuests.status,
      progress: userQuests.progress,
      startedAt: userQuests.startedAt,
      rewardKarma: quests.rewardKarma,
    })
    .from(userQuests)
    .innerJoin(quests, eq(quests.id, userQuests.questId))
    .where(eq(userQuests.userId, userId))
    .orderBy(asc(userQuests.startedAt));
  const items = await db
    .select({
      id: mysticalItems.id,
      name: mysticalItems.name,
      type: mysticalItems.type,
      rarity: mysticalItems.rarity,
      quantity: userItems.quantity,
      isEquipped: userItems.isEquipped,
    })
    .from(userItems)
    .innerJoin(mysticalItems, eq(mysticalItems.id, userItems.itemId))
    .where(eq(userItems.userId, userId))
    .orderBy(asc(mysticalItems.name));
  const sessionRows = await db
    .select({
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const [newsletter] = await db
    .select({
      status: newsletterSubscriptions.status,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, account.email.toLowerCase()));
  const [reminders] = await db
    .select({
      daily: reminderPreferences.daily,
      moon: reminderPreferences.moon,
      streak: reminderPreferences.streak,
      hour: reminderPreferences.hour,
      email: reminderPreferences.email,
      push: reminderPreferences.push,
      updatedAt: reminderPreferences.updatedAt,
    })
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, userId));
  const paymentRows = await db
    .select({
      kind: payments.kind,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      planLevel: payments.planLevel,
      provider: payments.provider,
      providerId: payments.providerId,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));

  return {
    exportedAt: now.toISOString(),
    account,
    profile: profile
      ? {
          displayId: profile.displayId,
          fullName: profile.fullName,
          bio: profile.bio,
          location: profile.location,
          birthDate: profile.birthDate,
          interests: profile.interests,
          timezone: profile.timezone,
          mysticLevel: profile.mysticLevel,
          karmaPoints: profile.karmaPoints,
          totalReadings: profile.totalReadings,
          dailyStreak: profile.dailyStreak,
          streakFreezes: profile.streakFreezes,
          frozenDays: frozenDays.map((row) => row.day),
          lastCastOn: profile.lastCastOn,
          planLevel: profile.planLevel,
          createdAt: profile.createdAt,
        }
      : null,
    casts: castRows.map((cast) => ({
      id: cast.id,
      situation: cast.situation,
      diceValues: cast.diceValues!,
      interpretation: interpretationFor(cast),
      timingPrediction: cast.timingPrediction,
      yesNoAnswer: cast.yesNoAnswer,
      totalSumInterpretation: cast.totalSumInterpretation,
      enhancedText: cast.enhancedText,
      enhancedAt: cast.enhancedAt,
      question: cast.question,
      source: cast.source,
      fairness:
        cast.serverSeed && cast.serverSeedHash && cast.clientSeed
          ? {
              algorithm: FAIRNESS_ALGORITHM,
              serverSeed: cast.serverSeed,
              serverSeedHash: cast.serverSeedHash,
              clientSeed: cast.clientSeed,
            }
          : null,
      /** Who wrote the enhanced text: "oracle" (the built-in Oracle's voice) or "ai" with its model. */
      enhancedBy: cast.enhancedBy,
      enhancedModel: cast.enhancedModel,
      createdAt: cast.createdAt,
    })),
    draws: drawRows.map((row) => {
      const { shareUrl: _shareUrl, spreadName: _spreadName, ...draw } = drawResponse(row);
      return { ...draw, enhancedAt: row.enhancedAt };
    }),
    rituals: ritualRows.map((row) => {
      const { shareUrl: _shareUrl, ...ritual } = ritualResponse(row);
      return { ...ritual, enhancedAt: row.enhancedAt };
    }),
    karmaLedger,
    achievements: unlocked,
    quests: questRows,
    items,
    /** The reminders chosen (the devices' push keys are left out: they are secrets of the browsers). */
    reminders: reminders ?? null,
    sessions: sessionRows.map((row) => ({ ...row, device: describeDevice(row.userAgent) })),
    newsletter: newsletter ?? null,
    payments: paymentRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
