import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";
import type { Verdict } from "../../../src/shared/verdict";

/**
 * The thread from the reading to its enhancement: the enhancement opens by picking up what the reading
 * already said (its three faces, its yes-or-no verdict, {verdictSaid}, and its time, {when}, by the
 * white die's rule), so that it continues the reading and never contradicts it.
 */
export const threadWords = {
  /** The reading's verdict as a noun phrase ({verdictSaid}), the same verdict the reading opens its yes/no line with. */
  verdictSaid: {
    Yes: ["a clear yes", "a plain yes", "a firm yes"],
    "Likely yes": ["a likely yes", "a gentle yes", "a yes not yet loud"],
    Uncertain: ["an open answer", "an uncertain answer", "an answer still in the balance"],
    "Likely no": ["a likely no", "a soft no", "a leaning toward no"],
    No: ["a plain no", "a clear no", "a firm no"],
  } satisfies Record<Verdict, PhraseBank>,
  /** The second sentence of every enhancement: the reading's verdict and time, picked up. */
  pickUps: [
    "Your reading [gave|offered|set down] {verdictSaid} and [said the change comes|placed the turn|set the hour] {when}; [I keep both|both still stand|I read on from there].",
    "[The reading|Your reading] [has already given|already gave] {verdictSaid}, with [things moving|the change coming|the turn arriving] {when}, and [nothing here unsays it|I will not unsay it|that holds].",
    "[So far|Already] the reading has [said|given] {verdictSaid}, and [the turn|the change|the hour] [comes|arrives] {when}; [now|here] I [read|look] [deeper|further|closer].",
    "{VerdictSaid}, [said|answered] the reading, and [a turn|the change|movement] [coming|arriving] {when}: [that is|this is] [the thread|where we stand|our ground] [I take up|I follow|tonight].",
    "[Hold on to|Keep|Remember] what the reading [told you|said|gave]: {verdictSaid}, and [a change|the turn|movement] [that comes|arriving|that arrives] {when}.",
    "The reading [closed on|ended with|rested on] {verdictSaid}, [with the turn|and the change|and movement] [coming|due] {when}; I [pick up|take up|follow] [that thread|the same thread|it] [here|now].",
    "[Nothing|None of it] [changes|shifts] [from|since] the reading: {verdictSaid}, and [the change|the turn|the hour] [comes|arrives] {when}.",
    "[Its|The] [answer|verdict] [was|stays] {verdictSaid}, [its|the] [change|turn] [due|coming] {when}, and [I begin|the Oracle begins|we begin] [there|from there|with that].",
  ],
};
