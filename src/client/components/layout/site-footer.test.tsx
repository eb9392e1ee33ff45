// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { SiteFooter } from "./site-footer";

afterEach(() => vi.useRealTimers());

/** The footer as the build prerenders it, in a container on the page, ready to hydrate. */
function prerenderFooter() {
  const footer = (
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>
  );
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(footer);
  return { footer, container };
}

it("says this year on a page prerendered last year, and hydrates it without a mismatch", async () => {
  // Prerendered now, as the build does; read on New Year's Day after.
  const { footer, container } = prerenderFooter();
  const builtIn = new Date().getFullYear();
  expect(container.textContent).toContain(`© ${builtIn} Mystic Dice.`);

  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(builtIn + 1, 0, 1, 0, 0, 5));
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, footer, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toContain(`© ${builtIn + 1} Mystic Dice.`);
  expect(container.textContent).not.toContain(`© ${builtIn} Mystic Dice.`);
});

it("keeps Subscribe from submitting until the newsletter form has come alive", async () => {
  const { footer, container } = prerenderFooter();
  const subscribe = () =>
    [...container.querySelectorAll("button")].find((button) => button.textContent === "Subscribe")!;
  expect(subscribe().disabled).toBe(true);
  await act(async () => {
    hydrateRoot(container, footer);
  });
  expect(subscribe().disabled).toBe(false);
});
