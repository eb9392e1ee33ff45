import { PLAN_TERMS } from "../../../shared/billing";
import { ACCOUNT_REPLY_CLOSING, planLine, productFacts } from "../../../../content/oracle/guide-facts";
import { divinationTools } from "../../../../content/site/divination-tools";
import { describe, expect, it } from "vitest";
import { meaningSystem } from "../../../../content/oracle/meaning-system";
import { CRISIS_REPLY } from "../../../../content/oracle/crisis";
import { PASSWORD_RESET_MINUTES } from "../../../shared/account";
import { FACE_NAMES, listAllRolls } from "../../../shared/dice";
import { CAST_KARMA, LEVEL_THRESHOLDS } from "../../../shared/gamification/rules";
import { classifyQuestion } from "../../../shared/guide-topics";
import { composeChatReply } from "./chat-replies";
import { spreadPositions, spreadSize } from "../../../shared/draws/spreads";
import { RUNE_DECK_ENTRIES } from "../../../shared/draws/decks";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { rune } from "../../../../content/runes";
import { tarotCard, TAROT_CARDS } from "../../../../content/tarot";
import { signContent } from "../../../../content/astrology";
import { numberContent } from "../../../../content/numerology";
import { moonFact } from "../../../../content/oracle/sky-facts";

/** The built-in guide's clock in these tests: a fixed day, so its answers are the same on any date. */
const A_DAY = new Date("2026-11-28T12:00:00Z");

/** Lyra's built-in answer to a question, classified as the route classifies it. */
const answer = (query: string) => composeChatReply({ intent: classifyQuestion(query), query, now: A_DAY });

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
    expect(classifyQuestion(query)).toBe("dice_meaning");
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
    expect(classifyQuestion("How many readings does a plan give?")).toBe("plans");
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

  it("tells what the Celtic Cross is: its cards, its places in order and the plans that open it", () => {
    const query = "what is the celtic cross";
    expect(classifyQuestion(query)).toBe("tarot_meaning");
    const reply = answer(query);
    expect(reply).toContain(`The Celtic Cross is a tarot spread of ${spreadSize("celtic-cross")} cards`);
    expect(reply).toContain(spreadWords("celtic-cross").description);
    const places = spreadPositions("celtic-cross").map((position) => positionWords(position).label);
    expect(reply).toContain(`${places.slice(0, -1).join(", ")} and ${places.at(-1)}`);
    const paid = PLAN_TERMS.filter(
      (plan) => plan.maxSpreadSize !== null && plan.maxSpreadSize < spreadSize("celtic-cross"),
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const plan of PLAN_TERMS.filter((plan) => !paid.includes(plan) && plan.priceCents > 0))
      expect(reply).toContain(plan.name);
    expect(reply).toContain("It opens with the");
  });

  it("tells how the runes work, from the Elder Futhark and its spreads", () => {
    const query = "how do runes work?";
    expect(classifyQuestion(query)).toBe("rune_meaning");
    const reply = answer(query);
    expect(reply).toContain(`${RUNE_DECK_ENTRIES.length} staves of the Elder Futhark`);
    for (const spread of ["single", "three-norns", "five-rune-cross"] as const)
      expect(reply).toContain(spreadWords(spread).name);
    expect(reply).toContain(`${RUNE_DECK_ENTRIES.filter((entry) => !entry.reversible).length} of them look the same`);
    expect(reply).toContain("/runes/library");
  });

  it("tells whether the tarot is free: the free spreads, the paid ones and the one daily allowance", () => {
    const query = "is tarot free?";
    expect(classifyQuestion(query)).toBe("tarot_meaning");
    const reply = answer(query);
    const free = PLAN_TERMS.find((plan) => plan.priceCents === 0)!;
    expect(reply).toContain(
      `${spreadWords("one-card").name} and ${spreadWords("three-card").name} are open on every plan`,
    );
    expect(reply).toContain(`The ${spreadWords("celtic-cross").name} opens with`);
    expect(reply).toContain(`${free.dailyLimit} a day on the ${free.name} plan`);
  });

  it("tells what a named card or stave speaks of, from its own words", () => {
    const tower = tarotCard("the-tower");
    const towerReply = answer("what does the Tower mean in tarot?");
    expect(towerReply).toContain(`${tower.name}: ${tower.keywords.upright[0]}`);
    const fehu = rune("fehu");
    const fehuReply = answer("what does Fehu mean as a rune?");
    expect(fehuReply).toContain(`"${fehu.sound}"`);
    expect(fehuReply).toContain(fehu.keywords.upright[0]!);
    expect(answer("tell me about the tarot")).toContain(`${TAROT_CARDS.length} cards`);
  });
});

