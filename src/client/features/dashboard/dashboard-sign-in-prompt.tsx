import { useLocation } from "react-router";
import { signInWords } from "../../../../content/site/sign-in";
import { returnPathAfterSignIn } from "../../../shared/account";
import { AuthPageCard } from "../auth/auth-page-card";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

const words = signInWords.dashboardPrompt;

/**
 * The dashboard for a visitor: the page keeps its address and says what it holds, behind the sign-in prompt
 * the route's loader opened; its buttons open the prompt again (closed, or never opened: the session ended
 * while the page was open). Signing in or up shows the dashboard here.
 */
export function DashboardSignInPrompt() {
  const { openAuthModal } = useAuthDialogs();
  const returnTo = returnPathAfterSignIn(useLocation());
  return (
    <AuthPageCard title={words.title} intro={words.text}>
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="button" className="btn-primary" onClick={() => openAuthModal("login", { returnTo })}>
          {words.signIn}
        </button>
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("signup", { returnTo })}>
          {words.signUp}
        </button>
      </div>
    </AuthPageCard>
  );
}
