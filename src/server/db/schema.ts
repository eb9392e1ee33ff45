import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REQUIREMENT_TYPES } from "../../shared/gamification/oracle-counters";
import { DELIVERY_KINDS } from "../../shared/reminders/kinds";

/** Columns many tables share (here and in `billing-schema.ts`). */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const uuidPrimaryKey = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);
/** The owning user; the row goes when the user is deleted. */
export const ownedByUser = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

// ── better-auth's own tables (property names are better-auth's field names) ──────────────────

export const users = pgTable("users", {
  id: uuidPrimaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Set by better-auth's two-factor plugin once a TOTP factor is verified. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuidPrimaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownedByUser(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuidPrimaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownedByUser(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuidPrimaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so every app node shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: uuidPrimaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The app's own fixed-window request counters (chat, newsletter, …), shared by every node. The key is
 * a SHA-256 of the limit's name and the client's bucket; rows whose window has ended are swept.
 */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("request_limits_window_ends_at_idx").on(table.windowEndsAt)],
);

/** A user's TOTP factor (better-auth's two-factor plugin); the secret and backup codes are encrypted. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuidPrimaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: ownedByUser(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last TOTP time step accepted: a code from that step or earlier cannot be used again. */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (table) => [uniqueIndex("two_factors_user_id_key").on(table.userId)],
);

// ── The product's tables ──────────────────────────────────────────────────────────────────

export const MYSTIC_LEVELS = ["Novice", "Initiate", "Explorer", "Adept", "Master"] as const;

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    mysticLevel: text("mystic_level", { enum: MYSTIC_LEVELS }).notNull().default("Novice"),
    totalReadings: integer("total_readings").notNull().default(0),
    dailyStreak: integer("daily_streak").notNull().default(0),
    /** Streak freezes held (0–2): each covers one missed day (src/shared/gamification/streak.ts). */
    streakFreezes: smallint("streak_freezes").notNull().default(0),
    karmaPoints: integer("karma_points").notNull().default(0),
    lastCastOn: date("last_cast_on"),
    fullName: text("full_name"),
    bio: text("bio"),
    location: text("location"),
    birthDate: date("birth_date"),
    interests: text("interests"),
    displayId: text("display_id").notNull().unique(),
    /** The plan the seeker's subscriptions pay for (1 = free), kept by the billing feature. */
    planLevel: smallint("plan_level").notNull().default(1),
    /** While the paying subscription is past due: when its grace ends and the plan reads as free. */
    planGraceEndsAt: timestamp("plan_grace_ends_at", { withTimezone: true }),
    timezone: text("timezone").notNull().default("UTC"),
    /**
     * When the seeker last changed `timezone` (null: never since sign-up, whose zone came from the
     * browser). A zone changes at most once in 24 hours (`ZONE_CHANGE_INTERVAL_MS`).
     */
    timezoneChangedAt: timestamp("timezone_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("user_profiles_counters_check", sql`${table.totalReadings} >= 0 and ${table.dailyStreak} >= 0`),
    check("user_profiles_plan_level_check", sql`${table.planLevel} between 1 and 3`),
  ],
);

