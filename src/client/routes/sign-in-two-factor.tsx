import { useNavigate } from "react-router";
import { AuthPageCard } from "../features/auth/auth-page-card";
import { TwoFactorCodeForm } from "../features/auth/two-factor-code-form";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "One More Step",
    description: "Enter the code from your authenticator app to finish signing in.",
    path: "/sign-in/two-factor",
    isIndexable: false,
  });
}

/** A magic link of an account with two-factor leads here: the session exists only after the code. */
export default function SignInTwoFactorRoute() {
  const navigate = useNavigate();
  return (
    <AuthPageCard title="One More Step">
      <TwoFactorCodeForm onVerified={() => void navigate("/dashboard", { replace: true })} />
    </AuthPageCard>
  );
}
