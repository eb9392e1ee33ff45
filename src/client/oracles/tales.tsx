import { Hourglass } from "lucide-react";
import { slugToName } from "../../shared/draws/draw-fairness-check";
import { TAROT_DECK } from "../../shared/draws/decks";
import { drawTaleCard, taleCardKey } from "../../shared/tales/tale-rule";
import { lazyParts, type ClientOracle } from "./client-oracle";
import { answerFairness } from "./kit/fairness-checks";

/** Every card a tale can draw, both ways up, by its key ("17", "17r") and name, as the /fairness checker lists them. */
const CARD_LABELS = Object.fromEntries(
  [false, true].flatMap((reversed) =>
    TAROT_DECK.map((slug, index) => [
      taleCardKey({ index, reversed }),
      `${slugToName(slug)}${reversed ? " (reversed)" : ""}`,
    ]),
  ),
);

/**
 * Past-Life Tales: a short story told from the seeker's birth date and one fairly drawn tarot card. A
 * committed card is checked on /fairness by the tale's own rule, as one of the deck's cards either way up.
 */
export const talesOracle: ClientOracle = {
  tool: "tales",
  label: "Past-Life Tale",
  icon: Hourglass,
  detailTitle: (entry) => entry.title ?? "Past-Life Tale",
  ...lazyParts(() => import("./parts/tales-parts").then(({ talesParts }) => talesParts)),
  fairness: answerFairness(CARD_LABELS, drawTaleCard),
};
