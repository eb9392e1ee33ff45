import { and, asc, eq, gte, lt, or } from "drizzle-orm";
import { FOLLOW_UP_MESSAGE } from "../../../../content/journal/follow-ups";
import { calendarDayIn } from "../../../shared/calendar";
import { followUpToSend, type FollowUpSlot } from "../../../shared/journal/follow-ups";
import { isReminderHour } from "../../../shared/reminders/due";
import { casts } from "../../db/readings-schema";
import { reminderDeliveries, reminderPreferences, userProfiles, users } from "../../db/schema";
import { followUpCandidates, readingForRule } from "../journal";
import type { PushJob } from "./push-fanout";
import { sendToSeeker, type ReminderRecipient } from "./send-to-seeker";
import type { ReminderTickOptions } from "./tick-options";

const KIND = "follow-up";

interface Due {
  id: string;
  question: string;
  slot: FollowUpSlot;
}

/**
 * The follow-ups' part of a tick: a seeker who chose reminders (a preferences row, a channel on) and kept
 * follow-ups on gets, at their reminder hour, at most one "How did it turn out?" a local day. It names
 * the oldest reading whose follow-up is to send and says how many more wait (they come on the next
 * days). The day is claimed in reminder_deliveries first, as for every reminder, and the reading's
 * `followUpsSent` moves on before sending: at most once.
 */
export async function sendFollowUps(options: ReminderTickOptions, now: Date, pushes: PushJob[]): Promise<number> {
  const { db, logger } = options;
  const rows = await db
    .select({
      id: casts.id,
      userId: casts.userId,
      question: casts.question,
      createdAt: casts.createdAt,
      followUp: casts.followUp,
      followUpsSent: casts.followUpsSent,
      hour: reminderPreferences.hour,
      email: reminderPreferences.email,
      push: reminderPreferences.push,
      address: users.email,
      timeZone: userProfiles.timezone,
    })
    .from(casts)
    .innerJoin(reminderPreferences, eq(reminderPreferences.userId, casts.userId))
    .innerJoin(users, eq(users.id, casts.userId))
    .innerJoin(userProfiles, eq(userProfiles.id, casts.userId))
    .where(
      and(
        eq(reminderPreferences.followUps, true),
        or(eq(reminderPreferences.email, true), eq(reminderPreferences.push, true)),
        followUpCandidates(now),
      ),
    )
    .orderBy(asc(casts.createdAt), asc(casts.id));
  const bySeeker = new Map<string, typeof rows>();
  for (const row of rows) {
    const readings = bySeeker.get(row.userId);
    if (readings) readings.push(row);
    else bySeeker.set(row.userId, [row]);
  }
  let sent = 0;
  for (const [userId, readings] of bySeeker) {
    const seeker = readings[0]!;
    if (!isReminderHour(seeker.timeZone, now, seeker.hour)) continue;
    const due: Due[] = readings.flatMap((row) => {
      const slot = followUpToSend(readingForRule(row), row.timeZone, row.hour, now);
      return slot && row.question ? [{ id: row.id, question: row.question.trim(), slot }] : [];
    });
    const [oldest] = due;
    if (!oldest) continue;
    const day = calendarDayIn(seeker.timeZone, now);
    const [later] = await db
      .select({ day: reminderDeliveries.day })
      .from(reminderDeliveries)
      .where(
        and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.kind, KIND), gte(reminderDeliveries.day, day)),
      )
      .limit(1);
    if (later) continue;
    const [claimed] = await db
      .insert(reminderDeliveries)
      .values({ userId, kind: KIND, day, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: reminderDeliveries.userId });
    if (!claimed) continue;
    await db
      .update(casts)
      .set({ followUpsSent: oldest.slot.ordinal })
      .where(and(eq(casts.id, oldest.id), lt(casts.followUpsSent, oldest.slot.ordinal)));
    const target = { userId, email: seeker.address, wantsEmail: seeker.email, wantsPush: seeker.push };
    await deliver(options, target, oldest, due.length - 1, pushes).catch((error: unknown) =>
      logger.error({ err: error, kind: KIND }, "reminder delivery failed"),
    );
    sent++;
  }
  return sent;
}

async function deliver(
  options: ReminderTickOptions,
  seeker: ReminderRecipient,
  reading: Due,
  more: number,
  pushes: PushJob[],
): Promise<void> {
  const words = FOLLOW_UP_MESSAGE;
  const url = new URL(`/dashboard?followUp=${reading.id}#follow-ups`, options.publicUrl).toString();
  const offUrl = options.settings.offUrl(seeker.userId, KIND);
  const days = reading.slot.after;
  await sendToSeeker(
    options,
    seeker,
    {
      mail: {
        subject: words.subject,
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [
          words.asked(days),
          words.quoted(reading.question),
          ...words.paragraphs,
          ...(more > 0 ? [words.more(more)] : []),
        ],
        action: { label: words.action, url },
        note: words.note,
        footer: words.footer,
        offLink: { label: words.offLink, url: offUrl },
      },
      push: {
        title: words.pushTitle,
        body: words.pushBody(days, reading.question),
        url,
        offUrl,
        offLabel: words.pushOff,
        tag: `reminder-${KIND}`,
      },
    },
    pushes,
  );
}
