/**
 * The product's mails: each has a plain-text part and an HTML part in the site's look (night-indigo card,
 * gold heading, one clear button), the product's name, and an 'ignore this' or unsubscribe line.
 * HTML mail clients ignore stylesheets, so every style is inline and the layout is a table.
 */

const PRODUCT_NAME = "Mystic Dice";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
}

interface MailLayout {
  subject: string;
  /** The short line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Headed parts after the paragraphs (the weekly report's). */
  sections?: { heading: string; paragraphs: string[] }[];
  action: { label: string; url: string };
  /** After the button: what the link does and how long it lasts. */
  note: string;
  /** The closing line: 'ignore this' for account mail, unsubscribe for newsletter mail. */
  footer: { text: string; link?: { label: string; url: string } };
}

/** Text made safe to place in HTML (mail bodies, the local mailbox). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function renderMail(layout: MailLayout): MailContent {
  const { subject, preheader, heading, paragraphs, action, note, footer } = layout;
  const sections = layout.sections ?? [];
  const text = [
    `${PRODUCT_NAME} — ${heading}`,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...sections.flatMap((section) => [
      section.heading.toUpperCase(),
      "",
      ...section.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ]),
    `${action.label}: ${action.url}`,
    "",
    note,
    "",
    "—",
    footer.link ? `${footer.text} ${footer.link.label}: ${footer.link.url}` : footer.text,
    "",
  ].join("\n");

  const serif = "Cinzel, Georgia, 'Times New Roman', serif";
  const sans = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#0b0820;">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0820;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#1a1340;border:1px solid #3b2f7a;border-radius:18px;">
<tr><td style="padding:32px 32px 8px;text-align:center;">
<div style="font-family:${serif};font-size:15px;letter-spacing:4px;color:#e9c46a;text-transform:uppercase;">&#9790; ${PRODUCT_NAME} &#9789;</div>
<h1 style="margin:20px 0 0;font-family:${serif};font-size:26px;line-height:1.3;color:#fbe8b4;font-weight:600;">${escapeHtml(heading)}</h1>
</td></tr>
<tr><td style="padding:8px 32px 0;font-family:${sans};font-size:16px;line-height:1.6;color:#d9d4f5;">
${paragraphs.map((paragraph) => `<p style="margin:16px 0 0;">${escapeHtml(paragraph)}</p>`).join("\n")}
${sections
  .map(
    (section) =>
      `<h2 style="margin:28px 0 0;font-family:${serif};font-size:19px;line-height:1.3;color:#fbe8b4;font-weight:600;">${escapeHtml(section.heading)}</h2>\n` +
      section.paragraphs.map((paragraph) => `<p style="margin:12px 0 0;">${escapeHtml(paragraph)}</p>`).join("\n"),
  )
  .join("\n")}
</td></tr>
<tr><td align="center" style="padding:28px 32px 8px;">
<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 28px;border-radius:999px;background:#e9c46a;color:#1a1340;font-family:${sans};font-size:16px;font-weight:700;text-decoration:none;">${escapeHtml(action.label)}</a>
</td></tr>
<tr><td style="padding:12px 32px 0;font-family:${sans};font-size:13px;line-height:1.6;color:#a79fd6;text-align:center;">
<p style="margin:0;">${escapeHtml(note)}</p>
<p style="margin:12px 0 0;word-break:break-all;">If the button does not work, paste this into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#e9c46a;">${escapeHtml(action.url)}</a></p>
</td></tr>
<tr><td style="padding:24px 32px 28px;font-family:${sans};font-size:12px;line-height:1.6;color:#8a82bd;text-align:center;border-top:1px solid #2c2360;">
<p style="margin:16px 0 0;">${escapeHtml(footer.text)}${
    footer.link
      ? ` <a href="${escapeHtml(footer.link.url)}" style="color:#e9c46a;">${escapeHtml(footer.link.label)}</a>`
      : ""
  }</p>
<p style="margin:8px 0 0;">${PRODUCT_NAME} · For entertainment purposes only</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

const IGNORE_ACCOUNT_MAIL =
  "If you did not ask for this, you can ignore this e-mail: nothing changes without the link.";

export function magicLinkMail(url: string, expiresInMinutes: number): MailContent {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    preheader: "Your destiny is almost revealed — one click to enter.",
    heading: "Welcome to your mystical journey!",
    paragraphs: [
      "The oracle has heard your call. Follow the link below to sign in — no password needed.",
      "If this is your first visit, your account is created the moment you arrive.",
    ],
    action: { label: "Enter Mystic Dice", url },
    note: `The link works once and fades in ${expiresInMinutes} minutes.`,
    footer: { text: IGNORE_ACCOUNT_MAIL },
  });
}

export function passwordResetMail(url: string, expiresInMinutes: number): MailContent {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: "Choose a new password for your account.",
    heading: "A new key for your path",
    paragraphs: [
      "Someone — hopefully you — asked to reset the password of your Mystic Dice account.",
      "Choose a new one with the link below. Every other device signed in to your account will be signed out.",
    ],
    action: { label: "Choose a new password", url },
    note: `The link works once and fades in ${expiresInMinutes} minutes.`,
    footer: { text: IGNORE_ACCOUNT_MAIL },
  });
}

export function newsletterConfirmationMail(confirmUrl: string, expiresInHours: number): MailContent {
  return renderMail({
    subject: `Confirm your ${PRODUCT_NAME} newsletter subscription`,
    preheader: "One click and the stars will write to you.",
    heading: "Confirm your subscription",
    paragraphs: [
      "You (or someone using your address) asked to receive the Mystic Dice newsletter: new readings, divination guides and seasonal rituals.",
      "Confirm below and we will start writing. Nothing is sent until you do.",
    ],
    action: { label: "Confirm my subscription", url: confirmUrl },
    note: `The link fades in ${expiresInHours} hours.`,
    footer: { text: "Did not ask for this? Ignore this e-mail and you will hear nothing more from us." },
  });
}

export function newsletterWelcomeMail(links: { site: string; unsubscribePage: string; oneClick: string }): MailContent {
  const { site: siteUrl, unsubscribePage: unsubscribeUrl } = links;
  const mail = renderMail({
    subject: `Welcome to the ${PRODUCT_NAME} newsletter`,
    preheader: "Your subscription is confirmed.",
    heading: "The stars will write to you",
    paragraphs: [
      "Your subscription is confirmed. Expect new readings, guides to the dice, runes and tarot, and the occasional seasonal ritual — never more than a few letters a month.",
      "Until the next one, the oracle is always awake.",
    ],
    action: { label: "Cast the dice", url: siteUrl },
    note: "You receive this because you confirmed your subscription.",
    footer: { text: "No longer wish to hear from the stars?", link: { label: "Unsubscribe", url: unsubscribeUrl } },
  });
  return { ...mail, headers: listUnsubscribeHeaders(links.oneClick) };
}

/** RFC 8058 one-click unsubscribe: mail clients POST to this API link without opening a page. */
function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const BILLING_FOOTER = "You receive this because of a payment on your Mystic Dice account.";
const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function paymentReceiptMail(input: {
  planName: string;
  amount: string;
  periodEnd: Date | null;
  dashboardUrl: string;
}): MailContent {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} receipt: ${input.amount} for the ${input.planName} plan`,
    preheader: `Payment received for the ${input.planName} plan.`,
    heading: "Payment received",
    paragraphs: [
      `Thank you. We received ${input.amount} for the ${input.planName} plan.`,
      input.periodEnd
        ? `Your plan renews automatically on ${longDate(input.periodEnd)} unless you cancel before then.`
        : "Your plan renews automatically each month unless you cancel.",
      "Payments are not refunded, except where the law requires.",
    ],
    action: { label: "See your plan", url: input.dashboardUrl },
    note: "Cancel at any time from your dashboard; you keep your plan until the end of the period paid for.",
    footer: { text: BILLING_FOOTER },
  });
}

export function donationReceiptMail(input: { amount: string; siteUrl: string }): MailContent {
  return renderMail({
    subject: `Thank you for your ${input.amount} donation to ${PRODUCT_NAME}`,
    preheader: "Your donation was received.",
    heading: "Thank you for your donation",
    paragraphs: [
      `We received your donation of ${input.amount}. It helps the oracle grow, and it is deeply appreciated.`,
      "A donation is voluntary and buys nothing; it is not refunded, except where the law requires.",
    ],
    action: { label: "Cast the dice", url: input.siteUrl },
    note: "Donations to Mystic Dice are generally not tax-deductible.",
    footer: { text: BILLING_FOOTER },
  });
}

export function paymentFailedMail(input: {
  planName: string;
  graceEnds: Date | null;
  dashboardUrl: string;
}): MailContent {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} payment did not go through`,
    preheader: `The renewal of the ${input.planName} plan failed.`,
    heading: "Your payment did not go through",
    paragraphs: [
      `We could not take the renewal payment for your ${input.planName} plan.`,
      input.graceEnds
        ? `Your plan stays until ${longDate(input.graceEnds)} while the card is tried again. After that, your account moves to the free plan until the payment goes through.`
        : "Your account moves to the free plan until the payment goes through.",
    ],
    action: { label: "Check your plan", url: input.dashboardUrl },
    note: "Nothing is lost: your readings, karma, level and items stay yours.",
    footer: { text: BILLING_FOOTER },
  });
}

/**
 * A reminder the seeker asked for (words in content/site/reminders.ts): its off link in the footer and
 * as RFC 8058 one-click headers, so a mail client's "unsubscribe" turns this one kind off.
 */
export function reminderMail(input: {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  sections?: { heading: string; paragraphs: string[] }[];
  action: { label: string; url: string };
  note: string;
  footer: string;
  offLink: { label: string; url: string };
}): MailContent {
  const mail = renderMail({
    subject: input.subject,
    preheader: input.preheader,
    heading: input.heading,
    paragraphs: input.paragraphs,
    sections: input.sections,
    action: input.action,
    note: input.note,
    footer: { text: input.footer, link: input.offLink },
  });
  return { ...mail, headers: listUnsubscribeHeaders(input.offLink.url) };
}
