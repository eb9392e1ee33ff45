/**
 * The chat guide's answer to a message about suicide, self-harm, abuse or immediate danger
 * (`src/shared/crisis.ts` decides which). It is the only answer such a message gets: no oracle voice,
 * no webhook, no AI provider.
 */
export const CRISIS_REPLY =
  "I'm really sorry you're going through this. I'm only a dice oracle, and I'm not the right help for something this important, but real people are ready to listen right now. If you are in danger, call your local emergency number. In the US you can call or text 988; in the UK and Ireland you can call Samaritans free on 116 123, day or night; anywhere else, findahelpline.com lists free, confidential lines near you.";

/** The parts of the reply the chat panel turns into links. */
export const CRISIS_LINKS: readonly { text: string; href: string }[] = [
  { text: "988", href: "tel:988" },
  { text: "116 123", href: "tel:116123" },
  { text: "findahelpline.com", href: "https://findahelpline.com" },
];
