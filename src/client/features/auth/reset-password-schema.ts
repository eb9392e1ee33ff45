import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { newPasswordSchema } from "../../../shared/api/account";

/** The new password follows the policy; the confirmation must repeat it. */
const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ["confirmation"],
    message: "The two passwords do not match.",
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const resetPasswordResolver = zodResolver(resetPasswordSchema);
