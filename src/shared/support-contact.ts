/**
 * How seekers reach the people who run this Mystic Dice server (docs/decisions/027-true-figures-and-contact-details.md).
 * The operator's details are settings of the running server (SUPPORT_EMAIL, SUPPORT_WHATSAPP,
 * POSTAL_ADDRESS), never words in the pages: a detail that is not set is not shown. A placeholder
 * (an address at a domain kept for examples, a 555 number, an invented street) is refused by a public
 * server, and the copy test keeps them out of every page's source.
 */

/** The operator's details as GET /api/support answers them: null where a setting is not set. */
export interface SupportContact {
  email: string | null;
  /** As the operator wrote it, e.g. "+44 20 7946 0000" (international form, with its "+"). */
  whatsapp: string | null;
  /** The lines of the postal address, in order. */
  postalAddress: string[] | null;
}

export const NO_SUPPORT_CONTACT: SupportContact = { email: null, whatsapp: null, postalAddress: null };

export function hasSupportContact(contact: SupportContact): boolean {
  return contact.email !== null || contact.whatsapp !== null || contact.postalAddress !== null;
}

/** A WhatsApp number in international form: "+", then 8 to 15 digits, with spaces, dots, dashes or brackets between. */
const WHATSAPP_NUMBER_PATTERN = /^\+\d[\d\s().-]{6,22}\d$/;
const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 15;

function phoneDigits(number: string): string {
  return number.replace(/\D/g, "");
}

export function isWhatsappNumber(number: string): boolean {
  const digits = phoneDigits(number).length;
  return WHATSAPP_NUMBER_PATTERN.test(number) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

/** WhatsApp's own link that opens a chat with the number: https://wa.me/<digits>. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${phoneDigits(number)}`;
}

/** The postal address setting's lines: separated by "|" or new lines, blank ones dropped. */
export function postalAddressLines(value: string): string[] {
  return value
    .split(/[|\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Domains set aside for examples and tests (RFC 2606, RFC 6761): no real inbox is there. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|^example\.(com|net|org)$/i;

export function isPlaceholderEmail(address: string): boolean {
  const domain = address.slice(address.lastIndexOf("@") + 1).trim();
  return RESERVED_DOMAIN.test(domain);
}

/**
 * A number kept for fiction: in North America one with 555 as its area code or exchange (555-0100 to
 * 555-0199 are reserved, and the rest reach directory services, never a support desk), in the United
 * Kingdom Ofcom's drama ranges (07700 900xxx, 01632 960xxx, 020 7946 0xxx). Spelled with or without its
 * country code; `+1 555 0142 777` and `555-0142` both count.
 */
export function isPlaceholderPhone(number: string): boolean {
  const digits = phoneDigits(number);
  const international = number.trim().startsWith("+");
  const northAmerican =
    digits.length === 11 && digits.startsWith("1")
      ? digits.slice(1)
      : digits.length === 10 && !international
        ? digits
        : null;
  if (northAmerican && (northAmerican.startsWith("555") || northAmerican.slice(3, 6) === "555")) return true;
  if (digits.length === 7 && !international && digits.startsWith("555")) return true;
  const british =
    digits.startsWith("44") && international ? `0${digits.slice(2)}` : digits.startsWith("0") ? digits : null;
  return british !== null && /^(07700900|01632960|02079460)/.test(british);
}

/** Words of a made-up address: a street in no town, a sample, a placeholder. */
const PLACEHOLDER_ADDRESS =
  /\b(example|sample|placeholder|anytown|lorem ipsum|123 main st(reet)?|your (street|address|city))\b/i;

export function isPlaceholderAddress(text: string): boolean {
  return PLACEHOLDER_ADDRESS.test(text);
}
