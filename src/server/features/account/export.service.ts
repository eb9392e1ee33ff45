import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { accountExportSchema } from "../../../shared/api/account";
import type { Database } from "../../db/client";
import {
  achievements,
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
  weeklyReports,
} from "../../db/schema";
import { casts, hunches } from "../../db/readings-schema";
import { payments } from "../../db/billing-schema";
import type { ExportSection } from "../../oracles/types";
import type { ReadingCatalogue } from "../dice-texts";
import { journalOf } from "../journal";
import { readingOf } from "../readings";
import { describeDevice } from "./sessions.service";

type Exported = z.infer<typeof accountExportSchema>;

/**
 * Everything the product holds about the user (the privacy policy's right of access and portability):
 * account, profile, every cast with its question, source, revealed seeds and enhanced text, every draw
 * and ritual (today's numerology readings, moon rituals) with its words, each reading with the seeker's
 * private note and how it turned out (`note`, `outcome`), the karma
 * ledger, achievements, quests, items, sessions, the newsletter subscription, every payment and the
 * real-life hunches of Intuition Calibration. Secrets (password hash,
 * TOTP secret, tokens) are left out; a cast's server seed is no secret once the cast has revealed it.
 */
export async function exportUserData(db: Database, catalogue: ReadingCatalogue, userId: string, now: Date) {
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
  // Every reading, each in its oracle's section of the export as its oracle writes it.
  const readingRows = await db.select().from(casts).where(eq(casts.userId, userId)).orderBy(asc(casts.createdAt));
  const sections: Record<ExportSection, Record<string, unknown>[]> = {
    casts: [],
    draws: [],
    rituals: [],
    readings: [],
  };
  for (const row of readingRows) {
    const own = await readingOf(row, catalogue);
    if (own) sections[own.oracle.exportSection].push({ ...own.oracle.exportRow(own.view, row), ...journalOf(row) });
  }
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
      weeklyReport: reminderPreferences.weeklyReport,
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
  const reportRows = await db
    .select()
    .from(weeklyReports)
    .where(eq(weeklyReports.userId, userId))
    .orderBy(asc(weeklyReports.week));
  const hunchRows = await db.select().from(hunches).where(eq(hunches.userId, userId)).orderBy(asc(hunches.createdAt));

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
    // Each oracle's rows have its section's shape (the oracles' exportRow; the export's schema checks it).
    casts: sections.casts as unknown as Exported["casts"],
    draws: sections.draws as unknown as Exported["draws"],
    rituals: sections.rituals as unknown as Exported["rituals"],
    /** The readings of every later oracle (the pendulum, …), each with its `tool`. */
    readings: sections.readings as unknown as Exported["readings"],
    karmaLedger,
    achievements: unlocked,
    quests: questRows,
    items,
    /** The reminders chosen (the devices' push keys are left out: they are secrets of the browsers). */
    reminders: reminders ?? null,
    sessions: sessionRows.map((row) => ({ ...row, device: describeDevice(row.userAgent) })),
    newsletter: newsletter ?? null,
    payments: paymentRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    /** The weekly reports (paid plans), each as it was composed and when it went out by e-mail and push. */
    weeklyReports: reportRows.map((row) => ({
      week: row.week,
      report: row.report,
      createdAt: row.createdAt.toISOString(),
      emailedAt: row.emailedAt?.toISOString() ?? null,
      pushedAt: row.pushedAt?.toISOString() ?? null,
    })),
    hunches: hunchRows.map((row) => ({
      id: row.id,
      text: row.text,
      confidence: row.confidence,
      cameTrue: row.cameTrue,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
