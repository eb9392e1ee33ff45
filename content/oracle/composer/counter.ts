import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";

/**
 * The counter-reading of tier 4 and 5: which one die, had it turned to a neighbouring face, would
 * have changed the verdict, and what the seeker can do that corresponds. The composer finds the die by
 * the verdict rule (src/shared/verdict.ts): {cdn} is the die as it lies ("green Stone"), {turned} the
 * face it would have turned to, {turnedVerdict} the verdict that would follow. Toward a better answer,
 * the seeker can do the turned face's part ({turnedAsks}); away from it, they can keep clear of the
 * turned face's shadow ({turnedShadow}) and keep to the die's own counsel ({keepAsks}).
 */
export const counterWords = {
  headings: ["What Would Change It", "The Other Way It Could Fall", "If One Die Had Turned"],
  /** The die and the face that would change the answer. */
  leads: [
    "[One die|A single die] [holds|carries|keeps] the [balance|hinge|key]: [had|if only] the {cdn} [turned|come up|fallen] [as|to] the {turned}, the answer would [have been|read] {turnedVerdict}.",
    "[Turn|Tip|Roll] the {cdn} [one face|a little|a step] [over|along|on], to the {turned}, and the [verdict|answer] [becomes|turns to|changes to] {turnedVerdict}.",
    "The [answer|verdict] [hangs on|turns on|rests on] the {cdn}; [as|if it showed|were it] the {turned}, [it|the reading] would [read|be|say] {turnedVerdict}.",
    "[Of the three|Among the dice|Of your dice], the {cdn} is the [one|die] that [could|would] [change|tip|turn] it: the {turned} [there|in its place|instead] would [give|mean|bring] {turnedVerdict}.",
    "[Watch|Mark|Look at] the {cdn}: [a|one] [face|step] [on|further|away], as the {turned}, and [you would hear|the dice would give|you would have] {turnedVerdict}.",
  ],
  /** Toward a better answer: what the seeker can do, the turned face's part. */
  toward: [
    "[You cannot turn a die|No hand turns a fallen die|The dice stay as they fell], but you [can|may] [do|take up|play] the {turned}'s [part|work|role]: {turnedAsks}.",
    "[So|Then] [do|bring] [yourself|in your own days] what the {turned} would [bring|do]: {turnedAsks}.",
    "[That face is yours to act out|You can act that face out yourself|You can be that {turned}]: {turnedAsks}.",
    "[What the die did not do|What the roll left undone], you [can|may] [do|take on]: {turnedAsks}.",
    "[The turn is in your hands|Your hands can make that turn|That turn is yours to make]: {turnedAsks}.",
  ],
  /** Away from the answer: what would spoil it, and how to keep it. */
  away: [
    "[That turn|The {turned}] [would come|comes] as {turnedShadow}; [keep clear of it|guard against it], and {keepAsks}.",
    "[So|Then] [watch for|beware] {turnedShadow}, [the {turned}'s way in|how the {turned} would creep in], and {keepAsks}.",
    "[Keep the die as it lies|Keep the {cdn} where it is]: {keepAsks}, and [do not drift into|leave aside] {turnedShadow}.",
  ],
} satisfies Record<string, PhraseBank>;
