import { FollowUpCard } from "./follow-up-card";
import { OutcomeForm } from "./outcome-form";

/** The dashboard's follow-up card with the journal's answer form. */
export function FollowUpSlot() {
  return <FollowUpCard Answer={OutcomeForm} />;
}
