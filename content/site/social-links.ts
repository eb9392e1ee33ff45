import type { ContactContent } from "../../src/shared/content-types";

/** The social accounts, in a module of their own so the footer of every page carries them without the contact page's words. */
export const socialLinks: ContactContent["socials"] = [
  { label: "Instagram", href: "#", handle: "@mysticdice" },
  { label: "TikTok", href: "#", handle: "@mysticdice" },
  { label: "X", href: "#", handle: "@mysticdice" },
  { label: "YouTube", href: "#", handle: "@MysticDiceOracle" },
];
