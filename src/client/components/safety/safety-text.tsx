import { useEffect, useRef } from "react";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import type { CrisisKind } from "../../../shared/crisis";
import { splitReplyLinks } from "./reply-parts";

/**
 * The words a seeker who needs help is given (a crisis, a medical emergency, distress), with its helplines,
 * emergency numbers and website as links: in the chat, and in place of a reading.
 */
export function SafetyText({ kind }: { kind: CrisisKind }) {
  const { reply, links } = SAFETY_ANSWERS[kind];
  return splitReplyLinks(reply, links).map((part, index) =>
    part.href ? (
      <a
        key={index}
        href={part.href}
        {...(part.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="font-semibold text-gold-200 underline underline-offset-2 hover:text-gold-100"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/**
 * In place of a reading: a question that needs help gets this instead, and nothing is read or recorded.
 * It takes the focus when it appears, so it is on screen and read out at once.
 */
export function SafetyNotice({ kind }: { kind: CrisisKind }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (!notice) return;
    notice.focus({ preventScroll: true });
    notice.scrollIntoView({ block: "center" });
  }, [kind]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="safety-notice-title"
      data-testid="safety-notice"
      className="scroll-mt-24 rounded-2xl border border-gold-300/40 bg-night-900/80 p-5 text-left text-indigo-50 focus:outline-none"
    >
      <h2 id="safety-notice-title" className="text-lg text-gold-100">
        {SAFETY_ANSWERS[kind].heading}
      </h2>
      <p className="mt-2 leading-relaxed">
        <SafetyText kind={kind} />
      </p>
      <p className="mt-3 text-sm text-indigo-200/90">No reading was drawn for this question, and it was not saved.</p>
    </section>
  );
}
