import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";

/**
 * The Timing Prediction, composed by the meaning system's timing rule (src/shared/timing.ts): the
 * white die sets the time ({when}), a red Storm quickens it and a green Stone slows it. Only `when`
 * names a time, and only `hurried`, `slowed` and `both` say earlier or later, so a section can never
 * say two different times.
 */
export const timingWords = {
  /** When, by the white die's face: 1 a new moon, 2 two weeks, 3 a full moon, 4 a season, 5 suddenly, 6 a cycle's close. */
  when: {
    1: [
      "with the next new moon",
      "when the new moon comes",
      "under the dark of the new moon",
      "as the new moon comes round",
      "at the new moon, when the sky is [blackest|darkest]",
      "in the [dark|first] days of the new moon",
    ],
    2: [
      "inside two weeks",
      "within the fortnight",
      "before two weeks have passed",
      "over the coming fortnight",
      "in a fortnight or thereabouts",
      "by the time two weeks have turned",
    ],
    3: [
      "when the full moon rises",
      "under the coming full moon",
      "at the next full moon",
      "as the full moon climbs",
      "by the light of the full moon",
      "when the full moon stands over the [roofs|hills]",
    ],
    4: [
      "over the turning of a season",
      "as the season turns",
      "through one whole season",
      "before the season is out",
      "in the span of a season",
      "as one season gives way to another",
    ],
    5: [
      "suddenly",
      "all of a sudden",
      "with a suddenness that surprises you",
      "in a sudden rush",
      "suddenly, between one breath and the next",
      "suddenly, without a knock at the door",
    ],
    6: [
      "as the present cycle closes",
      "when this cycle completes",
      "at the end of the [cycle you are in|present cycle]",
      "once the current cycle has run",
      "as one cycle [hands over|gives way] to the next",
      "when the wheel of this [cycle|present cycle] comes [round|full circle]",
    ],
  } as Record<number, PhraseBank>,
  /** The first sentence: {when}, what unfolds ({green.unfolds}), the situation ({topic}). */
  main: [
    "The {wn} sets the hour: {when}, {green.unfolds}.",
    "Look for it {when}; that is when {green.unfolds}.",
    "{When}, {topic} will feel it: {green.unfolds}.",
    "By the white die's reckoning, {green.unfolds} {when}.",
    "The {white.name} on the die of timing [answers|places it] [plainly|clearly]: {when}.",
    "For {topic}, [the turn comes|it comes|the change comes] {when}.",
    "Your {wn} marks the time: {green.unfolds} {when}.",
    "Expect {topic} to move {when}.",
    "The dice place it {when}, when {green.unfolds}.",
    "[White|The white die] is the [die|keeper] of [timing|the hour], and [your|this] {white.name} [says|answers] {when}.",
    "In {topic}, look for the turn {when}.",
    "Mark it in your mind: {when}, {green.unfolds}.",
  ],
  /** A red Storm quickens the time. */
  hurried: [
    "The {rn} pulls it earlier than that, so be ready before you expect to be.",
    "Your {rn} is restless and may hurry the hour along.",
    "With the {rn} pushing from behind, it may come a little sooner.",
    "The red Storm quickens everything it touches, this hour included.",
    "Because the {rn} is restless, the moment may arrive earlier than the white die alone would say.",
    "Red Storms hurry the clock; keep your shoes by the door.",
  ],
  /** A green Stone slows it. */
  slowed: [
    "The {gn} slows the ground, so give it longer than you would like.",
    "Your {gn} asks for patience; it may come later than that.",
    "With the {gn} underfoot, the final settling is slower.",
    "The green Stone holds things back a little, so let the hour come later if it must.",
    "Because the {gn} is deliberate, allow a slower unfolding.",
    "Green Stones slow the harvest; patience is part of the answer.",
  ],
  /** Both: a red Storm and a green Stone. */
  both: [
    "The {rn} hurries it while the {gn} slows it, so trust the later of the two.",
    "Your {rn} pulls it earlier and your {gn} holds it later; the truth lies between, with patience.",
    "Storm and Stone pull against each other here: it may come sooner, then settle slower.",
    "With a red Storm hurrying and a green Stone slowing, expect a quick start and a patient finish.",
  ],
  /** A sign to watch for, by the white die's face. */
  signs: {
    1: [
      "a first light in a dark window",
      "a single bird at dawn",
      "an early shoot by a path",
      "one clear thought on waking",
    ],
    2: [
      "a pair of birds on a wire",
      "a reflection in a puddle",
      "two friends saying the same word",
      "a coin found face up",
    ],
    3: [
      "laughter from an open window",
      "a match that [will not|refuses to] catch",
      "an idea scribbled on a napkin",
      "a song you had forgotten",
    ],
    4: [
      "a stone turned up in the garden",
      "a door that finally closes true",
      "the smell of rain on dry ground",
      "a tool you thought was lost",
    ],
    5: [
      "a wind that changes direction",
      "a [letter|call] you did not expect",
      "a window banging open",
      "a plan that shifts overnight",
    ],
    6: [
      "a ring of light around a lamp",
      "[thanks|a kindness] you did not ask for",
      "a table set for more than one",
      "a circle drawn in the dust",
    ],
  } as Record<number, PhraseBank>,
  /** Frames for the sign ({sign}). */
  signFrames: [
    "Watch for {sign}; it [means|shows|tells you] the hour is near.",
    "The sign will be small: {sign}.",
    "You will know it by {sign}.",
    "When you [notice|meet|come upon] {sign}, the [time|hour] has come.",
    "Keep an eye out for {sign}.",
    "Its herald is {sign}.",
    "The dice [set|place] a [small|quiet|modest] sign [before it|ahead of it]: {sign}.",
    "Let {sign} be your signal.",
  ],
  /** How to wait, by the white die's face. */
  waits: {
    1: [
      "keep the intention [quiet|private] and tended",
      "plant nothing else beside it",
      "write the wish [where|somewhere] you will [see it|find it] daily",
    ],
    2: [
      "talk it over with one [trusted|wise] person",
      "keep [both eyes|your eyes] open and [both hands|your hands] still",
      "let the choice ripen in [conversation|company]",
    ],
    3: ["keep playing with the idea", "make something small each [day|evening]", "let joy keep the [lamp|fire] lit"],
    4: [
      "keep working the plain work",
      "lay one stone a day",
      "count [what you have built|the stones laid], [not what is missing|not the gaps]",
    ],
    5: [
      "keep your [bag|case] packed and your mind [loose|open]",
      "stay light on your feet",
      "let go of the old timetable",
    ],
    6: ["finish what is nearly finished", "give thanks for what has come", "tidy the house of the old [chapter|story]"],
  } as Record<number, PhraseBank>,
  /** Frames for the wait ({wait}). */
  waitFrames: [
    "Until then, {wait}.",
    "While you wait, {wait}.",
    "In the meantime, {wait}.",
    "The [waiting|wait] has its own [work|tasks]: {wait}.",
    "Between now and then, {wait}.",
    "Spend the [waiting|wait] well: {wait}.",
  ],
};
