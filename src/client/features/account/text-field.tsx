import { useId, type InputHTMLAttributes, type Ref } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error tied to it; the error is announced when it appears. */
export function TextField({
  label,
  hint,
  error,
  className = "",
  inputClassName = "",
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-indigo-100">
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        className={`field aria-invalid:border-rose-400/80 ${inputClassName}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-200">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-indigo-200/80">
          {hint}
        </p>
      )}
    </div>
  );
}
