import { describe, expect, it } from "vitest";
import { readDateInText } from "./date-in-text";

describe("readDateInText", () => {
  it.each([
    ["my birthday is 22 Feb 1980, what is my life path?", "1980-02-22"],
    ["February 22, 1980", "1980-02-22"],
    ["born 1980-02-22", "1980-02-22"],
    ["22/02/1980", "1980-02-22"],
    ["22.02.1980", "1980-02-22"],
    ["the 22nd of February, 1980", "1980-02-22"],
    ["03/15/1985", "1985-03-15"],
    ["Sept 9th 1981", "1981-09-09"],
  ])("reads %s whole", (text, date) => {
    expect(readDateInText(text)).toEqual({ kind: "date", date });
  });

  it.each([
    ["I was born in February 1980", ["day"]],
    ["my birthday is 22 February", ["year"]],
    ["born on 22/02/80", ["year"]],
    ["I was born in 1980", ["day", "month"]],
  ])("names what %s leaves out", (text, missing) => {
    expect(readDateInText(text)).toEqual({ kind: "partial", missing });
  });

  it("knows a date that is not on the calendar, and a sentence with no date", () => {
    expect(readDateInText("31 February 1980")).toEqual({ kind: "impossible" });
    expect(readDateInText("may I know my life path?")).toEqual({ kind: "none" });
    expect(readDateInText("what is my life path number?")).toEqual({ kind: "none" });
  });
});
