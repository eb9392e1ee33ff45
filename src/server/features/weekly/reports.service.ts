import { and, desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { REPORT_SAMPLE, REPORTS_PAGE } from "../../../../content/weekly/report";
import { PLAN_OFFERS } from "../../../../content/site/pricing";
import type { CommunityFigures, ReportList, WeeklyReport } from "../../../shared/api/reports";
import { effectivePlanLevel, planIncludesWeeklyReport, PLAN_CURRENCY, PLAN_TERMS } from "../../../shared/billing";
import type { IsoWeek } from "../../../shared/weekly/week";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { userProfiles, weeklyReports } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { OracleProvider } from "../oracle";
import { hasFigures } from "./community.service";
import { composePersonalReport, type PersonalReportInput } from "./personal-report";

/** How long the provider may take over a report's overview before the composer's stands. */
const OVERVIEW_TIMEOUT_MS = 30_000;

/** The report's facts as the provider is handed them: plain lines, nothing it may add to. */
function factsForPrompt(report: WeeklyReport, name: string): string {
  const lines = [
    `Seeker's name: ${name}`,
    `Week: ${report.title} (${report.timeZone})`,
    "Sky events (computed; times in the seeker's zone):",
    ...(report.sky.events.length > 0
      ? report.sky.events.map((event) => `- ${event.when}: ${event.name}. Tradition: ${event.tradition}`)
      : ["- none besides the Moon's course"]),
    `The Moon: ${report.sky.moonSigns.map((spell) => spell.line).join(" ")}`,
    report.numbers
      ? `Numerology: personal year ${report.numbers.personalYear}, personal month ${report.numbers.personalMonth}; personal days ${report.numbers.days.map((entry) => entry.personalDay).join(", ")} (Monday to Sunday).`
      : "Numerology: no birth date given.",
    `Readings in the past seven days: ${report.readings.made}; streak ${report.readings.streak} days.`,
    `The week's ritual: ${report.ritual}`,
    `The week's journaling prompt: ${report.prompt}`,
  ];
  return lines.join("\n");
}

/**
 * Writes a seeker's report: the built-in composer always, from the facts; with an AI provider, the
 * provider then writes the overview from the same facts, and the report says so. A provider that fails,
 * times out or answers nothing leaves the composer's overview (and the report the oracle's).
 */
export async function writeReport(
  deps: { oracle: OracleProvider; logger: Logger },
  input: PersonalReportInput,
): Promise<WeeklyReport> {
  const report = composePersonalReport(input);
  const { oracle } = deps;
  if (!oracle.weeklyOverview || oracle.author.kind !== "ai") return report;
  try {
    const text = await oracle.weeklyOverview({
      facts: factsForPrompt(report, input.name),
      signal: AbortSignal.timeout(OVERVIEW_TIMEOUT_MS),
    });
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
      .filter((paragraph) => paragraph.length > 0)
      .slice(0, 4)
      .map((paragraph) => paragraph.slice(0, 2000));
    if (paragraphs.length === 0) return report;
    return {
      ...report,
      writtenBy: { kind: "ai", model: oracle.author.model },
      sections: report.sections.map((section) => (section.id === "overview" ? { ...section, paragraphs } : section)),
    };
  } catch (error) {
    deps.logger.warn({ err: error }, "the provider did not write the weekly overview; the composer's stands");
    return report;
  }
}

/** The plans that include the weekly report, as the 403 `plan_required` names them. */
function plansWithReports() {
  return PLAN_TERMS.filter((plan) => planIncludesWeeklyReport(plan.level)).map((plan) => ({
    level: plan.level,
    name: plan.name,
    priceCents: plan.priceCents,
    currency: PLAN_CURRENCY,
    features: PLAN_OFFERS.find((offer) => offer.level === plan.level)?.features ?? [],
  }));
}

/** A signed-in seeker's reports: only on a paid plan (403 `plan_required` with the plans otherwise). */
export class ReportArchive {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  private async requirePaidPlan(userId: string): Promise<void> {
    const [profile] = await this.deps.db
      .select({ planLevel: userProfiles.planLevel, planGraceEndsAt: userProfiles.planGraceEndsAt })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    if (profile && planIncludesWeeklyReport(effectivePlanLevel(profile, this.deps.clock()))) return;
    throw new AppError("plan_required", "The weekly report comes with the Mystic Novice and Arcane Explorer plans.", {
      details: { plans: plansWithReports(), pricingUrl: "/pricing" },
    });
  }

  async list(userId: string): Promise<ReportList> {
    await this.requirePaidPlan(userId);
    const rows = await this.deps.db
      .select({ week: weeklyReports.week, report: weeklyReports.report, createdAt: weeklyReports.createdAt })
      .from(weeklyReports)
      .where(eq(weeklyReports.userId, userId))
      .orderBy(desc(weeklyReports.week));
    return {
      reports: rows.map((row) => ({
        week: row.week,
        title: String((row.report as { title?: unknown }).title ?? row.week),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  async get(userId: string, week: string): Promise<WeeklyReport> {
    await this.requirePaidPlan(userId);
    const [row] = await this.deps.db
      .select({ report: weeklyReports.report })
      .from(weeklyReports)
      .where(and(eq(weeklyReports.userId, userId), eq(weeklyReports.week, week)));
    if (!row) throw new AppError("not_found", REPORTS_PAGE.notFound);
    return row.report as unknown as WeeklyReport;
  }
}

/**
 * The sample report of a week (REPORT_SAMPLE's example seeker), composed once per week and node; its
 * figures among seekers are the real ones. Made at the week's Monday, so it reads the same all week.
 */
export function createSampleReports() {
  const kept = new Map<IsoWeek, WeeklyReport>();
  return (week: IsoWeek, community: CommunityFigures | null): WeeklyReport => {
    let report = kept.get(week);
    if (!report) {
      report = composePersonalReport({
        week,
        timeZone: REPORT_SAMPLE.timeZone,
        name: REPORT_SAMPLE.name,
        birthDate: REPORT_SAMPLE.birthDate,
        readings: {
          ...REPORT_SAMPLE.readings,
          byTool: REPORT_SAMPLE.readings.byTool.map((entry) => ({ ...entry })),
          patterns: REPORT_SAMPLE.readings.patterns.map((entry) => ({ ...entry })),
          quest: { ...REPORT_SAMPLE.readings.quest },
        },
        community: null,
        createdAt: new Date(0),
      });
      kept.set(week, report);
      if (kept.size > 4) kept.delete(kept.keys().next().value!);
    }
    // The figures among seekers change the sample only when one passed the threshold: composed again then.
    return {
      ...report,
      createdAt: `${report.from}T00:00:00.000Z`,
      ...(hasFigures(community) ? withCommunity(report, community) : {}),
    };
  };
}
export type SampleReports = ReturnType<typeof createSampleReports>;

/** A report with the week's figures among seekers, composed again only for their section. */
function withCommunity(report: WeeklyReport, community: CommunityFigures): Partial<WeeklyReport> {
  const again = composePersonalReport({
    week: report.week,
    timeZone: report.timeZone,
    name: REPORT_SAMPLE.name,
    birthDate: REPORT_SAMPLE.birthDate,
    readings: report.readings,
    community,
    createdAt: new Date(0),
  });
  return { community: again.community, sections: again.sections };
}
