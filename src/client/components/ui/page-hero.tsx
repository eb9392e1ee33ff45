import type { ReactNode } from "react";

/** The heading block every content page opens with. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-14 pb-8 text-center sm:px-6 sm:pt-20">
      {eyebrow && <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>}
      <h1 className="mt-3 text-3xl leading-tight text-gold-100 sm:text-5xl">{title}</h1>
      {children && <div className="mt-5 text-lg leading-relaxed text-indigo-100/90">{children}</div>}
    </header>
  );
}

export function Section({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section
      id={id}
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6"
      aria-labelledby={id && title ? `${id}-title` : undefined}
    >
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="mb-8 text-center text-2xl text-gold-100 sm:text-3xl">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
