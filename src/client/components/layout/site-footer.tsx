import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { now } from "../../lib/clock";
import { NewsletterForm } from "./newsletter-form";

/** The year the pages were prerendered in (set by the build, `vite.config.ts`). */
const PRERENDERED_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? now().getFullYear());
const neverChanges = () => () => {};

/**
 * The copyright year: the prerendered page says the year it was built in, and the running page this
 * year, so pages built in December say the right year in January, and hydration still matches.
 */
function useThisYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => now().getFullYear(),
    () => PRERENDERED_YEAR,
  );
}

const QUICK_LINKS = [
  { to: "/dice-divination", label: "Dice Divination" },
  { to: "/tarot", label: "Tarot" },
  { to: "/runes", label: "Runes" },
  { to: "/numerology", label: "Numerology" },
  { to: "/moon-phases", label: "Moon Phases" },
  { to: "/about", label: "About Us" },
  { to: "/features", label: "Features" },
  { to: "/services", label: "Services" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
];
const SUPPORT_LINKS = [
  { to: "/help-center", label: "Help Center" },
  { to: "/fairness", label: "Provably Fair Dice" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/contact-us", label: "Contact Us" },
];

export function SiteFooter() {
  const year = useThisYear();
  return (
    <footer className="border-t border-white/5 bg-night-950/70">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-lg font-bold tracking-wider text-gold-100">Mystic Dice</p>
          <p className="mt-3 text-sm leading-relaxed text-indigo-200/85">
            Three dice, seventy-eight cards, twenty-four runes, and a reading for the question you carry. For
            entertainment and reflection.
          </p>
        </div>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Support" links={SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Newsletter</h2>
          <p className="mt-3 text-sm text-indigo-200/85">News of new oracles and tools, only when there is news.</p>
          <NewsletterForm />
        </div>
      </div>
      {/* Its end leaves room for the chat button, so the page's last line scrolls clear of it. */}
      <p className="border-t border-white/5 px-6 pt-5 pb-[calc(1.25rem+var(--chat-button-clearance))] text-center text-xs text-indigo-200/80">
        © {year} Mystic Dice. Readings are for entertainment only. You must be 18 or older to use Mystic Dice.
      </p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-indigo-100 hover:text-gold-200">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
