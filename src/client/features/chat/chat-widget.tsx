import { MessageCircle, Sparkles, X } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { CHAT_PERSONA } from "../../../shared/chat-persona";
import { withQueries } from "../../lib/with-queries";

/**
 * The conversation loads with the first open (with the query library it asks through), so the chat costs
 * nothing in the first page load.
 */
const loadChatPanel = withQueries(() => import("./chat-panel"));
const ChatPanel = lazy(loadChatPanel);

/**
 * The floating oracle guide (docs/product.md, 'The chat guide'): a round button opens a panel where the
 * seeker talks with the persona. The panel stays mounted once opened, so closing it keeps the conversation.
 */
export function ChatWidget() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-panel`;

  function onToggle() {
    setHasOpened(true);
    setIsOpen(!isOpen);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={hasOpened ? panelId : undefined}
        aria-label={isOpen ? "Close the oracle guide" : "Open the oracle guide"}
        title={isOpen ? "Close the oracle guide" : `Ask ${CHAT_PERSONA.name}, your oracle guide`}
        onClick={onToggle}
        // Warm the panel's code as the pointer or focus arrives, before the click.
        onPointerEnter={() => void loadChatPanel()}
        onFocus={() => void loadChatPanel()}
        // Its place and size are the page's (--chat-button-*, styles/app.css), which keeps room for it.
        className="fixed right-(--chat-button-right) bottom-(--chat-button-bottom) z-40 grid size-(--chat-button-size) place-items-center rounded-full border border-gold-100/40 bg-[linear-gradient(135deg,var(--color-gold-200),var(--color-gold-500))] text-night-950 shadow-[0_10px_30px_-8px_rgb(232_193_112/0.6)] transition hover:brightness-110"
      >
        {isOpen ? (
          <X aria-hidden className="size-6" />
        ) : (
          <>
            <MessageCircle aria-hidden className="size-6" />
            <Sparkles
              aria-hidden
              className="absolute top-2 right-2 size-3 fill-current md:top-2.5 md:right-2.5 md:size-3.5"
            />
          </>
        )}
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} isOpen={isOpen} />
        </Suspense>
      )}
    </div>
  );
}
