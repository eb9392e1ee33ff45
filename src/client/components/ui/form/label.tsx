import type { ReactNode } from "react";

/** A form control's visible name (`className="sr-only"` keeps it for assistive technology only). */
export function Label({
  htmlFor,
  className = "",
  children,
}: {
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={`mb-1.5 block text-sm font-medium text-indigo-100 ${className}`}>
      {children}
    </label>
  );
}
