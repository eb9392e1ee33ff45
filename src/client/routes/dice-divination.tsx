import { FeaturesPage } from "../features/catalogue/features-page";
import { useAuth, WhenAuthReady } from "../lib/auth/auth-provider";
import { DiceOracle } from "../features/dice-oracle/dice-oracle";
import { QueryProvider } from "../lib/query-provider";

export function meta() {
  return [
    { title: "Mystical Dice Oracle · Mystic Dice" },
    { name: "description", content: "Choose Guidance, Finances or Relationships and cast the three mystical dice." },
  ];
}

/**
 * Signed-in users get the Dice Oracle; visitors see the features page. The page is prerendered before
 * either is known: its frame paints at once, with a screen-tall space that keeps the footer out of view
 * until the oracle or the features take it.
 */
export default function DiceDivinationRoute() {
  return (
    <WhenAuthReady fallback={<div className="min-h-svh" aria-busy="true" />}>
      <OracleOrFeatures />
    </WhenAuthReady>
  );
}

function OracleOrFeatures() {
  const { user } = useAuth();
  return user ? (
    <QueryProvider>
      <DiceOracle />
    </QueryProvider>
  ) : (
    <FeaturesPage />
  );
}
