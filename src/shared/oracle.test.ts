import { describe, expect, it } from "vitest";
import {
  CHAT_INTENTS,
  classifyIntent,
  enhancedTextBlocks,
  enhancementFailureMessage,
  enhancementUserMessage,
  maxTokensForTier,
  readDiceQuestion,
  tierSectionTitles,
} from "./oracle";

describe("classifyIntent", () => {
  it.each([
    ["hello", "greeting"],
    ["Hi there", "greeting"],
    ["GREETINGS, oracle", "greeting"],
    ["greetings, oracle", "greeting"],
    ["hey Lyra", "greeting"],
    ["Good evening", "greeting"],
    ["can I get a teaser?", "teaser"],
    ["Preview please", "teaser"],
    ["what is coming soon?", "teaser"],
    ["tell my fortune", "divination"],
    ["what is my destiny", "divination"],
    ["I need guidance", "divination"],
    ["what does the future hold", "divination"],
    ["love", "love_advice"],
    ["my relationship is odd", "love_advice"],
    ["my relationships", "love_advice"],
    ["relationship advice", "love_advice"],
    ["Relationships are hard", "love_advice"],
    ["loved ones", "love_advice"],
    ["am I loving the right person?", "love_advice"],
    ["does my crush like me", "love_advice"],
    ["finance tips", "financial_advice"],
    ["MONEY", "financial_advice"],
    ["my finances", "financial_advice"],
    ["financial worries", "financial_advice"],
    ["financially, will this year be kind?", "financial_advice"],
    ["this is high tide", "unknown"],
    ["moneybags", "unknown"],
    ["hit me", "unknown"],
    ["the history of it all", "unknown"],
    ["this and that", "unknown"],
    ["his chi", "unknown"],
    ["", "unknown"],
  ])("%j is %s (word forms, whole words, any case)", (query, intent) => {
    expect(classifyIntent(query)).toBe(intent);
  });

  it.each([
    ["What does the red die mean?", "dice_meaning"],
    ["what does a red 5 mean", "dice_meaning"],
    ["What do the dice colours mean?", "dice_meaning"],
    ["what does the Storm mean", "dice_meaning"],
    ["What does green stand for?", "dice_meaning"],
    ["what is the meaning of a sum of 11", "dice_meaning"],
    ["what does 3-1-5 mean?", "dice_meaning"],
    ["hi, what does the white die mean in love?", "dice_meaning"],
    ["a storm in my relationship", "love_advice"],
    ["I can't face my money troubles", "financial_advice"],
    ["How many readings does a plan give?", "plans"],
    ["how much does Arcane Explorer cost", "plans"],
    ["what are the plans?", "plans"],
    ["how many readings per day do I get", "plans"],
    ["How do tiers work?", "tiers"],
    ["what level am I, and how do I earn karma", "tiers"],
    ["how many enhanced readings can I do", "tiers"],
    ["How do I reset my password?", "account_help"],
    ["I forgot my password", "account_help"],
    ["hello, I can't log in", "account_help"],
    ["what is the celtic cross", "tarot_meaning"],
    ["what is my life path number?", "numerology_meaning"],
    ["is the zodiac the same as astrology?", "numerology_meaning"],
    ["when is the next full moon", "moon_phase"],
    ["is tarot free?", "tarot_meaning"],
    ["what does a reversed card mean in a tarot reading", "tarot_meaning"],
    ["how do runes work", "rune_meaning"],
    ["what is the Three Norns spread", "rune_meaning"],
    ["what does merkstave mean", "rune_meaning"],
    ["I run out of money every month", "financial_advice"],
    ["what do the runes say about my diagnosis?", "health_advice"],
    ["should I stop my medication", "health_advice"],
    ["will my surgery go well, read the moon", "health_advice"],
    ["should I sue my landlord?", "legal_advice"],
    ["my partner and I are in a custody fight", "legal_advice"],
    ["do I need a lawyer for this?", "legal_advice"],
    ["I am courting someone I love", "love_advice"],
    ["I want to kill myself", "crisis"],
    ["hi, he hurts me, is my relationship ok?", "crisis"],
  ])("%j is %s (product questions and crisis come first)", (query, intent) => {
    expect(classifyIntent(query)).toBe(intent);
  });

  it("keeps the webhook's original intent names", () => {
    expect(CHAT_INTENTS).toEqual(
      expect.arrayContaining(["greeting", "teaser", "divination", "love_advice", "financial_advice", "unknown"]),
    );
  });
});

