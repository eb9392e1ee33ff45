import { useSearchParams } from "react-router";
import { AuthPageCard } from "../features/auth/auth-page-card";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Sign-in Link Expired",
    description: "This sign-in link has expired or was already used.",
    path: "/sign-in/link-error",
    isIndexable: false,
  });
}

/** Where a used, expired or mangled magic link lands (better-auth adds ?error=…). */
export default function SignInLinkErrorRoute() {
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
