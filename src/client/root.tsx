import "./lib/zod-without-eval";
import "@fontsource/cinzel/400.css";
import "@fontsource/cinzel/700.css";
import "@fontsource-variable/inter";
import "./styles/app.css";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/layout/app-shell";
import { AuthModalHost } from "./features/auth/auth-modal-host";
import { UnlockPromptHost } from "./features/auth/unlock-prompt";
import { ChatWidget } from "./features/chat/chat-widget";
import { DisclaimerGate } from "./features/disclaimer/disclaimer-gate";
import { GATE_PASSED_SCRIPT } from "./features/disclaimer/gate-paint";
import { AuthDialogsProvider } from "./lib/auth/auth-dialogs";
import { AuthProvider } from "./lib/auth/auth-provider";
import { useRealtimeRefresh } from "./lib/realtime";
import { useScrollMemory } from "./lib/use-scroll-memory";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// The service worker registers once the page has loaded and painted, from its own chunk (features/pwa/):
// its script, fetched at high priority as every import() is, never competes with the first paint.
if (import.meta.env.PROD && typeof document != "undefined") {
  const register = () =>
    requestAnimationFrame(() => setTimeout(() => void import("./features/pwa/register-service-worker"), 0));
  if (document.readyState == "complete") register();
  else addEventListener("load", register);
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head's first script marks <html> before React sees it (gate-paint.ts).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0820" />
        <script dangerouslySetInnerHTML={{ __html: GATE_PASSED_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollMemory();
  // No QueryClientProvider here: the parts that read the API's data bring their own (lib/query-provider.tsx),
  // so a visitor's first load carries no query library.
  return (
    <AuthProvider>
      <RealtimeRefresh />
      <AuthDialogsProvider>
        <DisclaimerGate>
          <AppShell>
            <Outlet />
          </AppShell>
          <ChatWidget />
        </DisclaimerGate>
        <AuthModalHost />
        <UnlockPromptHost />
      </AuthDialogsProvider>
    </AuthProvider>
  );
}

/** Keeps the signed-in user's cached data fresh from GET /api/events. */
function RealtimeRefresh() {
  useRealtimeRefresh();
  return null;
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <span className="sr-only">Loading…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) && error.status === 404 ? "Page Not Found" : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl text-gold-200">{title}</h1>
      <p className="mt-4 text-indigo-100/80">Please return home and try again.</p>
      <a className="btn-primary mt-8 inline-flex" href="/">
        Go Home
      </a>
    </main>
  );
}
