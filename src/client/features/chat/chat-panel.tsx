import "./chat-widget.css";
import { MoonStar, SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CHAT_QUERY_MAX_LENGTH } from "../../../shared/field-limits";
import { CHAT_PERSONA } from "../../../shared/chat-persona";
import type { CrisisKind } from "../../../shared/crisis";
import { safetyKindOf } from "../../../shared/oracle";
import { Label } from "../../components/ui/form/label";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { SafetyText } from "../../components/safety/safety-text";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { ChatQuestion, ChatValues } from "./chat-panel-schema";
import { useAskGuide } from "./use-chat";

/**
 * The spirit guides' conversation asks through this module's request hook rather than importing
 * ./use-chat itself: a module two lazy parts share becomes a file of its own, and its name would be added
 * to the first-load shell of every page (tests/e2e/build-size.spec.ts).
 */
export { useAskGuide };

/** A chat message: a plain text line prefixed 'You:' or by the persona's name. */
interface ChatMessage {
  id: number;
  author: "seeker" | "guide";
  text: string;
  /** A reply to a message that needs help shows its helplines or emergency numbers as links. */
  needsHelp?: CrisisKind | null;
}

/** Shown when the panel first opens; written here, never sent to the server. */
const CHAT_GREETING =
  "Greetings, seeker. Ask me about love, fortune or the path ahead, and I will consult the stars for you.";

/** The first line when the chat opens on one of the seeker's readings ("Ask the guide about this reading"). */
const aboutReadingLine = (label: string) =>
  `Let us look at your reading of ${label} together. Ask me what a card or rune in its place, a die, the answer or the timing means.`;

const resolver = lazyResolver(() => import("./chat-panel-schema").then((schema) => schema.chatResolver));

// ── "Ask the guide about this reading" ──────────────────────────────────────────────────────────
// A reading view hands the guide one of the seeker's readings; the panel then sends its id with every
// question. It lives in the panel's own module, which loads on demand, so the first page load carries
// none of it.

/** The reading the chat is about: its id, and how the panel names it to the seeker. */
interface GuideReading {
  id: string;
  label: string;
}

/**
 * The floating guide's button while it is closed, as chat-widget.tsx names it (written out here: the
 * widget loads this module, so importing from it would make the two import each other).
 */
const OPEN_GUIDE_LABEL = "Open the oracle guide";

let current: GuideReading | null = null;
const listeners = new Set<() => void>();

function subscribeGuideReading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const guideReadingSnapshot = (): GuideReading | null => current;

/**
 * Opens the chat guide on `reading`. A reading shown in a modal dialog closes it first, as Escape does
 * (the page behind a modal dialog is inert, the guide with it); then the guide's own button opens it.
 */
export function askGuideAbout(reading: GuideReading, from: HTMLElement): void {
  current = reading;
  for (const listener of listeners) listener();
  from.closest("dialog")?.dispatchEvent(new Event("cancel", { cancelable: true }));
  document.querySelector<HTMLButtonElement>(`button[aria-label="${OPEN_GUIDE_LABEL}"]`)?.click();
}

/** Near the limit the field shows how many characters are left. */
const SHOW_COUNT_FROM = CHAT_QUERY_MAX_LENGTH - 100;

/**
 * The chat widget's conversation (loaded with its first open). Sending appends the seeker's line and
 * then the reply, clears the field and scrolls the conversation to the bottom; a message the server's
 * request schema refuses (empty after trimming) is ignored.
 */
