import { and, eq, gte } from "drizzle-orm";
import { PATTERNS_WORDS as words } from "../../../../content/journal/patterns";
import type { PatternItem, Patterns, PatternsQuery, PatternTools } from "../../../shared/api/patterns";
import { chanceSentence } from "../../../../content/journal/patterns";
import { chanceCheck } from "../../../shared/journal/chance";
import { oracleSpec } from "../../../shared/oracles/registry";
import type { OracleTool } from "../../../shared/oracles/tools";
import { fillWords } from "../../../shared/text";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { SERVER_ORACLES } from "../../oracles/registry";
import type { OracleJournal, PatternKind } from "../../oracles/types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oracles with a journal part, in the registry's order. */
function journals(): { tool: OracleTool; journal: OracleJournal }[] {
  return (Object.keys(SERVER_ORACLES) as OracleTool[]).flatMap((tool) => {
    const journal = SERVER_ORACLES[tool].journal;
    return journal ? [{ tool, journal }] : [];
  });
}

/** GET /api/me/journal/pattern-tools. */
export function patternTools(): PatternTools {
  return {
    tools: journals().map(({ tool, journal }) => ({
      tool,
      name: oracleSpec(tool).name,
      kinds: journal.kinds.map(({ kind, label, deckSize }) => ({ kind, label, deckSize })),
    })),
  };
}

/** The kind asked for (the oracle's first by default), or a 400 that says what there is. */
function kindOf(tool: OracleTool, kind: string | undefined): PatternKind {
  const journal = SERVER_ORACLES[tool].journal;
  const name = oracleSpec(tool).name;
  if (!journal) {
    const tools = journals()
      .map((entry) => oracleSpec(entry.tool).name)
      .join(", ");
    throw new AppError("bad_request", fillWords(words.noPatterns, { oracle: name, tools }), {
      fields: { tool: [fillWords(words.noPatterns, { oracle: name, tools })] },
    });
  }
  const found = kind === undefined ? journal.kinds[0] : journal.kinds.find((entry) => entry.kind === kind);
  if (!found) {
    const message = fillWords(words.unknownKind, {
      oracle: name,
      kinds: journal.kinds.map((entry) => entry.kind).join(", "),
    });
    throw new AppError("bad_request", message, { fields: { kind: [message] } });
  }
  return found;
}

/**
 * One oracle's items over the last `days` days: each item's count among the readings the server drew,
 * with its chance check (src/shared/journal/chance.ts). Readings from the seeker's own deck or dice are
 * counted apart and left out: chance has no known law for them.
 */
export async function readPatterns(options: {
  db: Database;
  userId: string;
  now: Date;
  query: PatternsQuery;
}): Promise<Patterns> {
  const { db, userId, now, query } = options;
  const kind = kindOf(query.tool, query.kind);
  const since = new Date(now.getTime() - query.days * DAY_MS);
  const rows = await db
    .select({ payload: casts.payload, source: casts.source })
    .from(casts)
    .where(and(eq(casts.userId, userId), eq(casts.tool, query.tool), gte(casts.createdAt, since)));
  const drawn = rows.filter((row) => row.source !== "physical");
  const counts = new Map<string, number>();
  let itemsDrawn = 0;
  for (const row of drawn) {
    for (const key of kind.itemsOf(row.payload)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      itemsDrawn += 1;
    }
  }
  const unit = words.kinds[kind.kind];
  const items: PatternItem[] = [...counts].map(([key, count]) => {
    const name = kind.nameOf(key) ?? key;
    const check = chanceCheck({ count, itemsDrawn, deckSize: kind.deckSize });
    return { key, name, ...check, sentence: chanceSentence({ name, itemsDrawn, unit, ...check }) };
  });
  items.sort((a, b) => a.pAtLeast - b.pAtLeast || b.count - a.count || a.key.localeCompare(b.key));
  return {
    tool: query.tool,
    kind: kind.kind,
    days: query.days,
    since: since.toISOString(),
    deckSize: kind.deckSize,
    readings: drawn.length,
    itemsDrawn,
    excludedOwnDraws: rows.length - drawn.length,
    items,
  };
}
