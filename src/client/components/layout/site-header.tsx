import { LogIn, LogOut } from "lucide-react";
import { Link, NavLink, useNavigate } from "react-router";
import logo from "../../assets/logo.svg";
import { useAuthModal } from "../../features/auth/auth-modal-context";
import { useAuth, WhenAuthReady } from "../../features/auth/auth-provider";

/** Links every visitor sees; Dashboard joins them when signed in. */
const PUBLIC_LINKS = [{ to: "/features", label: "Features" }];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:text-gold-200 ${isActive ? "text-gold-200" : "text-indigo-100"}`;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-night-900/75 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5" aria-label="Mystic Dice home">
          <img src={logo} alt="" width={36} height={36} className="size-9" />
          <span className="font-display text-lg font-bold tracking-wider text-gold-100">Mystic Dice</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          {PUBLIC_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <WhenAuthReady fallback={<span className="inline-block size-9" aria-hidden />}>
            <AccountControls />
          </WhenAuthReady>
        </nav>
      </div>
    </header>
  );
}

function AccountControls() {
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
