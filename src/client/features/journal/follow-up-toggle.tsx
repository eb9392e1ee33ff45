import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FOLLOW_UP_TOGGLE } from "../../../../content/journal/follow-ups";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { describeRequestError } from "../../lib/format";
import { queryKeys } from "../../lib/query-keys";

const words = FOLLOW_UP_TOGGLE;

/**
 * A reading's "Ask me how it turned out" switch, in its detail: only a reading with a question has
 * follow-ups. Turning it off stops both of the reading's follow-ups, and its card on the dashboard.
 */
export function FollowUpToggle({
  readingId,
  question,
  followUp,
}: {
  readingId: string;
  question: string | null;
  followUp: boolean;
}) {
  const queryClient = useQueryClient();
  const [on, setOn] = useState(followUp);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (next: boolean) =>
      readBody(api.me.readings[":id"]["follow-up"].$put({ param: { id: readingId }, json: { on: next } })),
    onSuccess: (saved) => {
      setOn(saved.followUp);
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
      void queryClient.invalidateQueries({ queryKey: queryKeys.castHistory });
    },
    onError: (failure) => setError(describeRequestError(failure, words.failed)),
  });
  if (!question?.trim()) return null;
  return (
    <div className="mt-4 grid gap-1">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-gold-300"
          checked={on}
          disabled={change.isPending}
          onChange={(event) => {
            setError(null);
            change.mutate(event.target.checked);
          }}
        />
        <span>
          <span className="block text-indigo-50">{words.label}</span>
          <span className="block text-sm text-indigo-200/80">{words.hint}</span>
        </span>
      </label>
      {error && (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
