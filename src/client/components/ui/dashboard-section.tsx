import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";

interface DashboardSectionProps {
  title: string;
  icon: LucideIcon;
  /** Shown at the right of the heading, e.g. a count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One panel of the dashboard: a card with an icon, a heading that names the region, and its content. */
export function DashboardSection({ title, icon: Icon, aside, className = "", children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card min-w-0 p-4 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="flex items-center gap-3 text-xl text-gold-100">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-violet-500/15 text-gold-200">
            <Icon aria-hidden className="size-5" />
          </span>
          {title}
        </h2>
        {aside && <div className="text-sm text-indigo-200/90">{aside}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
