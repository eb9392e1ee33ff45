import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { parseDonationAmount } from "./donation-amount";

/** The amount as typed, checked by the same rule the server applies to its cents ($1 to $500). */
const donationFormSchema = z.object({
  amount: z.string().superRefine((text, context) => {
    const parsed = parseDonationAmount(text);
    if (!parsed.ok) context.addIssue({ code: "custom", message: parsed.message });
  }),
});
export type DonationFields = z.infer<typeof donationFormSchema>;

export const donationFormResolver = zodResolver(donationFormSchema);
