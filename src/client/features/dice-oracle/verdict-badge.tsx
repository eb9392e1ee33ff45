import { Check, CircleCheck, CircleHelp, X, XCircle, type LucideIcon } from "lucide-react";
import { verdictOf, type Verdict } from "../../../shared/verdict";

const LOOKS: Record<Verdict, { icon: LucideIcon; className: string }> = {
  Yes: { icon: CircleCheck, className: "border-emerald-300/70 bg-emerald-400/20 text-emerald-100" },
  "Likely yes": { icon: Check, className: "border-emerald-300/40 bg-emerald-400/10 text-emerald-200" },
  Uncertain: { icon: CircleHelp, className: "border-gold-300/50 bg-gold-300/10 text-gold-100" },
  "Likely no": { icon: X, className: "border-rose-300/40 bg-rose-400/10 text-rose-200" },
  No: { icon: XCircle, className: "border-rose-300/70 bg-rose-500/20 text-rose-100" },
};

/** A reading's yes/no line as its verdict and its reason: `Likely yes — the green Crown…`. */
function splitYesNo(answer: string): { verdict: Verdict | null; reason: string } {
  const text = answer.trim();
  const verdict = verdictOf(text);
  if (!verdict) return { verdict: null, reason: text };
  const reason = text.slice(verdict.length).replace(/^\s*[—–:,-]?\s*/, "");
  return { verdict, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}

/**
 * The yes/no answer: a badge coloured by its leaning (green for yes, gold for uncertain, rose for no),
 * then its reason as text. A line without a verdict (the built-in fallback reading) is shown as it is.
 */
export function YesNoAnswer({ answer }: { answer: string }) {
  const { verdict, reason } = splitYesNo(answer);
  const look = verdict ? LOOKS[verdict] : null;
  return (
    <>
      {verdict && look && (
        <span
          data-testid="verdict"
          data-verdict={verdict}
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${look.className}`}
        >
          <look.icon aria-hidden className="size-4" />
          {verdict}
        </span>
      )}
      {reason && (
        <span className={`block text-sm leading-relaxed text-indigo-100/90 ${verdict ? "mt-2" : ""}`}>{reason}</span>
      )}
    </>
  );
}
