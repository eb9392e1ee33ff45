import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { JournalFilters } from "../../../shared/api/journal";
import { SITUATION_LABELS, SITUATIONS } from "../../../shared/situations";
import { ORACLE_TOOLS } from "../../../shared/oracles/tools";
import { CLIENT_ORACLES } from "../../oracles/registry";

const words = journalNotesWords.filters;
/** How long the search waits after the last key before it asks. */
const SEARCH_DELAY_MS = 350;

/** Whether any filter is set. */
function hasJournalFilters(filters: JournalFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== "");
}

/** A filter's value from a control: an empty control sets nothing. */
const valueOf = (value: string) => (value === "" ? undefined : value);

/** In place of the history's list when the filters find nothing. */
export function NothingFound() {
  return (
    <p
      role="status"
      className="rounded-2xl border border-dashed border-white/15 px-5 py-8 text-center text-sm text-indigo-100/85"
    >
      {words.nothingFound}
    </p>
  );
}

/**
 * The history's filter bar: the oracle, the situation, a range of days, "with a note", "with an outcome"
 * and a search over questions and notes (sent a moment after the last key). One column on a phone.
 */
export function JournalFilterBar({
  value,
  onChange,
}: {
  value: JournalFilters;
  onChange(filters: JournalFilters): void;
}) {
  const id = useId();
  const [search, setSearch] = useState(value.q ?? "");
  useEffect(() => {
    const q = valueOf(search.trim());
    if (q === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);
  const set = (change: JournalFilters) => onChange({ ...value, ...change });
  const control = "field mt-1 w-full min-w-0 py-2 text-sm";
  const label = "block text-xs font-semibold text-indigo-100/90";

  return (
    <form
      role="search"
      aria-label={words.legend}
      className="mb-5 grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-white/10 bg-night-950/40 p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: valueOf(search.trim()) });
      }}
    >
      <div className="min-w-0 sm:col-span-2 lg:col-span-3">
        <label htmlFor={`${id}-q`} className={label}>
          {words.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-indigo-300/80"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={200}
            placeholder={words.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
            className={`${control} pl-9`}
          />
        </div>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-tool`} className={label}>
          {words.oracle}
        </label>
        <select
          id={`${id}-tool`}
          value={value.tool ?? ""}
          onChange={(event) => set({ tool: valueOf(event.target.value) as JournalFilters["tool"] })}
          className={control}
        >
          <option value="">{words.anyOracle}</option>
          {ORACLE_TOOLS.map((tool) => (
            <option key={tool} value={tool}>
              {CLIENT_ORACLES[tool].label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-situation`} className={label}>
          {words.situation}
        </label>
        <select
          id={`${id}-situation`}
          value={value.situation ?? ""}
          onChange={(event) => set({ situation: valueOf(event.target.value) as JournalFilters["situation"] })}
          className={control}
        >
          <option value="">{words.anySituation}</option>
          {SITUATIONS.map((situation) => (
            <option key={situation} value={situation}>
              {SITUATION_LABELS[situation]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
        <div className="min-w-0">
          <label htmlFor={`${id}-from`} className={label}>
            {words.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from ?? ""}
            max={value.to}
            onChange={(event) => set({ from: valueOf(event.target.value) })}
            className={control}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-to`} className={label}>
            {words.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to ?? ""}
            min={value.from}
            onChange={(event) => set({ to: valueOf(event.target.value) })}
            className={control}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-2 sm:col-span-2 lg:col-span-3">
        <label className="flex min-h-11 items-center gap-2 text-sm text-indigo-50">
          <input
            type="checkbox"
            checked={value.hasNote === "true"}
            onChange={(event) => set({ hasNote: event.target.checked ? "true" : undefined })}
            className="size-4 accent-amber-300"
          />
          {words.withNote}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-indigo-50">
          <input
            type="checkbox"
            checked={value.hasOutcome === "true"}
            onChange={(event) => set({ hasOutcome: event.target.checked ? "true" : undefined })}
            className="size-4 accent-amber-300"
          />
          {words.withOutcome}
        </label>
        {hasJournalFilters(value) && (
          <button
            type="button"
            className="btn-ghost ml-auto px-3 py-1.5 text-sm"
            onClick={() => {
              setSearch("");
              onChange({});
            }}
          >
            <X aria-hidden className="size-4" />
            {words.clear}
          </button>
        )}
      </div>
    </form>
  );
}
