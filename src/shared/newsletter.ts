/** What the footer and the capture card say once a newsletter confirmation mail is on its way. */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = "Almost there! Check your inbox to confirm your subscription.";

/** The longest e-mail address accepted anywhere (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
