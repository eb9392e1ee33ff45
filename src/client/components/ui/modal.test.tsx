// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

/** What pressing Escape asks of an open dialog: a `cancel` it may refuse. */
function pressEscape(dialog: HTMLElement) {
  return fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

describe("Modal", () => {
  it("offers a close button and closes on Escape when it can be dismissed", () => {
    const onClose = vi.fn();
    render(
      <Modal title="Welcome Back, Seeker" onClose={onClose}>
        <p>Sign in to consult the oracle.</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Welcome Back, Seeker" });
    pressEscape(dialog);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("without onClose it has no close button, refuses Escape and opens again if the browser closes it", () => {
    render(
      <Modal labelledBy="gate-title">
        <h2 id="gate-title">Before You Consult the Oracle</h2>
        <button type="button">I Accept</button>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Before You Consult the Oracle" }) as HTMLDialogElement;
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(pressEscape(dialog)).toBe(false);
    expect(dialog.open).toBe(true);

    dialog.close();
    fireEvent(dialog, new Event("close"));
    expect(dialog.open).toBe(true);
  });
});
