import { describe, expect, it } from "vitest";
import { parseDonationAmount } from "./donation-amount";

describe("a donation's amount, typed in dollars", () => {
  it.each([
    ["5", 500],
    ["$5", 500],
    [" 12.50 ", 1250],
    ["12.5", 1250],
    ["$ 7.05", 705],
    ["1", 100],
    ["1.00", 100],
    ["500", 50_000],
    ["500.00", 50_000],
    ["499.99", 49_999],
  ])("reads %j as %s cents", (text, cents) => {
    expect(parseDonationAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", "Enter an amount in dollars"],
    ["   ", "Enter an amount in dollars"],
    ["five", "Enter an amount such as 5 or 12.50"],
    ["$", "Enter an amount such as 5 or 12.50"],
    [".", "Enter an amount such as 5 or 12.50"],
    ["-5", "Enter an amount such as 5 or 12.50"],
    ["1,000", "Enter an amount such as 5 or 12.50"],
    ["5e2", "Enter an amount such as 5 or 12.50"],
    ["5.005", "Enter at most two digits after the point"],
    ["0.99", "The smallest donation is $1"],
    [".99", "The smallest donation is $1"],
    ["0", "The smallest donation is $1"],
    ["500.01", "The largest donation is $500"],
    ["99999999999999999999", "The largest donation is $500"],
  ])("refuses %j: %s", (text, message) => {
    expect(parseDonationAmount(text)).toEqual({ ok: false, message });
  });
});
