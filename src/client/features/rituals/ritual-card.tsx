import { History, MoonStar, WandSparkles } from "lucide-react";
import { useMemo, useReducer, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ritualWords } from "../../../../content/site/rituals";
import type { CastRewards } from "../../../shared/api/me";
import { latestAdultBirthDate } from "../../../shared/birth-date";
import type { RitualResponse } from "../../../shared/api/rituals";
import type { RitualTool } from "../../../shared/draws/spreads";
import { BIRTH_DATE_MIN, CAST_QUESTION_MAX_LENGTH, PROFILE_TEXT_MAX_LENGTHS } from "../../../shared/field-limits";
import type { RitualProfileField } from "../../../shared/rituals/profile-fields";
import type { Situation } from "../../../shared/situations";
import { TextField } from "../../components/ui/form/field";
import { showServerFieldErrors } from "../../components/ui/form/server-errors";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { localToday } from "../../lib/clock";
import { describeRequestError } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import { describeEnhancement, NO_ENHANCEMENT, nextEnhancement } from "../../oracles/kit/enhancement-state";
import { SituationPicker } from "../../oracles/kit/situation-picker";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { ShareActions } from "../sharing/share-actions";
import { RitualFacts, RitualText } from "../sharing/ritual-text";
import type { ProfileFields } from "./missing-profile-form-schema";
import { usePerformRitual, useSaveRitualProfile, useTodayRituals } from "./use-rituals";
import { SafetyNotice } from "../../components/safety/safety-text";
import type { CrisisKind } from "../../../shared/crisis";
import { describeFailure } from "../../oracles/kit/describe-failure";

/** Whether a ritual reads the seeker's name and birth date (and asks for them first when missing). */
const ASKS_PROFILE: Record<RitualTool, boolean> = { numerology: true, moon: false };

/** Asks for the name and birth date the numerology reading needs, saves them to the profile, then reads. */
function MissingProfileForm({
  missing,
  onSaved,
  isBusy,
}: {
  missing: readonly RitualProfileField[];
  onSaved(): void;
  isBusy: boolean;
}) {
  const words = ritualWords.numerology;
  const save = useSaveRitualProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import("./missing-profile-form-schema").then((schema) => schema.missingProfileResolver(missing)),
      ),
    [missing],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFields>({
    resolver,
    defaultValues: Object.fromEntries(missing.map((field) => [field, ""])),
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ["fullName", "birthDate"])) {
        setFormError(describeRequestError(error, ritualWords.failed));
      }
    }
  });
  return (
    <form
      noValidate
      onFocus={resolver.preload}
      onSubmit={onSubmit}
      className="mx-auto mt-5 grid max-w-md gap-4 text-left"
    >
      <p className="text-sm text-indigo-100/90">{words.needs}</p>
      {missing.includes("fullName") && (
        <TextField
          label={words.fullName.label}
          hint={words.fullName.hint}
          autoComplete="name"
          maxLength={PROFILE_TEXT_MAX_LENGTHS.fullName}
          error={errors.fullName?.message}
          {...register("fullName")}
        />
      )}
      {missing.includes("birthDate") && (
        <TextField
          label={words.birthDate.label}
          type="date"
          min={BIRTH_DATE_MIN}
          max={latestAdultBirthDate(localToday())}
          autoComplete="bday"
          error={errors.birthDate?.message}
          {...register("birthDate")}
        />
      )}
      {formError && (
        <p role="alert" className="text-sm text-rose-200">
          {formError}
        </p>
      )}
      <SubmitButton
        isPending={save.isPending || isBusy}
        pendingLabel={words.saving}
        disabled={save.isPending || isBusy}
      >
        {words.save}
      </SubmitButton>
    </form>
  );
}

