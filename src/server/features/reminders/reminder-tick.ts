import { and, eq, gte, or } from "drizzle-orm";
import { REMINDER_MESSAGES, MOON_PHASE_LINES, REMINDER_MAIL_WORDS } from "../../../../content/site/reminders";
import type { CalendarDay } from "../../../shared/calendar";
import { dueReminders, moonPhaseOnDay, type DueReminder } from "../../../shared/reminders/due";
import type { Database } from "../../db/client";
import { pushSubscriptions, reminderDeliveries, reminderPreferences, userProfiles, users } from "../../db/schema";
import { sendFollowUps } from "./follow-up-tick";
import { sendPushes, type PushJob } from "./push-fanout";
import { sendToSeeker } from "./send-to-seeker";
import type { ReminderTickOptions } from "./tick-options";

/** The queue and schedule of the reminders' tick: every minute. */
export const REMINDER_TICK_JOB = "reminders-tick";
export const REMINDER_TICK_CRON = "* * * * *";

const PAGE_OF_KIND = { daily: "/dice-divination", moon: "/moon-phases", streak: "/dice-divination" } as const;

interface Seeker {
  userId: string;
  email: string;
  timeZone: string;
  wantsEmail: boolean;
  wantsPush: boolean;
}

/**
 * One tick: finds the reminders due now and sends each once. A delivery row (seeker, kind, local day) is
 * inserted first, ON CONFLICT DO NOTHING: only the tick whose insert wins sends, whichever process runs
 * it and however many ticks overlap. Every mail goes into the outbox first; then each of the seekers'
 * devices gets a Web Push message, a few at a time, the seekers taking turns, within the tick's budget
 * (push-fanout.ts), so that no seeker's devices hold up another's mail or pushes. A device whose push
 * service answers 404 or 410 is forgotten. The journal's follow-ups go in the same tick (follow-up-tick.ts).
 */
export async function runReminderTick(options: ReminderTickOptions, now: Date): Promise<{ sent: number }> {
  const { db, logger } = options;
  const rows = await db
    .select({
      userId: reminderPreferences.userId,
      daily: reminderPreferences.daily,
      moon: reminderPreferences.moon,
      streak: reminderPreferences.streak,
      hour: reminderPreferences.hour,
      email: reminderPreferences.email,
      push: reminderPreferences.push,
      followUps: reminderPreferences.followUps,
      weeklyReport: reminderPreferences.weeklyReport,
      address: users.email,
      timeZone: userProfiles.timezone,
      lastCastOn: userProfiles.lastCastOn,
      dailyStreak: userProfiles.dailyStreak,
      streakFreezes: userProfiles.streakFreezes,
    })
    .from(reminderPreferences)
    .innerJoin(users, eq(users.id, reminderPreferences.userId))
    .innerJoin(userProfiles, eq(userProfiles.id, reminderPreferences.userId))
    .where(
      or(eq(reminderPreferences.daily, true), eq(reminderPreferences.moon, true), eq(reminderPreferences.streak, true)),
    );
  // Many seekers share a zone and a day: each day's Moon is worked out once per tick.
  const phases = new Map<string, "new" | "full" | null>();
  const phaseOnDay = (day: CalendarDay, timeZone: string) => {
    const key = `${timeZone} ${day}`;
    if (!phases.has(key)) phases.set(key, moonPhaseOnDay(day, timeZone));
    return phases.get(key)!;
  };
  let sent = 0;
  const pushes: PushJob[] = [];
  for (const row of rows) {
    const due = dueReminders(
      {
        timeZone: row.timeZone,
        preferences: row,
        streak: { lastCastOn: row.lastCastOn, streak: row.dailyStreak, freezes: row.streakFreezes },
      },
      now,
      phaseOnDay,
    );
    for (const reminder of due) {
      if (await hadLaterDay(db, row.userId, reminder)) continue;
      const [claimed] = await db
        .insert(reminderDeliveries)
        .values({ userId: row.userId, kind: reminder.kind, day: reminder.day, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (!claimed) continue;
      const seeker = {
        userId: row.userId,
        email: row.address,
        timeZone: row.timeZone,
        wantsEmail: row.email,
        wantsPush: row.push,
      };
      await deliver(options, seeker, reminder, pushes).catch((error: unknown) =>
        logger.error({ err: error, kind: reminder.kind }, "reminder delivery failed"),
      );
      sent++;
    }
  }
  // A failure of the follow-ups' pass does not hold back the reminders' pushes already on the list.
  sent += await sendFollowUps(options, now, pushes).catch((error: unknown) => {
    logger.error({ err: error }, "follow-ups failed");
    return 0;
  });
  if (sent > 0) logger.info({ sent }, "reminders sent");
  if (pushes.length > 0) {
    const pushed = await sendPushes(options.push, pushes, options.pushLimits, async ({ device }, outcome) => {
      if (outcome !== "gone") return;
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)))
        .catch((error: unknown) => logger.error({ err: error }, "forgetting a push device failed"));
    });
    logger.info({ pushes: pushes.length, ...pushed }, "reminder pushes sent");
  }
  return { sent };
}

/**
 * Whether the seeker already had this kind of reminder for this day or a later one: a seeker's day never
 * moves back, so a zone changed to an earlier date does not bring a day's reminder again.
 */
async function hadLaterDay(db: Database, userId: string, reminder: DueReminder): Promise<boolean> {
  const [later] = await db
    .select({ day: reminderDeliveries.day })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        eq(reminderDeliveries.kind, reminder.kind),
        gte(reminderDeliveries.day, reminder.day),
      ),
    )
    .limit(1);
  return later !== undefined;
}

/** The words of a reminder, its page and its off link. */
function compose(options: ReminderTickOptions, seeker: Seeker, reminder: DueReminder) {
  const words = REMINDER_MESSAGES[reminder.kind];
  const fill = (text: string) => text.replaceAll("{streak}", String(reminder.streak ?? 0));
  const phaseLine = reminder.phase ? MOON_PHASE_LINES[reminder.phase] : null;
  return {
    words,
    fill,
    phaseLine,
    url: new URL(PAGE_OF_KIND[reminder.kind], options.publicUrl).toString(),
    offUrl: options.settings.offUrl(seeker.userId, reminder.kind),
  };
}

/** Puts the reminder's mail in the outbox and its pushes (one per device) on the tick's list. */
async function deliver(
  options: ReminderTickOptions,
  seeker: Seeker,
  reminder: DueReminder,
  pushes: PushJob[],
): Promise<void> {
  const { words, fill, phaseLine, url, offUrl } = compose(options, seeker, reminder);
  await sendToSeeker(
    options,
    seeker,
    {
      mail: {
        subject: words.subject,
        preheader: REMINDER_MAIL_WORDS.preheader,
        heading: words.heading,
        paragraphs: [...(phaseLine ? [phaseLine] : []), ...words.paragraphs.map(fill)],
        action: { label: words.action, url },
        note: REMINDER_MAIL_WORDS.note,
        footer: REMINDER_MAIL_WORDS.footer,
        offLink: { label: REMINDER_MAIL_WORDS.offLink, url: offUrl },
      },
      push: {
        title: words.pushTitle,
        body: phaseLine ? `${phaseLine} ${fill(words.pushBody)}` : fill(words.pushBody),
        url,
        offUrl,
        offLabel: REMINDER_MAIL_WORDS.pushOff,
        tag: `reminder-${reminder.kind}`,
      },
    },
    pushes,
  );
}
