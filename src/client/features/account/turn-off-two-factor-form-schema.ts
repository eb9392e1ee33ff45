import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { disableTwoFactorRequestSchema } from "../../../shared/api/account";

/** The server's rule for the code; backup codes are case-sensitive, so only spaces are taken out first. */
const turnOffSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s+/g, "") : value),
    disableTwoFactorRequestSchema.shape.code,
  ),
});
export type TurnOffValues = z.input<typeof turnOffSchema>;
export type TurnOffRequest = z.output<typeof turnOffSchema>;

export const turnOffResolver = zodResolver(turnOffSchema);
