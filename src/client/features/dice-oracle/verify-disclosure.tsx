import { RefreshCw, ShieldCheck } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../components/ui/form/field";

interface VerifyDisclosureProps {
  isOpen: boolean;
  onToggle(isOpen: boolean): void;
  /** The hash of the server's sealed seed for the next cast; null while it is being made (or cannot be). */
  serverSeedHash: string | null;
  clientSeedField: UseFormRegisterReturn<"clientSeed">;
  clientSeedError?: string;
  onNewClientSeed(): void;
}

/**
 * "Verify": how the next cast's dice are sealed before they are rolled. Shows the hash of the server's
 * committed seed and lets the seeker change the seed their browser adds (1 to 64 printable characters).
 */
export function VerifyDisclosure({
  isOpen,
  onToggle,
  serverSeedHash,
  clientSeedField,
  clientSeedError,
  onNewClientSeed,
}: VerifyDisclosureProps) {
  return (
    <details
      className="group mt-5 w-full"
      data-testid="verify-disclosure"
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-full px-3 py-1.5 text-sm text-indigo-200/90 hover:text-gold-200 [&::-webkit-details-marker]:hidden">
        <ShieldCheck aria-hidden className="size-4" />
        <span className="underline decoration-indigo-300/40 underline-offset-4 group-open:decoration-gold-300/70">
          Verify: dice no one can steer
        </span>
      </summary>
      <div className="card mt-3 p-4 text-left sm:p-5">
        <p className="text-sm leading-relaxed text-indigo-100/85">
          Before you cast, the Oracle seals a secret seed and shows you its fingerprint. Your browser adds a seed of its
          own. The dice follow from both, so neither side can choose them; after the cast the sealed seed is revealed,
          and anyone can check the roll.
        </p>
        <p className="mt-4 text-sm font-medium text-indigo-100">The Oracle's sealed seed (SHA-256)</p>
        <code data-testid="server-seed-hash" className="mt-1 block font-mono text-xs break-all text-gold-100">
          {serverSeedHash ?? "Being sealed…"}
        </code>
        <div className="mt-4 flex items-start gap-2">
          <TextField
            label="Your seed"
            className="min-w-0 flex-1"
            inputClassName="font-mono text-sm"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            hint="1 to 64 letters, digits or signs. Your browser chose this one at random; change it if you like."
            error={clientSeedError}
            {...clientSeedField}
          />
          <button
            type="button"
            onClick={onNewClientSeed}
            aria-label="A new random seed"
            title="A new random seed"
            className="mt-7 shrink-0 rounded-full border border-white/15 p-3 text-indigo-100 hover:border-gold-300/60 hover:text-gold-200"
          >
            <RefreshCw aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </details>
  );
}
