import type { SharingWords } from "../../src/shared/content-types/sharing-words";

/**
 * Sharing a reading: the actions under a reading, the public page a link opens, the picture card and the
 * link preview. A name in braces is filled in where the words are used.
 */
export const sharingWords: SharingWords = {
  actions: {
    groupLabel: "Keep or share this reading",
    saveImage: "Save Image",
    share: "Share",
    sharing: "Sharing…",
    copyLink: "Copy Link",
    linkCopied: "Link copied",
    copyBlocked: "Copying is blocked here; select the link above and copy it yourself.",
    linkLabel: "Public link to this reading",
    stopSharing: "Stop Sharing",
    stopping: "Stopping…",
    privateNote: "Only you can see this reading until you share it.",
    sharedNote: "Anyone with the link can see this reading, never your name or e-mail.",
    stoppedNote: "Sharing stopped: the link no longer opens this reading.",
    failed: "That did not work. Please try again.",
    shareSheetTitle: "My Mystic Dice reading",
  },
  page: {
    eyebrow: "A Shared Reading",
    title: "{situation} Reading",
    questionLabel: "The question asked",
    diceLabel: "The dice",
    timing: "Timing",
    yesNo: "Yes or No",
    sum: "The Sum of {sum}",
    loading: "Unrolling the reading…",
    loadFailed: "This reading could not be loaded.",
    ctaTitle: "Ask the Dice Your Own Question",
    ctaText:
      "Three dice, red, white and green, and 216 readings, one for each roll. Cast them for guidance, finances or relationships.",
    ctaButton: "Try the Dice Oracle",
    disclaimer: "Readings are for entertainment and reflection only.",
  },
  card: {
    title: "{situation} Reading",
    sum: "Sum {sum}",
    footer: "For entertainment and reflection",
    oracle: { tarot: "A Tarot Spread", runes: "A Rune Cast" },
    ritual: { numerology: "A Day's Numerology Reading", moon: "A Moon Ritual" },
    reversed: { tarot: "Reversed", runes: "Merkstave" },
  },
  drawPage: {
    eyebrow: { tarot: "A Shared Tarot Spread", runes: "A Shared Rune Cast" },
    title: "{situation} Reading",
    itemsLabel: { tarot: "The cards", runes: "The runes" },
    reversed: { tarot: "Reversed", runes: "Merkstave" },
    synthesisLabel: "Across the Spread",
    ctaTitle: { tarot: "Draw Your Own Cards", runes: "Cast Your Own Runes" },
    ctaText: {
      tarot:
        "Seventy-eight cards, laid one, three or ten at a time, each read for guidance, finances or relationships.",
      runes:
        "The twenty-four staves of the Elder Futhark, cast one, three or five at a time and read for the question you bring.",
    },
    ctaButton: { tarot: "Try the Tarot", runes: "Try the Runes" },
  },
  ritualPage: {
    eyebrow: { numerology: "A Shared Numerology Reading", moon: "A Shared Moon Ritual" },
    ctaTitle: { numerology: "Find Your Own Numbers", moon: "Follow Tonight's Moon" },
    ctaText: {
      numerology:
        "Work out your Life Path, your name's numbers and the cycles of your year, month and day, right in your browser.",
      moon: "See tonight's phase and sign in your own time zone, the coming full and new moons, and a short ritual for each phase.",
    },
    ctaButton: { numerology: "Open the Calculator", moon: "See the Moon Tonight" },
  },
  preview: {
    title: "{situation} Reading: {red} · {white} · {green}",
    drawTitle: {
      tarot: "{spread}: a tarot reading for {situation}",
      runes: "{spread}: a rune cast for {situation}",
    },
    ritualTitle: {
      numerology: "{title}: a numerology reading for {situation}",
      moon: "{title}: a moon ritual for {situation}",
    },
  },
};
