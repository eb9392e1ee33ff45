import type { RealtimeTopic } from "../../shared/realtime";

/**
 * Every TanStack Query key the signed-in user's data lives under, in one place so the realtime refresh,
 * the dashboard and the Dice Oracle invalidate the same entries. Keys carry no user id: the realtime
 * hook drops everything under `me` and `casts` whenever the signed-in user changes.
 */
export const queryKeys = {
  /** GET /api/auth/get-session: the signed-in user or null. Outside `me`, so the realtime hook keeps it. */
  session: ["session"] as const,
  /** Prefix of everything under /api/me. */
  me: ["me"] as const,
  profile: ["me", "profile"] as const,
  achievements: ["me", "achievements"] as const,
  quest: ["me", "quest"] as const,
  items: ["me", "items"] as const,
  /** Prefix of everything under /api/casts. */
  casts: ["casts"] as const,
  castHistory: ["casts", "history"] as const,
  cast: (castId: string) => ["casts", "detail", castId] as const,
  /** A cast's public link (`/r/<shareId>`) or null: whether the seeker shares it. */
  castShare: (castId: string) => ["casts", "share", castId] as const,
  /** GET /api/shares/:shareId: a reading someone shared (public, anyone's). */
  sharedReading: (shareId: string) => ["shares", shareId] as const,
  /** POST /api/fairness/commitments: the commitment the next cast will use (under `me`: a cast renews it). */
  fairnessCommitment: ["me", "fairness-commitment"] as const,
  /** GET /api/me/security: assurance level, two-factor and the active sessions. */
  security: ["me", "security"] as const,
  /** GET /api/billing: the plan and subscription (under `me`: it is the signed-in user's). */
  billing: ["me", "billing"] as const,
  /** GET /api/me/reminders: the reminders chosen and how many devices get them. */
  reminders: ["me", "reminders"] as const,
  /** Prefix of the journal's views (My Timeline, its periods): a new reading changes them. */
  journal: ["me", "journal"] as const,
  /** GET /api/me/journal/timeline: My Timeline's weeks or months. */
  timeline: (by: string) => ["me", "journal", "timeline", by] as const,
  /** GET /api/me/readings of one week or month of My Timeline. */
  journalPeriod: (from: string, to: string) => ["me", "journal", "period", from, to] as const,
  /** GET /api/me/journal/follow-ups: the readings to ask "How did it turn out?" about, now and next. */
  followUps: ["me", "journal", "follow-ups"] as const,
  /** GET /api/me/dreams: the dream journal and its recurring symbols. */
  dreams: ["me", "dreams"] as const,
};

/**
 * The queries a change of each realtime topic (`src/shared/realtime.ts`) makes stale. A cast also moves
 * the profile's counters, calendar and daily allowance, so it refreshes the profile too.
 */
export const QUERY_KEYS_BY_TOPIC: Record<RealtimeTopic, readonly (readonly string[])[]> = {
  profile: [queryKeys.profile],
  achievements: [queryKeys.achievements, queryKeys.profile],
  quest: [queryKeys.quest],
  items: [queryKeys.items],
  casts: [queryKeys.casts, queryKeys.profile, queryKeys.journal],
  billing: [queryKeys.billing, queryKeys.profile],
};
