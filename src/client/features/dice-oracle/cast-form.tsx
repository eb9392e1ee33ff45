import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { castQuestionSchema } from "../../../shared/api/casts";
import type { DiceRoll } from "../../../shared/dice";
import { CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { OwnDiceForm } from "./own-dice-form";

/** The question is the server's own rule: at most CAST_QUESTION_MAX_LENGTH characters, blank for none. */
const questionFormSchema = z.object({ question: castQuestionSchema });
type QuestionFields = z.infer<typeof questionFormSchema>;

interface CastFormProps {
  isDisabled: boolean;
  buttonLabel: ReactNode;
  /** What explains a disabled button (the day's readings used up). */
  describedBy?: string;
  /** Under the button: why it waits, or what the day's readings allow. */
  notice?: ReactNode;
  onCast(question: string | undefined): void;
  onCastOwnDice(dice: DiceRoll, question: string | undefined): void;
}

/**
 * Before a cast: the seeker's optional question (with its characters counted), the button that casts the
 * oracle's dice, and the disclosure for reading dice the seeker rolled themselves; both send the question.
 */
export function CastForm({ isDisabled, buttonLabel, describedBy, notice, onCast, onCastOwnDice }: CastFormProps) {
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<QuestionFields>({ resolver: zodResolver(questionFormSchema), defaultValues: { question: "" } });
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
        onSubmit={handleSubmit((values) => onCast(asked(values.question)))}
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
      </form>
      <OwnDiceForm isDisabled={isDisabled} onSubmit={(dice) => void castOwnDice(dice)} />
    </>
  );
}
