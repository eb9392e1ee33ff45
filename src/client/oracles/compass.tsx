import { Compass } from "lucide-react";
import { deckOfKey, drawPerspective, everyPerspective, perspectiveKey } from "../../shared/compass/perspective-rule";
import { itemName } from "../../shared/draws/draw-fairness-check";
import { lazyParts, type ClientOracle } from "./client-oracle";
import { answerFairness, type FairnessPart } from "./kit/fairness-checks";

/** Every perspective a decision can draw, by its key ("tarot-17r", "runes-3") and name, as the /fairness checker lists them. */
const PERSPECTIVE_LABELS = Object.fromEntries(
  everyPerspective().map(({ key, deck, item }) => [
    key,
    `${deck === "tarot" ? "Tarot" : "Rune"}: ${itemName(deck, item.index)}${item.reversed ? (deck === "tarot" ? " (reversed)" : " (merkstave)") : ""}`,
  ]),
);

/** The check of one deck's perspective: the tarot's one-card draw or a single rune, by the compass's own rule. */
const checkOf = (deck: "tarot" | "runes") =>
  answerFairness(PERSPECTIVE_LABELS, (next) => perspectiveKey(deck, drawPerspective(deck, next)));

/** A perspective is checked with the deck its key names; the keys listed are the same for both decks. */
const COMPASS_FAIRNESS: FairnessPart = {
  ...checkOf("tarot"),
  check: (values) => checkOf(deckOfKey(values.answer) ?? "tarot").check(values),
};

/**
 * The Decision Compass: a decision weighed by the seeker's own values, saved with an optional perspective
 * card or rune. A committed perspective is checked on /fairness by the compass's rule, as one card of the
 * tarot's deck or one rune, either way up.
 */
export const compassOracle: ClientOracle = {
  tool: "compass",
  label: "Decision Compass",
  icon: Compass,
  detailTitle: (entry) => entry.title ?? "Decision Compass",
  ...lazyParts(() => import("./parts/compass-parts").then(({ compassParts }) => compassParts)),
  fairness: COMPASS_FAIRNESS,
};
