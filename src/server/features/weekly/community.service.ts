import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import type { CommunityFigures } from "../../../shared/api/reports";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { mostCommon, seekerCount, type CommonValue, type Contribution } from "../../../shared/weekly/community";
import { weekSpanIn, type IsoWeek } from "../../../shared/weekly/week";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { SERVER_ORACLES } from "../../oracles/registry";

/** The figures are counted in UTC weeks, the same for everyone (as the free edition is). */
const COMMUNITY_ZONE = "UTC";
/** How long one node keeps a week's figures before counting again. */
const KEPT_MS = 10 * 60_000;

/** The tarot's or the runes' items of a week, one contribution per seeker and item drawn. */
async function drawnItems(db: Database, tool: "tarot" | "runes", start: Date, end: Date): Promise<Contribution[]> {
  const kind = SERVER_ORACLES[tool].journal!.kinds[0]!;
  const rows = await db
    .select({ seeker: casts.userId, payload: casts.payload })
    .from(casts)
    .where(and(eq(casts.tool, tool), gte(casts.createdAt, start), lt(casts.createdAt, end)));
  const seen = new Set<string>();
  const contributions: Contribution[] = [];
  for (const row of rows) {
    for (const value of kind.itemsOf(row.payload)) {
      const key = `${row.seeker} ${value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      contributions.push({ seeker: row.seeker, value });
    }
  }
  return contributions;
}

function named(figure: CommonValue | null, nameOf: (value: string) => string | null) {
  return figure ? { ...figure, name: nameOf(figure.value) ?? figure.value } : null;
}

/**
 * "This week among seekers" (src/shared/weekly/community.ts) from the readings of one UTC week: the most
 * drawn tarot card and rune, how many made the moon ritual on a full or new moon day, the commonest
 * situation. Each seeker counts once per value; a figure with fewer than 20 seekers behind it is null.
 */
export async function countCommunityFigures(db: Database, week: IsoWeek): Promise<CommunityFigures> {
  const { start, end } = weekSpanIn(week, COMMUNITY_ZONE);
  const inWeek = and(gte(casts.createdAt, start), lt(casts.createdAt, end));
  const [tarot, runes] = await Promise.all([drawnItems(db, "tarot", start, end), drawnItems(db, "runes", start, end)]);
  const ritualRows = await db
    .selectDistinct({ seeker: casts.userId })
    .from(casts)
    .where(
      and(
        eq(casts.tool, "moon"),
        inWeek,
        or(
          sql`${casts.payload} @> ${JSON.stringify({ moon: { phase: "full-moon" } })}::jsonb`,
          sql`${casts.payload} @> ${JSON.stringify({ moon: { phase: "new-moon" } })}::jsonb`,
        ),
      ),
    );
  const situationRows = await db
    .selectDistinct({ seeker: casts.userId, value: casts.situation })
    .from(casts)
    .where(inWeek);
  const tarotKind = SERVER_ORACLES.tarot.journal!.kinds[0]!;
  const runeKind = SERVER_ORACLES.runes.journal!.kinds[0]!;
  return {
    week,
    tarotCard: named(mostCommon(tarot), (value) => tarotKind.nameOf(value)),
    rune: named(mostCommon(runes), (value) => runeKind.nameOf(value)),
    moonRitualSeekers: seekerCount(ritualRows.map((row) => row.seeker)),
    situation: named(mostCommon(situationRows), (value) => SITUATION_LABELS[value as Situation] ?? null),
  };
}

/** Whether any figure of a week passed the threshold. */
export function hasFigures(figures: CommunityFigures | null): figures is CommunityFigures {
  return Boolean(
    figures && (figures.tarotCard || figures.rune || figures.moonRitualSeekers !== null || figures.situation),
  );
}

/** A node's figures, each week's counted again at most every ten minutes (they change only as seekers read). */
export function createCommunityFigures({ db, clock }: { db: Database; clock: Clock }) {
  const kept = new Map<IsoWeek, { at: number; figures: Promise<CommunityFigures> }>();
  return (week: IsoWeek): Promise<CommunityFigures> => {
    const now = clock().getTime();
    const found = kept.get(week);
    if (found && now - found.at < KEPT_MS) return found.figures;
    const figures = countCommunityFigures(db, week);
    kept.set(week, { at: now, figures });
    // A failed count is not kept.
    figures.catch(() => kept.delete(week));
    if (kept.size > 16) kept.delete(kept.keys().next().value!);
    return figures;
  };
}
export type CommunityFiguresOf = ReturnType<typeof createCommunityFigures>;
