// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import HelpCenterRoute from "./help-center";
import ServicesRoute from "./services";
import TermsRoute from "./terms-of-service";

describe("the pages that speak of the plans send the seeker to /pricing", () => {
  it("Services: the Premium Membership card states the paid plans and links to the plans", () => {
    render(
      <MemoryRouter>
        <ServicesRoute />
      </MemoryRouter>,
    );
    const card = screen.getByRole("heading", { name: "Premium Membership" }).closest("li")!;
    expect(
      within(card).getByText(/^The Arcane Explorer plan \(\$19\.99\/month\): casts without a daily cap/),
    ).toBeTruthy();
    expect(within(card).getByRole("link", { name: "See the plans and prices" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByText(/\(planned\)|priority support|weekly cosmic/i)).toBeNull();
  });

  it("Help: the answers about plans carry a link to the plans", () => {
    render(
      <MemoryRouter>
        <HelpCenterRoute />
      </MemoryRouter>,
    );
    const answer = screen.getByText("How do I upgrade?").closest("details")!;
    expect(within(answer).getByRole("link", { name: "See the plans and prices" }).getAttribute("href")).toBe(
      "/pricing",
    );
    const donation = screen.getByText("Can I make a donation?").closest("details")!;
    expect(within(donation).getByRole("link", { name: "Make a donation" }).getAttribute("href")).toBe("/pricing");
  });

  it("Terms: the plans and donations sections link the Pricing page they name", () => {
    render(
      <MemoryRouter>
        <TermsRoute />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole("link", { name: "/pricing" });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.getAttribute("href")).toBe("/pricing");
  });
});
