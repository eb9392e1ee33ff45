import { MoonStar } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The centred card of the pages a mailed link leads to (reset password, second factor, link errors), and of
 * the dashboard for a visitor.
 */
export function AuthPageCard({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="card p-6 sm:p-8">
        <MoonStar aria-hidden className="mx-auto mb-3 size-9 text-gold-300" />
        <h1 className="text-center text-2xl text-gold-100 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-3 text-center text-sm leading-relaxed text-indigo-200/90">{intro}</p>}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </section>
  );
}
