/** What the footer and the capture card say once a newsletter confirmation mail is on its way. */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = "Almost there! Check your inbox to confirm your subscription.";
