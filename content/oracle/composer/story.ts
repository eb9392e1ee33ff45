import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";
import type { DiceColour } from "../../../src/shared/dice";

/**
 * The oracle's tales: a short story of the three dice (tier 3, and the parable of tier 5), the arc of
 * tier 4 (a beginning, a turning point, a resolution) and the three numbered insights of tier 3. A
 * tale is told by one figure ({who}: "the glassmaker"), who meets the three dice's images in order.
 */

/** Where a tale is set: the start of its first sentence. */
export const taleSettings: PhraseBank = [
  "In a harbour workshop",
  "On a [cliff|headland] above the [sea|bay]",
  "At the [edge|end] of a sleeping [village|town]",
  "Under the first stars",
  "In a kitchen lit by [one|a single] [lamp|candle]",
  "On an [old|empty] road through the [hills|woods]",
  "Beside a [well|shrine] at the [crossroads|fork]",
  "In a [tower|high] room above the [town|river]",
  "Where the river meets the [marsh|sea]",
  "In a [garden|orchard] after rain",
  "On the last ferry of the [night|evening]",
  "In a [market|fair] closing for the [day|night]",
];

/** Who tells the tale: {who} and the rest of the first sentence ({topic} is the seeker's question). */
export const taleFigures: readonly { who: string; opening: string }[] = [
  {
    who: "the glassmaker",
    opening:
      "an old glassmaker [lifts|holds|tilts] three [panes|lenses] to the [lamp|light], [thinking of|mulling over] {topic}",
  },
  { who: "the lamp-keeper", opening: "a lamp-keeper [trims|lights|tends] three wicks and [thinks of|ponders] {topic}" },
  {
    who: "the traveller",
    opening: "a traveller [stops|pauses|sits down] to rest, [carrying|turning over] a [question|worry] about {topic}",
  },
  {
    who: "the weaver",
    opening: "a weaver [threads|spins|winds] [red, white and green|three colours], with {topic} [in mind|on her mind]",
  },
  { who: "the seeker", opening: "a seeker sits down with {topic} [heavy in her pocket|on her mind|in her heart]" },
  { who: "the ferryman", opening: "a ferryman [waits for|rows toward] a passenger who [asks|worries] about {topic}" },
  {
    who: "the gardener",
    opening: "a gardener kneels by three [seedbeds|rows|pots] and [wonders about|thinks of] {topic}",
  },
  {
    who: "the potter",
    opening: "a potter [sets|leaves|stands] three [bowls|jugs|cups] to [dry|cool] and [mulls over|considers] {topic}",
  },
  {
    who: "the star-watcher",
    opening: "a star-watcher [unrolls|spreads] a [chart|map of the sky] and [asks it|wonders] about {topic}",
  },
  {
    who: "the innkeeper",
    opening:
      "an innkeeper [lights|sets out|trims] three [candles|lamps] for a [guest|traveller] [worried about|asking about] {topic}",
  },
];

/** One line for each die, in order: what {who} meets. */
export const taleLines: Record<DiceColour, PhraseBank> = {
  red: [
    "{Who} sees {red.image} first, and [knows it for|names it] your {rn}.",
    "The first thing to [appear|show itself|rise] is {red.image}: the {red.name}, the [wanting|desire|motive].",
    "Out of the [dark|mist|shadows] {who} [draws|brings] {red.image}, and [names it|calls it] your {rn}.",
    "First, {red.image}; that is what [moves you|drives you], the {red.name}.",
    "{Who} [notices|spots] {red.image} and smiles, because the {rn} is never [subtle|shy].",
    "Before anything else {who} [sees|meets] {red.image}, [warm|hot|bright] with the {red.name}.",
    "In the red glow {who} [makes out|sees] {red.image}, the shape of your {rn}.",
    "{Who} begins with {red.image}, the {red.name} that [drives|moves] the whole tale.",
  ],
  white: [
    "Farther on {who} finds {white.image}, the {wn}, and [stops to look|pauses].",
    "Then {who} [sees|meets] {white.image}, and the {white.name} makes [everything|the way] clearer.",
    "Next {who} [finds|meets] {white.image} and [calls it|names it] your {wn}.",
    "A little later, {white.image}: the {wn}, [seeing|watching|knowing].",
    "{Who} pauses at {white.image}, for the {white.name} asks to be [understood|heard].",
    "In the pale light {who} sees {white.image}, and the {wn} [speaks|stirs].",
    "Midway, {white.image} turns the tale, as the {white.name} [always does|will].",
    "Then, [quietly|softly], {white.image}, the {white.name} of your mind.",
  ],
  green: [
    "Where the path turns {who} meets {green.image}, the {gn}, and [knows it means|reads in it] {green.world}.",
    "Last of all {who} [sees|finds] {green.image}, the {gn}, and with it {green.world}.",
    "At the end {who} [finds|reaches] {green.image}: your {gn}, [promising|offering] {green.world}.",
    "Finally {who} reaches {green.image}, and the {green.name} [shows|offers] {green.world}.",
    "The tale ends at {green.image}, where the {gn} [keeps|holds] {green.world}.",
    "And there, in the green, {who} [finds|sees] {green.image}: {green.world}.",
    "{Who} comes at last to {green.image}, the {gn}, and to {green.world}.",
    "The green lamp shows {green.image}; the {green.name} has made room for {green.world}.",
  ],
};

/** A line in the middle of the longer tale: the sum's image ({sum.image}), met by {who}. */
export const taleMiddles: PhraseBank = [
  "Between [them|the three] {who} [sees|glimpses] {sum.image}, and [stops|pauses|wonders].",
  "{Who} [looks up|glances up] and [sees|finds] {sum.image} [over everything|above the road|in the sky].",
  "[For a while|A long while] {who} [sits|rests] with {sum.image} in mind.",
  "[Somewhere|Far off] {sum.image} [glimmers|waits|shows itself], and {who} [takes heart|nods].",
  "{Who} remembers {sum.image} and [smiles|understands|sighs].",
  "[All the while|All along], {sum.image} [has been there|waited|stood] at the [edge|rim|end] of the [tale|road|light].",
];

/** The tale's last line: the sum, or what {who} understands. */
export const taleEndings: PhraseBank = [
  "{Who} counts the signs and [finds|reaches] {sum}, {sumName}.",
  "Together the three make {sumName}, and {who} [nods|smiles], because {sum.meaning}.",
  "{Who} puts the three together and [understands|sees it]: {sum.meaning}.",
  "Then {who} turns to you and [says only|whispers], “{SumName}.”",
  "And {who} [knows|sees|understands] that {sum.meaning}.",
  "By the end, {who} is no longer [worried|troubled] about {topic}.",
  "{Who} [sets down|finishes|ends] the tale and [looks at you|nods to you|smiles]; {sumName} [waits|remains|hangs in the air].",
  "The night grows quiet, and {who} whispers the name of the sum, {sumName}.",
];

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
