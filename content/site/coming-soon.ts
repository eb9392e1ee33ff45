/**
 * What a tool that is not open yet says of its arrival: no date is promised, so no date can pass
 * (content/site/no-past-dates.test.ts). A file of its own, so the
 * home page's first load does not carry the whole tool catalogue.
 */
export const comingSoonWords = {
  badge: "Coming Soon",
  status: "In the works",
} as const;
