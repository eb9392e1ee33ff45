import { describe, expect, it } from "vitest";
import { ZODIAC_SIGNS } from "../../../shared/astrology/signs";
import { NUMEROLOGY_NUMBERS } from "../../../shared/numerology/numbers";
import { numberEntry, signEntry, skyIndex } from "./entries";

describe("the numbers' and signs' pages", () => {
  const entries = [
    ...NUMEROLOGY_NUMBERS.map((value) => numberEntry(String(value))!),
    ...ZODIAC_SIGNS.map((sign) => signEntry(sign)!),
  ];

  it("give every page a description of at most 160 characters and a title, each its own", () => {
    for (const entry of entries) expect(entry.description.length, entry.path).toBeLessThanOrEqual(160);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(24);
    expect(new Set(entries.map((entry) => entry.metaTitle)).size).toBe(24);
  });

  it("read a number in exactly the positions it can hold", () => {
    const positions = (value: string) => numberEntry(value)!.sections[1]!.items!.map((item) => item.heading);
    expect(positions("7")).toHaveLength(8);
    expect(positions("22")).toEqual(["Life Path", "Expression", "Soul Urge", "Personality", "Birthday"]);
    expect(positions("33")).toEqual(["Life Path", "Expression", "Soul Urge", "Personality"]);
    expect(numberEntry("11")!.facts[1]!.value).toBe("A master number, which also carries 2");
  });

  it("link each page to its neighbours, round the circle at the ends", () => {
    expect(numberEntry("9")!.next.path).toBe("/numerology/11");
    expect(numberEntry("1")!.previous).toEqual({ name: "Number 33 · The Master Teacher", path: "/numerology/33" });
    expect(signEntry("pisces")!.next).toEqual({ name: "Aries", path: "/astrology/aries" });
    expect(signEntry("aries")!.previous.path).toBe("/astrology/pisces");
  });

  it("give each sign the days the Sun enters and leaves it over the century", () => {
    expect(signEntry("leo")!.lead!.text).toBe(
      "The Sun enters Leo on 22 or 23 July and leaves it on 22 or 23 August; the exact minute moves from year to year.",
    );
    expect(signEntry("capricorn")!.lead!.text).toContain("leaves it on 19, 20 or 21 January");
    expect(signEntry("leo")!.lead!.note).toBe("Days counted in UTC, over the years 1950 to 2050.");
  });

  it("know no other numbers or signs", () => {
    for (const param of ["10", "07", "0", "seven", "", undefined]) expect(numberEntry(param), param).toBeNull();
    expect(signEntry("ophiuchus")).toBeNull();
    expect(signEntry(undefined)).toBeNull();
  });

  it("list all twelve of each on the index, in order", () => {
    const index = skyIndex();
    expect(index.numbers.map((item) => item.value)).toEqual([...NUMEROLOGY_NUMBERS]);
    expect(index.signs.map((item) => item.path)).toEqual(ZODIAC_SIGNS.map((sign) => `/astrology/${sign}`));
  });
});
