import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { emailSchema } from "../../../shared/api/account";

const emailLinkSchema = z.object({ email: emailSchema });
export type EmailLinkValues = z.input<typeof emailLinkSchema>;

export const emailLinkResolver = zodResolver(emailLinkSchema);
