import type { DrawTool, RitualTool } from "../draws/spreads";

/** The words of a shared reading: the share actions, the public page, its card and its link preview. */
export interface SharingWords {
  actions: {
    groupLabel: string;
    saveImage: string;
    share: string;
    sharing: string;
    copyLink: string;
    linkCopied: string;
    /** When the browser refuses the clipboard. */
    copyBlocked: string;
    linkLabel: string;
    stopSharing: string;
    stopping: string;
    /** Shown while the reading is private (never shared, or no longer). */
    privateNote: string;
    /** Shown while the link is live. */
    sharedNote: string;
    /** Shown after sharing stopped. */
    stoppedNote: string;
    failed: string;
    /** The title handed to the phone's share sheet. */
    shareSheetTitle: string;
  };
  page: {
    eyebrow: string;
    /** "{situation} Reading", the situation's name filled in. */
    title: string;
    questionLabel: string;
    diceLabel: string;
    timing: string;
    yesNo: string;
    /** "The Sum of {sum}". */
    sum: string;
    loading: string;
    loadFailed: string;
    ctaTitle: string;
    ctaText: string;
    ctaButton: string;
    disclaimer: string;
  };
  card: {
    /** "{situation} Reading". */
    title: string;
    /** "Sum {sum}". */
    sum: string;
    footer: string;
    /** Over a draw's spread name: "A Tarot Spread", "A Rune Cast". */
    oracle: Record<DrawTool, string>;
    /** Over a ritual's title: "Today's Numerology Reading", "A Moon Ritual". */
    ritual: Record<RitualTool, string>;
    /** After a reversed item's position: "Reversed", or a rune's "Merkstave". */
    reversed: Record<DrawTool, string>;
  };
  /** The shared page of a tarot spread or rune cast (the dice's are under `page`). */
  drawPage: {
    /** Over the title: "A Shared Tarot Spread". */
    eyebrow: Record<DrawTool, string>;
    /** "{situation} Reading". */
    title: string;
    /** The group of the drawn items: "The cards", "The runes". */
    itemsLabel: Record<DrawTool, string>;
    /** Beside a reversed item's position. */
    reversed: Record<DrawTool, string>;
    synthesisLabel: string;
    ctaTitle: Record<DrawTool, string>;
    ctaText: Record<DrawTool, string>;
    ctaButton: Record<DrawTool, string>;
  };
  /** The shared page of a ritual: today's numerology reading or a moon ritual. */
  ritualPage: {
    /** Over the title: "A Shared Numerology Reading". */
    eyebrow: Record<RitualTool, string>;
    ctaTitle: Record<RitualTool, string>;
    ctaText: Record<RitualTool, string>;
    ctaButton: Record<RitualTool, string>;
  };
  preview: {
    /** The link preview's title: "{situation} Reading: {red} · {white} · {green}" (the faces' names). */
    title: string;
    /** A draw's link preview title: "{spread}: a tarot reading for {situation}". */
    drawTitle: Record<DrawTool, string>;
    /** A ritual's link preview title: "{title}: a numerology reading for {situation}". */
    ritualTitle: Record<RitualTool, string>;
  };
}
