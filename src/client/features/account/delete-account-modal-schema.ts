import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { currentPasswordSchema, deleteAccountRequestSchema } from "../../../shared/api/account";

export type DeleteValues = z.input<typeof deleteAccountRequestSchema>;
export type DeleteRequest = z.output<typeof deleteAccountRequestSchema>;

/**
 * The server's request rules; an account with a password must give it. Typed as the request, so both
 * resolvers fit the one form.
 */
const withPasswordSchema: z.ZodType<DeleteRequest, DeleteValues> = deleteAccountRequestSchema.extend({
  password: currentPasswordSchema,
});

export const withPasswordResolver = zodResolver(withPasswordSchema);
export const withoutPasswordResolver = zodResolver(deleteAccountRequestSchema);
