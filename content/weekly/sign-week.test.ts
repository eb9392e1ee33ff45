import { describe, expect, it } from "vitest";
import { ZODIAC_SIGNS } from "../../src/shared/astrology/signs";
import { SKY_EVENT_TYPES } from "../../src/shared/sky/sky-events";
import { SIGN_RELATIONS, weekSkyEvents } from "../../src/shared/weekly/sky-week";
import { shiftWeek } from "../../src/shared/weekly/week";
import { composeSignWeekEdition } from "../../src/server/features/weekly/sign-week.service";
import { skyEventName } from "../sky";
import { SIGN_WEEK_BANKS } from "./sign-week";

describe("the free weekly edition's words", () => {
  it("has words for every event type and relation, and no sentence claims more than tradition", () => {
    for (const type of SKY_EVENT_TYPES) expect(SIGN_WEEK_BANKS.eventViews[type].length).toBeGreaterThanOrEqual(3);
    for (const relation of SIGN_RELATIONS) expect(SIGN_WEEK_BANKS.relations[relation].length).toBeGreaterThanOrEqual(3);
    const all = Object.values(SIGN_WEEK_BANKS).flatMap((bank) =>
      Array.isArray(bank) ? bank : Object.values(bank as Record<string, string[]>).flat(),
    );
    for (const sentence of all) {
      expect(sentence).not.toMatch(/\bAI\b|\bwill (happen|bring you)|guarantee/i);
      expect(
        sentence
          .match(/\{(\w+)\}/g)
          ?.every((slot: string) => /^\{(sign|ruler|keyword|event|body|Body|days|range|first|last)\}$/.test(slot)) ??
          true,
      ).toBe(true);
    }
  });

  it("tells 52 weeks for each of the twelve signs: every event told, no week alike, no slot left", () => {
    let week = "2026-W01";
    const texts = new Map<string, Set<string>>(ZODIAC_SIGNS.map((sign) => [sign, new Set()]));
    for (let index = 0; index < 52; index += 1) {
      const sky = weekSkyEvents(week, "UTC");
      for (const sign of ZODIAC_SIGNS) {
        const edition = composeSignWeekEdition(sign, week, sky);
        expect(edition.text).not.toMatch(/[{}]/);
        for (const event of edition.events) {
          expect(sky).toContainEqual(expect.objectContaining({ type: event.type, body: event.body, at: event.at }));
          expect(edition.text).toContain(`${skyEventName(event)}.`);
        }
        const seen = texts.get(sign)!;
        expect(seen.has(edition.text)).toBe(false);
        seen.add(edition.text);
      }
      week = shiftWeek(week, 1);
    }
  });

  it("opens two weeks of one sign differently, even with the dates taken out", () => {
    const first = composeSignWeekEdition("virgo", "2026-W10").text.split("\n\n")[0];
    const second = composeSignWeekEdition("virgo", "2026-W11").text.split("\n\n")[0];
    expect(first).not.toBe(second);
  });
});
