// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setClockForTests } from "../../lib/clock";
import { jsonResponse, renderWithQueryClient, stubFetch } from "../../testing/render";
import { ShareActions } from "./share-actions";

const CAST_ID = "0b7e5c1e-3f0e-4a43-9d6f-1c2b3a4d5e6f";
const SHARE_PATH = "/r/AbCdEfGhIjKlMnOpQrStUv";

afterEach(() => {
  setClockForTests(null);
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "share");
});

/**
 * A phone's share sheet when `share` is given (with a coarse pointer), none otherwise. The clipboard is
 * user-event's, which it puts on `navigator`.
 */
function stubShareSheet(options: { share?: () => Promise<void>; coarsePointer?: boolean } = {}) {
  Object.defineProperty(navigator, "share", { value: options.share, configurable: true });
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("coarse") && !!options.coarsePointer }));
}

describe("the share actions", () => {
  it("share nothing until asked; Share makes the link and copies it, Stop Sharing ends it", async () => {
    stubShareSheet();
    const fetchMock = stubFetch(({ path, method }) => {
      if (path === `/api/casts/${CAST_ID}/share` && method === "POST") return jsonResponse(201, { url: SHARE_PATH });
      if (path === `/api/casts/${CAST_ID}/share` && method === "DELETE") return new Response(null, { status: 204 });
      return jsonResponse(404, { error: { code: "not_found", message: "Not here" } });
    });
    const user = userEvent.setup();
    setClockForTests(new Date(2026, 3, 9, 23, 30));
    renderWithQueryClient(<ShareActions castId={CAST_ID} shareUrl={null} />);

    expect(screen.getByRole("status").textContent).toBe("Only you can see this reading until you share it.");
    expect(screen.queryByLabelText("Public link to this reading")).toBeNull();
    const save = screen.getByRole("link", { name: "Save Image" });
    expect(save.getAttribute("href")).toBe(`/api/casts/${CAST_ID}/image.png`);
    expect(save.getAttribute("download")).toBe("mystic-dice-reading-2026-04-09.png");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Share" }));
    await screen.findByText("Link copied");
    const link = `${window.location.origin}${SHARE_PATH}`;
    expect(await navigator.clipboard.readText()).toBe(link);
    expect((screen.getByLabelText("Public link to this reading") as HTMLInputElement).value).toBe(link);

    await user.click(screen.getByRole("button", { name: "Stop Sharing" }));
    await screen.findByText("Sharing stopped: the link no longer opens this reading.");
    expect(screen.queryByLabelText("Public link to this reading")).toBeNull();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => (init as RequestInit | undefined)?.method)).toEqual([
      "POST",
      "DELETE",
    ]);
  });

  it("hands the link to a phone's share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    stubShareSheet({ share, coarsePointer: true });
    stubFetch(() => jsonResponse(200, { url: SHARE_PATH }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    renderWithQueryClient(<ShareActions castId={CAST_ID} shareUrl={null} />);

    await user.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}${SHARE_PATH}` }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it("shows a shared reading's link and says so when sharing fails", async () => {
    stubShareSheet();
    stubFetch(() => jsonResponse(503, { error: { code: "database_unavailable", message: "Later" } }));
    const user = userEvent.setup();
    renderWithQueryClient(<ShareActions castId={CAST_ID} shareUrl={SHARE_PATH} />);

    expect(screen.getByRole("status").textContent).toBe(
      "Anyone with the link can see this reading, never your name or e-mail.",
    );
    await user.click(screen.getByRole("button", { name: "Stop Sharing" }));
    await screen.findByText("That did not work. Please try again.");
    expect(screen.getByLabelText("Public link to this reading")).toBeTruthy();
  });

  it("saves the card through a request, and says the server's words when it is refused", async () => {
    stubShareSheet();
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    let refuse = false;
    const fetchMock = stubFetch(({ path }) =>
      refuse
        ? jsonResponse(429, {
            error: { code: "rate_limited", message: "Too many reading cards. Please wait a minute." },
          })
        : path === `/api/casts/${CAST_ID}/image.png`
          ? new Response(png, { status: 200, headers: { "content-type": "image/png" } })
          : jsonResponse(404, { error: { code: "not_found", message: "Not here" } }),
    );
    const saved: string[] = [];
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:card");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    const user = userEvent.setup();
    setClockForTests(new Date(2026, 3, 9, 23, 30));
    renderWithQueryClient(<ShareActions castId={CAST_ID} shareUrl={null} />);

    await user.click(screen.getByRole("link", { name: "Save Image" }));
    await waitFor(() => expect(saved).toEqual(["blob:card mystic-dice-reading-2026-04-09.png"]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("Only you can see this reading until you share it.");

    refuse = true;
    await user.click(screen.getByRole("link", { name: "Save Image" }));
    await screen.findByText("Too many reading cards. Please wait a minute.");
    expect(saved).toHaveLength(1);
    click.mockRestore();
    objectUrl.mockRestore();
  });
});
