import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { currentPasswordSchema, totpCodeSchema } from "../../../shared/api/account";

const confirmPasswordSchema = z.object({ password: currentPasswordSchema });
export type ConfirmPasswordValues = z.input<typeof confirmPasswordSchema>;
const firstCodeSchema = z.object({ code: totpCodeSchema });
export type FirstCodeValues = z.input<typeof firstCodeSchema>;

export const confirmPasswordResolver = zodResolver(confirmPasswordSchema);
export const firstCodeResolver = zodResolver(firstCodeSchema);
