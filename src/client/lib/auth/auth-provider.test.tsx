// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { jsonResponse, stubFetch } from "../../testing/render";
import { AuthProvider, useAuth, type AuthUser } from "./auth-provider";
import { createSessionStore } from "./session-store";

const authClient = vi.hoisted(() => ({
  signIn: { email: vi.fn() },
  signUp: { email: vi.fn() },
  signOut: vi.fn(),
  twoFactor: { verifyTotp: vi.fn(), verifyBackupCode: vi.fn() },
}));
vi.mock("./load-auth-client", () => ({ loadAuthClient: async () => authClient }));

const ADA: AuthUser = { id: "user-1", email: "ada@example.com", name: "ada" };

/** The server's session: who GET /api/auth/get-session answers with. */
let sessionUser: AuthUser | null;
let sessionFetches: number;

beforeEach(() => {
  sessionUser = null;
  sessionFetches = 0;
  stubFetch(({ path }) => {
    if (path !== "/api/auth/get-session") return jsonResponse(404, null);
    sessionFetches++;
    return jsonResponse(200, sessionUser ? { user: sessionUser, session: {} } : null);
  });
  authClient.signIn.email.mockReset();
  authClient.signOut.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function Who() {
  const { user, loading, signIn, logout } = useAuth();
  return (
    <>
      <p>{loading ? "Loading" : user ? `Signed in as ${user.email}` : "Signed out"}</p>
      <button type="button" onClick={() => void signIn("ada@example.com", "starlight-and-dust")}>
        Sign in
      </button>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}

/** The provider on a session of its own, as a page's first load has. */
function renderProvider() {
  const sessionStore = createSessionStore();
  return {
    sessionStore,
    ...render(
      <AuthProvider sessionStore={sessionStore}>
        <Who />
      </AuthProvider>,
    ),
  };
}

describe("AuthProvider", () => {
  it("is loading until the session answers, then shows its user", async () => {
    sessionUser = ADA;
    renderProvider();
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("Signed in as ada@example.com")).toBeTruthy();
  });

  it("a sign-in fetches the session again, and the page shows who signed in", async () => {
    authClient.signIn.email.mockImplementation(async () => {
      sessionUser = ADA;
      return { data: { redirect: false }, error: null };
    });
    const user = userEvent.setup();
    const { sessionStore } = renderProvider();
    await screen.findByText("Signed out");

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in as ada@example.com")).toBeTruthy();
    expect(sessionFetches).toBe(2);
    expect(sessionStore.getState()).toEqual({ user: ADA, status: "success" });
  });

  it("a sign-in waiting for its second factor leaves the session as it was", async () => {
    authClient.signIn.email.mockResolvedValue({ data: { twoFactorRedirect: true }, error: null });
    const user = userEvent.setup();
    renderProvider();
    await screen.findByText("Signed out");

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(authClient.signIn.email).toHaveBeenCalledOnce());
    expect(sessionFetches).toBe(1);
    expect(screen.getByText("Signed out")).toBeTruthy();
  });

  it("a sign-out clears the user at once, without asking the server who is left", async () => {
    sessionUser = ADA;
    authClient.signOut.mockResolvedValue({ data: { success: true }, error: null });
    const user = userEvent.setup();
    renderProvider();
    await screen.findByText("Signed in as ada@example.com");

    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("Signed out")).toBeTruthy();
    expect(sessionFetches).toBe(1);
  });
});
