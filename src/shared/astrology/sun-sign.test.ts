import { describe, expect, it } from "vitest";
import { elementOf, modalityOf, signOfLongitude, ZODIAC_SIGNS } from "./signs";
import { signIngresses, sunSign } from "./sun-sign";

/**
 * The Sun enters Aries, Cancer, Libra and Capricorn at the equinoxes and solstices. The times below are
 * the ones published by the U.S. Naval Observatory (Astronomical Applications Department, "Earth's
 * Seasons: Equinoxes, Solstices, Perihelion, and Aphelion"), in UTC, to the minute.
 */
const PUBLISHED_SEASONS: Record<number, [string, string, string, string]> = {
  1990: ["1990-03-20T21:19Z", "1990-06-21T15:33Z", "1990-09-23T06:56Z", "1990-12-22T03:07Z"],
  2000: ["2000-03-20T07:35Z", "2000-06-21T01:48Z", "2000-09-22T17:27Z", "2000-12-21T13:37Z"],
  2024: ["2024-03-20T03:06Z", "2024-06-20T20:51Z", "2024-09-22T12:44Z", "2024-12-21T09:20Z"],
};
const MINUTE = 60_000;

describe("the Sun's sign", () => {
  it("enters the cardinal signs at the published equinoxes and solstices, within two minutes", () => {
    for (const [year, seasons] of Object.entries(PUBLISHED_SEASONS)) {
      const ingresses = signIngresses(Number(year));
      const cardinal = ["aries", "cancer", "libra", "capricorn"].map(
        (sign) => ingresses.find((entry) => entry.sign === sign)!.at,
      );
      cardinal.forEach((at, index) =>
        expect(Math.abs(at.getTime() - Date.parse(seasons[index]!)), `${year} ${index}`).toBeLessThan(2 * MINUTE),
      );
    }
  });

  it("moves its cusps from year to year instead of following a fixed table", () => {
    const aries = (year: number) => signIngresses(year)[0]!.at.toISOString().slice(0, 10);
    expect(new Set([1990, 2000, 2024].map(aries))).toEqual(new Set(["1990-03-20", "2000-03-20", "2024-03-20"]));
    // The same calendar day is Pisces in one year and Aries in another, hour by hour.
    expect(sunSign("1990-03-20", "UTC").sign).toBe("pisces");
    expect(sunSign("2024-03-20", "UTC").sign).toBe("aries");
  });

  it("reads a birth date at local noon and names the cusp when the Sun changed sign that day", () => {
    // 20 March 1990: the Sun reached 0° at 21:19 UTC, after noon in London.
    const london = sunSign("1990-03-20", "Europe/London");
    expect(london.sign).toBe("pisces");
    expect(london.cusp?.sign).toBe("aries");
    expect(Math.abs(london.cusp!.at.getTime() - Date.parse("1990-03-20T21:19Z"))).toBeLessThan(2 * MINUTE);
    // In Auckland (UTC+12) that instant was the morning of 21 March, so the 21st is Aries on its cusp.
    expect(sunSign("1990-03-21", "Pacific/Auckland")).toMatchObject({ sign: "aries", cusp: { sign: "pisces" } });
    expect(sunSign("1990-03-22", "Pacific/Auckland").cusp).toBeNull();
  });

  it("gives element and modality with the sign", () => {
    expect(sunSign("2000-08-10", "UTC")).toEqual({ sign: "leo", element: "fire", modality: "fixed", cusp: null });
    expect(ZODIAC_SIGNS.map(elementOf).slice(0, 4)).toEqual(["fire", "earth", "air", "water"]);
    expect(modalityOf("pisces")).toBe("mutable");
    expect(modalityOf("capricorn")).toBe("cardinal");
    expect(signOfLongitude(-1)).toBe("pisces");
    expect(signOfLongitude(360)).toBe("aries");
  });

  it("gives a leap-day birth its sign", () => {
    expect(sunSign("2000-02-29", "UTC").sign).toBe("pisces");
  });
});
