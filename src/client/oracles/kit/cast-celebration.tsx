import { Award, Gem, Shield, Sparkles, TrendingUp, X } from "lucide-react";
import type { CastRewards } from "../../../shared/api/me";

/** A brief celebration of what a cast earned: karma, achievements, items, quest progress, a new level. */
export function CastCelebration({ rewards, onDismiss }: { rewards: CastRewards; onDismiss: () => void }) {
  const { karma, achievements, items, quest, levelUp, streakFreeze } = rewards;
  return (
    <section
      role="status"
      aria-label="What this cast earned"
      data-testid="cast-celebration"
      className="card relative mx-auto mt-6 max-w-2xl animate-[celebrate_0.5s_ease-out] border-gold-300/40 p-5"
    >
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="absolute top-3 right-3 rounded-full p-1 text-indigo-200 hover:bg-white/10"
      >
        <X aria-hidden className="size-4" />
      </button>
      <p className="flex items-center gap-2 font-display text-lg text-gold-100">
        <Sparkles aria-hidden className="size-5 text-gold-300" />+{karma} Karma
      </p>
      <ul className="mt-3 space-y-2 text-sm text-indigo-50">
        {levelUp && (
          <li className="flex items-center gap-2">
            <TrendingUp aria-hidden className="size-4 shrink-0 text-emerald-300" />
            <span>
              You rose to <strong className="text-gold-200">{levelUp}</strong>!
            </span>
          </li>
        )}
        {achievements.map((achievement) => (
          <li key={achievement.id} className="flex items-center gap-2">
            <Award aria-hidden className="size-4 shrink-0 text-gold-300" />
            <span>
              Achievement unlocked: <strong className="text-gold-200">{achievement.name}</strong> (+
              {achievement.karmaPoints} karma)
            </span>
          </li>
        ))}
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2">
            <Gem aria-hidden className="size-4 shrink-0 text-violet-300" />
            <span>
              New item: <strong className="text-gold-200">{item.name}</strong> ({item.rarity})
            </span>
          </li>
        ))}
        {streakFreeze.usedOn.length > 0 && (
          <li className="flex items-center gap-2">
            <Shield aria-hidden className="size-4 shrink-0 text-sky-300" />
            <span>
              {streakFreeze.usedOn.length === 1
                ? "A streak freeze covered the day you missed: your streak goes on."
                : `${streakFreeze.usedOn.length} streak freezes covered the days you missed: your streak goes on.`}
            </span>
          </li>
        )}
        {streakFreeze.earned && (
          <li className="flex items-center gap-2">
            <Shield aria-hidden className="size-4 shrink-0 text-sky-300" />
            <span>You earned a streak freeze ({streakFreeze.held} held): it will cover a day you miss.</span>
          </li>
        )}
        {quest && (
          <li className="text-indigo-100/90">
            {quest.isCompleted
              ? `Quest complete: ${quest.name} (+${quest.rewardKarma} karma)`
              : `${quest.name}: ${quest.percent}% complete`}
          </li>
        )}
      </ul>
    </section>
  );
}
