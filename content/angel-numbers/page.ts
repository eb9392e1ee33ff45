/**
 * What the Angel Numbers page, its library pages and a shared sighting say (the page loads these, never
 * the server's words). Angel numbers are named as a modern popular tradition built on numerology's digit
 * meanings; nothing here promises a message from anyone. `{number}` and `{value}` are filled in.
 */
export const ANGEL_NUMBERS_PAGE_WORDS = {
  name: "Angel Numbers",
  page: {
    eyebrow: "Numbers that keep finding you",
    title: "Angel Numbers",
    metaTitle: "Angel Numbers · Meanings of 111, 1111, 12:21 and any number you keep seeing",
    metaDescription:
      "Look up a repeating number like 111, 1111 or the mirror time 12:21 and read its meaning for guidance, finances and relationships, or read any other number through its numerology digits. For reflection and entertainment.",
    lead: "Type a number you keep noticing. If it is one of the repeating and patterned numbers of the library, read what the tradition makes of it; any other number is read through its digits, as numerology reads a number. It is for reflection and entertainment, never a message anyone can promise you.",
    lookupTitle: "Look up a number",
    lookupLabel: "A number you noticed",
    lookupHint: "Digits, or a clock time like 11:11",
    lookupButton: "Read the number",
    invalid: {
      empty: "Type a number first.",
      unreadable: "Type digits only, or a clock time like 11:11.",
      "too-long": "The lookup reads up to six digits.",
    },
    situationLabel: "Read it for",
    libraryKicker: "From the library",
    readInFull: "Read {number} in full",
    digitsKicker: "Read by its digits",
    digitsLead: "The library does not write about {number}, so numerology reads its digits: added, then reduced.",
    stepsLabel: "The steps",
    stepsAdded: "{digits} = {sum}",
    valueTitle: "{value} · {title}",
    promptLabel: "For your journal",
    traditionTitle: "The tradition behind it",
    tradition:
      "Angel numbers are a modern popular tradition: people who keep noticing a repeating number, on a clock, a receipt or a number plate, read it through the meanings numerology gives its digits and through its shape. It is a way to notice where your attention goes, not a proven method, and this page follows it for reflection and entertainment.",
    logTitle: "Log a sighting",
    logLead:
      "Keep a note of the numbers you see: each sighting goes into your journal, with when you saw it and a private note. Logging never uses your daily readings.",
    numberLabel: "The number you saw",
    seenAtLabel: "When you saw it",
    noteLabel: "A note (private, optional)",
    logButton: "Log it",
    loggingLabel: "Logging…",
    logged: "Logged {number}. It is in your journal.",
    recurringTitle: "Your recurring numbers",
    recurringLead: "The numbers you logged in the last 30 days, most seen first.",
    recurringEmpty: "No sightings in the last 30 days yet.",
    recurringFailed: "Your numbers could not be loaded. Try again in a moment.",
    signUpTitle: "Keep a Journal of Your Numbers",
    signUpText:
      "A free account lets you log the numbers you see, with a private note, and shows which ones keep coming back.",
    libraryTitle: "The library",
    libraryLead: "Sixty-four repeating and patterned numbers, each read for guidance, finances and relationships.",
    patternNames: {
      triple: "Triples",
      quadruple: "Quadruples",
      "repeating-pair": "Repeating pairs",
      mirror: "Mirror times",
      sequence: "Climbing sequences",
      palindrome: "Palindromes",
    },
  },
  libraryPage: {
    eyebrow: "Angel number",
    metaTitle: "Angel Number {number} Meaning · Guidance, Finances and Relationships",
    metaDescription:
      "What the angel number {number} is said to mean in the modern tradition of angel numbers: its essence, its meaning for guidance, finances and relationships, and a journaling prompt.",
    essenceTitle: "What it carries",
    meaningsTitle: "Its meaning for you",
    promptTitle: "A journaling prompt",
    back: "All angel numbers",
    lookUp: "Look up another number",
  },
  sharedPage: {
    eyebrow: "A Shared Angel Number",
    ctaTitle: "Look Up Your Own Number",
    ctaText: "Read a repeating number you keep seeing, or any number through its numerology digits.",
    ctaButton: "Open Angel Numbers",
  },
} as const;
