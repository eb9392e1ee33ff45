import type { Element, Modality, ZodiacSign } from "../../src/shared/astrology/signs";
import type { NumerologyPosition } from "../../src/shared/numerology/numbers";
import type { Situation } from "../../src/shared/situations";

/**
 * The words of the Numerology & Astrology page (/numerology: the calculator and the two indexes), of each
 * number's page (/numerology/7) and of each sign's page (/astrology/leo). The numbers' and signs' own
 * words are in content/numerology/ and content/astrology/. `{name}` slots are filled with fillWords.
 */
export const numerologyPageWords = {
  meta: {
    title: "Numerology & Astrology · Your Numbers and Sun Sign",
    description:
      "Work out your Life Path, Expression, Soul Urge, Personality and Birthday numbers, today's personal cycles and your Sun sign, in your browser, with every step shown.",
  },
  hero: {
    eyebrow: "Numbers and stars",
    title: "Numerology & Astrology",
    intro:
      "Your name and your birth date hold a handful of numbers, and the day you were born sat under one of the twelve signs. Work them out below, see every sum that leads to them, and read what each one says.",
  },
  calculator: {
    title: "Your numbers and your Sun sign",
    intro: "No account needed. Type your full name and your birth date, and everything is worked out on this page.",
    privacy: "Worked out in your browser: nothing you type here is sent anywhere or stored.",
    fields: {
      fullName: {
        label: "Full name",
        hint: "As written on your birth certificate, every given name and the surname. Accents, hyphens and apostrophes are fine.",
      },
      birthDate: { label: "Birth date" },
      timeZone: {
        label: "Born in (time zone, optional)",
        hint: "Only used to tell whether the Sun changed sign on your birth day. It starts as this browser's time zone.",
      },
    },
    errors: {
      fullName: {
        missing: "Enter your full name.",
        uncountable:
          "Enter your name in letters (A to Z, with or without accents): it needs at least one vowel and one consonant.",
      },
      birthDate: {
        missing: "Enter your birth date.",
        impossible: "That date does not exist. Check the day and the month.",
        "too-early": "Enter a birth date from 1900 onwards.",
        future: "That date is still to come. Enter the day you were born.",
      },
    },
    submit: "Work out my numbers",
    pending: "Working it out…",
    failed: "The calculator could not load. Check your connection and try again.",
  },
  results: {
    title: "Your reading",
    coreTitle: "Your five core numbers",
    coreIntro:
      "Each sum is reduced by adding its digits until one is left, except that 11, 22 and 33 are kept whole: the master numbers.",
    master: "Master number",
    stepsLabel: "How it adds up",
    numberLink: "Read about the number {value}",
    cyclesTitle: "Your cycles today",
    cyclesIntro:
      "For {date}, the day on this device's calendar. The cycles reduce to 1–9 and change with each year, month and day.",
    sunTitle: "Your Sun sign",
    sunLead: "{name}, {emblem}",
    element: "Element",
    modality: "Modality",
    ruler: "Ruler",
    cusp: "You were born on a cusp: the Sun entered {entered} at {time} on that day ({zone} time); your birth time decides. Born before then, your Sun is in {before}; born after, in {after}. Read at noon, the day gives {sign}.",
    signLink: "Read about {name}",
  },
  positions: {
    lifePath: { name: "Life Path", from: "Your birth date: month, day and year, each reduced, then added." },
    expression: { name: "Expression", from: "Every letter of your full name, word by word." },
    soulUrge: { name: "Soul Urge", from: "The vowels of your name, word by word." },
    personality: { name: "Personality", from: "The consonants of your name, word by word." },
    birthday: { name: "Birthday", from: "The day of the month you were born." },
    personalYear: { name: "Personal Year", from: "Your birth month and day with this year." },
    personalMonth: { name: "Personal Month", from: "Your Personal Year with this month." },
    personalDay: { name: "Personal Day", from: "Your Personal Month with today's date." },
  } satisfies Record<NumerologyPosition, { name: string; from: string }>,
  elements: { fire: "Fire", earth: "Earth", air: "Air", water: "Water" } satisfies Record<Element, string>,
  modalities: { cardinal: "Cardinal", fixed: "Fixed", mutable: "Mutable" } satisfies Record<Modality, string>,
  /** The signs' glyphs, drawn as text (the variation selector asks for the plain form, not an emoji). */
  glyphs: {
    aries: "♈\uFE0E",
    taurus: "♉\uFE0E",
    gemini: "♊\uFE0E",
    cancer: "♋\uFE0E",
    leo: "♌\uFE0E",
    virgo: "♍\uFE0E",
    libra: "♎\uFE0E",
    scorpio: "♏\uFE0E",
    sagittarius: "♐\uFE0E",
    capricorn: "♑\uFE0E",
    aquarius: "♒\uFE0E",
    pisces: "♓\uFE0E",
  } satisfies Record<ZodiacSign, string>,
  index: {
    numbersTitle: "The twelve numbers",
    numbersIntro: "One to nine, and the master numbers 11, 22 and 33: what each says in every position.",
    signsTitle: "The twelve signs",
    signsIntro: "The Sun's path through the zodiac, from Aries at the March equinox to Pisces.",
  },
  signUp: {
    title: "Sign up to consult the oracles",
    text: "The calculator is open to everyone. A free account casts the dice and draws the tarot and the runes, keeps every reading in your history, and lets you share the ones that speak to you.",
    action: "Sign Up Free",
    signIn: "Sign In",
  },
  calculatorCall: {
    title: "Your own numbers",
    text: "Work out your Life Path, your name numbers, today's cycles and your Sun sign, with every step shown.",
    action: "Open the calculator",
    path: "/numerology#calculator",
  },
  numberPage: {
    eyebrow: "Numerology",
    masterEyebrow: "Numerology · Master number",
    name: "Number {value} · {title}",
    metaTitle: "Number {value} · {title} · Numerology Meaning",
    descriptionSuffix: "Its meaning as Life Path, Expression, Soul Urge and more.",
    numeralLabel: "The number {value}",
    keywords: "Keywords",
    facts: { title: "Title", kind: "Kind", positions: "Read as" },
    kinds: { single: "A single digit", master: "A master number, which also carries {base}" },
    essenceHeading: "The essence of {value}",
    positionsHeading: "{value} in each position",
    anglesHeading: "{value} for your situation",
    backToIndex: "All numbers and signs",
    setName: "The numbers of numerology",
  },
  signPage: {
    eyebrow: "Astrology · The zodiac",
    metaTitle: "{name} · Sun Sign Meaning",
    descriptionSuffix: "The Sun and the Moon in the sign, its element, modality and ruler.",
    glyphLabel: "The glyph of {name}",
    dates: "The Sun enters {name} on {enters} and leaves it on {leaves}; the exact minute moves from year to year.",
    datesNote: "Days counted in UTC, over the years {from} to {to}.",
    keywords: "Keywords",
    facts: { emblem: "Emblem", element: "Element", modality: "Modality", ruler: "Ruler" },
    essenceHeading: "The essence of {name}",
    sunHeading: "The Sun in {name}",
    anglesHeading: "{name} for your situation",
    moonHeading: "The Moon in {name}",
    backToIndex: "All numbers and signs",
    setName: "The signs of the zodiac",
  },
  dayRange: {
    months: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    or: " or ",
    between: "between {first} and {last}",
  },
  situations: {
    guidance: "For guidance",
    finances: "For finances",
    relationships: "For relationships",
  } satisfies Record<Situation, string>,
  navigation: { numbers: "Number order", signs: "Zodiac order", previous: "Previous", next: "Next" },
} as const;
