import { describe, expect, it } from "vitest";
import { ZODIAC_SIGNS } from "../../src/shared/astrology/signs";
import { personalWeekFacts } from "../../src/shared/weekly/personal-week";
import { ritualAndPrompt } from "../../src/shared/weekly/personal-words";
import { shiftWeek } from "../../src/shared/weekly/week";
import { SIGN_NAMES } from "../sky/traditions";
import { PERSONAL_WEEK_BANKS } from "./personal";

const words = {
  signName: (sign: string) => SIGN_NAMES[sign as (typeof ZODIAC_SIGNS)[number]],
  dayLabel: (at: string) => at.slice(0, 10),
};

describe("the personal edition's ritual and prompt", () => {
  it("gives every week of a year a ritual for its main moon event and a prompt, with no slot left", () => {
    let week = "2026-W01";
    for (let index = 0; index < 52; index += 1) {
      const facts = personalWeekFacts("1985-02-28", week, "Europe/Lisbon");
      const { ritual, prompt } = ritualAndPrompt(facts, PERSONAL_WEEK_BANKS, words);
      expect(`${ritual} ${prompt}`).not.toMatch(/[{}]/);
      if (facts.mainMoonEvent) {
        expect(ritual).toContain(facts.mainMoonEvent.at.slice(0, 10));
        expect(ritual).toContain(SIGN_NAMES[facts.mainMoonEvent.sign]);
      }
      expect(prompt).toContain(`month ${facts.personalMonth}`);
      week = shiftWeek(week, 1);
    }
  });

  it("reads a master month by its root", () => {
    const facts = { ...personalWeekFacts("1985-02-28", "2026-W10", "UTC"), personalMonth: 11 };
    expect(ritualAndPrompt(facts, PERSONAL_WEEK_BANKS, words).prompt).toContain("personal month 11, partnership");
  });
});
