import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { ChatResponse } from "../../../shared/api/chat";
import type { SpiritGuide, SpiritGuidesPageWords } from "../../../shared/content-types/spirit-guides";
import type { CrisisKind } from "../../../shared/crisis";
import { CHAT_QUERY_MAX_LENGTH } from "../../../shared/field-limits";
import { safetyKindOf } from "../../../shared/oracle";
import { SafetyText } from "../../components/safety/safety-text";
import { Label } from "../../components/ui/form/label";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { lazyResolver } from "../../lib/lazy-resolver";
// Through the chat panel's module, so the request stays in the chat panel's file (see there).
import { useAskGuide } from "../chat/chat-panel";
import { GuideAuthor } from "./guide-author";
import type { ChatQuestion, ChatValues } from "../chat/chat-panel-schema";

interface GuideMessage {
  id: number;
  author: "seeker" | "guide";
  text: string;
  /** Who wrote a guide's answer (the built-in guide or the AI provider); absent on the page's own greeting. */
  writtenBy?: ChatResponse["author"];
  /** An answer to a message that needs help shows its helplines or emergency numbers as links. */
  needsHelp?: CrisisKind | null;
}

// A question to a guide is a chat request with `guide` (POST /api/chat): the chat's own checks.
const resolver = lazyResolver(() => import("../chat/chat-panel-schema").then((schema) => schema.chatResolver));

const fill = (text: string, name: string) => text.replaceAll("{name}", name);

/**
 * The conversation with one guide, through the chat guide's own request (POST /api/chat with `guide`).
 * It opens with the guide's intro and first greeting, written on the page and never sent; each answer
 * says who wrote it. A message that needs help is answered with the safety reply alone, as in the chat.
 */
export default function GuideConversation({
  guide,
  icon,
  words,
}: {
  guide: SpiritGuide;
  icon: ReactNode;
  /** The page's words, handed down so that this lazy part and the page share no file of words. */
  words: SpiritGuidesPageWords;
}) {
  const [messages, setMessages] = useState<GuideMessage[]>(() => [
    { id: 0, author: "guide", text: guide.greetings[0]! },
  ]);
  const { register, handleSubmit, setValue, setFocus } = useForm<ChatValues>({
    resolver,
    defaultValues: { query: "", guide: guide.id },
  });
  const askGuide = useAskGuide();
  const isWaiting = askGuide.isPending;
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-input`;

  useEffect(() => {
    setFocus("query");
  }, [setFocus]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, isWaiting]);

  const append = (message: Omit<GuideMessage, "id">) =>
    setMessages((current) => [...current, { ...message, id: nextId.current++ }]);

  async function onSend({ query }: ChatQuestion) {
    setFocus("query");
    if (isWaiting) return;
    append({ author: "seeker", text: query });
    setValue("query", "");
    const answer = await askGuide.mutateAsync({ query, guide: guide.id });
    const needsHelp = answer.intent ? safetyKindOf(answer.intent) : null;
    append({ author: "guide", text: answer.reply, writtenBy: answer.author, needsHelp });
  }

  return (
    <section aria-labelledby={titleId} className="card flex flex-col overflow-hidden p-0">
      <header className="flex items-start gap-3 border-b border-white/10 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(139_92_246/0.28),transparent_70%)] px-4 py-4 sm:px-5">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full border border-gold-300/50 bg-night-800 text-gold-200"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-tight text-gold-100">
            {fill(words.conversationTitle, guide.name)}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-indigo-200/85">{guide.intro}</p>
        </div>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={fill(words.conversationTitle, guide.name)}
        tabIndex={0}
        className="max-h-[28rem] min-h-56 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <GuideLine key={message.id} message={message} guideName={guide.shortName} words={words} />
          ))}
        </ol>
        {isWaiting && (
          <p className="mt-3 px-1 text-sm text-indigo-200/90 italic">{fill(words.thinking, guide.shortName)}</p>
        )}
      </div>

      <form
        onFocus={resolver.preload}
        onSubmit={handleSubmit(onSend, () => setFocus("query"))}
        className="border-t border-white/10 bg-night-950/40 p-3"
      >
        <Label htmlFor={inputId} className="sr-only">
          {fill(words.questionLabel, guide.shortName)}
        </Label>
        <div className="flex items-center gap-2">
          <input
            {...register("query")}
            id={inputId}
            type="text"
            autoComplete="off"
            maxLength={CHAT_QUERY_MAX_LENGTH}
            placeholder={words.placeholder}
            className="field min-w-0 flex-1 rounded-full px-4 py-2.5 text-sm"
          />
          <SubmitButton disabled={isWaiting} className="btn-primary shrink-0 gap-1.5 px-4 py-2.5 text-sm shadow-none">
            <SendHorizontal aria-hidden className="size-4" />
            {words.send}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function GuideLine({
  message,
  guideName,
  words,
}: {
  message: GuideMessage;
  guideName: string;
  words: SpiritGuidesPageWords;
}) {
  const isSeeker = message.author === "seeker";
  return (
    <li
      data-testid={isSeeker ? "seeker-line" : "guide-line"}
      className={`max-w-[92%] rounded-2xl border px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap ${
        isSeeker
          ? "self-end rounded-br-md border-violet-glow/50 bg-violet-glow/30 text-white"
          : "self-start rounded-bl-md border-gold-300/25 bg-white/[0.04] text-indigo-50"
      }`}
    >
      <span className={`font-semibold ${isSeeker ? "text-indigo-200" : "text-gold-200"}`}>
        {isSeeker ? words.you : guideName}:
      </span>{" "}
      {message.needsHelp ? <SafetyText kind={message.needsHelp} /> : message.text}
      {message.writtenBy && !message.needsHelp && (
        <span className="mt-2 block">
          <GuideAuthor author={message.writtenBy} builtInLabel={words.writtenByBuiltIn} />
        </span>
      )}
    </li>
  );
}
