import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { DrawFields } from "./draw-form-schema";

const resolver = lazyResolver(() => import("./draw-form-schema").then((schema) => schema.drawFormResolver));

/** The seeker's optional question (the dice's limit, its characters counted) and the button that draws. */
export function DrawForm({
  questionLabel,
  buttonLabel,
  isDisabled,
  describedBy,
  notice,
  placeholder = "What should I know about…",
  onDraw,
}: {
  questionLabel: string;
  buttonLabel: ReactNode;
  isDisabled: boolean;
  describedBy?: string;
  /** Under the button: why it waits, or what the day's readings allow. */
  notice?: ReactNode;
  /** The question field's example ("What should I know about…"). */
  placeholder?: string;
  onDraw(question: string | undefined): void;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<DrawFields>({ resolver, defaultValues: { question: "" } });
  const question = useWatch({ control, name: "question" }) ?? "";
  return (
    <form
      noValidate
      className="mt-8 flex w-full max-w-md flex-col items-center"
      onFocus={resolver.preload}
      onSubmit={handleSubmit((values) => onDraw(values.question.trim() || undefined))}
    >
      <TextField
        label={questionLabel}
        className="w-full"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={CAST_QUESTION_MAX_LENGTH}
        hint={`${question.length} / ${CAST_QUESTION_MAX_LENGTH} characters`}
        error={errors.question?.message}
        {...register("question")}
      />
      <SubmitButton className="btn-primary mt-6 px-8 py-4 text-lg" disabled={isDisabled} aria-describedby={describedBy}>
        <Sparkles aria-hidden className="size-5" />
        {buttonLabel}
      </SubmitButton>
      {notice}
    </form>
  );
}
