import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

const FEEDBACK_MS = 2500;

/**
 * Copies text to the clipboard. The button keeps its name; the outcome is announced beside it, because the
 * clipboard can be refused (an insecure origin, a denied permission).
 */
export function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState("idle"), FEEDBACK_MS);
  }

  return (
    <span className={`inline-flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <button type="button" className="btn-ghost px-4 py-2 text-sm" onClick={() => void onCopy()}>
        {state === "copied" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {label}
      </button>
      <span role="status" className="text-xs">
        {state === "copied" && <span className="font-semibold text-emerald-200">Copied</span>}
        {state === "failed" && <span className="text-rose-200">Copying is blocked here; select the text instead.</span>}
      </span>
    </span>
  );
}
