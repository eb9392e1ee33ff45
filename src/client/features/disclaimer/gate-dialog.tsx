import { ScrollText } from "lucide-react";
import { Modal } from "../../components/ui/modal";
import { useHydrated } from "../../lib/use-hydrated";
import { GATE_ID } from "./gate-paint";
import { DisclaimerText } from "../legal/disclaimer-text";

/** Where 'Decline' sends the browser: a general search engine. */
const DECLINE_URL = "https://www.google.com/";

/**
 * The gate itself: a modal that cannot be dismissed, only answered. It opens at its top with focus on the
 * text (not on 'I Accept' at the bottom, which would scroll a phone past the title); on a tall screen it
 * is centred. It is in the page's own markup, so it paints with the page; its links and buttons answer
 * once its code has arrived (the buttons look disabled until then).
 */
export function GateDialog({ onAccept }: { onAccept(): void }) {
  const isHydrated = useHydrated();
  return (
    <Modal
      id={GATE_ID}
      openInMarkup
      labelledBy="disclaimer-title"
      size="wide"
      focusCardOnOpen
      decoration={<ScrollText aria-hidden className="mx-auto mb-4 size-10 text-gold-300" />}
    >
      {/* Until its code has hydrated, nothing in it answers: a link would leave without the way back. */}
      <div inert={!isHydrated}>
        <DisclaimerText headingLevel={2} linkState={{ fromGate: true }} />
        <div className="mt-7 grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={!isHydrated}
            onClick={() => window.location.assign(DECLINE_URL)}
          >
            Decline
          </button>
          <button type="button" className="btn-primary" disabled={!isHydrated} onClick={onAccept}>
            I Accept
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** On a legal page read before accepting: a bar that leads back to the gate. */
export function LegalReadingBar({ onBackToGate }: { onBackToGate(): void }) {
  return (
    <div
      role="region"
      aria-label="Disclaimer not yet accepted"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gold-300/30 bg-night-900/95 px-4 py-3 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-center gap-x-4 gap-y-2 text-center text-sm text-indigo-100">
        <p>You are reading this before accepting the disclaimer.</p>
        <button type="button" className="btn-primary px-4 py-2 text-sm" onClick={onBackToGate}>
          Back to the disclaimer
        </button>
      </div>
    </div>
  );
}
