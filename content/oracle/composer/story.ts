import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";
import type { DiceColour } from "../../../src/shared/dice";

/**
 * The shapes a tier gives its re-reading of the three dice: the three numbered insights of tier 3 and
 * the arc of tier 4 (a beginning in red, a turning point in white, a resolution in green).
 */

/** The arc of tier 4: the red die begins the tale, the white die turns it, the green die resolves it. */
export const arcWords: Record<DiceColour, PhraseBank> = {
  red: [
    "Every tale [begins|starts] somewhere, and yours [begins|opens] with the {rn}.",
    "At the start of the [road|tale|story] stands the {rn}.",
    "The [tale|story|road] [opens|begins|starts] in the red, [with|under|at] the {red.name}.",
    "It [begins|starts|opens], as your [question|wish] did, [with|at|in] the {rn}.",
    "First comes the {rn}, the [motive|fire|want] beneath the question.",
    "The story starts where [wanting|desire|courage] starts: the {red.name}.",
    "In the beginning there is the {rn}, and a [longing|hunger|wish].",
    "The first [movement|step|turn] [belongs to|is taken by|is made by] the {rn}.",
  ],
  white: [
    "Then the [road|path|tale] bends, and the {wn} appears.",
    "Midway, the [wind|weather|light] changes: here is the {wn}.",
    "Every [tale|story|road] has its [hinge|turn|bend], and yours [turns|bends|swings] on the {wn}.",
    "And here is the turning point, the {white.name} on the white die.",
    "Then something shifts in the [mind|heart|eye]: the {wn}.",
    "The second [movement|step|turn] [belongs to|is taken by|is made by] the {wn}.",
    "The turn comes [quietly|softly|gently], through the {white.name}.",
    "Halfway along, the {wn} lifts its [lamp|lantern|eyes].",
  ],
  green: [
    "And so the [tale|story|road] [comes to rest|settles|ends] in the {gn}.",
    "At the end of the [road|tale|story] waits the {gn}.",
    "The [tale|story|road] [resolves|settles|ends] in green, [with|under|at] the {green.name}.",
    "Last comes the {gn}, where the tale [lands|settles|ends].",
    "The third [movement|step|turn] [belongs to|is taken by|is made by] the {gn}.",
    "The ending is written in the {gn}.",
    "And the world answers, [at last|finally], with the {green.name}.",
    "The resolution arrives as the {gn}.",
  ],
};

/** The three numbered insights of tier 3, by die: the start of each line. */
export const insightLeads: Record<DiceColour, PhraseBank> = {
  red: [
    "What moves you: the {dn}, {d.readIn}.",
    "Your motive is the {dn}, {d.readIn}.",
    "The will shows the {d.name}: {d.readIn}.",
    "The {dn} is the fire here, {d.readIn}.",
    "The first [insight|lesson|word] [belongs to|comes from|is given by] the {dn}: {d.readIn}.",
    "Under your question lies the {dn}, {d.readIn}.",
  ],
  white: [
    "What you see: the {dn}, {d.readIn}.",
    "Your insight is the {dn}, {d.readIn}.",
    "The mind shows the {d.name}: {d.readIn}.",
    "The {dn} is the lamp here, {d.readIn}.",
    "The second [insight|lesson|word] [belongs to|comes from|is given by] the {dn}: {d.readIn}.",
    "Behind your eyes sits the {dn}, {d.readIn}.",
  ],
  green: [
    "What will take root: the {dn}, {d.readIn}.",
    "The outcome is the {dn}, {d.readIn}.",
    "The world shows the {d.name}: {d.readIn}.",
    "The {dn} is the ground here, {d.readIn}.",
    "The third [insight|lesson|word] [belongs to|comes from|is given by] the {dn}: {d.readIn}.",
    "Ahead of you waits the {dn}, {d.readIn}.",
  ],
};
