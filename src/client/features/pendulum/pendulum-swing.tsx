import "./pendulum-swing.css";

/**
 * The pendulum drawn as a thread and a crystal: still at rest, swinging while the answer is drawn (held
 * still when the seeker prefers reduced motion). Decorative: the page says in words what it does.
 */
export function PendulumSwing({ isSwinging }: { isSwinging: boolean }) {
  return (
    <div aria-hidden className="mx-auto flex h-36 w-40 justify-center" data-testid="pendulum-swing">
      <svg viewBox="0 0 80 72" className="pendulum-swing h-full" data-swinging={isSwinging}>
        <circle cx="40" cy="3" r="2.5" fill="var(--color-gold-300)" />
        <line x1="40" y1="3" x2="40" y2="48" stroke="var(--color-gold-200)" strokeWidth="1" />
        <path
          d="M40 46 L49 56 L40 71 L31 56 Z"
          fill="var(--color-violet-400)"
          fillOpacity="0.55"
          stroke="var(--color-gold-200)"
          strokeWidth="1.2"
        />
        <path d="M31 56 H49 M40 46 V71" stroke="var(--color-gold-100)" strokeOpacity="0.5" strokeWidth="0.8" />
      </svg>
    </div>
  );
}
