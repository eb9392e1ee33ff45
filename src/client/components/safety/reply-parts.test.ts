import { describe, expect, it } from "vitest";
import { CRISIS_LINKS, CRISIS_REPLY, SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { splitReplyLinks } from "./reply-parts";

describe("splitReplyLinks", () => {
  it("turns the crisis reply's helplines and website into links, keeping every word", () => {
    const parts = splitReplyLinks(CRISIS_REPLY, CRISIS_LINKS);
    expect(parts.map((part) => part.text).join("")).toBe(CRISIS_REPLY);
    expect(parts.filter((part) => part.href)).toEqual([
      { text: "988", href: "tel:988" },
      { text: "116 123", href: "tel:116123" },
      { text: "findahelpline.com", href: "https://findahelpline.com" },
    ]);
  });

  it("leaves text without link texts whole", () => {
    expect(splitReplyLinks("The stars are quiet.", CRISIS_LINKS)).toEqual([{ text: "The stars are quiet." }]);
    expect(splitReplyLinks("", CRISIS_LINKS)).toEqual([]);
  });

  it("links text at the start and end", () => {
    expect(splitReplyLinks("988 or 988", [{ text: "988", href: "tel:988" }])).toEqual([
      { text: "988", href: "tel:988" },
      { text: " or " },
      { text: "988", href: "tel:988" },
    ]);
  });

  it("links every emergency number of the medical reply and every helpline of the distress reply, once each", () => {
    for (const { reply, links } of Object.values(SAFETY_ANSWERS)) {
      const parts = splitReplyLinks(reply, links);
      expect(parts.map((part) => part.text).join("")).toBe(reply);
      expect(parts.filter((part) => part.href).map((part) => part.text)).toEqual(links.map((link) => link.text));
    }
    expect(SAFETY_ANSWERS.medical.links.map((link) => link.href)).toEqual(["tel:911", "tel:112", "tel:999"]);
  });
});
