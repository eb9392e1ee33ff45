import { z } from "zod";

/** GET /api/health: the database answers. */
export const healthResponseSchema = z.object({ status: z.literal("ok") });
