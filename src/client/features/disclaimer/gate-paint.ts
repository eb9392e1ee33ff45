import { SESSION_KEYS } from "../../lib/session-flags";

/** The gate's element id. */
export const GATE_ID = "disclaimer-gate";

/** Set on <html> by GATE_PASSED_SCRIPT when this session accepted the disclaimer already. */
const GATE_PASSED_ATTRIBUTE = "data-gate-passed";

/**
 * The gate is in every gated page's markup, so a first visit sees it painted with the page rather than
 * once the scripts have run. This inline script in the page's head, run before the first paint, marks the
 * document when the session accepted it already, and app.css hides the markup's gate then (until the
 * scripts take over and remove it).
 */
export const GATE_PASSED_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.disclaimerAccepted)})==="true")document.documentElement.setAttribute(${JSON.stringify(GATE_PASSED_ATTRIBUTE)},"")}catch(e){}`;
