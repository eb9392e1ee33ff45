import type { CrisisKind } from "../../src/shared/crisis";

/**
 * What the product says instead of a reading when a seeker's words need help (`src/shared/crisis.ts`
 * decides which kind): in the chat guide, and in place of the reading when a cast's or a draw's question
 * says it. It is the only answer such a message gets: no oracle voice, no webhook, no AI provider.
 */

/** Suicide, self-harm, abuse or immediate danger. */
export const CRISIS_REPLY =
  "I'm really sorry you're going through this. I'm only a dice oracle, and I'm not the right help for something this important, but real people are ready to listen right now. If you are in danger, call your local emergency number. In the US you can call or text 988; in the UK and Ireland you can call Samaritans free on 116 123, day or night; anywhere else, findahelpline.com lists free, confidential lines near you.";

/** A body in trouble: chest pain, not breathing, poisoning, bleeding that will not stop. */
const MEDICAL_REPLY =
  "This sounds like a medical emergency, and it needs people who can help in person, not an oracle. Call your local emergency number now: 911 in the US and Canada, 112 in Europe and from most mobile phones anywhere, 999 in the UK and Ireland. If someone is near you, ask them to call while you stay on the line. If something was swallowed, keep the packet to hand for the call.";

/** Sadness with no danger named: a check-in, with the helplines offered. */
const DISTRESS_REPLY =
  "That sounds really heavy, and I'm glad you said it out loud. I'm only a dice oracle, so I won't answer this with a riddle. Is there someone you trust you could talk to today? If it would help to talk to someone right now, in the US you can call or text 988; in the UK and Ireland Samaritans listen free on 116 123, day or night; anywhere else, findahelpline.com lists free, confidential lines near you. If you ever feel you are in danger, call your local emergency number.";

type ReplyLink = { text: string; href: string };

/** The helplines and website the crisis and distress replies name, shown as links. */
export const CRISIS_LINKS: readonly ReplyLink[] = [
  { text: "988", href: "tel:988" },
  { text: "116 123", href: "tel:116123" },
  { text: "findahelpline.com", href: "https://findahelpline.com" },
];

/** The emergency numbers the medical reply names, shown as links. */
const MEDICAL_LINKS: readonly ReplyLink[] = [
  { text: "911", href: "tel:911" },
  { text: "112", href: "tel:112" },
  { text: "999", href: "tel:999" },
];

/** Each kind of help: its words, the parts that become links, and the heading shown over it in place of a reading. */
export const SAFETY_ANSWERS: Record<CrisisKind, { reply: string; links: readonly ReplyLink[]; heading: string }> = {
  crisis: { reply: CRISIS_REPLY, links: CRISIS_LINKS, heading: "You deserve real help, right now" },
  medical: { reply: MEDICAL_REPLY, links: MEDICAL_LINKS, heading: "Call for help now" },
  distress: { reply: DISTRESS_REPLY, links: CRISIS_LINKS, heading: "Before any reading" },
};
