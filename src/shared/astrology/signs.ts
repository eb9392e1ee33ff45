/**
 * The twelve signs of the tropical zodiac, in order from the March equinox: each spans 30° of the
 * Sun's apparent ecliptic longitude, Aries from 0°. Element and modality are the classical ones.
 */
export const ZODIAC_SIGNS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

const ELEMENTS = ["fire", "earth", "air", "water"] as const;
export type Element = (typeof ELEMENTS)[number];
const MODALITIES = ["cardinal", "fixed", "mutable"] as const;
export type Modality = (typeof MODALITIES)[number];

/** Fire, earth, air, water repeat from Aries; so do cardinal, fixed, mutable. */
export function elementOf(sign: ZodiacSign): Element {
  return ELEMENTS[ZODIAC_SIGNS.indexOf(sign) % 4]!;
}

export function modalityOf(sign: ZodiacSign): Modality {
  return MODALITIES[ZODIAC_SIGNS.indexOf(sign) % 3]!;
}

/** The sign of an ecliptic longitude in degrees (any real number; taken modulo 360). */
export function signOfLongitude(longitude: number): ZodiacSign {
  const normalised = ((longitude % 360) + 360) % 360;
  return ZODIAC_SIGNS[Math.floor(normalised / 30) % 12]!;
}
