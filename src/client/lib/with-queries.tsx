import type { ComponentType } from "react";

/**
 * For `lazy()`: loads a component that reads the API's data together with the query provider
 * (./query-provider.tsx), and renders it inside one. The query library then loads with the component,
 * when it is first shown, and never with the page that only might show it.
 */
export function withQueries<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): () => Promise<{ default: ComponentType<Props> }> {
  return () =>
    Promise.all([load(), import("./query-provider")]).then(([{ default: Component }, { QueryProvider }]) => ({
      default: (props: Props) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    }));
}