export const achievements = pgTable("achievements", {
  id: text("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  name: text("name").notNull(),
  description: text("description").notNull(),
  requirementType: text("requirement_type", { enum: REQUIREMENT_TYPES }).notNull(),
  requirementValue: integer("requirement_value").notNull(),
  karmaPoints: integer("karma_points").notNull().default(0),
  rewardItemId: text("reward_item_id").references(() => mysticalItems.id),
  createdAt: createdAt(),
});

export const userAchievements = pgTable(
  "user_achievements",
  {
    userId: ownedByUser(),
    achievementId: text("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("user_achievements_user_achievement_key").on(table.userId, table.achievementId)],
);

export const quests = pgTable("quests", {
  id: text("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  name: text("name").notNull(),
  description: text("description").notNull(),
  rewardKarma: integer("reward_karma").notNull().default(0),
  durationDays: integer("duration_days").notNull(),
  requirements: jsonb("requirements").$type<Record<string, number>>().notNull(),
  rewardItemId: text("reward_item_id").references(() => mysticalItems.id),
  createdAt: createdAt(),
});

export const userQuests = pgTable(
  "user_quests",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    questId: text("quest_id")
      .notNull()
      .references(() => quests.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    progress: jsonb("progress").$type<Record<string, number>>().notNull().default({}),
    status: text("status", { enum: ["active", "completed", "expired"] })
      .notNull()
      .default("active"),
  },
  (table) => [
    index("user_quests_user_idx").on(table.userId),
    uniqueIndex("user_quests_one_active_key")
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
  ],
);

export const mysticalItems = pgTable("mystical_items", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  type: text("type").notNull(),
  rarity: text("rarity").notNull(),
  iconName: text("icon_name").notNull(),
  effects: text("effects").notNull(),
});

export const userItems = pgTable(
  "user_items",
  {
    userId: ownedByUser(),
    itemId: text("item_id")
      .notNull()
      .references(() => mysticalItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    isEquipped: boolean("is_equipped").notNull().default(false),
  },
  (table) => [uniqueIndex("user_items_user_item_key").on(table.userId, table.itemId)],
);

/**
 * The karma ledger: user_profiles.karma_points always equals the sum of a user's rows. A source pays
 * once (the unique key), so an achievement or a quest can never be credited twice.
 */
export const karmaEvents = pgTable(
  "karma_events",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    amount: integer("amount").notNull(),
    reason: text("reason", { enum: ["cast", "achievement", "quest"] }).notNull(),
    sourceId: text("source_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("karma_events_source_key").on(table.userId, table.reason, table.sourceId),
    index("karma_events_user_created_idx").on(table.userId, table.createdAt),
  ],
);

/** The missed days a streak freeze covered, shown on the streak calendar. */
export const streakFrozenDays = pgTable(
  "streak_frozen_days",
  {
    userId: ownedByUser(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Newsletter double opt-in: pending until the mailed link is followed; unsubscribing needs no sign-in. */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuidPrimaryKey(),
  /** Lower-cased. */
  email: text("email").notNull().unique(),
  status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
    .notNull()
    .default("pending"),
  /** SHA-256 of the confirmation token; the token itself is only in the mail. */
  confirmTokenHash: text("confirm_token_hash"),
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every mail the product sends, written before delivery so none is lost to a crash. Without SMTP it is
 * the local mailbox (shown at /dev/mailbox on a local server).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuidPrimaryKey(),
    /** Lower-cased recipient. */
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "stored"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_to_address_idx").on(table.toAddress),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/**
 * How many account mails of one kind (sign-in link, password reset) went to one address in the current
 * hour, so nobody can flood an inbox. The key is an HMAC of the kind and the lower-cased address: the
 * table holds no address.
 */
export const mailThrottles = pgTable("mail_throttles", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  sent: integer("sent").notNull().default(0),
});

/** A seeker's reminders (docs/decisions/022-reminders-and-job-queue.md); no row means all off. */
export const reminderPreferences = pgTable(
  "reminder_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    daily: boolean("daily").notNull().default(false),
    moon: boolean("moon").notNull().default(false),
    streak: boolean("streak").notNull().default(false),
    /** Local hour (0–23) of the daily and moon reminders. */
    hour: smallint("hour").notNull().default(9),
    email: boolean("email").notNull().default(true),
    push: boolean("push").notNull().default(true),
    /** "How did it turn out?" follow-ups of readings with a question, by the channels above. */
    followUps: boolean("follow_ups").notNull().default(true),
    /**
     * The weekly report of the paid plans (docs/decisions/045-the-personal-weekly-report.md), by the channels
     * above: on unless turned off, and a paid seeker with no row gets it by e-mail and push.
     */
    weeklyReport: boolean("weekly_report").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [check("reminder_preferences_hour_check", sql`${table.hour} between 0 and 23`)],
);

/** A browser's Web Push subscription (its push service's endpoint and the keys to encrypt for it). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("push_subscriptions_user_id_idx").on(table.userId)],
);

/** Each reminder sent: one per seeker, kind and local day, inserted before sending (exactly once). */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    userId: ownedByUser(),
    kind: text("kind", { enum: DELIVERY_KINDS }).notNull(),
    day: date("day").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day] })],
);

/**
 * A paid seeker's weekly report (docs/decisions/045-the-personal-weekly-report.md): one per seeker and
 * ISO week (`YYYY-Www`), composed on their Sunday and kept as the archive at /reports. The unique key
 * is the exactly-once guard: the tick whose insert wins sends the report, any other finds it made.
 */
export const weeklyReports = pgTable(
  "weekly_reports",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    week: text("week").notNull(),
    /** The report as composed: its facts (fixed by the server) and its texts (src/shared/api/reports.ts). */
    report: jsonb("report").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When its mail went into the outbox and its pushes were sent; null: not by that channel. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("weekly_reports_user_week_key").on(table.userId, table.week),
    check("weekly_reports_week_check", sql`${table.week} ~ '^[0-9]{4}-W[0-9]{2}$'`),
  ],
);
