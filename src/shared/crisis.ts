/**
 * Crisis detection for the chat guide: a message about suicide, self-harm, abuse or immediate danger
 * never gets an oracle reply. The server checks it before anything else (before the rate limit, the
 * webhook and the AI provider) and answers with the safety reply in content/oracle/crisis.ts.
 *
 * The line (docs/decisions/005-oracle.md): first-person talk of ending one's life or harming oneself,
 * a person hurting, abusing or threatening to kill the seeker, abuse named outright, and saying one is
 * in danger or unsafe all trigger, even when the seeker might have meant it loosely: a kind pointer to
 * real help costs little, a missed one costs a great deal. Figures of speech about things ("this plan
 * is killing me with boredom", "my feet are killing me", "I'm dying to know"), wanting to end a
 * subscription or a relationship ("end it with him"), and the die of the dice do not.
 */

/** Subjects that are people: "he hurts me" triggers, "this hurts me" does not. */
const PERSON =
  "(?:he|she|they|someone|somebody|people|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|father|mother|dad|mum|mom|parents?|step(?:father|mother|dad|mum|mom)|brother|sister|uncle|aunt|son|daughter|family|boss|teacher|coach|roommate|flatmate))";
const HARM_NOW =
  "(?:hurts|hit|hits|beats|beat|kicks|kicked|chokes|choked|strangles|strangled|slaps|slapped|abuses|abused|rapes|raped|threatens|threatened|touches|touched|burns|burned)";
const HARMING = "(?:hurting|hitting|beating|kicking|choking|strangling|slapping|abusing|raping|threatening|stalking)";

const CRISIS_PATTERNS: readonly RegExp[] = [
  // Suicide and self-harm, said outright.
  /\bsuicid(?:e|al)\b/,
  /\bself[- ]?harm/,
  /\bunalive\b/,
  /\bkms\b/,
  /\boverdos(?:e|ing)\b/,
  /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving|unalive) myself\b/,
  /\b(?:end|ending|take|taking) (?:my|my own) life\b/,
  /\bend it all\b/,
  /\b(?:want|wanna|going|gonna|ready|need|plan|planning|decided|thinking about|thinking of) (?:to )?end(?:ing)? (?:it|everything|things)\b(?! with\b)/,
  /\b(?:want|wanna|wish|going|gonna|ready) (?:to )?die\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bbetter off dead\b/,
  /\b(?:don't|do not|dont) want to (?:live|be alive|exist|wake up)\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living|go on|going on)\b/,
  /\b(?:not|isn't|isnt) worth living\b/,
  /\bcan't go on\b|\bcannot go on\b|\bcant go on\b/,
  // Someone hurting, abusing or threatening the seeker.
  new RegExp(`\\b${PERSON}(?:'s)? (?:[\\w']+ )?${HARM_NOW} me\\b`),
  new RegExp(
    `\\b${PERSON}(?:'s|'re| is| are| keeps| keep| has been| have been| was| were| started| starts) ${HARMING} me\\b`,
  ),
  new RegExp(`\\b${PERSON}(?:'s|'ll|'re)? (?:[\\w']+ ){0,4}kill me\\b`),
  /\b(?:abuse|abused|abusing|abusive|raped|rape|molested|assaulted|domestic violence)\b/,
  // Immediate danger.
  /\b(?:i'm|im|i am|we're|we are|i feel) (?:\w+ )?(?:in danger|not safe|unsafe)\b/,
  /\b(?:don't|dont|do not) feel safe\b/,
  /\b(?:scared|afraid|fear|fearing) for my life\b/,
];

/** The text as the patterns expect it: lower case, straight apostrophes, single spaces, no punctuation. */
export function normaliseForCrisis(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when a chat message speaks of suicide, self-harm, abuse or immediate danger. */
export function isCrisisMessage(text: string): boolean {
  const normalised = normaliseForCrisis(text);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalised));
}
