import Bowser from "bowser";
import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { ActiveSession, SecurityOverview } from "../../../shared/api/account";
import type { Database } from "../../db/client";
import {
  accounts,
  achievements,
  casts,
  diceReadings,
  karmaEvents,
  mailOutbox,
  mysticalItems,
  newsletterSubscriptions,
  quests,
  sessions,
  twoFactors,
  userAchievements,
  userItems,
  userProfiles,
  userQuests,
  users,
  verifications,
} from "../../db/schema";

/** "Chrome on macOS", "Safari on iOS", or a plain fallback. */
function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || "Unknown device";
}

/** Sessions show when they were last used; the timestamp is written at most this often. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

export async function touchSession(db: Database, session: { id: string; updatedAt: Date }): Promise<void> {
  if (Date.now() - session.updatedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  await db.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.id));
}

export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), sql`${accounts.password} is not null`),
    );
  return !!credential;
}

async function listActiveSessions(db: Database, userId: string, currentSessionId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row): ActiveSession => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

export async function getSecurityOverview(
  db: Database,
  user: { id: string; email: string; twoFactorEnabled?: boolean | null },
  currentSessionId: string,
): Promise<SecurityOverview> {
  // The session's user is read from the database on every request, so its flag is current.
  const twoFactorEnabled = !!user.twoFactorEnabled;
  return {
    email: user.email,
    aal: twoFactorEnabled ? "aal2" : "aal1",
    twoFactorEnabled,
    hasPassword: await hasPassword(db, user.id),
    sessions: await listActiveSessions(db, user.id, currentSessionId),
  };
}

/** Ends every session of the user but this one; returns how many ended. */
export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one of the user's sessions; false when it is not theirs (or already gone). */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Turns two-factor off (after the caller has checked a code): the factor and trusted devices go. */
export async function removeTwoFactor(db: Database, userId: string): Promise<void> {
  await db.transaction((tx) => removeTwoFactorWith(tx, userId));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function removeTwoFactorWith(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), sql`${verifications.identifier} like 'trust-device-%'`));
}

/** Replaces the user's backup codes (already encrypted as better-auth stores them). */
export async function replaceBackupCodes(db: Database, userId: string, encryptedCodes: string): Promise<void> {
  await db.update(twoFactors).set({ backupCodes: encryptedCodes }).where(eq(twoFactors.userId, userId));
}

/**
 * A password reset proved the address (its link came by mail): the account is marked proven, and a
 * factor set up before that proof goes with the password and sessions better-auth has just replaced. It
 * may be an address squatter's. Nothing happens when the address was already proven.
 */
export async function proveAddressByReset(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const proven = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
      .returning({ id: users.id });
    if (proven.length > 0) await removeTwoFactorWith(tx, userId);
  });
}

/**
 * After a password change: every other session, pending two-factor sign-in and trusted device of the user
 * ends (whoever knew the old password keeps nothing).
 */
export async function endOtherSignIns(db: Database, userId: string, currentSessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
    await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.value, userId),
          or(sql`${verifications.identifier} like 'trust-device-%'`, sql`${verifications.identifier} like '2fa-%'`),
        ),
      );
  });
}

/**
 * Everything the product holds about the user (the privacy policy's right of access and portability):
 * account, profile, every cast with its enhanced text, the karma ledger, achievements, quests, items,
 * sessions and the newsletter subscription. Secrets (password hash, TOTP secret, tokens) are left out.
 */
export async function exportUserData(db: Database, userId: string) {
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
      createdAt: casts.createdAt,
    })
    .from(casts)
    .innerJoin(diceReadings, eq(diceReadings.id, casts.readingId))
    .where(eq(casts.userId, userId))
    .orderBy(asc(casts.createdAt));
  const interpretationFor = (cast: (typeof castRows)[number]) =>
    ({
      guidance: cast.interpretationGeneral,
      finances: cast.interpretationFinance,
      relationships: cast.interpretationLove,
    })[cast.situation];
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

  return {
    exportedAt: new Date().toISOString(),
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
          lastCastOn: profile.lastCastOn,
          planLevel: profile.planLevel,
          createdAt: profile.createdAt,
        }
      : null,
    casts: castRows.map((cast) => ({
      id: cast.id,
      situation: cast.situation,
      diceValues: cast.diceValues,
      interpretation: interpretationFor(cast),
      timingPrediction: cast.timingPrediction,
      yesNoAnswer: cast.yesNoAnswer,
      totalSumInterpretation: cast.totalSumInterpretation,
      enhancedText: cast.enhancedText,
      enhancedAt: cast.enhancedAt,
      createdAt: cast.createdAt,
    })),
    karmaLedger,
    achievements: unlocked,
    quests: questRows,
    items,
    sessions: sessionRows.map((row) => ({ ...row, device: describeDevice(row.userAgent) })),
    newsletter: newsletter ?? null,
  };
}

/**
 * Deletes the user and everything they own, in one transaction: the user row takes their sessions,
 * accounts, factor, profile, casts, ledger, achievements, quests and items with it (foreign keys cascade);
 * their pending sign-in, reset and two-factor tokens, newsletter subscription and mail go explicitly.
 */
export async function deleteUserAndData(db: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, user.id),
          and(
            sql`${verifications.identifier} like 'magic-link:%'`,
            sql`lower(${verifications.value}::jsonb ->> 'email') = ${email}`,
          ),
        ),
      );
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
