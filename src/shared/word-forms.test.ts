import { describe, expect, it } from "vitest";
import { mentionsAny, stemsOf, stemWord, wordsOf } from "./word-forms";

describe("stemWord", () => {
  it.each([
    ["relationships", "relationship"],
    ["relationship's", "relationship"],
    ["Relationship’s", "relationship"],
    ["finances", "financ"],
    ["finance", "financ"],
    ["financial", "financ"],
    ["financially", "financ"],
    ["financing", "financ"],
    ["greetings", "greet"],
    ["greeting", "greet"],
    ["greeted", "greet"],
    ["worries", "worry"],
    ["worried", "worry"],
    ["loves", "lov"],
    ["loving", "lov"],
    ["loved", "lov"],
    ["planning", "plan"],
    ["planned", "plan"],
    ["plans", "plan"],
    ["hitting", "hit"],
    ["classes", "class"],
    ["dice", "dic"],
    ["tiers", "tier"],
    ["meaning", "mean"],
    ["means", "mean"],
    ["passwords", "password"],
    ["seeds", "seed"],
    ["greed", "greed"],
    ["blessing", "bless"],
  ])("%s → %s", (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it.each(["hit", "his", "this", "history", "chi", "crisis", "bus", "thing", "king", "string", "bred", "trial"])(
    "keeps %s whole, so it never shares the stem of 'hi'",
    (word) => {
      expect(stemWord(word)).toBe(word);
      expect(stemWord(word)).not.toBe(stemWord("hi"));
    },
  );
});

describe("wordsOf and stemsOf", () => {
  it("splits on punctuation and keeps inner apostrophes", () => {
    expect(wordsOf("Greetings, oracle! What's my fortune?")).toEqual([
      "greetings",
      "oracle",
      "what's",
      "my",
      "fortune",
    ]);
    expect([...stemsOf("my finances, my relationships")]).toEqual(["my", "financ", "relationship"]);
    expect(wordsOf("")).toEqual([]);
  });
});

describe("mentionsAny", () => {
  it.each([
    ["my relationships", ["relationship"], true],
    ["relationship advice", ["relationship"], true],
    ["my finances", ["finance"], true],
    ["financial worries", ["finance"], true],
    ["greetings, oracle", ["hi", "greetings"], true],
    ["I forgot my password", ["forgot password"], false],
    ["I forgot my password", ["password"], true],
    ["how do I sign in?", ["sign in"], true],
    ["I signed in yesterday", ["sign in"], true],
    ["sign my name in", ["sign in"], false],
    ["hit me with a reading", ["hi"], false],
    ["history of the dice", ["hi"], false],
    ["this is it", ["hi"], false],
    ["his fortune", ["hi"], false],
    ["the chi of the stars", ["hi"], false],
    ["moneybags", ["money"], false],
    ["", ["hi"], false],
  ] as const)("%j mentions %j: %s", (text, keywords, expected) => {
    expect(mentionsAny(text, keywords)).toBe(expected);
  });
});
