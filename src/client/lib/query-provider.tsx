import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { getQueryClient } from "./query-client";

/**
 * Gives its part of the page the page's one QueryClient. Only the parts that read the API's data sit in
 * one (the signed-in pages, and panels that load when used or once someone is signed in), so the query
 * library loads with them and never with a visitor's first page. Nested providers share the one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
