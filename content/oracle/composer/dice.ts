import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";
import type { DiceColour } from "../../../src/shared/dice";

/**
 * The three dice and the sentences the oracle says about one die. In these sentences `{d.…}` speaks
 * of the die the sentence is about: `{dn}` "red Storm", `{d.name}` "Storm", `{d.readIn}` the face read
 * through that die's domain for the situation, `{d.image}`, `{d.light}`, `{d.shadow}`, `{d.asks}`,
 * `{d.domain}` (what the colour speaks of).
 */

/** What each colour speaks of ({d.domain}): the will, the mind, the world. */
export const composerDice: Record<DiceColour, { domain: PhraseBank }> = {
  red: {
    domain: ["the will", "what moves you", "desire and courage", "the fire that drives you", "your wanting"],
  },
  white: {
    domain: ["the mind", "what you see", "your inner sight", "clarity and intuition", "the watcher within"],
  },
  green: {
    domain: ["the world", "what takes root", "the outcome", "the ground under your feet", "what comes to pass"],
  },
};

/** The first sentence about a die: its face read through its domain, for the situation ({d.readIn}). */
export const dieOpenings: Record<DiceColour, PhraseBank> = {
  red: [
    "Your {dn} [speaks first|opens the reading|comes first], and it [speaks of|carries|brings] {d.readIn}.",
    "In the red, [the die|keeper] of {d.domain}, [the {d.name} shows|I find the {d.name}:|your {d.name} means] {d.readIn}.",
    "What moves you? [The {dn} answers|Your {dn} replies|The {d.name} says]: {d.readIn}.",
    "The red die turned up the {d.name}, and [under|beneath|behind] your question [I feel|I find|you carry] {d.readIn}.",
    "Your motive [wears|has taken|shows] the face of the {d.name}: {d.readIn}.",
    "The {d.name} on your red die [is|means|stands for] {d.readIn}, [the fire under|the heat beneath|the spark inside] the question.",
    "[Look|Start] first at the {dn}; it [carries|holds] {d.readIn} and [sets the motive|lights the fire] for the rest.",
    "At the [root|heart|bottom] of this reading [sits|lies|burns] the {dn}, and with it {d.readIn}.",
    "[The will has chosen|Your will has turned up|Desire has picked] the {d.name}, which [here means|tonight is|for you is] {d.readIn}.",
    "Red is where [wanting|desire|courage] lives, and yours [shows|holds|wears] the {d.name}: {d.readIn}.",
    "Your {dn} [brings|carries] {d.readIn} [to the table|into the lamplight|with it].",
    "[Under|Beneath|Behind] everything you [said|asked|brought], the {dn} hums with {d.readIn}.",
  ],
  white: [
    "What do you see? [The {dn} answers|Your {dn} replies|The {d.name} says]: {d.readIn}.",
    "The white die, [the die|keeper] of {d.domain}, [shows the {d.name}:|turned up the {d.name}, and with it|lends you the {d.name}:] {d.readIn}.",
    "Your {dn} [lends you|offers you|opens] {d.readIn}.",
    "In the white [I find|there lies|sits] the {d.name}, and with it {d.readIn}.",
    "The {dn} is your insight [here|tonight|in this], and it [offers|shows|brings] {d.readIn}.",
    "Your inner sight [wears|has chosen|shows] the {d.name} [tonight|this time|for now]: {d.readIn}.",
    "Then the {dn} opens [an eye|its lamp|a window], and [what it sees|what it shows|its view] is {d.readIn}.",
    "White keeps the [lamp|candle|lantern] of the [mind|spirit], and [your|the] {d.name} [brings|holds|sets out] {d.readIn}.",
    "The {d.name} settles on the white die as {d.readIn}.",
    "[Between|Standing between] wanting and having [stands|waits] the {dn}: {d.readIn}.",
    "Your {dn} turns the [lamp|light|candle] toward {d.readIn}.",
    "The [mind's die|die of sight|die of clarity] shows the {d.name}, which [here is|means|brings] {d.readIn}.",
  ],
  green: [
    "What will take root? [The {dn} answers|Your {dn} replies|The {d.name} says]: {d.readIn}.",
    "The green die, [the die|keeper] of {d.domain}, [shows the {d.name}:|turned up the {d.name}, and with it|offers the {d.name}:] {d.readIn}.",
    "Your {dn} [names the outcome|marks the ground|shows the result]: {d.readIn}.",
    "In the green, where things [take root|grow|settle], [lies|waits|stands] the {d.name}: {d.readIn}.",
    "The {dn} [promises|offers|holds out] {d.readIn}.",
    "And the world [answers|replies|responds] with the {d.name}, which [means|brings|is] {d.readIn}.",
    "Your {dn} is what the world has [ready|waiting|prepared]: {d.readIn}.",
    "Green is the die of [results|harvest|outcomes], and [yours|your {d.name}] [shows|holds|brings] {d.readIn}.",
    "[Last|Finally|Then] comes the {dn}, bringing {d.readIn}.",
    "Where your [question|wish] [meets|touches|reaches] the [ground|soil], the {dn} [shows|grows|offers] {d.readIn}.",
    "The [soil|ground|earth] of this reading holds the {d.name}: {d.readIn}.",
    "[Out|Already] in the world, the {dn} is [shaping|preparing|growing] {d.readIn}.",
  ],
};

