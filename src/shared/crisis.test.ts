import { describe, expect, it } from "vitest";
import { classifyCrisis, isCrisisMessage, normaliseForCrisis, type CrisisKind } from "./crisis";
import {
  CRISIS_CORPUS,
  DISTRESS_CORPUS,
  MEDICAL_EMERGENCY_CORPUS,
  ORDINARY_CORPUS,
  type Phrasing,
} from "./testing/crisis-corpus";
import { HELD_OUT_NEEDS_HELP, HELD_OUT_ORDINARY } from "./testing/crisis-held-out";
import { CRISIS_PHRASINGS, NOT_CRISIS_PHRASINGS } from "./testing/crisis-phrasings";

/** The phrasings of a group the detector classifies otherwise than `accepted`, with what it said. */
function misses(group: readonly Phrasing[], accepted: readonly (CrisisKind | null)[]): string[] {
  return group
    .filter((phrasing) => !accepted.includes(classifyCrisis(phrasing.text)))
    .map((phrasing) => `${phrasing.family}: ${JSON.stringify(phrasing.text)} → ${classifyCrisis(phrasing.text)}`);
}

function report(name: string, group: readonly Phrasing[], missed: string[]): void {
  const families = new Set(group.map((phrasing) => phrasing.family)).size;
  console.info(`${name}: ${group.length - missed.length} of ${group.length} right, over ${families} families`);
}

describe("the crisis corpus (written from crisis lines' guidance, without sight of the patterns)", () => {
  it("has at least 150 messages on each side of the line, in every family the decision names", () => {
    expect(CRISIS_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(ORDINARY_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CRISIS_CORPUS.map((phrasing) => phrasing.family))).toEqual(
      new Set([
        "passive-ideation",
        "intent",
        "plan",
        "means",
        "self-harm",
        "overdose",
        "goodbye",
        "third-person",
        "second-person",
        "abuse-danger",
        "burden-hopeless-with-death",
      ]),
    );
    const all = [...CRISIS_CORPUS, ...MEDICAL_EMERGENCY_CORPUS, ...DISTRESS_CORPUS, ...ORDINARY_CORPUS];
    expect(new Set(all.map((phrasing) => phrasing.text.trim().toLowerCase())).size).toBe(all.length);
  });

  it("finds every message about ending a life, self-harm, an overdose, a goodbye, abuse or danger", () => {
    const missed = misses(CRISIS_CORPUS, ["crisis"]);
    report("crisis", CRISIS_CORPUS, missed);
    expect(missed).toEqual([]);
  });

  it("finds every medical emergency (an overdose counts as a crisis first)", () => {
    const missed = misses(MEDICAL_EMERGENCY_CORPUS, ["medical", "crisis"]);
    report("medical", MEDICAL_EMERGENCY_CORPUS, missed);
    expect(missed).toEqual([]);
    // Outside poisonings (which may be meant), a body in trouble gets the emergency answer, not the crisis one.
    const accidents = MEDICAL_EMERGENCY_CORPUS.filter((phrasing) => phrasing.family !== "overdose-poisoning");
    expect(misses(accidents, ["medical"])).toEqual([]);
  });

  it("meets distress without danger named with a check-in, never with a reading", () => {
    const missed = misses(DISTRESS_CORPUS, ["distress"]);
    report("distress", DISTRESS_CORPUS, missed);
    expect(missed).toEqual([]);
  });

  it("raises no alarm for ordinary questions that use dark words loosely", () => {
    const alarms = misses(ORDINARY_CORPUS, [null]);
    report("ordinary", ORDINARY_CORPUS, alarms);
    expect(alarms).toEqual([]);
  });
});

describe("isCrisisMessage", () => {
  it.each(CRISIS_PHRASINGS)("%j is a crisis message", (message) => {
    expect(isCrisisMessage(message)).toBe(true);
  });

  it.each(NOT_CRISIS_PHRASINGS)("%j is not", (message) => {
    expect(isCrisisMessage(message)).toBe(false);
  });

  it("reads the message as written, curly apostrophes, dropped apostrophes, shorthand and misspellings", () => {
    expect(normaliseForCrisis("I’m  NOT safe!!")).toBe("i am not safe");
    expect(normaliseForCrisis("dont think ill be around, kms")).toBe("do not think ill be around kill myself");
    for (const message of [
      "I’m not safe",
      "im not safe",
      "I WANT TO DIE",
      "i wnat to kil myself",
      "thinking of sucide",
    ])
      expect(classifyCrisis(message)).toBe("crisis");
  });

  it("tells a threat from household hyperbole", () => {
    expect(classifyCrisis("my boyfriend said he'll kill me if I leave")).toBe("crisis");
    expect(classifyCrisis("My mum will kill me if I'm late for dinner again lol")).toBeNull();
    // A person doing the harm, not a choice that might hurt: love questions stay questions.
    expect(classifyCrisis("Will he hurt me again?")).toBe("crisis");
    expect(classifyCrisis("Will telling her the truth hurt me?")).toBeNull();
    expect(classifyCrisis("Will my ex's new relationship hurt me?")).toBeNull();
  });
});

describe("a held-out set, written after the detector by an author who saw neither it nor the corpus", () => {
  // Measured when the set was written (no pattern was tuned on it afterwards): 103 of 129 messages that
  // need help were found, against 38 by the detector before; 2 of 128 ordinary questions raised an alarm.
  // These figures may only rise (and fall, for the alarms); decision 026 lists what it still misses.
  it("finds at least 103 of the 129 messages that need help, and alarms at most 2 of 128 ordinary ones", () => {
    const found = HELD_OUT_NEEDS_HELP.filter((message) => classifyCrisis(message) !== null).length;
    const alarms = HELD_OUT_ORDINARY.filter((message) => classifyCrisis(message) !== null).length;
    console.info(
      `held out: ${found} of ${HELD_OUT_NEEDS_HELP.length} found, ${alarms} of ${HELD_OUT_ORDINARY.length} alarms`,
    );
    expect(found).toBeGreaterThanOrEqual(103);
    expect(alarms).toBeLessThanOrEqual(2);
  });
});
