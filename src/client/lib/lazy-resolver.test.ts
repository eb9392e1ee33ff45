import type { Resolver, ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Fields = { question: string };

/** A resolver that refuses an empty question, as a form's schema module would give it. */
const questionRequired: Resolver<Fields> = (values): ResolverResult<Fields> =>
  values.question
    ? { values, errors: {} }
    : { values: {}, errors: { question: { type: "custom", message: "Ask something" } } };

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyResolver", () => {
  it("loads the form's resolver at the first check, once, and answers with it", async () => {
    const load = vi.fn(() => Promise.resolve(questionRequired));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ question: "" }, undefined, OPTIONS);
    expect(refused.errors.question?.message).toBe("Ask something");
    const accepted = await resolver({ question: "Will it rain?" }, undefined, OPTIONS);
    expect(accepted).toEqual({ values: { question: "Will it rain?" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on preload, before any check", async () => {
    const load = vi.fn(() => Promise.resolve(questionRequired));
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ question: "" }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again at the next check", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Fields>>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(questionRequired);
    const resolver = lazyResolver(load);
    await expect(resolver({ question: "" }, undefined, OPTIONS)).rejects.toThrow("offline");
    await expect(resolver({ question: "" }, undefined, OPTIONS)).resolves.toMatchObject({
      errors: { question: { message: "Ask something" } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
