import { zodResolver } from "@hookform/resolvers/zod";
import { reminderPreferencesSchema } from "../../../shared/api/reminders";

/** The reminders form, checked by the server's own request schema. */
export const remindersFormResolver = zodResolver(reminderPreferencesSchema);
