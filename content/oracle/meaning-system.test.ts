import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DICE_COLOURS, FACE_NAMES, MAX_SUM, MIN_SUM } from "../../src/shared/dice";
import { meaningSystem } from "./meaning-system";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The rows of the markdown table whose header starts with `firstHeader`, as trimmed cells. */
function tableRows(firstHeader: string): string[][] {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${firstHeader} `));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll("**", "").replaceAll("_", "")),
    );
  }
  return rows;
}

describe("the chat guide's meaning system", () => {
  it("says what content/README.md says of each colour", () => {
    const rows = tableRows("die");
    expect(rows.map((row) => row[0]!.toLowerCase())).toEqual([...DICE_COLOURS]);
    for (const [colour, domain, question] of rows) {
      const lore = meaningSystem.colours[colour!.toLowerCase() as (typeof DICE_COLOURS)[number]];
      expect([lore.domain, lore.question]).toEqual([domain, question]);
    }
  });

  it("says what content/README.md says of each face, with the face names the shared rules use", () => {
    const rows = tableRows("face");
    expect(rows.map((row) => Number(row[0]))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(meaningSystem.faces.map((face) => [face.name, face.light, face.shadow])).toEqual(
      rows.map((row) => row.slice(1)),
    );
    expect(meaningSystem.faces.map((face) => face.name)).toEqual([...FACE_NAMES]);
  });

  it("names and means every sum from 3 to 18 as content/README.md does", () => {
    const rows = tableRows("sum");
    expect(rows.map((row) => Number(row[0]))).toEqual(
      Array.from({ length: MAX_SUM - MIN_SUM + 1 }, (_, index) => MIN_SUM + index),
    );
    for (const [sum, name, meaning] of rows) {
      const lore = meaningSystem.sums[Number(sum)]!;
      expect({ name: lore.name, meaning: lore.meaning }).toEqual({ name, meaning });
    }
  });
});
