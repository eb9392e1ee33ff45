import "@fontsource/cinzel/400.css";
import "@fontsource/cinzel/700.css";
import "@fontsource-variable/inter";
import "./styles/app.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/layout/app-shell";
import { AccountControls } from "./features/auth/account-controls";
import { AuthModalHost } from "./features/auth/auth-modal";
import { AuthModalProvider } from "./features/auth/auth-modal-context";
import { AuthProvider } from "./features/auth/auth-provider";
import favicon from "../../public/favicon.svg?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0820" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthModalProvider>
          <AppShell accountControls={<AccountControls />}>
            <Outlet />
          </AppShell>
          <AuthModalHost />
        </AuthModalProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
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
