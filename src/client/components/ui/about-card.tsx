import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * One card of an oracle page's "about" row (in the prerendered page too): an icon, a titled section, and
 * its steps (numbered), points (a list, such as what a tool is and is not), text and an optional link
 * below the title.
 */
export function AboutCard({
  id,
  icon: IconOf,
  title,
  steps,
  points,
  text,
  link,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  steps?: readonly string[];
  points?: readonly string[];
  text?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="card min-w-0 p-6">
      <IconOf aria-hidden className="size-7 text-gold-300" />
      <h2 id={id} className="mt-3 text-xl text-gold-100">
        {title}
      </h2>
      {steps && (
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm leading-relaxed text-indigo-100/90">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {points && (
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-indigo-100/90">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {text && <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">{text}</p>}
      {link && (
        <Link to={link.to} className="mt-3 inline-block text-sm text-gold-200 underline underline-offset-4">
          {link.label}
        </Link>
      )}
    </section>
  );
}
