import { Hand } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DICE_COLOURS, DICE_FACES, FACE_NAMES, type DiceColour, type DiceRoll } from "../../../shared/dice";
import { ErrorMessage } from "../../components/ui/form/error-message";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { lazyResolver } from "../../lib/lazy-resolver";
import { DieMark } from "./die-mark";
import type { OwnDice, OwnDiceFields } from "./own-dice-form-schema";

const COLOUR_NAMES: Record<DiceColour, string> = { red: "Red", white: "White", green: "Green" };
const resolver = lazyResolver(() => import("./own-dice-form-schema").then((schema) => schema.ownDiceResolver));

interface OwnDiceFormProps {
  isDisabled: boolean;
  /** Called with the three faces once each die has one. */
  onSubmit(dice: DiceRoll): void;
}

/**
 * "I rolled my own dice": a quiet disclosure where the seeker enters the faces of three real dice (red,
 * white, green; each a group of six faces to choose from) and reads them like a cast.
 */
export function OwnDiceForm({ isDisabled, onSubmit }: OwnDiceFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OwnDiceFields, unknown, OwnDice>({ resolver });
  const formId = useId();
  return (
    <details className="group mt-5 w-full max-w-md" data-testid="own-dice">
      <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-full px-3 py-1.5 text-sm text-indigo-200/90 hover:text-gold-200 [&::-webkit-details-marker]:hidden">
        <Hand aria-hidden className="size-4" />
        <span className="underline decoration-indigo-300/40 underline-offset-4 group-open:decoration-gold-300/70">
          I rolled my own dice
        </span>
      </summary>
      <form
        noValidate
        aria-label="Your own dice"
        className="card mt-3 p-4 sm:p-5"
        onFocus={resolver.preload}
        onSubmit={handleSubmit((faces) =>
          onSubmit({ red: Number(faces.red), white: Number(faces.white), green: Number(faces.green) }),
        )}
      >
        <p className="text-sm text-indigo-100/85">
          Roll three real dice (red, white and green, or any three you name so) and enter the face each one shows.
        </p>
        {DICE_COLOURS.map((colour) => {
          const errorId = `${formId}-${colour}-error`;
          const message = errors[colour]?.message;
          return (
            <fieldset
              key={colour}
              className="mt-4"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            >
              <legend className="mb-1.5 text-sm font-medium text-indigo-100">{COLOUR_NAMES[colour]} die</legend>
              <div className="flex flex-wrap gap-1.5 sm:gap-2">
                {DICE_FACES.map((face) => (
                  <label key={face} className="cursor-pointer" title={`${face}, ${FACE_NAMES[face - 1]}`}>
                    <input type="radio" value={String(face)} className="peer sr-only" {...register(colour)} />
                    <span className="block rounded-lg p-1 opacity-60 ring-gold-300 transition peer-checked:opacity-100 peer-checked:ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-gold-300 hover:opacity-100">
                      <DieMark color={colour} value={face} size="2rem" />
                    </span>
                    <span className="sr-only">
                      {face}, {FACE_NAMES[face - 1]}
                    </span>
                  </label>
                ))}
              </div>
              <ErrorMessage id={errorId} message={message} />
            </fieldset>
          );
        })}
        <SubmitButton className="btn-ghost mt-5 w-full" disabled={isDisabled}>
          Read my dice
        </SubmitButton>
      </form>
    </details>
  );
}
