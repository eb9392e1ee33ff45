import { LogIn, LogOut, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { returnPathAfterSignIn } from "../../../shared/account";
import logo from "../../assets/logo.svg";
import { useAuthDialogs, type AuthMode } from "../../lib/auth/auth-dialogs";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";

/**
 * The header's links every visitor sees; Dashboard joins them when signed in. The open oracles come
 * first: in the desktop header from lg up (there is no room beside the others below it).
 */
const PUBLIC_LINKS = [
  { to: "/dice-divination", label: "Dice", isOracle: true },
  { to: "/tarot", label: "Tarot", isOracle: true },
  { to: "/runes", label: "Runes", isOracle: true },
  { to: "/about", label: "About" },
  { to: "/features", label: "Features" },
  { to: "/services", label: "Services" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-2 py-2 text-sm font-medium transition lg:px-3 hover:text-gold-200 ${isActive ? "text-gold-200" : "text-indigo-100"}`;

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so choosing a link (a new path) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const setIsMenuOpen = (open: boolean) => setMenuOpenedOn(open ? pathname : null);

  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-night-900/80 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5" aria-label="Mystic Dice home">
          <img src={logo} alt="" width={36} height={36} className="size-9" />
          <span className="font-display text-lg font-bold tracking-wider whitespace-nowrap text-gold-100">
            Mystic Dice
          </span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PUBLIC_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(state) => `${link.isOracle ? "hidden lg:inline " : ""}${navLinkClass(state)}`}
            >
              {link.label}
            </NavLink>
          ))}
          <WhenAuthReady fallback={<span className="inline-block size-9" aria-hidden />}>
            <DesktopAccountControls />
          </WhenAuthReady>
        </nav>
        <button
          type="button"
          className="rounded-full border border-white/15 p-2 text-gold-100 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? "Close menu" : "Open menu"}
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        </button>
      </div>
      {isMenuOpen && <MobileMenu onClose={() => setIsMenuOpen(false)} />}
    </header>
  );
}

/** Opens the auth modal so that signing in or up comes back to the page the seeker is on. */
function useOpenAuthHere(): (mode: AuthMode) => void {
  const location = useLocation();
  const { openAuthModal } = useAuthDialogs();
  return (mode) => openAuthModal(mode, { returnTo: returnPathAfterSignIn(location) });
}

function DesktopAccountControls() {
  const { user } = useAuth();
  const openAuthHere = useOpenAuthHere();
  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openAuthHere("login")}
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
      <LogoutButton />
    </>
  );
}

function LogoutButton({ onDone }: { onDone?: () => void }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await logout();
        onDone?.();
        void navigate("/");
      }}
      className="ml-1 inline-flex items-center justify-center gap-1.5 rounded-full border border-gold-300/40 px-3 py-2 text-sm font-medium text-gold-100 transition hover:bg-gold-300/10"
    >
      <LogOut aria-hidden className="size-4" />
      Logout
    </button>
  );
}

/** The mobile menu has Login and Sign Up buttons (back to this page after) and closes on link selection. */
function MobileMenu({ onClose }: { onClose: () => void }) {
  const openAuthHere = useOpenAuthHere();
  const onAuth = (mode: AuthMode) => {
    onClose();
    openAuthHere(mode);
  };
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-white/10 bg-night-900/95 px-4 pb-5 md:hidden">
      <ul className="flex flex-col py-2">
        {PUBLIC_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onClose}
              className="block rounded-xl px-3 py-3 text-base font-medium text-indigo-50 hover:bg-white/5"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <WhenAuthReady>
          <MobileDashboardLink onClose={onClose} />
        </WhenAuthReady>
      </ul>
      <WhenAuthReady>
        <MobileAccountButtons onAuth={onAuth} onClose={onClose} />
      </WhenAuthReady>
    </nav>
  );
}

function MobileDashboardLink({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <li>
      <NavLink
        to="/dashboard"
        onClick={onClose}
        className="block rounded-xl px-3 py-3 text-base font-medium text-indigo-50 hover:bg-white/5"
      >
        Dashboard
      </NavLink>
    </li>
  );
}

function MobileAccountButtons({ onAuth, onClose }: { onAuth: (mode: AuthMode) => void; onClose: () => void }) {
  const { user } = useAuth();
  if (user) return <LogoutButton onDone={onClose} />;
  return (
    <div className="grid grid-cols-2 gap-3">
      <button type="button" className="btn-ghost" onClick={() => onAuth("login")}>
        Login
      </button>
      <button type="button" className="btn-primary" onClick={() => onAuth("signup")}>
        Sign Up
      </button>
    </div>
  );
}
