import { LogIn, LogOut } from "lucide-react";
import { NavLink, useNavigate } from "react-router";
import { navLinkClass } from "../../components/layout/site-header";
import { useAuthModal } from "./auth-modal-context";
import { useAuth, WhenAuthReady } from "./auth-provider";

/** Header controls by sign-in state, shown once the session is known. */
export function AccountControls() {
  return (
    <WhenAuthReady fallback={<span className="inline-block size-9" aria-hidden />}>
      <SignedInOrOutControls />
    </WhenAuthReady>
  );
}

function SignedInOrOutControls() {
  const { user, logout } = useAuth();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openAuthModal("login")}
        aria-label="Sign in"
        title="Sign in"
        className="ml-1 rounded-full border border-gold-300/40 p-2 text-gold-200 transition hover:bg-gold-300/10"
      >
        <LogIn aria-hidden className="size-5" />
      </button>
    );
  }
  return (
    <>
      <NavLink to="/dashboard" className={navLinkClass}>
        Dashboard
      </NavLink>
      <button
        type="button"
        onClick={async () => {
          await logout();
          void navigate("/");
        }}
        className="ml-1 inline-flex items-center gap-1.5 rounded-full border border-gold-300/40 px-3 py-2 text-sm font-medium text-gold-100 transition hover:bg-gold-300/10"
      >
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
    </>
  );
}
