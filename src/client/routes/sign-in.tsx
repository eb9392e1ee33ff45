import { useNavigate, useParams, useSearchParams } from "react-router";
import { SIGN_IN_LINK_CONFIRM_PATH, SIGN_IN_LINK_FIELDS } from "../../shared/account";
import { PageNotFound } from "../components/layout/page-not-found";
import { SubmitButton } from "../components/ui/form/submit-button";
import { AuthPageCard } from "../features/auth/auth-page-card";
import { TwoFactorCodeForm } from "../features/auth/two-factor-code-form";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { NOT_FOUND_META, pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/sign-in";

/**
 * The pages a sign-in link or the second factor leads to, one route for the three (one entry in the route
 * manifest every first load carries): /sign-in/link, /sign-in/link-error and /sign-in/two-factor.
 */
const STEPS = {
  link: {
    title: "Continue Signing In",
    description: "Finish signing in to Mystic Dice with the link from your e-mail.",
    Page: SignInLinkPage,
  },
  "link-error": {
    title: "Sign-in Link Expired",
    description: "This sign-in link has expired or was already used.",
    Page: SignInLinkErrorPage,
  },
  "two-factor": {
    title: "One More Step",
    description: "Enter the code from your authenticator app to finish signing in.",
    Page: SignInTwoFactorPage,
  },
} as const;

function stepOf(name: string | undefined) {
  return name !== undefined && Object.hasOwn(STEPS, name) ? STEPS[name as keyof typeof STEPS] : undefined;
}

export function meta({ params }: Route.MetaArgs) {
  const step = stepOf(params.step);
  if (!step) return NOT_FOUND_META;
  return pageMeta({
    title: step.title,
    description: step.description,
    path: `/sign-in/${params.step}`,
    isIndexable: false,
  });
}

export default function SignInRoute() {
  const step = stepOf(useParams().step);
  return step ? <step.Page /> : <PageNotFound />;
}

/** A magic link of an account with two-factor leads here: the session exists only after the code. */
function SignInTwoFactorPage() {
  const navigate = useNavigate();
  return (
    <AuthPageCard title="One More Step">
      <TwoFactorCodeForm onVerified={() => void navigate("/dashboard", { replace: true })} />
    </AuthPageCard>
  );
}

/**
 * Where a mailed sign-in link lands. Following the link signs nobody in: the button does, with a form
 * posted from this page (the server accepts it only from this site), so a link planted on another site
 * cannot sign a visitor into someone else's account. A plain HTML form: the browser posts it and follows
 * the server's redirect, with nothing for the page to check or show.
 */
function SignInLinkPage() {
  const [params] = useSearchParams();
  const { openAuthModal } = useAuthDialogs();
  if (!params.get("token")) {
    return (
      <AuthPageCard
        title="This Link Has Faded"
        intro="This sign-in link is incomplete. Sign-in links work once and last 15 minutes."
      >
        <button type="button" className="btn-primary w-full" onClick={() => openAuthModal("link")}>
          Send me a new link
        </button>
      </AuthPageCard>
    );
  }
  return (
    <AuthPageCard
      title="Continue Signing In"
      intro="You followed a sign-in link. Continue only if you asked for it yourself, a moment ago."
    >
      <form method="post" action={SIGN_IN_LINK_CONFIRM_PATH}>
        {SIGN_IN_LINK_FIELDS.map((name) => {
          const value = params.get(name);
          return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
        })}
        <SubmitButton className="btn-primary w-full">Continue signing in</SubmitButton>
      </form>
    </AuthPageCard>
  );
}

/** Where a used, expired or mangled magic link lands (better-auth adds ?error=…). */
function SignInLinkErrorPage() {
  const { openAuthModal } = useAuthDialogs();
  const [params] = useSearchParams();
  if (params.get("error") === "RATE_LIMITED") {
    return (
      <AuthPageCard
        title="A Moment, Please"
        intro="Too many sign-in links were followed from your network just now. Wait a minute, then use your link again: it still works."
      />
    );
  }
  return (
    <AuthPageCard
      title="This Link Has Faded"
      intro="This sign-in link has expired or was already used. Sign-in links work once and last 15 minutes."
    >
      <div className="space-y-3">
        <button type="button" className="btn-primary w-full" onClick={() => openAuthModal("link")}>
          Send me a new link
        </button>
        <button type="button" className="btn-ghost w-full" onClick={() => openAuthModal("login")}>
          Sign in with a password
        </button>
      </div>
    </AuthPageCard>
  );
}
