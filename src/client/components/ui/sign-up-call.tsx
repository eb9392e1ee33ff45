import { KeyRound, Sparkles } from "lucide-react";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

/** The call to a free account on a public page: sign up or sign in, then come back to `path`. */
export function SignUpCall({ title, text, path }: { title: string; text: string; path: string }) {
  const { openAuthModal } = useAuthDialogs();
  return (
    <section
      aria-labelledby="sign-up-title"
      className="card mx-auto max-w-2xl border-gold-300/40 p-6 text-center sm:p-8"
      data-testid="sign-up-call"
    >
      <KeyRound aria-hidden className="mx-auto size-8 text-gold-300" />
      <h2 id="sign-up-title" className="mt-3 text-2xl text-gold-100">
        {title}
      </h2>
      <p className="mt-3 text-indigo-100/90">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => openAuthModal("signup", { returnTo: path })}>
          <Sparkles aria-hidden className="size-4" />
          Sign Up Free
        </button>
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("login", { returnTo: path })}>
          Sign In
        </button>
      </div>
    </section>
  );
}
