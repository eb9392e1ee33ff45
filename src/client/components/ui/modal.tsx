import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const SIZES = {
  default: { backdrop: "backdrop:bg-night-950/80 backdrop:backdrop-blur-sm", card: "max-w-md p-7 sm:p-8" },
  /** A long text the page waits on (the disclaimer): a wider card on an almost opaque backdrop. */
  wide: { backdrop: "backdrop:bg-night-950/95 backdrop:backdrop-blur", card: "max-w-xl p-7 sm:p-9" },
};

interface ModalProps {
  id?: string;
  /** The dialog's heading. Leave it out when the content brings its own, and name that with `labelledBy`. */
  title?: string;
  labelledBy?: string;
  /**
   * Closes the dialog: Escape, a click on the backdrop and the close button call it. Without it the dialog
   * cannot be dismissed (no close button); only its content ends it.
   */
  onClose?(): void;
  children: ReactNode;
  /** Shown above the title, e.g. an icon. */
  decoration?: ReactNode;
  size?: keyof typeof SIZES;
  /** Focus goes to the card itself, so a long text opens at its top, rather than to its first control. */
  focusCardOnOpen?: boolean;
  /**
   * The dialog is open in the server's markup, so it paints with the page before any script runs; once
   * mounted it becomes modal. Until then it has no backdrop: its own stylesheet rule must cover the page.
   */
  openInMarkup?: boolean;
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, keeps focus inside and
 * closes it on Escape; focus returns to whatever was focused before it opened. The dialog covers the
 * screen and scrolls, so a card taller than a phone's screen can still be read to its end.
 */
export function Modal({
  id,
  title,
  labelledBy,
  onClose,
  children,
  decoration,
  size = "default",
  focusCardOnOpen = false,
  openInMarkup = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focusCardRef = useRef(focusCardOnOpen);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    // Open in the markup means open but not modal: it must close before it can open as a modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
    let frame = 0;
    if (focusCardRef.current) {
      cardRef.current?.focus({ preventScroll: true });
      // Back to the top, should opening have scrolled to a control: before the next paint, once the page
      // is laid out (a scroll set now would lay out the page as it mounts, and again when it paints).
      frame = requestAnimationFrame(() => (dialog.scrollTop = 0));
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    // A browser may close a dialog on Escape even when `cancel` is refused (Chrome does, before the page
    // has had a click); one that cannot be dismissed opens again.
    const onNativeClose = () => {
      if (!onCloseRef.current) dialog.showModal();
    };
    // The native dialog lets Tab leave for the browser's own controls; keep focus cycling inside.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.closest("[inert]"),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === cardRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.close();
      previouslyFocused?.focus?.();
    };
  }, []);

  const layout = SIZES[size];
  return (
    <dialog
      ref={dialogRef}
      id={id}
      open={openInMarkup || undefined}
      aria-labelledby={labelledBy ?? titleId}
      className={`fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain bg-transparent p-4 text-indigo-50 open:flex ${layout.backdrop}`}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose?.();
      }}
    >
      <div
        ref={cardRef}
        tabIndex={focusCardOnOpen ? -1 : undefined}
        className={`card relative m-auto w-full outline-none ${layout.card}`}
      >
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-1.5 text-indigo-200 transition hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
        {decoration}
        {title && (
          <h2 id={titleId} className="text-center text-2xl text-gold-200">
            {title}
          </h2>
        )}
        {children}
      </div>
    </dialog>
  );
}
