import type { LucideIcon } from "lucide-react";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ReadingHistoryEntry } from "../../shared/api/me";
import type { SharedReading } from "../../shared/api/sharing";
import type { OracleTool } from "../../shared/oracles/tools";
import type { Situation } from "../../shared/situations";
import type { FairnessPart } from "./kit/fairness-checks";
import type { ReadingFailure } from "./kit/describe-failure";

/** A part of the page that loads with its own code, when it is first shown. */
type LazyPart<Props> = LazyExoticComponent<ComponentType<Props>>;

/** The lazy parts of an oracle whose parts module loads with `load` (one chunk for them all). */
export function lazyParts(
  load: () => Promise<OracleParts>,
): Pick<ClientOracle, "DetailView" | "HistoryExtras" | "SharedView" | "reading"> {
  return {
    DetailView: lazy(() => load().then(({ DetailView }) => ({ default: DetailView }))),
    HistoryExtras: lazy(() => load().then(({ HistoryExtras }) => ({ default: HistoryExtras }))),
    SharedView: lazy(() => load().then(({ SharedView }) => ({ default: SharedView }))),
    reading: () => load().then(({ reading }) => reading),
  };
}

/** How an oracle's page sends a reading and says why one failed (its code loads when asked for). */
interface OracleReading {
  /** Sends a reading request through the kit's runner (`runReading`), as the oracle's page does. */
  send(request: { situation: Situation; question?: string }): Promise<unknown>;
  /** A failed reading as the page says it; null when the page shows a reading instead (the dice's fallback). */
  describeFailure(error: unknown): ReadingFailure | null;
}

/** An oracle's React parts and its reading, as its lazily loaded module gives them. */
export interface OracleParts {
  DetailView: ComponentType<{ entry: ReadingHistoryEntry }>;
  HistoryExtras: ComponentType<{ entry: ReadingHistoryEntry }>;
  SharedView: ComponentType<{ reading: SharedReading }>;
  reading: OracleReading;
}

/**
 * What the client shows for one oracle (a tool of the server's): its name and icon, the body of the
 * dashboard's reading modal, the extras of its row in the history, its public shared page, how the
 * /fairness checker checks it (null: nothing drawn to check), and how its readings are sent.
 */
export interface ClientOracle {
  tool: OracleTool;
  /** "Tarot", "Moon Ritual". */
  label: string;
  icon: LucideIcon;
  /** The reading modal's title for a history entry, given its situation's name ("Your Finances Reading"). */
  detailTitle(entry: ReadingHistoryEntry, situationLabel: string): string;
  DetailView: LazyPart<{ entry: ReadingHistoryEntry }>;
  HistoryExtras: LazyPart<{ entry: ReadingHistoryEntry }>;
  /** The /r/<id> page's body; it is handed only a reading of its own oracle. */
  SharedView: LazyPart<{ reading: SharedReading }>;
  fairness: FairnessPart | null;
  reading(): Promise<OracleReading>;
}
