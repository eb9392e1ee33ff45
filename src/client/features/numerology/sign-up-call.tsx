import { KeyRound, Sparkles } from "lucide-react";
import { useAuth } from "../../lib/auth/auth-provider";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

interface SignUpWords {
  title: string;
  text: string;
  action: string;
  signIn: string;
}

/** The call to a free account, for visitors only (the auth dialogs return them to `path`). */
export function SignUpCall({ words, path }: { words: SignUpWords; path: string }) {
  const { user, loading } = useAuth();
  const { openAuthModal } = useAuthDialogs();
  if (loading || user) return null;
  return (
    <section
      aria-labelledby="sign-up-title"
      className="card mx-auto mb-20 max-w-2xl border-gold-300/40 p-6 text-center sm:p-8"
      data-testid="sign-up-call"
    >
      <KeyRound aria-hidden className="mx-auto size-8 text-gold-300" />
      <h2 id="sign-up-title" className="mt-3 text-2xl text-gold-100">
        {words.title}
      </h2>
      <p className="mt-3 text-indigo-100/90">{words.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => openAuthModal("signup", { returnTo: path })}>
          <Sparkles aria-hidden className="size-4" />
          {words.action}
        </button>
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("login", { returnTo: path })}>
          {words.signIn}
        </button>
      </div>
    </section>
  );
}
