// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { supportWords } from "../../../../content/site/contact";
import { jsonResponse, stubFetch } from "../../testing/render";
import { SupportDetails } from "./support-contact";
import { forgetSupportContactForTests } from "./use-support-contact";

afterEach(() => {
  vi.unstubAllGlobals();
  forgetSupportContactForTests();
});

const details = (props: Parameters<typeof SupportDetails>[0] = {}) => (
  <MemoryRouter>
    <SupportDetails {...props} />
  </MemoryRouter>
);

describe("the operator's support details", () => {
  it("are not in the prerendered page, which knows nothing of the server's settings", () => {
    stubFetch(() => jsonResponse(200, { email: "help@mystic-oracle.net", whatsapp: null, postalAddress: null }));
    expect(renderToString(details({ title: "Write to Us", withInAppHelp: true }))).toBe("");
  });

  it("show exactly what the server's settings say, each with a way to use it", async () => {
    stubFetch(({ path }) =>
      path === "/api/support"
        ? jsonResponse(200, {
            email: "help@mystic-oracle.net",
            whatsapp: "+44 20 3318 4471",
            postalAddress: ["Mystic Oracle Ltd", "4 Quay Street", "Bristol BS1 4DB"],
          })
        : jsonResponse(404, { error: { code: "not_found", message: "Not here" } }),
    );
    render(details({ title: "Write to Us" }));
    const email = await screen.findByRole("link", { name: "help@mystic-oracle.net" });
    expect(email.getAttribute("href")).toBe("mailto:help@mystic-oracle.net");
    expect(screen.getByRole("link", { name: "+44 20 3318 4471" }).getAttribute("href")).toBe(
      "https://wa.me/442033184471",
    );
    expect(screen.getByRole("heading", { name: "Write to Us" })).toBeTruthy();
    expect(screen.getByTestId("support-details").textContent).toContain(
      "Mystic Oracle Ltd4 Quay StreetBristol BS1 4DB",
    );
    expect(screen.queryByText(supportWords.noneSet)).toBeNull();
  });

  it("show only the details that are set", async () => {
    stubFetch(() => jsonResponse(200, { email: null, whatsapp: "+1 415 867 2290", postalAddress: null }));
    render(details());
    await screen.findByRole("link", { name: "+1 415 867 2290" });
    expect(screen.getAllByRole("definition")).toHaveLength(1);
    expect(screen.queryByText(supportWords.emailLabel)).toBeNull();
    expect(screen.queryByText(supportWords.postLabel)).toBeNull();
  });

  it("say so when none is set, and point to the help in the app", async () => {
    stubFetch(() => jsonResponse(200, { email: null, whatsapp: null, postalAddress: null }));
    render(details({ withInAppHelp: true }));
    await screen.findByText(supportWords.noneSet);
    expect(screen.getByRole("heading", { name: supportWords.inApp.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the Help Center" }).getAttribute("href")).toBe("/help-center");
    expect(screen.queryByTestId("support-details")).toBeNull();
  });

  it("claim nothing when the server cannot be asked", async () => {
    const fetchMock = stubFetch(() => jsonResponse(503, { error: { code: "server_busy", message: "Busy" } }));
    const { container } = render(details({ withInAppHelp: true }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The failed answer settles the hook; the page still shows nothing it does not know.
    await act(async () => {
      await fetchMock.mock.results[0]!.value;
    });
    expect(container.textContent).toBe("");
  });
});
