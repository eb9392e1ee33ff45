import { z } from "zod";
import { FOLLOW_UP_DAYS } from "../journal/journal";
import { ORACLE_TOOLS } from "../oracles/tools";

/** A reading's id in a path. */
export const followUpReadingParamsSchema = z.object({ id: z.uuid("Reading ids are UUIDs") });

/** PUT /api/me/readings/{id}/follow-up: whether this reading's follow-ups may come. */
export const followUpSwitchSchema = z
  .object({ on: z.boolean({ error: "`on` must be true or false" }) })
  .strict()
  .meta({ id: "FollowUpSwitch" });

export const followUpSwitchedSchema = z.object({ followUp: z.boolean() }).meta({ id: "FollowUpSwitched" });

const after = z.union(FOLLOW_UP_DAYS.map((days) => z.literal(days)));

/** GET /api/me/journal/follow-ups: the follow-ups waiting for an answer, and those still to come. */
export const followUpsSchema = z
  .object({
    /** Open now (their day and hour came, within a week), oldest reading first. */
    due: z.array(
      z.object({
        id: z.string(),
        tool: z.enum(ORACLE_TOOLS),
        question: z.string(),
        createdAt: z.string(),
        after,
      }),
    ),
    /** Still to come, soonest first: the seeker's local day each is due on. */
    upcoming: z.array(
      z.object({
        id: z.string(),
        tool: z.enum(ORACLE_TOOLS),
        question: z.string(),
        createdAt: z.string(),
        dueOn: z.string(),
      }),
    ),
  })
  .meta({ id: "FollowUps" });
export type FollowUps = z.infer<typeof followUpsSchema>;
export type DueFollowUp = FollowUps["due"][number];
