import { describe, expect, it } from "vitest";
import { ageOn, latestAdultBirthDate, profileBirthDateProblem } from "./birth-date";

describe("a profile's birth date", () => {
  const today = "2026-11-27";

  it("counts whole years, one more on each birthday", () => {
    expect(ageOn("2008-11-27", today)).toBe(18);
    expect(ageOn("2008-11-28", today)).toBe(17);
    expect(ageOn("2008-12-01", today)).toBe(17);
    expect(ageOn("1990-04-23", today)).toBe(36);
    expect(ageOn(today, today)).toBe(0);
  });

  it("reaches a 29 February birthday on 1 March in a common year", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });

  it("takes a seeker who is 18 or older today", () => {
    expect(profileBirthDateProblem("2008-11-27", today)).toBeNull();
    expect(profileBirthDateProblem("1900-01-01", today)).toBeNull();
  });

  it("refuses a seeker under 18, and a day still to come", () => {
    expect(profileBirthDateProblem("2008-11-28", today)).toBe("under-age");
    expect(profileBirthDateProblem(today, today)).toBe("under-age");
    expect(profileBirthDateProblem("2026-11-28", today)).toBe("future");
    expect(profileBirthDateProblem("2999-01-01", today)).toBe("future");
  });

  it("knows the latest birth date that is 18 today", () => {
    expect(latestAdultBirthDate(today)).toBe("2008-11-27");
    expect(latestAdultBirthDate("2028-02-29")).toBe("2010-02-28");
    for (const day of ["2026-11-27", "2028-02-29", "2027-03-01", "2026-01-01"]) {
      const latest = latestAdultBirthDate(day);
      expect(profileBirthDateProblem(latest, day)).toBeNull();
    }
  });
});