/** The die's image ({d.image}). */
export const dieImages: PhraseBank = [
  "Picture {d.image}: [that is|there is|so works] the {dn} [at work|in you|tonight].",
  "I [see|picture|glimpse] {d.image} when I [look at|turn to|study] your {dn}.",
  "The {dn} [comes to me|appears to me|arrives] as {d.image}.",
  "[Hold|Keep|Carry] in your mind {d.image}; the {d.name} [lives|waits|is] there.",
  "There is an [image|emblem|picture] in the {dn}: {d.image}.",
  "If the {dn} were a [painting|tapestry|window], it [would be|would show] {d.image}.",
  "Think of {d.image}, the {d.name} [seen from inside|made visible|in a single picture].",
  "[Close your eyes|Look inward|Be still] and [find|see] {d.image}; your {dn} [waits|lives|is] there.",
  "On the [dark wall|black glass|deep blue] of the [night|dark|evening] [I see|I find|I trace] {d.image}, [and it belongs to|the mark of|the sign of] the {d.name}.",
  "Its [emblem|picture|token] [tonight|for you|in this roll] is {d.image}.",
  "The old readers would [draw|paint|carve] the {dn} as {d.image}.",
  "[Somewhere in you|Close to you|Within reach] is {d.image}; the {d.name} [points to|leads to|knows] it.",
  "The {d.name} [wears the shape of|takes the form of|looks like] {d.image}.",
  "When the {dn} [speaks|stirs|moves], I [see|glimpse|think of] {d.image}.",
];

/** A question the die's face leaves with the seeker ({d.question}, a whole sentence). */
export const dieQuestions: PhraseBank = [
  "[Ask yourself|Ask it quietly|Ask it of yourself]: {d.question}",
  "{D.question} [Sit with that tonight|Let that question stay with you|Give it a night].",
  "The {d.name} leaves a question [on the table|by your pillow|in your pocket]: {d.question}",
  "Here is [its|the {d.name}'s] question for you. {D.question}",
  "Carry this [with you|home|into tomorrow]: {d.question}",
  "{D.question} The {dn} [will wait|can wait|is patient] for your answer.",
  "The {dn} asks, [softly|gently|quietly]: {d.question}",
  "Before you [sleep|rest|close the book], answer the {d.name}: {d.question}",
];

/** The light and the shadow in one sentence, for the shorter tiers. */
export const dieLightAndShadow: PhraseBank = [
  "Its [light|gift] is {d.light}; its shadow, {d.shadow}.",
  "It [offers|lends] {d.light}, but [beware|mind] {d.shadow}.",
  "At best it brings {d.light}; at worst, {d.shadow}.",
  "Choose {d.light} over {d.shadow}, and the {d.name} [serves you|is yours|works for you].",
  "In the [lamplight|daylight|open] it is {d.light}; in the dark, {d.shadow}.",
  "Take {d.light} from it, and leave {d.shadow} behind.",
  "The {d.name} can give {d.light} or slide into {d.shadow}.",
  "It [gives|offers] {d.light} as a gift, and {d.shadow} as a warning.",
];

/** A second reading of the die's face for the situation ({d.readIn}), at the deepest tier. */
export const dieSecondReadings: PhraseBank = [
  "[And|Yet] for {topic} it [is also|also means|brings as well] {d.readIn}.",
  "[Look closer|Lean in|Look again], and [there is|you will find|I find] {d.readIn} [as well|too].",
  "[A second|Another] [thread|layer|note] runs through it: {d.readIn}.",
  "[Beneath that|Under that|Below it] [lies|waits|runs] {d.readIn}.",
  "[It also carries|It holds as well|It brings, too,] {d.readIn}.",
  "[I sense|There is|I feel] also {d.readIn}, [quieter|softer|fainter] but [real|present|sure].",
  "[Turn it|Tilt the die|Turn the die] [a little|once more|to the light], and [it shows|it reveals|you see] {d.readIn}.",
  "[Close behind|Right behind|Just behind] that, [it brings|you find|it carries] {d.readIn}.",
];
