import { describe, expect, it } from "vitest";
import {
  classifyIntent,
  enhancementFailureMessage,
  maxTokensForTier,
  renderTierSections,
  TIER_SECTIONS,
  tierSectionTitles,
} from "./oracle";

describe("classifyIntent", () => {
  it.each([
    ["hello", "greeting"],
    ["Hi there", "greeting"],
    ["GREETINGS, oracle", "greeting"],
    ["can I get a teaser?", "teaser"],
    ["Preview please", "teaser"],
    ["tell my fortune", "divination"],
    ["what is my destiny", "divination"],
    ["I need guidance", "divination"],
    ["love", "love_advice"],
    ["my relationship is odd", "love_advice"],
    ["finance tips", "financial_advice"],
    ["MONEY", "financial_advice"],
    ["this is high tide", "unknown"],
    ["loved ones", "unknown"],
    ["moneybags", "unknown"],
    ["", "unknown"],
  ])("%j is %s (whole words, any case)", (query, intent) => {
    expect(classifyIntent(query)).toBe(intent);
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
  it("picks one of four fixed phrases per section", () => {
    for (const phrases of Object.values(TIER_SECTIONS)) expect(phrases).toHaveLength(4);
    expect(renderTierSections(5, () => 2)).toBe(
      `\n\nTiming Prediction\n${TIER_SECTIONS["Timing Prediction"][2]}\n\nSpirit Guide Message\n${TIER_SECTIONS["Spirit Guide Message"][2]}\n\nMystical Ritual\n${TIER_SECTIONS["Mystical Ritual"][2]}`,
    );
  });
  it("maps tiers to max_tokens", () => {
    expect([1, 2, 3, 4, 5].map(maxTokensForTier)).toEqual([300, 500, 800, 1200, 2000]);
  });
  it("words failures as the spec does", () => {
    expect(enhancementFailureMessage("timeout")).toBe("The mystical energies are disrupted: timeout");
    expect(enhancementFailureMessage(null)).toBe("An unexpected error occurred");
  });
});
