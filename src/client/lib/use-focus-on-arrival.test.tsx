// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useFocusOnArrival } from "./use-focus-on-arrival";

/** A result that arrives after an `await`, as a server's answer does, and a counter that re-renders it. */
function Asker({ answer }: { answer: () => Promise<string> }) {
  const [result, setResult] = useState<{ text: string } | null>(null);
  const [renders, setRenders] = useState(0);
  const resultRef = useFocusOnArrival<HTMLDivElement>(result);
  return (
    <>
      <button type="button" onClick={async () => setResult({ text: await answer() })}>
        Ask
      </button>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again ({renders})
      </button>
      {result && (
        <div ref={resultRef} tabIndex={-1} data-testid="result">
          {result.text}
        </div>
      )}
    </>
  );
}

describe("a result that takes the focus when it arrives", () => {
  it("is focused once React has shown it, even when it arrives after an await", async () => {
    const user = userEvent.setup();
    let release: (text: string) => void = () => {};
    render(<Asker answer={() => new Promise((resolve) => (release = resolve))} />);
    await user.click(screen.getByRole("button", { name: "Ask" }));
    expect(screen.queryByTestId("result")).toBeNull();

    await act(async () => release("The dice say yes"));
    expect(document.activeElement).toBe(screen.getByTestId("result"));
    expect(document.activeElement?.textContent).toBe("The dice say yes");
  });

  it("keeps its hands off the focus when the page re-renders the same result, and takes it for the next", async () => {
    const user = userEvent.setup();
    const answers = ["first", "second"];
    render(<Asker answer={async () => answers.shift()!} />);
    await user.click(screen.getByRole("button", { name: "Ask" }));
    expect(document.activeElement?.textContent).toBe("first");

    const again = screen.getByRole("button", { name: /Render again/ });
    await user.click(again);
    expect(again.textContent).toBe("Render again (1)");
    expect(document.activeElement).toBe(again);

    await user.click(screen.getByRole("button", { name: "Ask" }));
    expect(document.activeElement).toBe(screen.getByTestId("result"));
    expect(document.activeElement?.textContent).toBe("second");
  });
});
