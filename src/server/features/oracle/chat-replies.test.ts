import { PLAN_TERMS } from "../../../shared/billing";
import { planLine } from "../../../../content/oracle/guide-facts";
import { describe, expect, it } from "vitest";
import { meaningSystem } from "../../../../content/oracle/meaning-system";
import { CRISIS_REPLY } from "../../../../content/oracle/crisis";
import { PASSWORD_RESET_MINUTES } from "../../../shared/account";
import { FACE_NAMES, listAllRolls } from "../../../shared/dice";
import { CAST_KARMA, LEVEL_THRESHOLDS } from "../../../shared/gamification/rules";
import { classifyIntent } from "../../../shared/oracle";
import { composeChatReply } from "./chat-replies";

/** Lyra's built-in answer to a question, classified as the route classifies it. */
const answer = (query: string) => composeChatReply({ intent: classifyIntent(query), query });

describe("Lyra's built-in answers about the product", () => {
  it.each([
    ["What does the red die mean?", ["The red die speaks of the will: desire, courage, action, conflict", "motive"]],
    ["what does green stand for", ["The green die speaks of the world", "What will take root?"]],
    [
      "What does a red 5 mean?",
      ["A 5 is the Storm: change, travel, upheaval, freedom", "On the red die, read it through the will"],
    ],
    ["what does the Crown mean", ["A 6 is the Crown: harmony, completion, love, reward", "complacency, pride"]],
    ["what does a sum of 11 mean?", ["A sum of 11 is The Twin Paths: a decision between two truths"]],
    ["What does 18 mean?", ["A sum of 18 is The Crown of Fortune"]],
    ["what does 3-1-5 mean", ["A red Spark (3), a white Seed (1) and a green Storm (5)", "A sum of 9 is The Lantern"]],
  ])("%j", (query, expected) => {
    expect(classifyIntent(query)).toBe("dice_meaning");
    for (const text of expected) expect(answer(query)).toContain(text);
  });

  it("gives an overview of the dice when the question names no colour, face or sum", () => {
    const reply = answer("What do the dice mean?");
    expect(reply).toContain(`${listAllRolls().length} readings`);
    expect(reply).toContain(FACE_NAMES.map((name, index) => `${index + 1} ${name}`).join(", "));
    expect(reply).toContain(meaningSystem.matches);
  });

  it("tells how many readings each plan gives, from the plans themselves", () => {
    const reply = answer("How many readings does a plan give?");
    expect(classifyIntent("How many readings does a plan give?")).toBe("plans");
    for (const plan of PLAN_TERMS) expect(reply).toContain(planLine(plan));
    expect(reply).toContain(
      "the Arcane Explorer plan ($19.99/month): unlimited readings a day, 120 enhanced readings a day",
    );
  });

  it("explains tiers: karma, levels, the tier rule, sections and enhancement allowances", () => {
    const reply = answer("How do tiers work?");
    expect(reply).toContain(`Each cast earns ${CAST_KARMA} karma`);
    expect(reply).toContain(`Master at ${LEVEL_THRESHOLDS.Master.toLocaleString("en-US")}`);
    expect(reply).toContain("the higher of your level's tier and your plan's starting tier");
    expect(reply).toContain(
      "'Timing Prediction' from tier 3, 'Spirit Guide Message' from tier 4 and 'Mystical Ritual' from tier 5",
    );
    expect(reply).toContain("set by your plan, not your tier");
  });

  it("tells how to reset a password", () => {
    const reply = answer("How do I reset my password?");
    expect(reply).toContain(`"Forgot password?"`);
    expect(reply).toContain(`lasts ${PASSWORD_RESET_MINUTES} minutes`);
  });

  it("answers a crisis with the safety reply alone", () => {
    expect(answer("I want to end it")).toBe(CRISIS_REPLY);
    expect(CRISIS_REPLY).toMatch(/emergency/);
    for (const line of ["988", "Samaritans", "116 123", "findahelpline.com"]) expect(CRISIS_REPLY).toContain(line);
  });
});
