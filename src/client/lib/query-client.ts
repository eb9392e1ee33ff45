import { QueryClient } from "@tanstack/react-query";

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The page's one QueryClient. The React tree (`root.tsx`) and route loaders (the dashboard's guard) share
 * it, so a loader reads the same cached session the header shows. Prerendering at build time gets a new
 * client for every page, so nothing cached passes from one page into another.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserQueryClient ??= createQueryClient());
}
