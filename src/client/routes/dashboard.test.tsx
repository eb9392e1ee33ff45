// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthDialogsProvider, useAuthDialogs } from "../lib/auth/auth-dialogs";
import { getSessionStore } from "../lib/auth/session-store";
import { clientLoader } from "./dashboard";

type LoaderArgs = Parameters<typeof clientLoader>[0];
const loaderArgs = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderArgs;

/** Shows which dialog is open, as the page's dialog hosts read it. */
function OpenDialog() {
  const { openDialog, mode, returnTo } = useAuthDialogs();
  return <p data-testid="dialog">{openDialog ? `${openDialog} ${mode} ${returnTo}` : "none"}</p>;
}

describe("the dashboard's guard", () => {
  it("keeps a visitor at the dashboard's address, with the sign-in prompt that leads back to it", async () => {
    render(
      <AuthDialogsProvider>
        <OpenDialog />
      </AuthDialogsProvider>,
    );
    getSessionStore().set(null);

    let answer: unknown;
    await act(async () => {
      answer = await clientLoader(loaderArgs("http://localhost/dashboard?tab=items")).catch((error: unknown) => error);
    });

    // No redirect: the page renders at /dashboard behind the prompt.
    expect(answer).toBeNull();
    expect(screen.getByTestId("dialog").textContent).toBe("auth login /dashboard?tab=items");
  });

  it("lets a signed-in seeker through, using the session already known", async () => {
    getSessionStore().set({ id: "user-1", email: "ada@example.com", name: "ada" });
    await expect(clientLoader(loaderArgs("http://localhost/dashboard"))).resolves.toBeNull();
  });
});
