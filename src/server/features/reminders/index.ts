export { createPushKeyRoutes, createReminderRoutes } from "./reminders.routes";
export { createReminderOffRoutes } from "./reminder-off.routes";
export { createReminderServices, type ReminderServices, type RemindersConfig } from "./reminder-services";
export { REMINDER_TICK_JOB } from "./reminder-tick";
export { resolveVapidKeys } from "./vapid-keys";
export { sendPushes, type PushJob } from "./push-fanout";
export { sendToSeeker } from "./send-to-seeker";
