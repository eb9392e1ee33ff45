import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { EMAIL_MAX_LENGTH } from "../../../../shared/field-limits";
import { ErrorMessage } from "./error-message";
import { Label } from "./label";

/** What a field hands its control: the id its label names, and the hint and error that describe it. */
interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The control's id, when something else points at it; otherwise one is made. */
  id?: string;
  className?: string;
  labelClassName?: string;
  /** Renders the control (an input, a textarea, a select) with the props that tie it to its label. */
  children(control: ControlProps): ReactNode;
}

/** A labelled control with its hint and its error tied to it. */
export function Field({ label, hint, error, id, className, labelClassName, children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={controlId} className={labelClassName}>
        {label}
      </Label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
      })}
      <ErrorMessage id={`${controlId}-error`} message={error} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-indigo-200/80">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The look of every text control; an invalid one gets a red border. */
export const CONTROL_CLASS = "field aria-invalid:border-rose-400/80";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; takes react-hook-form's `register()` props as they are. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  labelClassName,
  inputClassName = "",
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} labelClassName={labelClassName}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          // A description of its own (e.g. a hint shown above the field) joins the field's.
          aria-describedby={
            [control["aria-describedby"], inputProps["aria-describedby"]].filter(Boolean).join(" ") || undefined
          }
          ref={ref}
          className={`${CONTROL_CLASS} ${inputClassName}`}
        />
      )}
    </Field>
  );
}

/** The e-mail field of the sign-in, reset, capture and newsletter forms. */
export function EmailField({
  label = "Email",
  ...props
}: Omit<TextFieldProps, "label" | "type"> & { label?: ReactNode }) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX_LENGTH}
      placeholder="you@example.com"
      {...props}
    />
  );
}
