import { describe, expect, it } from "vitest";
import {
  hasSupportContact,
  isPlaceholderAddress,
  isPlaceholderEmail,
  isPlaceholderPhone,
  isWhatsappNumber,
  NO_SUPPORT_CONTACT,
  postalAddressLines,
  whatsappLink,
} from "./support-contact";

describe("the operator's support contact", () => {
  it("opens WhatsApp on the number's digits", () => {
    expect(whatsappLink("+44 20 3318 4471")).toBe("https://wa.me/442033184471");
    expect(whatsappLink("+1 (415) 867-2290")).toBe("https://wa.me/14158672290");
  });

  it("takes a WhatsApp number only in international form", () => {
    expect(isWhatsappNumber("+44 20 3318 4471")).toBe(true);
    expect(isWhatsappNumber("+14158672290")).toBe(true);
    expect(isWhatsappNumber("020 3318 4471")).toBe(false);
    expect(isWhatsappNumber("+44 1")).toBe(false);
    expect(isWhatsappNumber("+1234567890123456")).toBe(false);
  });

  it("reads the postal address's lines from | or new lines", () => {
    expect(postalAddressLines("Mystic Oracle Ltd | 4 Quay Street |  | Bristol")).toEqual([
      "Mystic Oracle Ltd",
      "4 Quay Street",
      "Bristol",
    ]);
    expect(postalAddressLines("4 Quay Street\nBristol")).toEqual(["4 Quay Street", "Bristol"]);
  });

  it("knows the placeholders nobody can reach", () => {
    for (const address of ["support@mysticdice.example", "a@example.com", "b@oracle.test", "c@x.invalid"]) {
      expect(isPlaceholderEmail(address), address).toBe(true);
    }
    expect(isPlaceholderEmail("help@examples.org")).toBe(false);
    for (const number of ["+1 555 0142 777", "555-0142", "(212) 555-0199", "+1 212 555 0100", "+44 7700 900123"]) {
      expect(isPlaceholderPhone(number), number).toBe(true);
    }
    for (const number of ["+44 20 3318 4471", "+1 415 867 2290", "+55 11 5555 1234"]) {
      expect(isPlaceholderPhone(number), number).toBe(false);
    }
    expect(isPlaceholderAddress("1 Example Road")).toBe(true);
    expect(isPlaceholderAddress("123 Main St, Anytown")).toBe(true);
    expect(isPlaceholderAddress("4 Quay Street, Bristol")).toBe(false);
  });

  it("says whether any detail is set", () => {
    expect(hasSupportContact(NO_SUPPORT_CONTACT)).toBe(false);
    expect(hasSupportContact({ ...NO_SUPPORT_CONTACT, postalAddress: ["4 Quay Street"] })).toBe(true);
  });
});
