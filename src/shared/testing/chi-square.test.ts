import { describe, expect, it } from "vitest";
import { chiSquareP, upperGammaQ } from "./chi-square";

describe("the chi-square p-value", () => {
  it("gives the tables' values", () => {
    // Critical values from the standard tables (upper tail), and chi2 = df = 77 (p ≈ 0.4786).
    const known: [chi2: number, df: number, p: number][] = [
      [77, 77, 0.4786],
      [3.841, 1, 0.05],
      [10.828, 1, 0.001],
      [5.991, 2, 0.05],
      [23.209, 10, 0.01],
      [41.638, 23, 0.01],
      [124.342, 100, 0.05],
      [0.5, 3, 0.9189],
    ];
    for (const [chi2, df, p] of known) expect(chiSquareP(chi2, df), `chi2 ${chi2}, df ${df}`).toBeCloseTo(p, 4);
  });

  it("agrees with the closed form for even degrees of freedom: Q(k, x) = e^−x Σ_{i<k} x^i / i!", () => {
    for (let k = 1; k <= 40; k++) {
      for (const x of [0.1, 1, k / 2, k, k + 3, 2 * k + 10]) {
        let term = 1;
        let sum = 1;
        for (let i = 1; i < k; i++) {
          term *= x / i;
          sum += term;
        }
        expect(upperGammaQ(k, x)).toBeCloseTo(Math.exp(-x) * sum, 10);
      }
    }
  });

  it("is 1 at zero and falls toward 0 far in the tail", () => {
    expect(chiSquareP(0, 77)).toBe(1);
    expect(chiSquareP(150, 77)).toBeCloseTo(1.2768e-6, 9);
    expect(chiSquareP(30, 77)).toBeCloseTo(0.9999997, 6);
  });
});
