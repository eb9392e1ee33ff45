import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { birthDateRefusal, updateProfileRequestSchema } from "../../../shared/api/me";
import { localToday } from "../../lib/clock";

/**
 * The server's own request schema checks the form; an empty birth date means "none" (null), as the server
 * takes it, and empty texts become null there too. The server's age rule follows, on this device's today.
 */
const profileFormSchema = updateProfileRequestSchema
  .extend({
    birthDate: z.preprocess((value) => (value === "" ? null : value), updateProfileRequestSchema.shape.birthDate),
  })
  .superRefine(({ birthDate }, context) => {
    const refusal = birthDate ? birthDateRefusal(birthDate, localToday()) : null;
    if (refusal) context.addIssue({ code: "custom", path: ["birthDate"], message: refusal });
  });
export type ProfileFields = z.input<typeof profileFormSchema>;
export type ProfileRequest = z.output<typeof profileFormSchema>;

export const profileFormResolver = zodResolver(profileFormSchema);
