import type { ZodiacSign } from "../../src/shared/astrology/signs";
import type { EclipseKind, IngressBody, SkyBody, SkyEventType, StationBody } from "../../src/shared/sky/sky-events";
import {
  BODY_NAMES,
  EVENT_TRADITIONS,
  INGRESS_BODY_TRADITIONS,
  INGRESS_SIGN_TRADITIONS,
  PHASE_NAMES,
  SIGN_NAMES,
  STATION_TRADITIONS,
} from "./traditions";

/** One event of the sky as its words need it (an API answer's event, or a computed one). */
export interface SkyEventWords {
  type: SkyEventType;
  body: SkyBody;
  sign: ZodiacSign;
  kind?: EclipseKind;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The event's name in one plain line: "Full Moon in Gemini", "Total solar eclipse in Leo", "Venus enters
 * Capricorn", "Mercury turns retrograde in Sagittarius".
 */
export function skyEventName(event: SkyEventWords): string {
  const sign = SIGN_NAMES[event.sign];
  switch (event.type) {
    case "new-moon":
    case "first-quarter":
    case "full-moon":
    case "last-quarter":
      return `${PHASE_NAMES[event.type]} in ${sign}`;
    case "solar-eclipse":
    case "lunar-eclipse": {
      const eclipse = event.type === "solar-eclipse" ? "solar eclipse" : "lunar eclipse";
      return `${capitalised(event.kind ? `${event.kind} ${eclipse}` : eclipse)} in ${sign}`;
    }
    case "ingress":
      return `${capitalised(BODY_NAMES[event.body])} enters ${sign}`;
    case "station-retrograde":
      return `${capitalised(BODY_NAMES[event.body])} turns retrograde in ${sign}`;
    case "station-direct":
      return `${capitalised(BODY_NAMES[event.body])} turns direct in ${sign}`;
  }
}

/** What tradition makes of the event: a text of its own, or for an ingress its body's and its sign's parts. */
export function skyEventTradition(event: SkyEventWords): string {
  switch (event.type) {
    case "ingress":
      return `${INGRESS_BODY_TRADITIONS[event.body as IngressBody]} ${INGRESS_SIGN_TRADITIONS[event.sign]}`;
    case "station-retrograde":
      return STATION_TRADITIONS[event.body as StationBody].retrograde;
    case "station-direct":
      return STATION_TRADITIONS[event.body as StationBody].direct;
    default:
      return EVENT_TRADITIONS[event.type];
  }
}
