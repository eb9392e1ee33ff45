import { describe, expect, it } from "vitest";
import { describeDayRange, sunDaysInSign, type DayRangeWords } from "./sign-dates";
import { ZODIAC_SIGNS, type ZodiacSign } from "./signs";
import { signIngresses } from "./sun-sign";

const WORDS: DayRangeWords = {
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  or: " or ",
  between: "between {first} and {last}",
};

/** One year's ingresses on the given UTC days, in ZODIAC_SIGNS order. */
function year(days: Partial<Record<ZodiacSign, string>>) {
  return ZODIAC_SIGNS.filter((sign) => days[sign]).map((sign) => ({ sign, at: new Date(`${days[sign]}Z`) }));
}

describe("sunDaysInSign", () => {
  it("takes the earliest and latest UTC day the Sun enters the sign and enters the next", () => {
    const years = [
      year({ leo: "2001-07-22T23:59", virgo: "2001-08-23T06:00" }),
      year({ leo: "2002-07-23T10:00", virgo: "2002-08-23T12:00" }),
      year({ leo: "2003-07-23T00:01", virgo: "2003-08-22T20:00" }),
    ];
    expect(sunDaysInSign("leo", years)).toEqual({
      enters: { earliest: { month: 7, day: 22 }, latest: { month: 7, day: 23 } },
      leaves: { earliest: { month: 8, day: 22 }, latest: { month: 8, day: 23 } },
    });
  });

  it("lets Pisces leave when the Sun enters Aries, in March", () => {
    const years = [year({ pisces: "2000-02-19T09:00", aries: "2000-03-20T07:35" })];
    expect(sunDaysInSign("pisces", years).leaves).toEqual({
      earliest: { month: 3, day: 20 },
      latest: { month: 3, day: 20 },
    });
  });

  it("over 1950–2050 gives Leo 22 or 23 July and 22 or 23 August, and Aries three days in March", () => {
    const years = Array.from({ length: 101 }, (_, index) => signIngresses(1950 + index));
    const leo = sunDaysInSign("leo", years);
    expect(describeDayRange(leo.enters, WORDS)).toBe("22 or 23 July");
    expect(describeDayRange(leo.leaves, WORDS)).toBe("22 or 23 August");
    expect(describeDayRange(sunDaysInSign("aries", years).enters, WORDS)).toBe("19, 20 or 21 March");
  });

  it("has no days to range over without the sign's ingresses", () => {
    expect(() => sunDaysInSign("leo", [])).toThrow();
  });
});

describe("describeDayRange", () => {
  it("names one day, two, several, or a span across a month's end", () => {
    const range = (from: [number, number], to: [number, number]) => ({
      earliest: { month: from[0], day: from[1] },
      latest: { month: to[0], day: to[1] },
    });
    expect(describeDayRange(range([7, 22], [7, 22]), WORDS)).toBe("22 July");
    expect(describeDayRange(range([7, 22], [7, 23]), WORDS)).toBe("22 or 23 July");
    expect(describeDayRange(range([3, 19], [3, 21]), WORDS)).toBe("19, 20 or 21 March");
    expect(describeDayRange(range([4, 30], [5, 1]), WORDS)).toBe("between 30 April and 1 May");
  });
});
