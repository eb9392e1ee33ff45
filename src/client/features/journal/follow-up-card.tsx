import { MessageCircleQuestionMark } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { FOLLOW_UP_CARD } from "../../../../content/journal/follow-ups";
import type { DueFollowUp } from "../../../shared/api/follow-ups";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { describeRequestError, formatDate } from "../../lib/format";
import { queryKeys } from "../../lib/query-keys";
import { CLIENT_ORACLES } from "../../oracles/registry";

const words = FOLLOW_UP_CARD;

/** The journal's answer form (outcome-form.tsx): it records the answer, then calls `onAnswered`. */
export type AnswerForm = ComponentType<{ readingId: string; onAnswered(): void }>;

/** The follow-ups the seeker is asked about now and next (GET /api/me/journal/follow-ups). */
export function useFollowUps() {
  return useQuery({
    queryKey: queryKeys.followUps,
    queryFn: ({ signal }) => readBody(api.me.journal["follow-ups"].$get(undefined, { init: { signal } })),
  });
}

/**
 * The dashboard's "How did it turn out?" card: every reading whose follow-up is open, each with the
 * answer form and a way to stop asking about it. Nothing shows while none is due.
 */
export function FollowUpCard({ Answer }: { Answer: AnswerForm }) {
  const followUps = useFollowUps();
  const due = followUps.data?.due ?? [];
  const anchor = useRef<HTMLDivElement>(null);
  const shown = due.length > 0;
  // The mailed link (/dashboard?followUp=…#follow-ups) opens the page before this card has loaded.
  useEffect(() => {
    if (shown && window.location.hash === "#follow-ups") anchor.current?.scrollIntoView?.({ block: "start" });
  }, [shown]);
  if (!shown) return null;
  return (
    <div id="follow-ups" ref={anchor} className="scroll-mt-24">
      <DashboardSection title={words.title} icon={MessageCircleQuestionMark}>
        <p className="text-sm text-indigo-200/90">{words.intro}</p>
        <ul className="mt-4 grid gap-4">
          {due.map((followUp) => (
            <FollowUpItem key={followUp.id} followUp={followUp} Answer={Answer} />
          ))}
        </ul>
      </DashboardSection>
    </div>
  );
}

function FollowUpItem({ followUp, Answer }: { followUp: DueFollowUp; Answer: AnswerForm }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
    void queryClient.invalidateQueries({ queryKey: queryKeys.castHistory });
  };
  const stop = useMutation({
    mutationFn: () =>
      readBody(api.me.readings[":id"]["follow-up"].$put({ param: { id: followUp.id }, json: { on: false } })),
    onSuccess: refresh,
    onError: (failure) => setError(describeRequestError(failure, words.stopFailed)),
  });
  const oracle = CLIENT_ORACLES[followUp.tool];
  const Icon = oracle.icon;
  return (
    <li className="min-w-0 rounded-2xl border border-white/10 bg-night-950/40 p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-indigo-200/80">
        <Icon aria-hidden className="size-4 text-gold-300" />
        <span>{oracle.label}</span>
        <span aria-hidden>·</span>
        <span>{formatDate(followUp.createdAt)}</span>
        <span aria-hidden>·</span>
        <span>{words.asked(followUp.after)}</span>
      </p>
      <p className="mt-2 break-words text-indigo-50">“{followUp.question}”</p>
      <div className="mt-3">
        <Answer readingId={followUp.id} onAnswered={refresh} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-ghost text-sm"
          disabled={stop.isPending}
          onClick={() => {
            setError(null);
            stop.mutate();
          }}
        >
          {words.stop}
        </button>
        {error && (
          <p role="alert" className="text-sm text-rose-300">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
