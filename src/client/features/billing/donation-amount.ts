import { DONATION_AMOUNT_ERRORS } from "../../../../content/site/pricing";
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS } from "../../../shared/billing";

export type DonationAmount = { ok: true; cents: number } | { ok: false; message: string };

/** Dollars with an optional "$", whole or with up to two digits after the point: "5", "$12.50", ".99". */
const DOLLARS = /^\$?\s*(\d*)(?:\.(\d*))?$/;

/**
 * What a seeker typed in the donation's amount field, as whole cents within the donation's range ($1 to
 * $500), or the message that says what is wrong with it.
 */
export function parseDonationAmount(text: string): DonationAmount {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: DONATION_AMOUNT_ERRORS.empty };
  const match = DOLLARS.exec(trimmed);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) return { ok: false, message: DONATION_AMOUNT_ERRORS.notAnAmount };
  if (fraction.length > 2) return { ok: false, message: DONATION_AMOUNT_ERRORS.tooManyDecimals };
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (cents < DONATION_MIN_CENTS) return { ok: false, message: DONATION_AMOUNT_ERRORS.tooSmall };
  if (cents > DONATION_MAX_CENTS) return { ok: false, message: DONATION_AMOUNT_ERRORS.tooLarge };
  return { ok: true, cents };
}