/** The ritual once made: its facts and words, what it earned, and enhance, share and history. */
function RitualShown({
  ritual,
  rewards,
  onDismiss,
}: {
  ritual: RitualResponse;
  rewards: CastRewards | null;
  onDismiss(): void;
}) {
  const [enhancement, dispatch] = useReducer(nextEnhancement, NO_ENHANCEMENT);
  const stream = useEnhancementStream(dispatch);
  const { isEnhancing } = describeEnhancement(enhancement);
  const stored = ritual.enhancedText;
  return (
    <div data-testid={`ritual-${ritual.tool}`}>
      {rewards && <CastCelebration rewards={rewards} onDismiss={onDismiss} />}
      <article className="mt-6 text-left" aria-labelledby={`ritual-${ritual.tool}-title`}>
        <h3 id={`ritual-${ritual.tool}-title`} className="text-center font-display text-2xl text-gold-100">
          {ritual.title}
        </h3>
        <div className="mt-2">
          <RitualFacts ritual={ritual} />
        </div>
        {ritual.question && <p className="mt-3 text-center text-violet-100 italic">“{ritual.question}”</p>}
        <RitualText ritual={ritual} headingLevel={4} />
      </article>
      {stored && enhancement.status === "idle" ? (
        <EnhancedReading enhancement={{ status: "done", text: stored, error: null }} author={ritual.enhancedBy} />
      ) : (
        <EnhancedReading enhancement={enhancement} author={stream.author} />
      )}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {!stored && enhancement.status !== "done" && (
          <button
            type="button"
            className="btn-ghost"
            disabled={isEnhancing}
            onClick={() => void stream.start(ritual.id)}
          >
            <WandSparkles aria-hidden className="size-4" />
            {isEnhancing ? ritualWords.links.enhancing : ritualWords.links.enhance}
          </button>
        )}
        <ShareActions castId={ritual.id} shareUrl={ritual.shareUrl} />
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/dashboard" className="inline-flex items-center gap-1.5 text-gold-200 underline underline-offset-4">
          <History aria-hidden className="size-4" />
          {ritualWords.links.history}
        </Link>
      </p>
    </div>
  );
}

/**
 * A signed-in seeker's ritual of the day on /numerology ("Today's Reading") or /moon-phases ("Tonight's
 * Ritual"): the situation and an optional question, then the ritual; once done today, today's ritual
 * instead of the button. The numerology reading first asks for a missing name or birth date.
 */
export default function RitualCard({ tool }: { tool: RitualTool }) {
  const words = ritualWords[tool];
  const today = useTodayRituals();
  const perform = usePerformRitual(tool);
  const [situation, setSituation] = useState<Situation>("guidance");
  const [question, setQuestion] = useState("");
  const [made, setMade] = useState<{ ritual: RitualResponse; rewards: CastRewards | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsHelp, setNeedsHelp] = useState<CrisisKind | null>(null);

  async function begin() {
    setError(null);
    setNeedsHelp(null);
    try {
      const answer = await perform.mutateAsync({
        situation,
        ...(question.trim() ? { question: question.trim() } : {}),
      });
      const { rewards = null, ...ritual } = answer as RitualResponse & { rewards?: CastRewards };
      setMade({ ritual, rewards });
    } catch (failure) {
      const described = describeFailure(failure);
      if (described.needsHelp) setNeedsHelp(described.needsHelp);
      else setError(described.message);
    }
  }

  const done = made?.ritual ?? today.data?.[tool] ?? null;
  const missing = ASKS_PROFILE[tool] ? (today.data?.missing ?? []) : [];
  return (
    <section
      aria-labelledby={`ritual-card-${tool}`}
      className="card mx-auto mt-10 max-w-3xl border-gold-300/30 p-6 text-center sm:p-8"
      data-testid={`ritual-card-${tool}`}
    >
      <MoonStar aria-hidden className="mx-auto size-8 text-gold-300" />
      <h2 id={`ritual-card-${tool}`} className="mt-2 text-2xl text-gold-100 sm:text-3xl">
        {words.title}
      </h2>
      {today.isPending ? (
        <LoadingBlocks label={ritualWords.loading} count={2} className="mt-4 h-12" />
      ) : today.isError ? (
        <RequestError error={today.error} fallback={ritualWords.failed} onRetry={() => void today.refetch()} />
      ) : done ? (
        <>
          <p className="mt-2 text-sm text-indigo-200/90">{words.doneNote}</p>
          <RitualShown
            ritual={done}
            rewards={made?.rewards ?? null}
            onDismiss={() => setMade({ ritual: done, rewards: null })}
          />
        </>
      ) : (
        <>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100/90">{words.intro}</p>
          <p className="mt-5 text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {ritualWords.situationLabel}
          </p>
          <SituationPicker
            situation={situation}
            isDisabled={perform.isPending}
            onChoose={setSituation}
            className="mt-3"
          />
          <div className="mx-auto mt-4 max-w-md text-left">
            <TextField
              label={ritualWords.questionLabel}
              value={question}
              maxLength={CAST_QUESTION_MAX_LENGTH}
              onChange={(event) => setQuestion(event.target.value)}
            />
          </div>
          {missing.length > 0 ? (
            <MissingProfileForm missing={missing} isBusy={perform.isPending} onSaved={() => void begin()} />
          ) : (
            <button
              type="button"
              className="btn-primary mt-6"
              disabled={perform.isPending}
              onClick={() => void begin()}
            >
              {perform.isPending ? words.reading : words.button}
            </button>
          )}
          {error && (
            <p role="alert" className="mt-4 text-sm text-rose-200">
              {error}
            </p>
          )}
          {needsHelp && (
            <div className="mx-auto mt-6 max-w-xl">
              <SafetyNotice kind={needsHelp} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
