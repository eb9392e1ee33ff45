import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { birthDateRefusal, updateProfileRequestSchema } from "../../../shared/api/me";
import { PROFILE_TEXT_MAX_LENGTHS } from "../../../shared/field-limits";
import type { RitualProfileField } from "../../../shared/rituals/profile-fields";
import { localToday } from "../../lib/clock";

/** The fields the numerology reading may need, each required here, by the server's own profile rules. */
const REQUIRED_FIELDS = {
  fullName: z
    .string()
    .trim()
    .min(1, "Enter your full name")
    .max(PROFILE_TEXT_MAX_LENGTHS.fullName, `A name is at most ${PROFILE_TEXT_MAX_LENGTHS.fullName} characters`),
  birthDate: z
    .string()
    .min(1, "Enter your birth date")
    .pipe(updateProfileRequestSchema.shape.birthDate.unwrap().unwrap())
    .superRefine((birthDate, context) => {
      const refusal = birthDateRefusal(birthDate, localToday());
      if (refusal) context.addIssue({ code: "custom", message: refusal });
    }),
} satisfies Record<RitualProfileField, z.ZodType<string, string>>;
export type ProfileFields = Partial<Record<RitualProfileField, string>>;

/** The resolver for a form that asks for the `missing` fields, each required. */
export const missingProfileResolver = (missing: readonly RitualProfileField[]) =>
  zodResolver(
    z.object(Object.fromEntries(missing.map((field) => [field, REQUIRED_FIELDS[field]]))),
  ) as Resolver<ProfileFields>;
