import { and, desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import type { DreamJournal, DreamReflection, DreamResponse } from "../../../shared/api/dreams";
import { recurringSymbols } from "../../../shared/dreams/match-symbols";
import type { DreamRequest } from "../../../shared/oracles/dreams";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { dreamPayloadOf, dreamsOracle } from "../../oracles/dreams";
import type { ReadingCatalogue } from "../dice-texts";
import { startEnhancement, type OracleProvider } from "../oracle";
import { getOwnReading } from "../readings";

/** What the dream journal needs: the database, the dice's texts (the readings' lookup), the provider and the clock. */
export interface DreamServices {
  db: Database;
  readings: ReadingCatalogue;
  oracle: OracleProvider;
  clock: Clock;
}

const notFound = () => new AppError("not_found", "That dream was not found");
const ownDream = (userId: string, id: string) =>
  and(eq(casts.id, id), eq(casts.userId, userId), eq(casts.tool, "dreams"));

/** Every dream of the seeker, the latest dreamt first, with the symbols that recur across them. */
export async function listDreams(services: DreamServices, userId: string): Promise<DreamJournal> {
  const rows = await services.db
    .select()
    .from(casts)
    .where(and(eq(casts.userId, userId), eq(casts.tool, "dreams")))
    .orderBy(desc(casts.createdAt), desc(casts.id));
  const items = await Promise.all(rows.map((row) => dreamsOracle.view(row, services)));
  items.sort((a, b) => b.dreamtAt.localeCompare(a.dreamtAt));
  return { items, recurring: recurringSymbols(items) };
}

/** One of the seeker's dreams (404 for another's, or for a reading that is not a dream). */
export async function readDream(services: DreamServices, userId: string, id: string): Promise<DreamResponse> {
  const own = await getOwnReading({
    db: services.db,
    readings: services.readings,
    userId,
    castId: id,
    tool: ["dreams"],
  });
  return own.view as DreamResponse;
}

/**
 * Rewrites one of the seeker's dreams: its text passes the crisis detector again, its symbols are found
 * again, and a reflection on the words it had is dropped (the seeker may ask for one on the new words).
 */
export async function updateDream(
  services: DreamServices,
  options: { userId: string; id: string; request: DreamRequest },
): Promise<DreamResponse> {
  const { db, clock } = services;
  const payload = await dreamPayloadOf({ db, userId: options.userId, now: clock() }, options.request);
  const [row] = await db
    .update(casts)
    .set({
      payload,
      enhancedText: null,
      enhancedAt: null,
      enhancedBy: null,
      enhancedModel: null,
      enhancementStartedAt: null,
    })
    .where(ownDream(options.userId, options.id))
    .returning();
  if (!row) throw notFound();
  return dreamsOracle.view(row, services);
}

/** Deletes one of the seeker's dreams for good. */
export async function deleteDream(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(casts).where(ownDream(userId, id)).returning({ id: casts.id });
  if (!row) throw notFound();
}

/**
 * The reflection on one dream, asked for by the seeker: the enhancement of its reading (the AI provider
 * when one is configured, else the built-in composer), counted against the day's enhancements. This is the
 * only way a dream's words reach the provider. Asked again, the stored reflection is answered.
 */
export async function reflectOnDream(
  services: DreamServices,
  options: { userId: string; id: string; logger: Logger },
): Promise<DreamReflection> {
  await readDream(services, options.userId, options.id);
  const events = await startEnhancement(services, {
    userId: options.userId,
    castId: options.id,
    logger: options.logger,
  });
  for await (const { event, data } of events(new AbortController().signal)) {
    if (event === "error") throw new AppError("server_busy", data.message, { retryAfterSeconds: 5 });
    if (event === "done") {
      const model = data.enhancedBy?.kind === "ai" ? data.enhancedBy.model : null;
      return {
        text: data.text,
        enhancedBy: data.enhancedBy,
        label: model ?? DREAM_PAGE_WORDS.reflection.builtInLabel,
      };
    }
  }
  throw new AppError("server_busy", "The reflection could not be written; please try again", {
    retryAfterSeconds: 5,
  });
}
