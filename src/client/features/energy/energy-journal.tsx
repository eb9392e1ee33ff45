import { History } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ENERGY_WORDS } from "../../../../content/energy/words";
import { ENERGY_PAGE_WORDS } from "../../../../content/energy/page";
import type { EnergyResponse } from "../../../shared/api/energy";
import type { CastRewards } from "../../../shared/api/me";
import {
  ENERGY_NOTE_MAX_LENGTH,
  ENERGY_WORD_MAX_LENGTH,
  quadrantOf,
  type EnergyPoint,
} from "../../../shared/energy/energy-rule";
import { CONTROL_CLASS, Field, TextField } from "../../components/ui/form/field";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { describeFailure, type ReadingFailure } from "../../oracles/kit/describe-failure";
import { FailureNotice } from "../../oracles/kit/failure-notice";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { EnergyMapView } from "./energy-map";
import { sendEnergy, useEnergyMap } from "./use-energy";

const words = ENERGY_PAGE_WORDS;
const LINK_CLASS = "inline-flex items-center gap-1.5 text-gold-200 underline underline-offset-4";
const WEEK_CHOICES = [4, 8, 12] as const;

type Saved = { checkIn: EnergyResponse; rewards: CastRewards | null };

/**
 * The signed-in seeker's part of the Energy Map: a word (the quadrant's suggestions or their own) and a
 * note for today, "Save today's check-in" (once a day; saving again replaces it), and the map of the
 * last weeks. Today's check-in, when there is one, fills the point, the word and the note.
 */
export default function EnergyJournal({ point, onPoint }: { point: EnergyPoint; onPoint(point: EnergyPoint): void }) {
  const [weeks, setWeeks] = useState<(typeof WEEK_CHOICES)[number]>(8);
  const map = useEnergyMap(weeks);
  const save = useReadingMutation(sendEnergy);
  const [word, setWord] = useState("");
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState<Saved | null>(null);
  const [failure, setFailure] = useState<ReadingFailure | null>(null);
  const [isCelebrating, setIsCelebrating] = useState(false);
  const filled = useRef(false);
  const weeksId = useId();
  const today = map.data?.todayCheckIn ?? null;

  useEffect(() => {
    if (!today || filled.current) return;
    filled.current = true;
    onPoint({ pleasant: today.pleasant, energy: today.energy });
    setWord(today.word ?? "");
    setNote(today.note ?? "");
  }, [today, onPoint]);

  async function saveToday() {
    setFailure(null);
    try {
      const checkIn = await save.mutateAsync({
        pleasant: point.pleasant,
        energy: point.energy,
        ...(word.trim() ? { word: word.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      const rewards = "rewards" in checkIn ? checkIn.rewards : null;
      setSaved({ checkIn, rewards });
      setIsCelebrating(rewards !== null);
      void map.refetch();
    } catch (error) {
      setFailure(describeFailure(error));
    }
  }

  const suggestions = ENERGY_WORDS.quadrants[quadrantOf(point)].words;
  return (
    <>
      <section aria-labelledby="energy-save-title" className="card mt-6 p-6 sm:p-8" data-testid="energy-save">
        <h2 id="energy-save-title" className="text-2xl text-gold-100">
          {words.saveLabel}
        </h2>
        {today && !saved && <p className="mt-2 text-sm text-indigo-200/90">{words.todayAlready}</p>}
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <TextField
              label={words.wordLabel}
              hint={words.wordHint}
              name="word"
              maxLength={ENERGY_WORD_MAX_LENGTH}
              value={word}
              onChange={(event) => setWord(event.target.value)}
            />
            <div role="group" aria-label={words.suggestionsLabel} className="mt-3 flex flex-wrap gap-2">
              {suggestions.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  aria-pressed={word === suggestion}
                  onClick={() => setWord(word === suggestion ? "" : suggestion)}
                  className="rounded-full border border-gold-300/30 px-3 py-1 text-sm text-indigo-50 transition hover:border-gold-300 aria-pressed:border-gold-300 aria-pressed:bg-gold-300/20"
                >
                  {suggestion}
                </button>
              ))}
            </div>
          </div>
          <Field label={words.noteLabel} hint={words.noteHint}>
            {(control) => (
              <textarea
                {...control}
                name="note"
                rows={5}
                maxLength={ENERGY_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className={CONTROL_CLASS}
              />
            )}
          </Field>
        </div>
        <div className="mt-6 flex flex-col items-center">
          <button type="button" className="btn-primary" disabled={save.isPending} onClick={() => void saveToday()}>
            {save.isPending ? words.savingLabel : words.saveLabel}
          </button>
          {saved && (
            <p role="status" className="mt-4 text-center font-semibold text-gold-200" data-testid="energy-saved">
              {saved.rewards ? words.savedLabel : words.replacedLabel}
            </p>
          )}
          <FailureNotice failure={failure} />
          {saved?.rewards && isCelebrating && (
            <CastCelebration rewards={saved.rewards} onDismiss={() => setIsCelebrating(false)} />
          )}
          <p className="mt-4 text-sm">
            <Link to="/dashboard" className={LINK_CLASS}>
              <History aria-hidden className="size-4" />
              {words.historyLabel}
            </Link>
          </p>
        </div>
      </section>
      <section aria-labelledby="energy-map-title" className="card mt-6 p-6 sm:p-8" data-testid="energy-map">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="energy-map-title" className="text-2xl text-gold-100">
              {words.mapTitle}
            </h2>
            <p className="mt-2 max-w-2xl text-sm text-indigo-100/90">{words.mapLead}</p>
          </div>
          <label htmlFor={weeksId} className="flex items-center gap-2 text-sm text-indigo-100">
            {words.weeksLabel}
            <select
              id={weeksId}
              value={weeks}
              onChange={(event) => setWeeks(Number(event.target.value) as (typeof WEEK_CHOICES)[number])}
              className="field w-auto py-2"
            >
              {WEEK_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {words.weekOptions[choice]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {map.isPending && <p className="mt-6 text-sm text-indigo-200/90">{words.mapLoading}</p>}
        {map.isError && (
          <p role="alert" className="mt-6 text-sm text-rose-200">
            {words.mapFailed}
          </p>
        )}
        {map.data && <EnergyMapView map={map.data} weeks={weeks} />}
      </section>
    </>
  );
}
