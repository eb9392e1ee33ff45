import { useEffect, useState } from "react";
import type { SupportContact } from "../../../shared/support-contact";
import { loadApi, readBody } from "../../lib/api-client";

/** The operator's details while they are asked for, once known, or when the server could not be asked. */
export type SupportContactState =
  { status: "loading" } | { status: "ready"; contact: SupportContact } | { status: "failed" };

let asked: Promise<SupportContact> | null = null;

/** One request per page load, shared by every part of the page that shows the details. */
function askForSupportContact(): Promise<SupportContact> {
  asked ??= loadApi()
    .then((api) => readBody(api.support.$get()))
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

/** Forgets the answer, so that a test can give another. */
export function forgetSupportContactForTests(): void {
  asked = null;
}

/**
 * The operator's support contact from GET /api/support (decision 027). The prerendered page knows
 * nothing of the running server's settings, so it renders "loading" and the details arrive in the browser.
 */
export function useSupportContact(): SupportContactState {
  const [state, setState] = useState<SupportContactState>({ status: "loading" });
  useEffect(() => {
    let isCurrent = true;
    askForSupportContact().then(
      (contact) => isCurrent && setState({ status: "ready", contact }),
      () => isCurrent && setState({ status: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}
