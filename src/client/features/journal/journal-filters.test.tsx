// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { JournalFilters } from "../../../shared/api/journal";
import { ORACLE_TOOLS } from "../../../shared/oracles/tools";
import { CLIENT_ORACLES } from "../../oracles/registry";
import { JournalFilterBar } from "./journal-filters";

const words = journalNotesWords.filters;

/** The bar as the history holds it: its filters in state, each change heard. */
function Harness({ onChange }: { onChange(filters: JournalFilters): void }) {
  const [filters, setFilters] = useState<JournalFilters>({});
  return (
    <JournalFilterBar
      value={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
}

describe("the history's filter bar", () => {
  it("offers every oracle of the registry, and combines the filters it is given", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const oracles = screen.getByLabelText(words.oracle);
    expect([...oracles.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      words.anyOracle,
      ...ORACLE_TOOLS.map((tool) => CLIENT_ORACLES[tool].label),
    ]);

    await user.selectOptions(oracles, ORACLE_TOOLS[1]);
    await user.selectOptions(screen.getByLabelText(words.situation), "finances");
    await user.click(screen.getByLabelText(words.withNote));
    await user.type(screen.getByLabelText(words.from), "2026-05-01");
    expect(onChange).toHaveBeenLastCalledWith({
      tool: ORACLE_TOOLS[1],
      situation: "finances",
      hasNote: "true",
      from: "2026-05-01",
    });

    await user.type(screen.getByLabelText(words.search), "lighthouse");
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: "lighthouse" })));

    await user.click(screen.getByRole("button", { name: words.clear }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect((screen.getByLabelText(words.search) as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("button", { name: words.clear })).toBeNull();
  });
});
