import { FREE_BILLING, NOVICE_BILLING } from "../../testing/billing";
import { describe, expect, it } from "vitest";
import type { BillingResponse } from "../../../shared/api/billing";
import { planChoice, type PricingViewer } from "./plan-choice";

const FREE = FREE_BILLING;
const NOVICE = NOVICE_BILLING;
const seeker = (billing: BillingResponse | undefined): PricingViewer => ({ kind: "seeker", billing });
const choices = (viewer: PricingViewer) => [1, 2, 3].map((level) => planChoice(level, viewer));

describe("each plan's call to action on /pricing", () => {
  it("waits for the session, and for a seeker's plan", () => {
    expect(choices({ kind: "unknown" })).toEqual([{ kind: "pending" }, { kind: "pending" }, { kind: "pending" }]);
    expect(choices(seeker(undefined)).every((choice) => choice.kind === "pending")).toBe(true);
  });

  it("gives a visitor one call per plan, naming what it does for that plan", () => {
    expect(choices({ kind: "visitor" })).toEqual([
      { kind: "signUp", label: "Start free" },
      { kind: "signUp", label: "Choose the Mystic Novice plan" },
      { kind: "signUp", label: "Choose the Arcane Explorer plan" },
    ]);
  });

  it("marks a free seeker's plan and offers each paid plan", () => {
    expect(choices(seeker(FREE))).toEqual([
      { kind: "current", link: { to: "/dice-divination", label: "Start casting" } },
      { kind: "checkout", plan: 2, label: "Choose the Mystic Novice plan", isDisabled: false },
      { kind: "checkout", plan: 3, label: "Choose the Arcane Explorer plan", isDisabled: false },
    ]);
  });

  it("offers a paying seeker the switch to the other paid plan, and the free plan through the dashboard", () => {
    expect(choices(seeker(NOVICE))).toEqual([
      { kind: "link", to: "/dashboard", label: "Manage on your dashboard" },
      { kind: "current", link: { to: "/dashboard", label: "Manage on your dashboard" } },
      { kind: "checkout", plan: 3, label: "Switch to the Arcane Explorer plan", isDisabled: false },
    ]);
  });

  it("disables buying when payments are off", () => {
    expect(choices(seeker({ ...FREE, mode: "off" }))[1]).toMatchObject({ kind: "checkout", isDisabled: true });
  });
});
