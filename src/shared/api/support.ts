import { z } from "zod";

/** GET /api/support: the operator's support contact (src/shared/support-contact.ts), null where not set. */
export const supportContactResponseSchema = z.object({
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  postalAddress: z.array(z.string()).nullable(),
});
