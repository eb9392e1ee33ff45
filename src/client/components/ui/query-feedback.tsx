import { RefreshCw } from "lucide-react";
import { describeRequestError } from "../../lib/format";

/** Placeholder blocks while a panel's data loads. */
export function LoadingBlocks({
  count = 3,
  className = "h-16",
  label,
}: {
  count?: number;
  className?: string;
  label: string;
}) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden className={`animate-pulse rounded-xl bg-white/5 ${className}`} />
      ))}
    </div>
  );
}

/** A failed request in a panel, with the reason and a way to try again. */
export function RequestError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-400/40 bg-rose-950/50 px-4 py-3 text-sm text-rose-100"
    >
      <p>{describeRequestError(error, fallback)}</p>
      <button type="button" className="btn-ghost px-4 py-1.5 text-sm" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        Try again
      </button>
    </div>
  );
}

/**
 * A figure not known yet: a soft block one line of its text high, so the card keeps the height it will
 * have and nothing below it moves when the figure arrives.
 */
export function PendingFigure({ className = "w-10" }: { className?: string }) {
  return (
    <span aria-hidden className={`inline-block animate-pulse rounded-md bg-white/10 ${className}`}>
      {"\u00a0"}
    </span>
  );
}
