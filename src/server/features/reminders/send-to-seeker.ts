import { desc, eq } from "drizzle-orm";
import type { ReminderPushPayload } from "../../../shared/api/reminders";
import { pushSubscriptions } from "../../db/schema";
import { reminderMail } from "../../mail/mail-templates";
import type { PushJob } from "./push-fanout";
import { MAX_PUSH_DEVICES } from "./reminders.service";
import type { ReminderTickOptions } from "./tick-options";

/** A seeker as a reminder reaches them: their address, and the channels they chose. */
export interface ReminderRecipient {
  userId: string;
  email: string;
  wantsEmail: boolean;
  wantsPush: boolean;
}

/**
 * Sends one reminder (a daily, moon or streak reminder, a follow-up, or the weekly report) by the seeker's channels: its mail
 * into the outbox, and its push, one per device (the newest first), onto the tick's list.
 */
export async function sendToSeeker(
  options: Pick<ReminderTickOptions, "db" | "mailer">,
  seeker: ReminderRecipient,
  message: { mail: Parameters<typeof reminderMail>[0]; push: ReminderPushPayload },
  pushes: PushJob[],
): Promise<void> {
  if (seeker.wantsEmail) await options.mailer.send({ to: seeker.email, ...reminderMail(message.mail) });
  if (!seeker.wantsPush) return;
  const devices = await options.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, seeker.userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(MAX_PUSH_DEVICES);
  for (const device of devices) pushes.push({ userId: seeker.userId, device, payload: message.push });
}
