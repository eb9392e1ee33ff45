import { Sparkles } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { homeContent } from "../../../content/site/home";
import heroBackground from "../assets/situations/guidance.svg";
import { IconCardGrid } from "../components/ui/icon-card-grid";
import { Section } from "../components/ui/page-hero";
import { EmailCaptureCard } from "../features/email-capture/email-capture-card";
import { DivinationCards } from "../features/home/divination-cards";
import { HeroSubtitle } from "../features/home/hero-subtitle";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { useAuth, WhenAuthReady } from "../lib/auth/auth-provider";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Mystic Dice · Cast the dice, hear the oracle",
    description:
      "Choose your question, cast the red, white and green dice, and receive an oracle's reading for your path.",
    path: "/",
  });
}

export default function HomeRoute() {
  return (
    <>
      <section
        className="relative isolate overflow-hidden bg-cover bg-[position:75%_top] sm:bg-center"
        style={{
          backgroundImage: `linear-gradient(to bottom, rgb(11 8 32 / 0.55), var(--color-night-900) 92%), url(${heroBackground})`,
        }}
      >
        <div className="relative mx-auto flex max-w-4xl flex-col items-center px-6 pt-16 pb-16 text-center sm:pt-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/30 bg-gold-300/5 px-4 py-1.5 text-sm text-gold-200">
            <Sparkles aria-hidden className="size-4" /> Dice divination for curious souls
          </p>
          <h1 className="mt-6 text-4xl leading-tight text-gold-100 sm:text-6xl">{homeContent.heroTitle}</h1>
          {/* Until the session is known, the visitor's subtitle holds its place unseen, so the prerendered
              page has the height a visitor will see and nothing below it moves when it appears. */}
          <WhenAuthReady
            fallback={
              <p aria-hidden className="invisible mt-6 max-w-2xl text-lg leading-relaxed">
                {homeContent.signedOutSubtitle}
              </p>
            }
          >
            <HeroSubtitle />
          </WhenAuthReady>
          <div className="mt-10 w-full max-w-md">
            <div
              role="progressbar"
              aria-label="Your destiny awaits revelation..."
              aria-valuenow={50}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2.5 overflow-hidden rounded-full bg-white/10"
            >
              <div className="h-full w-1/2 rounded-full bg-gradient-to-r from-violet-500 to-gold-300" />
            </div>
            <p className="mt-2 text-sm text-indigo-200/90">Your destiny awaits revelation...</p>
          </div>
          <RevealButton />
        </div>
      </section>

      <EmailCaptureCard />

      <Section title="Why Seekers Choose Mystic Dice" id="benefits">
        <IconCardGrid items={homeContent.benefits} columns={4} />
      </Section>

      <section aria-label="Mystic Dice in numbers" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <dl className="card grid grid-cols-2 gap-6 p-8 text-center lg:grid-cols-4">
          {homeContent.stats.map((stat) => (
            <div key={stat.label}>
              <dt className="text-sm text-indigo-200/90">
                {stat.href ? (
                  <Link
                    to={stat.href}
                    className="underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
                  >
                    {stat.label}
                  </Link>
                ) : (
                  stat.label
                )}
              </dt>
              <dd className="order-first font-display text-3xl text-gold-200 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section title="Choose Your Divination" id="divination">
        <DivinationCards />
      </Section>

      <Section title="A Reading That Grows With You" id="features">
        <IconCardGrid items={homeContent.featureBlocks} columns={3} />
      </Section>
    </>
  );
}

function RevealButton() {
  const { user, loading } = useAuth();
  const { openUnlockPrompt } = useAuthDialogs();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn-primary mt-10 px-8 py-4 text-lg"
      disabled={loading}
      onClick={() => (user ? navigate("/dice-divination") : openUnlockPrompt())}
    >
      Reveal Your True Path Now
    </button>
  );
}
