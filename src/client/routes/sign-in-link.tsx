import { useSearchParams } from "react-router";
import { SubmitButton } from "../components/ui/form/submit-button";
import { AuthPageCard } from "../features/auth/auth-page-card";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { pageMeta } from "../lib/page-meta";
import { SIGN_IN_LINK_CONFIRM_PATH, SIGN_IN_LINK_FIELDS } from "../../shared/account";

export function meta() {
  return pageMeta({
    title: "Continue Signing In",
    description: "Finish signing in to Mystic Dice with the link from your e-mail.",
    path: "/sign-in/link",
    isIndexable: false,
  });
}

/**
 * Where a mailed sign-in link lands. Following the link signs nobody in: the button does, with a form
 * posted from this page (the server accepts it only from this site), so a link planted on another site
 * cannot sign a visitor into someone else's account. A plain HTML form: the browser posts it and follows
 * the server's redirect, with nothing for the page to check or show.
 */
export default function SignInLinkRoute() {
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
