import { ScrollText } from "lucide-react";
import { Modal } from "../../components/ui/modal";
import { DisclaimerText } from "../legal/disclaimer-text";

/** Where 'Decline' sends the browser: a general search engine. */
const DECLINE_URL = "https://www.google.com/";

/**
 * The gate itself: a modal that cannot be dismissed, only answered. It opens at its top with focus on the
 * text (not on 'I Accept' at the bottom, which would scroll a phone past the title); on a tall screen it
 * is centred.
 */
export function GateDialog({ onAccept }: { onAccept(): void }) {
  return (
    <Modal
      labelledBy="disclaimer-title"
      size="wide"
      focusCardOnOpen
      decoration={<ScrollText aria-hidden className="mx-auto mb-4 size-10 text-gold-300" />}
    >
      <DisclaimerText headingLevel={2} linkState={{ fromGate: true }} />
      <div className="mt-7 grid gap-3 sm:grid-cols-2">
        <button type="button" className="btn-ghost" onClick={() => window.location.assign(DECLINE_URL)}>
          Decline
        </button>
        <button type="button" className="btn-primary" onClick={onAccept}>
          I Accept
        </button>
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
