import { Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { DiceRoll } from "../../../shared/dice";
import { CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { CastFields } from "./cast-form-schema";
import { OwnDiceForm } from "./own-dice-form";
import { newClientSeed } from "../../oracles/kit/use-commitment";
import { VerifyDisclosure } from "./verify-disclosure";

const resolver = lazyResolver(() => import("./cast-form-schema").then((schema) => schema.castFormResolver));

interface CastFormProps {
  isDisabled: boolean;
  buttonLabel: ReactNode;
  /** What explains a disabled button (the day's readings used up). */
  describedBy?: string;
  /** The hash of the server's sealed seed for the next cast, shown under "Verify". */
  serverSeedHash: string | null;
  /** Under the button: why it waits, or what the day's readings allow. */
  notice?: ReactNode;
  onCast(question: string | undefined, clientSeed: string): void;
  onCastOwnDice(dice: DiceRoll, question: string | undefined): void;
}

/**
 * Before a cast: the seeker's optional question (with its characters counted), the button that casts the
 * oracle's dice, "Verify" with the sealed seed and the seeker's own seed (a new random one after each
 * cast), and the disclosure for reading dice the seeker rolled themselves; both casts send the question.
 */
export function CastForm(props: CastFormProps) {
  const { isDisabled, buttonLabel, describedBy, notice, serverSeedHash, onCast, onCastOwnDice } = props;
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<CastFields>({
    resolver,
    defaultValues: { question: "", clientSeed: newClientSeed() },
  });
  const [isVerifyOpen, setIsVerifyOpen] = useState(false);
  const question = useWatch({ control, name: "question" }) ?? "";
  const asked = (text: string) => text.trim() || undefined;

  async function castOwnDice(dice: DiceRoll) {
    if (await trigger("question", { shouldFocus: true })) onCastOwnDice(dice, asked(getValues("question")));
  }

  return (
    <>
      <form
        noValidate
        className="mt-8 flex w-full max-w-md flex-col items-center"
        onFocus={resolver.preload}
        onSubmit={handleSubmit(
          (values) => {
            onCast(asked(values.question), values.clientSeed);
            setValue("clientSeed", newClientSeed());
          },
          (invalid) => {
            if (invalid.question || !invalid.clientSeed) return;
            // The seed's field sits in the closed "Verify": open it, then show the seeker where.
            setIsVerifyOpen(true);
            requestAnimationFrame(() => setFocus("clientSeed"));
          },
        )}
      >
        <TextField
          label="Ask the dice a question (optional)"
          className="w-full"
          autoComplete="off"
          placeholder="What should I know about…"
          maxLength={CAST_QUESTION_MAX_LENGTH}
          hint={`${question.length} / ${CAST_QUESTION_MAX_LENGTH} characters`}
          error={errors.question?.message}
          {...register("question")}
        />
        <SubmitButton
          className="btn-primary mt-6 px-8 py-4 text-lg"
          disabled={isDisabled}
          aria-describedby={describedBy}
        >
          <Sparkles aria-hidden className="size-5" />
          {buttonLabel}
        </SubmitButton>
        {notice}
        <VerifyDisclosure
          isOpen={isVerifyOpen}
          onToggle={setIsVerifyOpen}
          serverSeedHash={serverSeedHash}
          clientSeedField={register("clientSeed")}
          clientSeedError={errors.clientSeed?.message}
          onNewClientSeed={() => setValue("clientSeed", newClientSeed(), { shouldValidate: true })}
        />
      </form>
      <OwnDiceForm isDisabled={isDisabled} onSubmit={(dice) => void castOwnDice(dice)} />
    </>
  );
}