describe("readDiceQuestion", () => {
  it.each([
    ["what does a red 5 mean?", { roll: null, colours: ["red"], faces: [5], sum: null }],
    ["a red five and a green Crown", { roll: null, colours: ["red", "green"], faces: [5, 6], sum: null }],
    ["what do the three dice mean", { roll: null, colours: [], faces: [], sum: null }],
    ["what does a sum of 11 mean", { roll: null, colours: [], faces: [], sum: 11 }],
    ["what does a total of 4 mean", { roll: null, colours: [], faces: [], sum: 4 }],
    ["what does 17 mean", { roll: null, colours: [], faces: [], sum: 17 }],
    ["the Mirrors and the Seed", { roll: null, colours: [], faces: [1, 2], sum: null }],
    ["I rolled 3-1-5", { roll: { red: 3, white: 1, green: 5 }, colours: [], faces: [], sum: null }],
    ["I rolled 6, 6, 2", { roll: { red: 6, white: 6, green: 2 }, colours: [], faces: [], sum: null }],
  ])("%j", (query, expected) => {
    expect(readDiceQuestion(query)).toEqual(expected);
  });
});

describe("the enhanced text's form", () => {
  it("reads `## ` lines as headings and blank-line-apart text as paragraphs", () => {
    const text =
      "## The Dice Have Spoken\nThe lamp burns low.\nStill warm.\n\n## Three Insights\n1. One\n2. Two\n\nLast words.";
    expect(enhancedTextBlocks(text)).toEqual([
      { kind: "heading", text: "The Dice Have Spoken" },
      { kind: "paragraph", text: "The lamp burns low.\nStill warm." },
      { kind: "heading", text: "Three Insights" },
      { kind: "paragraph", text: "1. One\n2. Two" },
      { kind: "paragraph", text: "Last words." },
    ]);
  });
  it("keeps a text without headings as paragraphs, as a provider may write it", () => {
    expect(enhancedTextBlocks("One.\n\n\nTwo.")).toEqual([
      { kind: "paragraph", text: "One." },
      { kind: "paragraph", text: "Two." },
    ]);
    expect(enhancedTextBlocks("")).toEqual([]);
  });
  it("asks the provider with the seeker's question when there is one", () => {
    expect(enhancementUserMessage(null)).toBe("Enhance this reading with mystical insights and guidance");
    expect(enhancementUserMessage("Will it rain?")).toBe(
      "Enhance this reading with mystical insights and guidance\n\nThe seeker asked, in their own words: “Will it rain?”",
    );
    expect(enhancementUserMessage("everyone would be better off without me")).toBe(
      "Enhance this reading with mystical insights and guidance",
    );
    expect(enhancementUserMessage("everyone would be better off without me", 3)).toBe(
      "Enhance this reading with mystical insights and guidance",
    );
  });
  it("gives the question as read, and what to answer, when the tier is known", () => {
    expect(enhancementUserMessage("Will my ex come back?", 2)).toBe(
      "Enhance this reading with mystical insights and guidance\n\nThe seeker asked, in their own words: “Will my ex come back?”\n" +
        "The question is about a person, named “your ex”, and asks yes or no. " +
        "Name “your ex” and answer it: give the reading's own yes-or-no verdict, without contradicting the reading.",
    );
    expect(enhancementUserMessage("When will my savings grow?", 1)).toMatch(/asks when\. Name “your savings” once\.$/);
    expect(enhancementUserMessage("What should I focus on?", 4)).toMatch(
      /about nothing more particular, and asks what\. Name their question and answer it: give the reading's counsel as what to do/,
    );
  });
});

describe("tier sections and tokens", () => {
  it("appends Timing Prediction from tier 3, Spirit Guide Message from 4, Mystical Ritual at 5", () => {
    expect(tierSectionTitles(1)).toEqual([]);
    expect(tierSectionTitles(2)).toEqual([]);
    expect(tierSectionTitles(3)).toEqual(["Timing Prediction"]);
    expect(tierSectionTitles(4)).toEqual(["Timing Prediction", "Spirit Guide Message"]);
    expect(tierSectionTitles(5)).toEqual(["Timing Prediction", "Spirit Guide Message", "Mystical Ritual"]);
  });
  it("maps tiers to max_tokens", () => {
    expect([1, 2, 3, 4, 5].map(maxTokensForTier)).toEqual([300, 500, 800, 1200, 2000]);
  });
  it("words failures as the page shows them", () => {
    expect(enhancementFailureMessage("timeout")).toBe("The mystical energies are disrupted: timeout");
    expect(enhancementFailureMessage(null)).toBe("An unexpected error occurred");
  });
});
