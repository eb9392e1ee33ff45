import { z } from "zod";
import { SHARE_ID_PATTERN } from "../sharing";
import { SHARED_READING_SCHEMAS } from "./oracle-schemas";

/** A shared reading's id in a path. */
export const shareIdParamsSchema = z.object({
  shareId: z.string().regex(SHARE_ID_PATTERN, "Share ids are 22 letters, digits, - or _"),
});

/** GET /api/casts/{id}/share: the reading's public link while it is shared, else null. */
export const castShareStateSchema = z.object({ url: z.string().nullable() }).meta({ id: "CastShareState" });

/** Each oracle's shared reading is declared with its other answers (./casts.ts, ./draws.ts, ./rituals.ts). */
export type { SharedDiceReading } from "./casts";
export type { SharedDraw, SharedDrawItem } from "./draws";

/**
 * GET /api/shares/{shareId}: what a shared reading shows anyone with its link, by its oracle (`tool`), and
 * nothing about the seeker (no name, e-mail, id, date or account data).
 */
export const sharedReadingSchema = z.discriminatedUnion("tool", SHARED_READING_SCHEMAS).meta({ id: "SharedReading" });
export type SharedReading = z.infer<typeof sharedReadingSchema>;
