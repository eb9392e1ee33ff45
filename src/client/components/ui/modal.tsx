import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Shown above the title, e.g. an icon. */
  decoration?: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, keeps focus inside and
 * closes it on Escape; focus returns to whatever was focused before it opened.
 */
export function Modal({ title, onClose, children, decoration }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.close();
      previouslyFocused?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible bg-transparent p-0 text-indigo-50 backdrop:bg-night-950/80 backdrop:backdrop-blur-sm"
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="card relative p-7 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-4 right-4 rounded-full p-1.5 text-indigo-200 transition hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden className="size-5" />
        </button>
        {decoration}
        <h2 id={titleId} className="text-center text-2xl text-gold-200">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
