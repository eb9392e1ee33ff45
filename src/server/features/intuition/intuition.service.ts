import { and, count, desc, eq } from "drizzle-orm";
import type { IntuitionCalibration, LifeHunch, LifeHunchList, LifeHunchRequest } from "../../../shared/api/intuition";
import { calibrate, type ResolvedHunch } from "../../../shared/intuition/calibration";
import { chanceOf, HUNCH_KIND_IDS, type Hunch } from "../../../shared/intuition/hunches";
import { intuitionPayloadSchema } from "../../../shared/oracles/intuition";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { casts, hunches } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { refuseQuestionNeedingHelp } from "../reading-engine";

/** What the hunches need: the database and the clock. */
export interface IntuitionServices {
  db: Database;
  clock: Clock;
}

/** The most real-life hunches a seeker keeps: enough for years of noticing, and a bound on one account's rows. */
export const LIFE_HUNCHES_MAX = 2000;

type HunchRow = typeof hunches.$inferSelect;

const notFound = () => new AppError("not_found", "That hunch was not found");
const own = (userId: string, id: string) => and(eq(hunches.id, id), eq(hunches.userId, userId));

function lifeHunchOf(row: HunchRow): LifeHunch {
  return {
    id: row.id,
    text: row.text,
    confidence: row.confidence,
    cameTrue: row.cameTrue,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every real-life hunch of the seeker, the newest first. */
export async function listLifeHunches(db: Database, userId: string): Promise<LifeHunchList> {
  const rows = await db
    .select()
    .from(hunches)
    .where(eq(hunches.userId, userId))
    .orderBy(desc(hunches.createdAt), desc(hunches.id));
  return { items: rows.map(lifeHunchOf) };
}

/**
 * Keeps a real-life hunch, unresolved. Its words pass the crisis detector first: words that say the seeker
 * needs help are not stored (422 `needs_help` with the help).
 */
export async function addLifeHunch(
  services: IntuitionServices,
  options: { userId: string; request: LifeHunchRequest },
): Promise<LifeHunch> {
  const { db, clock } = services;
  refuseQuestionNeedingHelp(options.request.text);
  const [kept] = await db.select({ count: count() }).from(hunches).where(eq(hunches.userId, options.userId));
  if (Number(kept?.count ?? 0) >= LIFE_HUNCHES_MAX) {
    throw new AppError(
      "bad_request",
      `You keep ${LIFE_HUNCHES_MAX} real-life hunches at most; delete some old ones first`,
    );
  }
  const [row] = await db
    .insert(hunches)
    .values({
      userId: options.userId,
      text: options.request.text,
      confidence: options.request.confidence,
      createdAt: clock(),
    })
    .returning();
  return lifeHunchOf(row!);
}

/** Says whether a real-life hunch came true; saying it again replaces the answer (a mis-tap can be put right). */
export async function resolveLifeHunch(
  services: IntuitionServices,
  options: { userId: string; id: string; cameTrue: boolean },
): Promise<LifeHunch> {
  const [row] = await services.db
    .update(hunches)
    .set({ cameTrue: options.cameTrue, resolvedAt: services.clock() })
    .where(own(options.userId, options.id))
    .returning();
  if (!row) throw notFound();
  return lifeHunchOf(row);
}

/** Deletes one real-life hunch for good. */
export async function deleteLifeHunch(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(hunches).where(own(userId, id)).returning({ id: hunches.id });
  if (!row) throw notFound();
}

/**
 * The seeker's calibration: every hunch about a draw (each a reading of the "intuition" oracle, resolved by
 * its draw, with its exact chance) and every resolved real-life hunch (no known chance), summed up by the
 * pure rule. Open real-life hunches are counted apart and left out of every figure.
 */
export async function readCalibration(db: Database, userId: string): Promise<IntuitionCalibration> {
  const [drawRows, lifeRows] = await Promise.all([
    db
      .select({ payload: casts.payload })
      .from(casts)
      .where(and(eq(casts.userId, userId), eq(casts.tool, "intuition"))),
    db
      .select({ confidence: hunches.confidence, cameTrue: hunches.cameTrue })
      .from(hunches)
      .where(eq(hunches.userId, userId)),
  ]);
  const resolved: ResolvedHunch[] = drawRows.flatMap((row) => {
    const parsed = intuitionPayloadSchema.safeParse(row.payload);
    if (!parsed.success) return [];
    const { hunch, confidence, hit } = parsed.data;
    return [{ kind: hunch.kind, confidence, hit, chance: chanceOf(hunch as Hunch) }];
  });
  let open = 0;
  for (const row of lifeRows) {
    if (row.cameTrue === null) open += 1;
    else resolved.push({ kind: "life", confidence: row.confidence, hit: row.cameTrue, chance: null });
  }
  const calibration = calibrate(resolved, [...HUNCH_KIND_IDS, "life"]);
  return {
    ...calibration,
    kinds: calibration.kinds as IntuitionCalibration["kinds"],
    openLifeHunches: open,
  };
}
