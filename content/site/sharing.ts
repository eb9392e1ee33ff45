import type { SharingWords } from "../../src/shared/content-types";

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
      "Three dice, red, white and green, and 216 hand-written readings. Cast them for guidance, finances or relationships.",
    ctaButton: "Try the Dice Oracle",
    disclaimer: "Readings are for entertainment and reflection only.",
  },
  card: {
    title: "{situation} Reading",
    sum: "Sum {sum}",
    footer: "For entertainment and reflection",
  },
  preview: {
    title: "{situation} Reading: {red} · {white} · {green}",
  },
};
