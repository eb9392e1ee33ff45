import { lazy, Suspense, type ReactNode } from "react";
import { SiteHeader } from "./site-header";

/**
 * The footer (its links and the newsletter form) loads after the page's first scripts: it is in every
 * prerendered page's HTML already, and React keeps that HTML in place until its code arrives.
 */
const SiteFooter = lazy(() => import("./site-footer").then((module) => ({ default: module.SiteFooter })));
/**
 * One element for every render: a boundary still waiting for its code that receives a new element is
 * rendered again on the client, which would blank the footer until the code came (decision 035).
 */
const footer = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-night-800 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
    </div>
  );
}
