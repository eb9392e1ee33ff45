import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { returnPathAfterSignIn } from "../../../shared/account";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

/**
 * A signed-in page's part for a visitor: what it holds, and buttons to sign in or up that lead back to
 * this address. `children` go between the text and the buttons (a list of what the page keeps).
 */
export function SignedOutCard({
  id,
  words,
  children,
}: {
  id: string;
  words: { title: string; text: string; signIn: string; signUp: string };
  children?: ReactNode;
}) {
  const { openAuthModal } = useAuthDialogs();
  const returnTo = returnPathAfterSignIn(useLocation());
  return (
    <section aria-labelledby={id} className="card p-5 text-center sm:p-8">
      <h2 id={id} className="text-xl text-gold-100 sm:text-2xl">
        {words.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-indigo-100/90">{words.text}</p>
      {children}
      <div className="mx-auto mt-5 grid max-w-md gap-3 sm:grid-cols-2">
        <button type="button" className="btn-primary" onClick={() => openAuthModal("login", { returnTo })}>
          {words.signIn}
        </button>
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("signup", { returnTo })}>
          {words.signUp}
        </button>
      </div>
    </section>
  );
}
