import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { CastShareResponse } from "../../../shared/api/casts";
import type { SharedReading } from "../../../shared/api/sharing";
import { oracleSpec } from "../../../shared/oracles/registry";
import { isOracleTool } from "../../../shared/oracles/tools";
import { SHARE_ID_BYTES, sharedReadingPath } from "../../../shared/sharing";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import type { ServerOracle, SharedView } from "../../oracles/types";
import type { CardRenderer, RenderedCard } from "../cards";
import type { ReadingCatalogue } from "../dice-texts";
import { getOwnReading, readingOf } from "../readings";

/** What sharing needs: the database, the readings, the card renderer and the public address. */
export interface SharingDeps {
  db: Database;
  readings: ReadingCatalogue;
  cards: CardRenderer;
  publicUrl: string;
}

/** A new share id: 128 random bits, base64url (22 characters). */
function newShareId(): string {
  return randomBytes(SHARE_ID_BYTES).toString("base64url");
}

const notFound = () => new AppError("not_found", "That reading was not found");

/** The card of one of the user's readings, of any oracle (404 for one that is not theirs). */
export async function renderOwnCard(deps: SharingDeps, userId: string, castId: string): Promise<RenderedCard> {
  const { oracle, view } = await getOwnReading({ db: deps.db, readings: deps.readings, userId, castId });
  return deps.cards.render(oracle.card(oracle.shared(view), new URL(deps.publicUrl).host));
}

/**
 * Shares one of the user's casts: a new unguessable id when it is not shared (`isNew`), else the link it
 * already has. The id is only set where none is, so two requests at once end with one link.
 */
export async function shareCast(
  db: Database,
  userId: string,
  castId: string,
): Promise<CastShareResponse & { isNew: boolean }> {
  const owned = and(eq(casts.id, castId), eq(casts.userId, userId));
  const [reading] = await db.select({ tool: casts.tool }).from(casts).where(owned);
  if (reading && isOracleTool(reading.tool) && oracleSpec(reading.tool).private) {
    throw new AppError(
      "forbidden",
      `A reading of the ${oracleSpec(reading.tool).name} is private and cannot be shared`,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .update(casts)
      .set({ shareId: newShareId() })
      .where(and(owned, isNull(casts.shareId)))
      .returning({ shareId: casts.shareId });
    if (created?.shareId) return { url: sharedReadingPath(created.shareId), isNew: true };
    const [row] = await db.select({ shareId: casts.shareId }).from(casts).where(owned);
    if (!row) throw notFound();
    if (row.shareId) return { url: sharedReadingPath(row.shareId), isNew: false };
    // Sharing stopped between the two statements: share it again.
  }
  throw new AppError("internal_error", "The reading could not be shared; please try again");
}

/** Stops sharing one of the user's casts: its link stops working for good (a later share makes a new one). */
export async function stopSharing(db: Database, userId: string, castId: string): Promise<void> {
  const [row] = await db
    .update(casts)
    .set({ shareId: null })
    .where(and(eq(casts.id, castId), eq(casts.userId, userId)))
    .returning({ id: casts.id });
  if (!row) throw notFound();
}

/** A shared reading of any oracle with its oracle, or null when nothing (readable) is shared under this id. */
async function findShared(
  deps: Pick<SharingDeps, "db" | "readings">,
  shareId: string,
): Promise<{ oracle: ServerOracle; shared: SharedView } | null> {
  const [row] = await deps.db.select().from(casts).where(eq(casts.shareId, shareId));
  if (!row) return null;
  try {
    const own = await readingOf(row, deps.readings);
    return own ? { oracle: own.oracle, shared: own.oracle.shared(own.view) } : null;
  } catch (error) {
    // A reading whose texts are gone (a dice text removed) is not shown.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** What anyone with the link sees: the reading and the question, nothing about the seeker. */
export async function findSharedReading(
  deps: Pick<SharingDeps, "db" | "readings">,
  shareId: string,
): Promise<SharedReading | null> {
  return ((await findShared(deps, shareId))?.shared as SharedReading | undefined) ?? null;
}

/** A shared link's preview words, by its oracle: null when nothing is shared under this id. */
export async function sharedPreview(
  deps: Pick<SharingDeps, "db" | "readings">,
  shareId: string,
): Promise<{ title: string; description: string } | null> {
  const found = await findShared(deps, shareId);
  if (!found) return null;
  const { title, description } = found.oracle.preview(found.shared);
  return { title, description: found.shared.question ? `“${found.shared.question}” ${description}` : description };
}

/** The card of a shared reading, or null when the link is not (or no longer) shared. */
export async function renderSharedCard(deps: SharingDeps, shareId: string): Promise<RenderedCard | null> {
  const found = await findShared(deps, shareId);
  return found ? deps.cards.render(found.oracle.card(found.shared, new URL(deps.publicUrl).host)) : null;
}

/** The link of one of the user's readings while it is shared, else null (404 for one that is not theirs). */
export async function shareLinkOf(db: Database, userId: string, castId: string): Promise<string | null> {
  const [row] = await db
    .select({ shareId: casts.shareId })
    .from(casts)
    .where(and(eq(casts.id, castId), eq(casts.userId, userId)));
  if (!row) throw notFound();
  return row.shareId ? sharedReadingPath(row.shareId) : null;
}
