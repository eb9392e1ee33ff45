import { describe, expect, it } from "vitest";
import { SPIRIT_GUIDES } from "../../../../content/spirit-guides/guides";
import { CRISIS_REPLY, SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { SPIRIT_GUIDE_IDS } from "../../../shared/spirit-guides";
import { randomFor } from "../../oracles/composer";
import { inGuideVoice } from "./guide-voice";

const REPLY = "Choose Guidance on the Dice Oracle and cast.";

describe("a spirit guide's built-in voice", () => {
  it("leaves every safety reply exactly as it is", () => {
    for (const id of SPIRIT_GUIDE_IDS) {
      expect(inGuideVoice(id, { intent: "crisis", reply: CRISIS_REPLY }, randomFor(id))).toBe(CRISIS_REPLY);
      expect(
        inGuideVoice(id, { intent: "medical_emergency", reply: SAFETY_ANSWERS.medical.reply }, randomFor(id)),
      ).toBe(SAFETY_ANSWERS.medical.reply);
      expect(inGuideVoice(id, { intent: "distress", reply: SAFETY_ANSWERS.distress.reply }, randomFor(id))).toBe(
        SAFETY_ANSWERS.distress.reply,
      );
    }
  });

  it("keeps the reply whole between the guide's opening, a phrase of its manner and its sign-off", () => {
    for (const id of SPIRIT_GUIDE_IDS) {
      const [opening, body, phrase, signOff] = inGuideVoice(
        id,
        { intent: "divination", reply: REPLY },
        randomFor(id),
      ).split("\n\n");
      expect(SPIRIT_GUIDES[id].openings).toContain(opening);
      expect(body).toBe(REPLY);
      expect(SPIRIT_GUIDES[id].phrases).toContain(phrase);
      expect(SPIRIT_GUIDES[id].signOffs).toContain(signOff);
    }
  });

  it("says the same reply in many ways, chosen by the seed, and the same way for the same seed", () => {
    const figures = SPIRIT_GUIDE_IDS.map((id) => {
      const texts = new Set(
        Array.from({ length: 60 }, (_, seed) =>
          inGuideVoice(id, { intent: "tarot_meaning", reply: REPLY }, randomFor(`${seed}`)),
        ),
      );
      return { id, distinct: texts.size };
    });
    console.table(figures);
    for (const { distinct } of figures) expect(distinct).toBeGreaterThanOrEqual(20);
    expect(inGuideVoice("hermit", { intent: "tarot_meaning", reply: REPLY }, randomFor("a"))).toBe(
      inGuideVoice("hermit", { intent: "tarot_meaning", reply: REPLY }, randomFor("a")),
    );
  });

  it("answers a question about health, the law or money with the guide's own word on where to find help", () => {
    for (const id of SPIRIT_GUIDE_IDS) {
      const health = inGuideVoice(id, { intent: "health_advice", reply: REPLY }, randomFor(id));
      expect(health).toContain(SPIRIT_GUIDES[id].boundaries.health);
      expect(health).not.toContain(REPLY);
      expect(inGuideVoice(id, { intent: "legal_advice", reply: REPLY }, randomFor(id))).toContain(
        SPIRIT_GUIDES[id].boundaries.legal,
      );
      expect(inGuideVoice(id, { intent: "financial_advice", reply: REPLY }, randomFor(id))).toContain(
        SPIRIT_GUIDES[id].boundaries.financial,
      );
    }
  });
});