export default function ChatPanel({ id: panelId, isOpen }: { id: string; isOpen: boolean }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, author: "guide", text: CHAT_GREETING }]);
  const { register, handleSubmit, setValue, setFocus, control } = useForm<ChatValues>({
    resolver,
    defaultValues: { query: "" },
  });
  const draft = useWatch({ control, name: "query" });
  const askGuide = useAskGuide();
  const isWaiting = askGuide.isPending;
  const nextMessageId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-input`;
  const countId = `${baseId}-count`;

  const appendMessage = (author: ChatMessage["author"], text: string, needsHelp: CrisisKind | null = null) =>
    setMessages((current) => [...current, { id: nextMessageId.current++, author, text, needsHelp }]);

  // The reading the seeker opened the chat from, if any: named once when it arrives, then asked about.
  const reading = useSyncExternalStore(subscribeGuideReading, guideReadingSnapshot, () => null);
  const announcedReading = useRef<string | null>(null);
  useEffect(() => {
    if (!reading || announcedReading.current === reading.id) return;
    announcedReading.current = reading.id;
    appendMessage("guide", aboutReadingLine(reading.label));
  }, [reading]);

  useEffect(() => {
    if (isOpen) setFocus("query");
  }, [isOpen, setFocus]);

  useEffect(() => {
    const log = logRef.current;
    if (isOpen && log) log.scrollTop = log.scrollHeight;
  }, [isOpen, messages, isWaiting]);

  async function onSend({ query }: ChatQuestion) {
    setFocus("query");
    if (isWaiting) return;
    appendMessage("seeker", query);
    setValue("query", "");
    const answer = await askGuide.mutateAsync(reading ? { query, readingId: reading.id } : { query });
    appendMessage("guide", answer.reply, answer.intent ? safetyKindOf(answer.intent) : null);
  }

  return (
    <section
      id={panelId}
      aria-labelledby={titleId}
      hidden={!isOpen}
      className="chat-panel fixed inset-x-2 bottom-[calc(max(0.5rem,env(safe-area-inset-bottom))+3.75rem)] z-40 flex h-[min(32rem,calc(100dvh-5.5rem))] flex-col overflow-hidden rounded-2xl border border-gold-300/25 bg-night-900/95 shadow-[0_24px_60px_-12px_rgb(0_0_0/0.7),0_0_40px_-16px_rgb(139_92_246/0.6)] backdrop-blur-md md:right-6 md:bottom-[5.75rem] md:h-[min(32rem,calc(100dvh-7rem))] md:left-auto md:w-80"
    >
      <header className="flex items-center gap-3 border-b border-white/10 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(139_92_246/0.28),transparent_70%)] px-4 py-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full border border-gold-300/50 bg-night-800 text-gold-200 shadow-[0_0_18px_-4px_rgb(232_193_112/0.6)]"
        >
          <MoonStar className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-base leading-tight text-gold-100">
            {CHAT_PERSONA.title}
          </h2>
          <p className="text-xs text-indigo-200/80">Ask the stars what weighs on your heart.</p>
        </div>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={`Conversation with ${CHAT_PERSONA.name}`}
        tabIndex={0}
        className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px]"
      >
        <ol className="flex flex-col gap-2.5">
          {messages.map((message) => (
            <ChatLine key={message.id} message={message} />
          ))}
        </ol>
        {isWaiting && (
          <p className="mt-3 flex items-center gap-2 px-1 text-sm text-indigo-200/90 italic">
            <span aria-hidden className="flex items-center gap-1">
              <span className="chat-typing-dot size-1.5 rounded-full bg-gold-300" />
              <span className="chat-typing-dot size-1.5 rounded-full bg-gold-300" />
              <span className="chat-typing-dot size-1.5 rounded-full bg-gold-300" />
            </span>
            {CHAT_PERSONA.name} is consulting the stars…
          </p>
        )}
      </div>

      <form
        // An empty question sends nothing and shows no error; the field keeps the focus.
        onFocus={resolver.preload}
        onSubmit={handleSubmit(onSend, () => setFocus("query"))}
        className="border-t border-white/10 bg-night-950/40 p-3"
      >
        <Label htmlFor={inputId} className="sr-only">
          Your question for {CHAT_PERSONA.name}
        </Label>
        <div className="flex items-center gap-2">
          <input
            {...register("query")}
            id={inputId}
            type="text"
            autoComplete="off"
            maxLength={CHAT_QUERY_MAX_LENGTH}
            placeholder="Ask the stars…"
            aria-describedby={draft.length >= SHOW_COUNT_FROM ? countId : undefined}
            className="field min-w-0 flex-1 rounded-full px-4 py-2.5 text-sm"
          />
          <SubmitButton disabled={isWaiting} className="btn-primary shrink-0 gap-1.5 px-4 py-2.5 text-sm shadow-none">
            <SendHorizontal aria-hidden className="size-4" />
            Send
          </SubmitButton>
        </div>
        {draft.length >= SHOW_COUNT_FROM && (
          <p id={countId} className="mt-1.5 px-2 text-right text-xs text-indigo-200/80">
            {CHAT_QUERY_MAX_LENGTH - draft.length} characters left
          </p>
        )}
      </form>
    </section>
  );
}

function ChatLine({ message }: { message: ChatMessage }) {
  const isSeeker = message.author === "seeker";
  return (
    <li
      className={`max-w-[88%] rounded-2xl border px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap ${
        isSeeker
          ? "self-end rounded-br-md border-violet-glow/50 bg-violet-glow/30 text-white"
          : "self-start rounded-bl-md border-gold-300/25 bg-white/[0.04] text-indigo-50"
      }`}
    >
      <span className={`font-semibold ${isSeeker ? "text-indigo-200" : "text-gold-200"}`}>
        {isSeeker ? "You" : CHAT_PERSONA.name}:
      </span>{" "}
      {message.needsHelp ? <SafetyText kind={message.needsHelp} /> : message.text}
    </li>
  );
}
