import { SafetyNotice } from "../../components/safety/safety-text";
import { PlansLink } from "./daily-cap-notice";
import type { ReadingFailure } from "./describe-failure";

/**
 * Under an oracle's button when a reading was refused: the help in place of a reading when the question
 * said the seeker needs it, else the reason, with the way to the plans when more readings would answer it.
 */
export function FailureNotice({ failure }: { failure: ReadingFailure | null }) {
  if (!failure) return null;
  if (failure.needsHelp)
    return (
      <div className="mt-6 w-full max-w-2xl">
        <SafetyNotice kind={failure.needsHelp} />
      </div>
    );
  return (
    <p
      role="alert"
      className="mt-6 w-full max-w-2xl rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-3 text-center text-rose-100"
    >
      {failure.message}
      {failure.showsPlans && (
        <>
          {" "}
          <PlansLink />
        </>
      )}
    </p>
  );
}
