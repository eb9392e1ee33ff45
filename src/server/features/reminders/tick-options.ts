import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { Mailer } from "../../mail/mailer";
import type { PushLimits } from "./push-fanout";
import type { PushSender } from "./push-sender";
import type { ReminderSettingsService } from "./reminders.service";

/** What the reminders' minute tick (reminder-tick.ts) and its follow-ups (follow-up-tick.ts) work with. */
export interface ReminderTickOptions {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  settings: ReminderSettingsService;
  publicUrl: string;
  logger: Logger;
  pushLimits: PushLimits;
}
