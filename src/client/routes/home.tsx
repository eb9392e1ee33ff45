import { Sparkles } from "lucide-react";
import { useNavigate } from "react-router";
import { useAuthModal } from "../features/auth/auth-modal-context";
import { useAuth, WhenAuthReady } from "../features/auth/auth-provider";

export function meta() {
  return [
    { title: "Mystic Dice · Cast the dice, hear the oracle" },
    {
      name: "description",
      content:
        "Choose your question, cast the red, white and green dice, and receive an oracle's reading for your path.",
    },
  ];
}

export default function HomeRoute() {
  return (
    <section className="relative mx-auto flex max-w-4xl flex-col items-center px-6 pt-20 pb-24 text-center">
      <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/30 bg-gold-300/5 px-4 py-1.5 text-sm text-gold-200">
        <Sparkles aria-hidden className="size-4" /> Dice divination for curious souls
      </p>
      <h1 className="mt-6 text-4xl leading-tight text-gold-100 sm:text-6xl">
        Three Dice. One Oracle. Your Path Revealed.
      </h1>
      <WhenAuthReady fallback={<div className="mt-6 h-14" />}>
        <HeroActions />
      </WhenAuthReady>
    </section>
  );
}

function HeroActions() {
  const { user } = useAuth();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  return (
    <>
      <p className="mt-6 max-w-2xl text-lg text-indigo-100/90">
        {user
          ? "The dice are waiting for your question. Explore the oracle's tools and cast whenever your heart asks."
          : "The red die knows your desire, the white your truth, the green what will take root. Join thousands of seekers and let the oracle read all three."}
      </p>
      <button
        type="button"
        className="btn-primary mt-10 px-8 py-4 text-lg"
        onClick={() => (user ? navigate("/dice-divination") : openAuthModal("signup"))}
      >
        Reveal Your True Path Now
      </button>
    </>
  );
}
