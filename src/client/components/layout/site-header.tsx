import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import logo from "../../assets/logo.svg";

/** Links every visitor sees; Dashboard joins them when signed in. */
const PUBLIC_LINKS = [{ to: "/features", label: "Features" }];

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-2 py-2 text-sm sm:px-3 font-medium transition hover:text-gold-200 ${isActive ? "text-gold-200" : "text-indigo-100"}`;

/** The site header; `accountControls` (sign-in, Dashboard, Logout) come from the auth feature. */
export function SiteHeader({ accountControls }: { accountControls: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-night-900/75 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:gap-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5" aria-label="Mystic Dice home">
          <img src={logo} alt="" width={36} height={36} className="size-8 sm:size-9" />
          <span className="font-display text-base font-bold tracking-wider whitespace-nowrap text-gold-100 sm:text-lg">
            Mystic Dice
          </span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          {PUBLIC_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          {accountControls}
        </nav>
      </div>
    </header>
  );
}
