// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import { CastForm } from "./cast-form";

const SEALED = "3f".repeat(32);
const SEED = expect.stringMatching(/^[0-9a-f]{32}$/);

function renderForm() {
  const onCast = vi.fn();
  const onCastOwnDice = vi.fn();
  render(
    <CastForm
      isDisabled={false}
      buttonLabel="Cast the Mystical Dice"
      serverSeedHash={SEALED}
      onCast={onCast}
      onCastOwnDice={onCastOwnDice}
    />,
  );
  return { onCast, onCastOwnDice, user: userEvent.setup() };
}

const questionField = () => screen.getByLabelText("Ask the dice a question (optional)");

/** What assistive technology reads with the field: its hint and its error. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("the seeker's question", () => {
  it("is optional: a cast without one sends no question", async () => {
    const { onCast, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
    await waitFor(() => expect(onCast).toHaveBeenCalledWith(undefined, SEED));
  });

  it("counts its characters and sends it trimmed", async () => {
    const { onCast, user } = renderForm();
    expect(descriptionOf(questionField())).toContain(`0 / ${CAST_QUESTION_MAX_LENGTH} characters`);
    await user.type(questionField(), "  Will the harvest come?  ");
    expect(descriptionOf(questionField())).toContain(`26 / ${CAST_QUESTION_MAX_LENGTH} characters`);
    await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
    await waitFor(() => expect(onCast).toHaveBeenCalledWith("Will the harvest come?", SEED));
  });

  it("takes at most 200 characters as typed, and refuses a longer one with the server's message", async () => {
    const { onCast, user } = renderForm();
    expect(questionField().getAttribute("maxlength")).toBe(String(CAST_QUESTION_MAX_LENGTH));
    await user.click(questionField());
    await user.paste("a".repeat(CAST_QUESTION_MAX_LENGTH + 5));
    expect((questionField() as HTMLInputElement).value).toHaveLength(CAST_QUESTION_MAX_LENGTH);
    expect(descriptionOf(questionField())).toContain(`200 / ${CAST_QUESTION_MAX_LENGTH} characters`);

    // Pasted by a script past the field's own limit: the form's rule still holds.
    fireEvent.input(questionField(), { target: { value: "b".repeat(CAST_QUESTION_MAX_LENGTH + 1) } });
    await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
    await screen.findByRole("alert");
    expect(questionField().getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(questionField())).toContain(
      `A question can be at most ${CAST_QUESTION_MAX_LENGTH} characters`,
    );
    expect(onCast).not.toHaveBeenCalled();
  });
});

describe("Verify", () => {
  const seedField = () => screen.getByLabelText("Your seed") as HTMLInputElement;

  it("shows the sealed seed's hash and the browser's random seed, a new one after each cast", async () => {
    const { onCast, user } = renderForm();
    await user.click(screen.getByText("Verify: dice no one can steer"));
    expect(screen.getByTestId("server-seed-hash").textContent).toBe(SEALED);
    const first = seedField().value;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
    await waitFor(() => expect(onCast).toHaveBeenLastCalledWith(undefined, first));
    expect(seedField().value).toMatch(/^[0-9a-f]{32}$/);
    expect(seedField().value).not.toBe(first);
    await user.click(screen.getByRole("button", { name: "A new random seed" }));
    expect(seedField().value).not.toBe(first);
  });

  it("casts with the seeker's own seed, and refuses one that is not 1 to 64 printable characters", async () => {
    const { onCast, user } = renderForm();
    await user.click(screen.getByText("Verify: dice no one can steer"));
    await user.clear(seedField());
    await user.type(seedField(), "my lucky seed #7");
    await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
    await waitFor(() => expect(onCast).toHaveBeenCalledWith(undefined, "my lucky seed #7"));

    for (const bad of ["", "étoile", "x".repeat(65)]) {
      fireEvent.input(seedField(), { target: { value: bad } });
      await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
      await screen.findByText("Your seed is 1 to 64 letters, digits or signs");
      expect(seedField().getAttribute("aria-invalid")).toBe("true");
    }
    expect(onCast).toHaveBeenCalledTimes(1);
  });

  it("opens itself to show a bad seed's error", async () => {
    const { onCast, user } = renderForm();
    fireEvent.input(seedField(), { target: { value: "" } });
    expect(screen.getByTestId("verify-disclosure").hasAttribute("open")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cast the Mystical Dice" }));
    await screen.findByText("Your seed is 1 to 64 letters, digits or signs");
    expect(screen.getByTestId("verify-disclosure").hasAttribute("open")).toBe(true);
    expect(onCast).not.toHaveBeenCalled();
  });
});

describe("the seeker's own dice", () => {
  const group = (name: string) => screen.getByRole("group", { name });

  it("asks for a face on each of the three dice before reading them", async () => {
    const { onCastOwnDice, user } = renderForm();
    await user.click(screen.getByText("I rolled my own dice"));
    await user.click(within(group("Red die")).getByRole("radio", { name: "4, Stone" }));
    await user.click(screen.getByRole("button", { name: "Read my dice" }));

    expect(await screen.findByText("Choose the face your white die shows")).toBeTruthy();
    expect(screen.getByText("Choose the face your green die shows")).toBeTruthy();
    expect(screen.queryByText("Choose the face your red die shows")).toBeNull();
    expect(group("White die").getAttribute("aria-invalid")).toBe("true");
    expect(group("Red die").getAttribute("aria-invalid")).toBeNull();
    expect(onCastOwnDice).not.toHaveBeenCalled();
  });

  it("offers the six faces of each die by number and name", async () => {
    const { user } = renderForm();
    await user.click(screen.getByText("I rolled my own dice"));
    const names = within(group("Green die"))
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")!.textContent);
    expect(names).toEqual(["1, Seed", "2, Mirror", "3, Spark", "4, Stone", "5, Storm", "6, Crown"]);
  });

  it("reads the three faces chosen, with the question", async () => {
    const { onCastOwnDice, onCast, user } = renderForm();
    await user.type(questionField(), "Is it time?");
    await user.click(screen.getByText("I rolled my own dice"));
    await user.click(within(group("Red die")).getByRole("radio", { name: "4, Stone" }));
    await user.click(within(group("White die")).getByRole("radio", { name: "1, Seed" }));
    await user.click(within(group("Green die")).getByRole("radio", { name: "6, Crown" }));
    await user.click(screen.getByRole("button", { name: "Read my dice" }));
    await waitFor(() => expect(onCastOwnDice).toHaveBeenCalledWith({ red: 4, white: 1, green: 6 }, "Is it time?"));
    expect(onCast).not.toHaveBeenCalled();
  });

  it("does not read them while the question is too long", async () => {
    const { onCastOwnDice, user } = renderForm();
    fireEvent.input(questionField(), { target: { value: "c".repeat(CAST_QUESTION_MAX_LENGTH + 1) } });
    await user.click(screen.getByText("I rolled my own dice"));
    for (const name of ["Red die", "White die", "Green die"]) {
      await user.click(within(group(name)).getByRole("radio", { name: "2, Mirror" }));
    }
    await user.click(screen.getByRole("button", { name: "Read my dice" }));
    await screen.findByText(`A question can be at most ${CAST_QUESTION_MAX_LENGTH} characters`);
    expect(onCastOwnDice).not.toHaveBeenCalled();
  });
});
