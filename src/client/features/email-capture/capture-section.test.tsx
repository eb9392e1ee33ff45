// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { captureSenders } from "./capture-senders";
import CaptureSection from "./capture-section";

vi.mock("./capture-senders", () => ({
  captureSenders: { sendSignInLink: vi.fn(), subscribeToNewsletter: vi.fn() },
}));
const sendSignInLink = vi.mocked(captureSenders.sendSignInLink);
const subscribeToNewsletter = vi.mocked(captureSenders.subscribeToNewsletter);

beforeEach(() => {
  sendSignInLink.mockReset().mockResolvedValue(undefined);
  subscribeToNewsletter.mockReset().mockResolvedValue(undefined);
});

const isLocked = (control: HTMLElement) => (control.closest("fieldset") as HTMLFieldSetElement).disabled;

function renderCard() {
  const user = userEvent.setup();
  render(<CaptureSection isLeaving={false} onSkip={() => {}} />);
  const email = () => screen.getByLabelText("Email") as HTMLInputElement;
  const reveal = () => screen.getByRole("button", { name: /Reveal My Destiny/ }) as HTMLButtonElement;
  return { user, email, reveal };
}

describe("the e-mail capture card", () => {
  it("holds an address the server would refuse, on its field, and sends nothing", async () => {
    const { user, email, reveal } = renderCard();
    // The browser's own e-mail check lets "a@b" through; the shared rule does not.
    await user.type(email(), "a@b");
    await user.click(reveal());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Please enter a valid e-mail address");
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(email().getAttribute("aria-describedby")).toBe(alert.id);
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it("mails the link and subscribes the trimmed address, then says so and locks the form", async () => {
    const { user, email, reveal } = renderCard();
    await user.type(email(), "  seeker@example.com ");
    await user.click(screen.getByLabelText(/Send me the Mystic Dice newsletter/));
    await user.click(reveal());

    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Welcome to your mystical journey!");
    expect(status.textContent).toContain("A second letter asks you to confirm your newsletter subscription.");
    expect(sendSignInLink).toHaveBeenCalledWith("seeker@example.com");
    expect(subscribeToNewsletter).toHaveBeenCalledWith("seeker@example.com");
    // The field and both buttons sit in one fieldset, disabled once the link is on its way.
    expect(isLocked(email())).toBe(true);
    expect(document.activeElement).toBe(status);
  });

  it("after a newsletter failure, a retry asks only for the newsletter", async () => {
    subscribeToNewsletter.mockRejectedValueOnce(new Error("Too many requests. Please try again later."));
    const { user, email, reveal } = renderCard();
    await user.type(email(), "seeker@example.com");
    await user.click(screen.getByLabelText(/Send me the Mystic Dice newsletter/));
    await user.click(reveal());

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your sign-in link is on its way, but we could not subscribe you to the newsletter. Too many requests. Please try again later.",
    );
    expect(isLocked(reveal())).toBe(false);

    await user.click(reveal());
    await screen.findByRole("status");
    expect(sendSignInLink).toHaveBeenCalledOnce();
    expect(subscribeToNewsletter).toHaveBeenCalledTimes(2);
  });
});
