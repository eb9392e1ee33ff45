import type { FieldValues, Resolver } from "react-hook-form";

/** A form's resolver whose code loads on first use; `preload` starts the load early (on the form's focus). */
export type LazyResolver<Fields extends FieldValues, Values> = Resolver<Fields, unknown, Values> & {
  preload(): void;
};

/**
 * A form's validation, loaded when the form first needs it instead of with the page. Zod and a form's
 * schema weigh about 40 KB gzip; a page whose first paint holds a form (a draw, the calculator, the
 * donation box) would otherwise load and run them before it is interactive. `load` imports the form's
 * schema module (`<form>-schema.ts`, which holds the Zod schema and its `zodResolver`) and returns the
 * resolver. The form calls `preload` when it takes the focus, so a submit rarely waits; a failed load
 * is tried again on the next validation.
 */
export function lazyResolver<Fields extends FieldValues, Values = Fields>(
  load: () => Promise<Resolver<Fields, unknown, Values>>,
): LazyResolver<Fields, Values> {
  let loading: Promise<Resolver<Fields, unknown, Values>> | null = null;
  function loaded() {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }
  const resolver: Resolver<Fields, unknown, Values> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
