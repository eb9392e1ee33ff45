import { History, WandSparkles } from "lucide-react";
import { useEffect, useReducer, useState } from "react";
import { Link } from "react-router";
import { CYCLES_PAGE_WORDS } from "../../../../content/cycles/page";
import type { CyclesReading } from "../../../shared/api/cycles";
import type { CastRewards } from "../../../shared/api/me";
import type { CalendarDay } from "../../../shared/calendar";
import type { Situation } from "../../../shared/situations";
import { useProfile } from "../../lib/use-profile";
import { CastCelebration } from "../../oracles/kit/cast-celebration";
import { describeFailure } from "../../oracles/kit/describe-failure";
import { EnhancedReading } from "../../oracles/kit/enhanced-reading";
import { describeEnhancement, NO_ENHANCEMENT, nextEnhancement } from "../../oracles/kit/enhancement-state";
import { SituationPicker } from "../../oracles/kit/situation-picker";
import { useEnhancementStream } from "../../oracles/kit/use-enhancement";
import { ShareActions } from "../sharing/share-actions";
import { CyclesText } from "./cycles-text";
import { useReadingMutation } from "../../oracles/kit/use-reading";
import { sendCycles } from "./use-cycles";

const words = CYCLES_PAGE_WORDS.page;
const LINK_CLASS = "inline-flex items-center gap-1.5 text-gold-200 underline underline-offset-4";

/** Today's recorded cycles: their words, what they earned, and enhance, share and the journal. */
function RecordedCycles({ reading, rewards }: { reading: CyclesReading; rewards: CastRewards | null }) {
  const [enhancement, dispatch] = useReducer(nextEnhancement, NO_ENHANCEMENT);
  const [isCelebrating, setIsCelebrating] = useState(rewards !== null);
  const stream = useEnhancementStream(dispatch);
  const { isEnhancing } = describeEnhancement(enhancement);
  const stored = reading.enhancedText;
  return (
    <div data-testid="cycles-recorded" className="mt-6 text-left">
      {rewards && isCelebrating && <CastCelebration rewards={rewards} onDismiss={() => setIsCelebrating(false)} />}
      <p role="status" className="text-center font-semibold text-gold-200">
        {words.recordedLabel}
      </p>
      <CyclesText reading={reading} headingLevel={3} />
      {stored && enhancement.status === "idle" ? (
        <EnhancedReading enhancement={{ status: "done", text: stored, error: null }} author={reading.enhancedBy} />
      ) : (
        <EnhancedReading enhancement={enhancement} author={stream.author} />
      )}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {!stored && enhancement.status !== "done" && (
          <button
            type="button"
            className="btn-ghost"
            disabled={isEnhancing}
            onClick={() => void stream.start(reading.id)}
          >
            <WandSparkles aria-hidden className="size-4" />
            {isEnhancing ? "Enhancing…" : "Enhance Reading"}
          </button>
        )}
        <ShareActions castId={reading.id} shareUrl={reading.shareUrl} />
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/dashboard" className={LINK_CLASS}>
          <History aria-hidden className="size-4" />
          {words.historyLabel}
        </Link>
      </p>
    </div>
  );
}

/**
 * The signed-in seeker's part of /karmic-cycle: their birth date and zone from the profile, handed to the
 * page to show their cycles, and "Record today's cycles" into the journal (once a day; without a birth
 * date in the profile, the way to add it).
 */
export default function CyclesRecord({
  onProfile,
}: {
  onProfile(profile: { birthDate: CalendarDay | null; timeZone: string }): void;
}) {
  const profile = useProfile();
  const record = useReadingMutation(sendCycles);
  const [situation, setSituation] = useState<Situation>("guidance");
  const [recorded, setRecorded] = useState<{ reading: CyclesReading; rewards: CastRewards | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const birthDate = profile.data?.birthDate ?? null;
  const timeZone = profile.data?.timezone;

  useEffect(() => {
    if (timeZone) onProfile({ birthDate, timeZone });
  }, [birthDate, timeZone, onProfile]);

  if (!profile.data) return <div className="h-40" aria-hidden />;

  async function recordToday() {
    setError(null);
    try {
      const reading = await record.mutateAsync({ situation });
      setRecorded({ reading, rewards: "rewards" in reading ? reading.rewards : null });
    } catch (failure) {
      setError(describeFailure(failure).message);
    }
  }

  return (
    <section className="card mx-auto mt-8 max-w-3xl p-6 text-center sm:p-8" aria-labelledby="record-cycles-title">
      <h2 id="record-cycles-title" className="text-2xl text-gold-100">
        {words.recordTitle}
      </h2>
      {birthDate ? (
        <>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100/90">{words.recordText}</p>
          {recorded ? (
            <RecordedCycles reading={recorded.reading} rewards={recorded.rewards} />
          ) : (
            <>
              <SituationPicker
                situation={situation}
                isDisabled={record.isPending}
                onChoose={setSituation}
                className="mt-5"
              />
              <button
                type="button"
                className="btn-primary mt-5"
                disabled={record.isPending}
                onClick={() => void recordToday()}
              >
                {record.isPending ? words.recordingLabel : words.recordLabel}
              </button>
            </>
          )}
        </>
      ) : (
        <p className="mx-auto mt-3 max-w-xl text-indigo-100/90">
          {words.noBirthDate}{" "}
          <Link to="/dashboard" className={LINK_CLASS}>
            {words.profileLink}
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-rose-200">
          {error}
        </p>
      )}
    </section>
  );
}
