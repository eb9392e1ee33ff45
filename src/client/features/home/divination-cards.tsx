import { Lock } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { comingSoonWords } from "../../../../content/site/coming-soon";
import { homeContent } from "../../../../content/site/home";
import { Icon } from "../../components/ui/icon";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useAuth } from "../../lib/auth/auth-provider";
import { decideCardClick, homeCardState } from "./card-click";

/**
 * The four divination cards. An open oracle (the dice, the tarot, the runes) is locked for visitors and
 * open for signed-in seekers; a coming-soon card is always locked. Every click counts; a locked card
 * opens the unlock prompt, an unlocked card opens its oracle, and at 5 clicks a visitor gets the unlock
 * prompt whatever they clicked.
 */
export function DivinationCards() {
  const { user } = useAuth();
  const { openUnlockPrompt } = useAuthDialogs();
  const navigate = useNavigate();
  const [interactions, setInteractions] = useState(0);

  function onCardClick(path: string, isLocked: boolean) {
    const count = interactions + 1;
    setInteractions(count);
    const outcome = decideCardClick({ isSignedIn: Boolean(user), isLocked, path, interactions: count });
    if (outcome.kind === "unlock-prompt") openUnlockPrompt();
    else void navigate(outcome.path);
  }

  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-interactions={interactions}>
      {homeContent.divinationCards.map((card) => {
        const state = homeCardState(card.status, Boolean(user));
        const isComingSoon = state === "coming-soon";
        const isLocked = state !== "open";
        return (
          <li key={card.path}>
            <button
              type="button"
              onClick={() => onCardClick(card.path, isLocked)}
              className="card group relative flex h-full w-full flex-col items-start p-6 text-left transition hover:-translate-y-0.5 hover:border-gold-300/40"
              aria-describedby={`card-status-${card.path.slice(1)}`}
            >
              <span className="grid size-12 place-items-center rounded-xl bg-violet-500/15 text-gold-200">
                <Icon name={card.icon} className="size-6" />
              </span>
              <span className="mt-4 font-display text-lg text-gold-100">{card.title}</span>
              <span className="mt-2 flex-1 text-sm leading-relaxed text-indigo-100/85">{card.description}</span>
              <span
                id={`card-status-${card.path.slice(1)}`}
                className={`mt-4 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
                  isComingSoon
                    ? "border border-violet-300/30 bg-violet-400/10 text-violet-200"
                    : isLocked
                      ? "border border-gold-300/30 bg-gold-300/10 text-gold-200"
                      : "border border-emerald-300/30 bg-emerald-400/10 text-emerald-200"
                }`}
              >
                {isLocked && <Lock aria-hidden className="size-3.5" />}
                {isComingSoon ? comingSoonWords.badge : isLocked ? "Locked" : "Open"}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
