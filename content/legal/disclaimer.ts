import type { Disclaimer } from "../../src/shared/content-types/site";

export const legalDisclaimer: Disclaimer = {
  title: "Before You Consult the Oracle",
  paragraphs: [
    "Mystic Dice is for entertainment and reflection. The dice are cast at random, and the readings, enhanced readings and chat guide replies are stories to spark thought, not predictions of the future. Where an AI text service writes an enhanced reading or a reply, it can also be inaccurate.",
    "Nothing here is medical, legal, financial or psychological advice. For decisions about your health, money, legal matters or well-being, please talk to a qualified professional. If you are in crisis, contact your local emergency services.",
    "You must be 18 or older to use Mystic Dice.",
    "We collect only what we need to run the service, we never sell your personal data, and you can download or delete your data at any time. Our Privacy Policy explains how we handle your information, and our Terms of Service set out the rules, including the no-refund policy for paid plans and donations.",
    "By accepting and continuing, you confirm that you are 18 or older and agree to the Terms of Service and the Privacy Policy.",
  ],
};
