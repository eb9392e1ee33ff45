import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { CastShareResponse } from "../../../shared/api/casts";
import type { DrawResponse } from "../../../shared/api/draws";
import type { SharedRitual } from "../../../shared/api/rituals";
import type { SharedDraw, SharedReading } from "../../../shared/api/sharing";
import type { DiceRoll } from "../../../shared/dice";
import { parseDice } from "../../../shared/dice";
import type { Reading } from "../../../shared/reading";
import { SHARE_ID_BYTES, sharedReadingPath } from "../../../shared/sharing";
import { firstSentence } from "../../../shared/text";
import { interpretationFor, type Situation } from "../../../shared/situations";
import { verdictOf } from "../../../shared/verdict";
import type { Database } from "../../db/client";
import { casts } from "../../db/schema";
import { AppError } from "../../http/errors";
import { drawResponse, getOwnReading, ritualResponse } from "../casts";
import type { ReadingCatalogue } from "../readings";
import type { CardContent } from "./card";
import type { AnyCardContent, CardRenderer, RenderedCard } from "./card-renderer";

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

/** What a card shows of a reading: nothing about the seeker but the question they chose to ask. */
function cardContent(
  shown: { situation: Situation; dice: DiceRoll; question: string | null; reading: Reading },
  publicUrl: string,
): CardContent {
  return {
    situation: shown.situation,
    dice: shown.dice,
    question: shown.question,
    sentence: firstSentence(interpretationFor(shown.reading, shown.situation)),
    verdict: verdictOf(shown.reading.yesNoAnswer),
    site: new URL(publicUrl).host,
  };
}

/** What a draw's card shows: the spread, the situation, the question, the items and the synthesis's opening. */
function drawCardContent(draw: SharedDraw, publicUrl: string): AnyCardContent {
  return {
    tool: draw.tool,
    spreadName: draw.spreadName,
    situation: draw.situation,
    question: draw.question,
    items: draw.items.map(({ key, name, positionLabel, reversed }) => ({ key, name, positionLabel, reversed })),
    sentence: firstSentence(draw.synthesis),
    site: new URL(publicUrl).host,
  };
}

/** What a ritual's card shows: its kind, title, situation, question and the first sentence of its words. */
function ritualCardContent(ritual: SharedRitual, publicUrl: string): AnyCardContent {
  return {
    ritual: ritual.tool,
    title: ritual.title,
    situation: ritual.situation,
    question: ritual.question,
    sentence: firstSentence(ritual.sections[0]?.text ?? ritual.title),
    site: new URL(publicUrl).host,
  };
}

/** A ritual as its link shows it: its words and facts, without its day or anything of the seeker's. */
function sharedRitual(ritual: SharedRitual): SharedRitual {
  const { tool, situation, question, title, numbers, moon, sections, steps } = ritual;
  return { tool, situation, question, title, numbers, moon, sections, steps };
}

/** A draw as its link shows it: the explicit list of what may be seen, nothing else of the row. */
function sharedDraw(draw: DrawResponse): SharedDraw {
  return {
    tool: draw.tool,
    spread: draw.spread,
    spreadName: draw.spreadName,
    situation: draw.situation,
    question: draw.question,
    items: draw.items.map(({ key, name, position, positionLabel, reversed, meaning }) => ({
      key,
      name,
      position,
      positionLabel,
      reversed,
      meaning,
    })),
    synthesis: draw.synthesis,
  };
}

/** The card of one of the user's readings, of any oracle (404 for one that is not theirs). */
export async function renderOwnCard(deps: SharingDeps, userId: string, castId: string): Promise<RenderedCard> {
  const own = await getOwnReading({ db: deps.db, readings: deps.readings, userId, castId });
  if ("ritual" in own) return deps.cards.render(ritualCardContent(sharedRitual(own.ritual), deps.publicUrl));
  if ("draw" in own) return deps.cards.render(drawCardContent(sharedDraw(own.draw), deps.publicUrl));
  return deps.cards.render(cardContent(own.cast, deps.publicUrl));
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

type Shared =
  | { tool: "dice"; situation: Situation; dice: DiceRoll; question: string | null; reading: Reading }
  | SharedDraw
  | SharedRitual;

/** A shared reading of any oracle, or null when nothing is shared under this id. */
async function findShared(deps: Pick<SharingDeps, "db" | "readings">, shareId: string): Promise<Shared | null> {
  const [row] = await deps.db.select().from(casts).where(eq(casts.shareId, shareId));
  if (!row) return null;
  if (row.tool === "numerology" || row.tool === "moon") return sharedRitual(ritualResponse(row));
  if (row.tool !== "dice") return sharedDraw(drawResponse(row));
  if (!row.diceValues) return null;
  const reading = await deps.readings.findByDice(row.diceValues);
  const dice = parseDice(row.diceValues);
  if (!reading || !dice) return null;
  return { tool: "dice", situation: row.situation, dice, question: row.question, reading };
}

/** What anyone with the link sees: the reading and the question, nothing about the seeker. */
export async function findSharedReading(
  deps: Pick<SharingDeps, "db" | "readings">,
  shareId: string,
): Promise<SharedReading | null> {
  const shared = await findShared(deps, shareId);
  if (!shared || shared.tool !== "dice") return shared;
  const { situation, dice, question, reading } = shared;
  return {
    tool: "dice",
    situation,
    dice,
    question,
    interpretation: interpretationFor(reading, situation),
    timingPrediction: reading.timingPrediction,
    yesNoAnswer: reading.yesNoAnswer,
    totalSumInterpretation: reading.totalSumInterpretation,
  };
}

/** The card of a shared reading, or null when the link is not (or no longer) shared. */
export async function renderSharedCard(deps: SharingDeps, shareId: string): Promise<RenderedCard | null> {
  const shared = await findShared(deps, shareId);
  if (!shared) return null;
  if (shared.tool === "dice") return deps.cards.render(cardContent(shared, deps.publicUrl));
  if ("sections" in shared) return deps.cards.render(ritualCardContent(shared, deps.publicUrl));
  return deps.cards.render(drawCardContent(shared, deps.publicUrl));
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
