/**
 * What today's numerology reading needs from the profile. Apart from the rituals' computations
 * (./rituals.ts, which load the sky's ephemeris), so the API's schemas and the pages can name the fields.
 */
export const RITUAL_PROFILE_FIELDS = ["fullName", "birthDate"] as const;
export type RitualProfileField = (typeof RITUAL_PROFILE_FIELDS)[number];

export function missingRitualFields(profile: {
  fullName: string | null;
  birthDate: string | null;
}): RitualProfileField[] {
  return RITUAL_PROFILE_FIELDS.filter((field) => !profile[field]?.trim());
}
