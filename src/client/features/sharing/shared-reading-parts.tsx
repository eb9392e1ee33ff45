import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { sharingWords } from "../../../../content/site/sharing";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";

/** The page's title: the eyebrow, the situation's reading, and a line under it (a spread's name). */
export function SharedHeader({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle?: string }) {
  return (
    <header className="text-center">
      <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">{eyebrow}</p>
      <h1 id="shared-reading-title" className="mt-3 text-3xl text-gold-100 drop-shadow sm:text-5xl">
        {title}
      </h1>
      {subtitle && <p className="mt-3 font-display text-lg tracking-wide text-gold-300 sm:text-xl">{subtitle}</p>}
    </header>
  );
}

/** The question the seeker asked, when they asked one. */
export function SharedQuestion({ question }: { question: string | null }) {
  if (!question) return null;
  return (
    <figure className="mx-auto mt-8 max-w-xl text-center">
      <figcaption className="text-xs font-semibold tracking-[0.2em] text-indigo-200/80 uppercase">
        {sharingWords.page.questionLabel}
      </figcaption>
      <blockquote className="mt-2 font-display text-xl leading-snug break-words text-gold-200 sm:text-2xl">
        “{question}”
      </blockquote>
    </figure>
  );
}

/** The call to try the oracle: its page when signed in, else signing up on the way to it. */
function TryButton({ path, label }: { path: string; label: string }) {
  const { user } = useAuth();
  const { openAuthModal } = useAuthDialogs();
  return user ? (
    <Link to={path} className="btn-primary mt-6">
      <Sparkles aria-hidden className="size-5" />
      {label}
    </Link>
  ) : (
    <button type="button" className="btn-primary mt-6" onClick={() => openAuthModal("signup", { returnTo: path })}>
      <Sparkles aria-hidden className="size-5" />
      {label}
    </button>
  );
}

/** Under a shared reading: the invitation to ask the same oracle one's own question, and the disclaimer. */
export function TryTheOracle({
  path,
  title,
  text,
  button,
}: {
  path: string;
  title: string;
  text: string;
  button: string;
}) {
  return (
    <>
      <aside className="card mt-8 border-gold-300/30 p-6 text-center sm:p-8" aria-labelledby="try-the-oracle">
        <h2 id="try-the-oracle" className="text-2xl text-gold-100">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-indigo-100/90">{text}</p>
        <WhenAuthReady fallback={<div className="mt-6 h-12" aria-hidden />}>
          <TryButton path={path} label={button} />
        </WhenAuthReady>
      </aside>
      <p className="mt-6 text-center text-xs text-indigo-200/70">{sharingWords.page.disclaimer}</p>
    </>
  );
}

/** The page around a shared reading. */
export function SharedArticle({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <article
      className={`mx-auto px-4 py-10 sm:px-6 sm:py-14 ${wide ? "max-w-4xl" : "max-w-3xl"}`}
      aria-labelledby="shared-reading-title"
    >
      {children}
    </article>
  );
}