describe("Lyra's built-in answers about numerology, the signs and the Moon", () => {
  it("reads the numbers and signs a question names from their words", () => {
    const query = "what does life path 11 mean for a Leo?";
    expect(classifyQuestion(query)).toBe("numerology_meaning");
    const reply = answer(query);
    expect(reply).toContain(`11, ${numberContent(11).title}:`);
    expect(reply).toContain("/numerology/11");
    expect(reply).toContain(`Leo, ${signContent("leo").emblem}:`);
    expect(reply).toContain("/astrology/leo");
    expect(reply).not.toContain("/numerology/1.");
  });

  it("explains the calculator when the question names no number or sign", () => {
    const query = "how does numerology work here?";
    expect(classifyQuestion(query)).toBe("numerology_meaning");
    expect(answer(query)).toContain("nothing you type there is sent or stored");
  });

  it("tells the Moon of the day it is asked, computed, not written down", () => {
    expect(classifyQuestion("what phase is the moon in?")).toBe("moon_phase");
    // 3 March 2026: a full moon (11:38 UTC) in Virgo; the next principal phase is the last quarter on the 11th.
    const reply = moonFact(new Date("2026-03-03T12:00:00Z"));
    expect(reply).toMatch(/^Today the Moon is a Full Moon, 100% lit, in Virgo/);
    expect(reply).toContain("The next last quarter falls on 11 March (UTC).");
    expect(moonFact(new Date("2026-01-22T12:00:00Z"))).toMatch(/^Today the Moon is a Waxing Crescent, \d+% lit/);
  });
});

describe("Lyra's built-in answers about the tools", () => {
  const open = divinationTools.filter((tool) => !tool.isComingSoon);
  /** The dice, the tarot, the runes, numerology and the Moon have facts of their own (above). */
  const withOwnFacts = new Set(["/dice-divination", "/tarot", "/runes", "/numerology", "/moon-phases"]);

  it.each(open.filter((tool) => !withOwnFacts.has(tool.path)).map((tool) => [tool.title, tool] as const))(
    "names %s, its address and what it does when asked about it",
    (_, tool) => {
      const reply = answer(`What is ${tool.title}?`);
      expect(reply).toContain(tool.path);
      expect(reply).toContain(tool.description);
    },
  );

  it("finds a tool by its other names when asked about it, and not from a word in passing", () => {
    expect(answer("how does the chakra thing work?")).toContain("/aura-chakra");
    expect(answer("tell me about the i ching")).toContain("/ancient-texts");
    expect(answer("where do I log my dreams?")).toContain("/dream-analysis");
    expect(answer("I had a strange dream")).not.toContain("/dream-analysis");
  });

  it("says whether a tool needs an account when asked, and still helps with signing in", () => {
    const chakra = answer("Can I try the chakra check-in without an account?");
    expect(chakra).toContain("/aura-chakra");
    expect(chakra).toContain("It needs no account.");
    expect(answer("Do I need an account for the energy map?")).toContain("/quantum-energy");
    expect(answer("I forgot my password")).not.toContain("/aura-chakra");
    expect(answer("I can't log in to my account")).toContain(ACCOUNT_REPLY_CLOSING);
  });

  it("gives the AI provider every open tool by name and address", () => {
    const facts = productFacts();
    for (const tool of open) expect(facts).toContain(`${tool.title} (${tool.path})`);
  });
});
