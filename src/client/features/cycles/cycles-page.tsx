import { lazy, Suspense, useCallback, useState, type FormEvent } from "react";
import { CYCLES_PAGE_WORDS } from "../../../../content/cycles/page";
import { calendarDayIn, isCalendarDay, type CalendarDay } from "../../../shared/calendar";
import type { CycleNumber } from "../../../shared/cycles/content-types";
import { cyclesOn } from "../../../shared/cycles/cycles";
import { BIRTH_DATE_MIN } from "../../../shared/field-limits";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { TextField } from "../../components/ui/form/field";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { localToday, now } from "../../lib/clock";
import { withQueries } from "../../lib/with-queries";
import { CyclesNumbers } from "./cycles-numbers";
import { NineYearRound } from "./nine-year-round";
import { PlanetReturnsList } from "./planet-returns-list";

const words = CYCLES_PAGE_WORDS.page;
/** The page's own path (the oracle's spec, with its schemas, stays out of the page's code). */
const PATH = "/karmic-cycle";

/** The signed-in part (the profile's birth date, recording today's cycles) loads with the query library. */
const CyclesRecord = lazy(withQueries(() => import("./cycles-record")));

/** Why a typed birth date cannot be counted, or null. */
function birthDateProblem(value: string, today: CalendarDay): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDay(value)) return "Enter your birth date";
  if (value < BIRTH_DATE_MIN) return "Birth date must be in 1900 or later";
  if (value > today) return "Birth date cannot be in the future";
  return null;
}

/**
 * A birth date's cycles today in `timeZone` (the browser's, or the profile's for a signed-in seeker, the day
 * a recording counts): the four numbers, the round of nine and the planets' returns.
 */
function CyclesShown({ birthDate, timeZone }: { birthDate: CalendarDay; timeZone: string }) {
  const today = calendarDayIn(timeZone, now());
  const cycles = cyclesOn(birthDate, today);
  return (
    <div className="mt-8" data-testid="cycles-shown">
      <div className="grid items-center gap-8 lg:grid-cols-[1fr_18rem]">
        <CyclesNumbers cycles={cycles} />
        <section aria-labelledby="round-title">
          <h2 id="round-title" className="mb-3 text-center text-xl text-gold-100">
            {words.roundTitle}
          </h2>
          <NineYearRound year={cycles.personalYear.value as CycleNumber} />
        </section>
      </div>
      <PlanetReturnsList birthDate={birthDate} today={today} timeZone={timeZone} />
    </div>
  );
}

/**
 * /karmic-cycle, "Your Cycles": a birth date typed (or the profile's, for a signed-in seeker) gives the
 * Personal Year, Month and Day and the Universal Year worked out in the browser, the round of nine, and the
 * Jupiter and Saturn returns from GET /api/cycles; a signed-in seeker can record today's cycles.
 */
export function CyclesPage() {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<CalendarDay | null>(null);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  function show(event: FormEvent) {
    event.preventDefault();
    const refusal = birthDateProblem(typed, localToday());
    setProblem(refusal);
    setShown(refusal ? null : typed);
  }

  const onProfile = useCallback((profile: { birthDate: CalendarDay | null; timeZone: string }) => {
    setTimeZone(profile.timeZone);
    if (profile.birthDate) {
      setTyped((value) => value || profile.birthDate!);
      setShown((value) => value ?? profile.birthDate);
    }
  }, []);

  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <form noValidate onSubmit={show} className="card mx-auto grid max-w-md gap-4 p-6 text-left">
          <TextField
            label={words.birthDateLabel}
            hint={words.birthDateHint}
            type="date"
            name="birthDate"
            min={BIRTH_DATE_MIN}
            autoComplete="bday"
            value={typed}
            error={problem}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="btn-primary">
            {words.showLabel}
          </button>
        </form>
        {shown && <CyclesShown birthDate={shown} timeZone={zone} />}
        <WhenAuthReady fallback={null}>
          <SignedInOrVisitor onProfile={onProfile} />
        </WhenAuthReady>
      </div>
    </>
  );
}

function SignedInOrVisitor({
  onProfile,
}: {
  onProfile(profile: { birthDate: CalendarDay | null; timeZone: string }): void;
}) {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="mt-10">
        <SignUpCall title={words.signUpTitle} text={words.signUpText} path={PATH} />
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="h-40" aria-hidden />}>
      <CyclesRecord onProfile={onProfile} />
    </Suspense>
  );
}
