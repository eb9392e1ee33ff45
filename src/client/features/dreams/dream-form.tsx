import { useId, useState, type FormEvent } from "react";
import { DREAM_PAGE_WORDS } from "../../../../content/dreams/page";
import type { DreamResponse } from "../../../shared/api/dreams";
import { DREAM_LUCIDITY_MAX, DREAM_MOODS, DREAM_TEXT_MAX_LENGTH } from "../../../shared/oracles/dream-limits";
import type { DreamRequest } from "../../../shared/oracles/dreams";
import { localToday } from "../../lib/clock";

const words = DREAM_PAGE_WORDS.page;

const FIELD = "mt-1 w-full rounded-lg border border-white/20 bg-indigo-950/60 px-3 py-2 text-indigo-50";
const LABEL = "block text-sm font-semibold text-indigo-100";

/** A dream to write, or one to rewrite (`dream`): its text, day, mood, lucidity and tags. */
export function DreamForm({
  dream,
  isPending,
  onSubmit,
  onCancel,
}: {
  dream?: DreamResponse;
  isPending: boolean;
  onSubmit(request: DreamRequest): void;
  onCancel?(): void;
}) {
  const id = useId();
  const [text, setText] = useState(dream?.text ?? "");
  const [dreamtAt, setDreamtAt] = useState(dream?.dreamtAt ?? localToday());
  const [mood, setMood] = useState<string>(dream?.mood ?? "");
  const [lucidity, setLucidity] = useState<string>(dream?.lucidity === null || !dream ? "" : String(dream.lucidity));
  const [tags, setTags] = useState(dream?.tags.join(", ") ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosenMood = DREAM_MOODS.find((value) => value === mood);
    onSubmit({
      text,
      ...(dreamtAt ? { dreamtAt } : {}),
      ...(chosenMood ? { mood: chosenMood } : {}),
      ...(lucidity !== "" ? { lucidity: Number(lucidity) } : {}),
      tags: tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div>
        <label htmlFor={`${id}-text`} className={LABEL}>
          {words.textLabel}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={DREAM_TEXT_MAX_LENGTH}
          required
          rows={6}
          aria-describedby={`${id}-text-hint`}
          className={FIELD}
        />
        <p id={`${id}-text-hint`} className="mt-1 text-xs text-indigo-200/90">
          {words.textHint}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-date`} className={LABEL}>
            {words.dateLabel}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={dreamtAt}
            onChange={(event) => setDreamtAt(event.target.value)}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-mood`} className={LABEL}>
            {words.moodLabel}
          </label>
          <select id={`${id}-mood`} value={mood} onChange={(event) => setMood(event.target.value)} className={FIELD}>
            <option value="">{words.moodNone}</option>
            {DREAM_MOODS.map((value) => (
              <option key={value} value={value}>
                {DREAM_PAGE_WORDS.moods[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-lucidity`} className={LABEL}>
            {words.lucidityLabel}
          </label>
          <input
            id={`${id}-lucidity`}
            type="number"
            min={0}
            max={DREAM_LUCIDITY_MAX}
            step={1}
            value={lucidity}
            onChange={(event) => setLucidity(event.target.value)}
            className={FIELD}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-tags`} className={LABEL}>
          {words.tagsLabel}
        </label>
        <input
          id={`${id}-tags`}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          aria-describedby={`${id}-tags-hint`}
          className={FIELD}
        />
        <p id={`${id}-tags-hint`} className="mt-1 text-xs text-indigo-200/90">
          {words.tagsHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isPending}>
          {isPending ? words.savingLabel : dream ? words.updateLabel : words.saveLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {words.cancelLabel}
          </button>
        )}
      </div>
    </form>
  );
}
