import type { CompassResultWords } from "../../src/shared/compass/content-types";

/**
 * What a weighed decision says (src/shared/compass/compass-words.ts fills the slots). Every sentence
 * speaks of the seeker's own weights and answers, never of what will happen: a share is how much of the
 * weight the seeker gave went to an option, nothing more.
 */
export const COMPASS_RESULT_WORDS: CompassResultWords = {
  name: "Decision Compass",
  title: { lead: "Your weights favour {leader}", tie: "Your weights hold {names} level" },
  headline: {
    lead: [
      "Your own weights favour {leader}, {leaderShare} to {runnerShare} over {runner}.",
      "By the weights you gave, {leader} comes first: {leaderShare} to {runnerShare} against {runner}.",
      "Counted your way, {leader} carries more of what matters to you ({leaderShare} to {runnerShare} for {runner}).",
      "What you said matters leans towards {leader}, with {leaderShare} of the weight to {runnerShare} for {runner}.",
    ],
    tie: [
      "Your own weights hold {names} level: {shares}.",
      "By the weights you gave, {names} come out even ({shares}).",
      "Counted your way, nothing separates {names}: {shares}.",
    ],
  },
  reasons: [
    "{option} drew most of its weight from {values}.",
    "Most of what {option} earned came through {values}.",
    "For {option}, the heaviest part of the count was {values}.",
  ],
  edges: [
    "{leader} gained most on {runner} through {values}.",
    "Where {leader} pulled ahead of {runner} was {values}.",
  ],
  shareOf: "{share} for {name}",
  and: "and",
  regret: {
    agrees: [
      "Your regret answer agrees with your weights: {option} is also the one you would be sorry never to try.",
      "Looking a year ahead, you named {option}, the same option your weights lean towards.",
    ],
    "other-way": [
      "Your regret answer points somewhere else: a year on, you would miss {option} more, even though your weights lean another way.",
      "Here the two part company. The weights lean elsewhere, yet {option} is the one you would regret leaving untried.",
    ],
    quiet: [
      "You named no option you would regret leaving untried, so this answer leaves the weights to speak alone.",
      "No single option stood out as a future regret; that, too, is worth knowing.",
    ],
    tips: [
      "With the weights level, your regret answer tips towards {option}.",
      "The count could not separate them, but your sense of a year from now leans to {option}.",
    ],
  },
  gut: {
    agrees: [
      "Your gut agrees with your weights: the coin chose {coin}, you felt {feeling}, and that fits where the count leans.",
      "When the coin fell on {coin} you felt {feeling}, which sits easily beside your weights.",
    ],
    "other-way": [
      "Your gut pulled the other way: the coin chose {coin} and you felt {feeling}, against the lean of your weights.",
      "The coin landed on {coin} and you felt {feeling}. That reaction tugs away from what your weights say; it may be worth asking why.",
    ],
    quiet: [
      "When {coin} came up you were {feeling}, with no strong pull either way.",
      "A shrug when the coin showed {coin}. Sometimes the gut has no vote to cast.",
    ],
    tips: [
      "The weights are level, and feeling {feeling} when the coin chose {coin} tips you towards it.",
      "Even on the count, but the coin's {coin} left you {feeling}: a quiet vote for it.",
    ],
    "tips-away": [
      "Level on the count; still, a {feeling} sigh at {coin} suggests part of you hoped for another option.",
      "Nothing separates them on paper, yet {coin} coming up left you {feeling}. Perhaps your heart is already elsewhere.",
    ],
    skipped: "You left the coin unflipped, so there is no gut check to set beside the weights.",
  },
  feelings: { relieved: "relieved", disappointed: "disappointed", indifferent: "indifferent" },
  headings: {
    result: "What your weights say",
    reasons: "Why",
    regret: "A year from now",
    gut: "The coin",
    perspective: "A perspective",
  },
  perspective: [
    "Hold your decision up to {item}: {keywords}. Which option looks different in that light?",
    "{item} turned up beside your choice, carrying {keywords}. Let it be one more angle, nothing more.",
    "Think of {item} as a friend's passing remark about {keywords}. Does it touch any of your options?",
    "With {item} on the table, the words are {keywords}. Notice which option they bring to mind first.",
    "{item} asks you to look at {keywords}. If that were the only thing that mattered, where would you step?",
  ],
  perspectiveNote: "A perspective, not a verdict: the card or rune says nothing about how the decision will go.",
  reversed: { tarot: "{name}, reversed", runes: "{name}, merkstave" },
};
