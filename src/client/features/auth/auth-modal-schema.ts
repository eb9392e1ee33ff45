import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { currentPasswordSchema, emailSchema, newPasswordSchema } from "../../../shared/api/account";

/** Signing in takes any password up to the maximum; a new account's password follows the policy. */
const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
const signUpSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export type Credentials = z.input<typeof signInSchema>;

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
