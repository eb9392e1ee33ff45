import type { LegalDocument } from "../../src/shared/content-types";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description:
    "How Mystic Dice collects, uses, protects and deletes your personal data, and how you can exercise your privacy rights.",
  lastUpdated: "2026-11-01",
  intro:
    "Mystic Dice is an entertainment app: you choose a life situation, cast three dice and receive an oracle-style reading. To do that, and to keep your profile, karma and achievements, we need a small amount of information about you. This policy explains in plain words what we collect, why, how long we keep it, who helps us process it and how you stay in control of it. We do not sell your personal data.",
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this policy covers",
      paragraphs: [
        'This policy applies to the Mystic Dice website and web app, including dice readings, AI-enhanced readings, the chat guide, your profile (karma, achievements, quests and items), subscriptions, donations, the newsletter and our support channels. In this policy, "Mystic Dice", "we" and "us" mean the operator of the service, Mystic Dice, 221 Lantern Row, Suite 7, Salem, MA 01970, USA, which is responsible (the "controller") for your personal data.',
        "It does not cover websites or services run by others that we link to, such as a payment page hosted by our payment processor or a social network. Those have their own privacy policies.",
        "This policy should be read together with our Terms of Service. If you do not agree with how we handle your data, please do not use the service; you can delete your account at any time.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We collect only what we need to run the service. Some information you give us directly, some is created when you use the app, and a little comes from the partners that handle payments.",
        "You can cast dice as a visitor without an account. In that case we process only the technical data listed below and the reading you receive is not linked to a profile.",
      ],
      bullets: [
        'Account data: your e-mail address, a display name if you choose one, and your password, which we store only as a one-way hash and never in readable form. Each profile also gets a public display id beginning with "MYS-".',
        "Reading and activity data: the situations you choose, the dice you cast, the readings you receive, any question you type to enhance a reading, your karma ledger, achievements, quests, items and the dates of these events.",
        "Chat guide messages: what you write to the chat guide and its replies, so the conversation can continue.",
        "Subscription and payment data: your plan (Free Seeker, Mystic Novice or Arcane Explorer), renewal and cancellation dates, invoices, donation amounts and the payment status we receive from our payment processor. Your full card number is entered on the processor's secure page and never reaches our servers; we see at most the card brand, the last four digits and the expiry date.",
        "Newsletter data: your e-mail address, when and how you confirmed your subscription, and when you unsubscribed.",
        "Support data: messages you send us by e-mail or WhatsApp, including your phone number if you contact us on WhatsApp.",
        "Technical data: your IP address, browser type, device type, pages requested, error reports and timestamps, collected in server logs and used for security and rate limiting.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use information",
      paragraphs: [
        "We use your information for the purposes below and for nothing incompatible with them. Where the law requires a legal basis (for example under the EU or UK GDPR), we name it in brackets.",
        "AI-enhanced readings and chat guide replies are generated on our servers. Our server sends the AI provider only what it needs to write the text (the dice, the chosen situation, the reading and any question you typed) and does not send your name, e-mail address or payment details. No AI API key ever reaches your browser.",
        "We do not use your readings to make decisions about you that have legal or similarly significant effects, and we do not build advertising profiles from them.",
      ],
      bullets: [
        "To provide the service: cast dice, show readings, keep your profile, karma, achievements, quests and items, apply your plan's daily reading limit and deliver AI enhancements and chat replies (performance of our contract with you).",
        "To handle subscriptions, renewals, donations, invoices and tax records (performance of contract and legal obligation).",
        "To keep the service secure: sign-in sessions, rate limits, fraud and abuse prevention, and fixing errors (legitimate interests in a safe, working service).",
        "To answer your support requests by e-mail or WhatsApp (performance of contract and legitimate interests).",
        "To send the newsletter, only if you subscribed and confirmed (consent, which you can withdraw at any time).",
        "To send service messages you cannot opt out of while you have an account, such as password resets, billing receipts and important changes to our terms or this policy (performance of contract and legal obligation).",
        "To understand, in aggregate, which features are used so we can improve them (legitimate interests). We use counts and trends, not the content of individual readings.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and similar technologies",
      paragraphs: [
        "We keep cookies to a minimum. When you sign in we set a session cookie that keeps you signed in. It is HttpOnly, so scripts running in the page cannot read it; it is sent only over HTTPS in production and only to Mystic Dice. It is deleted when you sign out or when the session expires.",
        "We also store, in your browser, the fact that you accepted the disclaimer shown on your first visit, and small display preferences, so we do not ask again on every page. These are strictly necessary or functional and do not track you.",
        "We do not use third-party advertising or cross-site tracking cookies. The Free Seeker plan may show advertising; if we ever work with an advertising or analytics partner that sets its own cookies, we will list it here and ask for your consent beforehand where the law requires it.",
        "You can delete or block cookies in your browser settings. If you block the session cookie, you will not be able to sign in.",
      ],
    },
    {
      id: "sharing-and-disclosure",
      heading: "Sharing and disclosure",
      paragraphs: [
        "We do not sell your personal data, and we do not share it with anyone for their own marketing. We share it only with the service providers that help us run Mystic Dice, and only as much as each needs. They act on our instructions under written contracts that require them to protect the data and not use it for their own purposes.",
        "Your public display id and what you choose to show in community areas (available on the Arcane Explorer plan) can be seen by other members. Your e-mail address, readings and payment details are never shown to other users.",
      ],
      bullets: [
        "Hosting and database providers that store and serve the app.",
        "Our payment processor, which takes card payments, handles renewals and donations, and prevents fraud.",
        'Our AI provider, which receives the reading details described under "How we use information" to write enhanced text and chat replies.',
        "Our e-mail delivery provider, for account e-mails and the newsletter, and WhatsApp (Meta) when you choose to contact us there.",
        "Authorities, courts or other parties when the law requires it, or when needed to protect the rights, safety or property of our users, the public or Mystic Dice.",
        "A buyer or successor if Mystic Dice is sold, merged or reorganised. This policy would continue to apply to your data, and we would tell you before it became subject to a different policy.",
      ],
    },
    {
      id: "data-retention",
      heading: "Data retention",
      paragraphs: [
        "We keep personal data only as long as we need it for the purposes in this policy, then delete it or make it anonymous.",
        "If you ask us to delete your data and the law requires us to keep part of it (for example payment records), we keep only that part, restrict its use to that legal purpose and delete it when the period ends.",
      ],
      bullets: [
        "Account data, readings, chat guide history, karma ledger, achievements, quests and items: until you delete your account.",
        "Payment, subscription and donation records: about 7 years after the transaction, as tax and accounting law requires. These records survive account deletion.",
        "Newsletter data: until you unsubscribe; we then keep only your address on a suppression list so we never e-mail you by mistake.",
        "Support messages: for as long as needed to resolve your request, and no longer than 2 years after it is closed.",
        "Server logs and rate-limit records: for a short period, normally no longer than 30 days, unless needed to investigate a security incident.",
        "Sign-in sessions: until you sign out or the session expires.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "You control your data. Depending on where you live (for example in the EU, the UK or California), the law gives you the rights below; we offer them to all users wherever we reasonably can. Exercising them is free.",
        "Many of these rights you can use yourself in your account settings. For the rest, write to support@mysticdice.example from the e-mail address on your account, or message us on WhatsApp at +1 555 0142 777. We may ask you to confirm your identity before acting, and we reply within 30 days (we will tell you if a complex request needs longer, as the law allows).",
        "If you believe we have not handled your data properly, you also have the right to complain to a data protection authority, such as the one where you live or work. We would be grateful for the chance to fix the problem first.",
      ],
      table: {
        caption: "Your privacy rights and how to use them",
        headers: ["Right", "What it means", "How to exercise it"],
        rows: [
          [
            "Access",
            "You can ask whether we hold data about you and get a copy of it, with details of how we use it.",
            'See most of it in your profile, or use "Download my data"; e-mail us for anything else.',
          ],
          [
            "Rectification",
            "You can have inaccurate or incomplete data corrected.",
            "Edit your display name and e-mail in account settings, or ask us to correct anything else.",
          ],
          [
            "Erasure",
            "You can have your data deleted. Deleting your account removes your profile, readings, karma ledger, achievements, quests and items. Payment records we must keep by law stay for about 7 years.",
            'Use "Delete account" in account settings, or e-mail us from your account\'s address.',
          ],
          [
            "Export / portability",
            "You can receive the data you gave us and your activity in a structured, machine-readable format and take it elsewhere.",
            'Use "Download my data" in account settings to get a JSON export.',
          ],
          [
            "Restriction",
            "You can ask us to pause using your data while you contest its accuracy or our use of it, or to keep it only for a legal claim.",
            "E-mail or message support and tell us what to restrict.",
          ],
          [
            "Objection",
            "You can object to uses based on our legitimate interests, such as aggregate usage statistics, and to any direct marketing.",
            "E-mail or message support; for marketing, simply unsubscribe.",
          ],
          [
            "Withdrawal of consent",
            "Where we rely on your consent, such as the newsletter, you can withdraw it at any time. This does not affect what we did before.",
            "Use the one-click unsubscribe link in any newsletter, or contact support.",
          ],
        ],
      },
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Mystic Dice is meant for adults: our Terms of Service require users to be 18 or older. The service is not directed to children under 13, and we do not knowingly collect personal data from them.",
        "If we learn that we have collected personal data from a child under 13, or from anyone below the age required in their country, we will delete it and close the account promptly. If you believe a child has given us data, please tell us at support@mysticdice.example.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "We protect your data with measures that fit what it is and how it is used. No system is perfectly secure, but we design Mystic Dice so that a single mistake does not expose much.",
        "If a security breach puts your personal data at risk, we will tell you and the relevant authorities without undue delay, as the law requires. You can help by using a unique password and signing out on shared devices.",
      ],
      bullets: [
        "All traffic between your browser and Mystic Dice is encrypted with HTTPS.",
        "Passwords are stored only as salted one-way hashes; nobody at Mystic Dice can read them.",
        "Your session lives in an HttpOnly cookie that page scripts cannot read.",
        "Sign-in and sign-up attempts are rate-limited to slow down password guessing and abuse.",
        "AI requests are made from our servers; API keys are never sent to your browser.",
        "Card details are handled by our payment processor and never stored on our servers.",
        "Access to production data is limited to the people who need it to run the service.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      paragraphs: [
        "Mystic Dice is based in the United States, and our servers and most of our service providers are there too. If you use the service from another country, your data will be transferred to, stored in and processed in the United States, whose data protection laws may differ from yours.",
        "When we transfer personal data from the European Economic Area, the United Kingdom or Switzerland, we rely on recognised safeguards such as the European Commission's Standard Contractual Clauses (and the UK addendum), or on the recipient's certification under the EU-U.S. Data Privacy Framework where it applies. You can ask us for a copy of the relevant safeguards by contacting support.",
      ],
    },
    {
      id: "updates-to-this-policy",
      heading: "Updates to this policy",
      paragraphs: [
        "We may update this policy when the service or the law changes. The date at the top shows when it last changed.",
        "If a change is significant, for example a new use of your data or a new kind of partner, we will tell you by e-mail or with a notice in the app at least 14 days before it takes effect, and ask for your consent where the law requires it. Earlier versions are available on request.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "If you have a question about this policy or your data, or want to exercise any of your rights, we are happy to help.",
      ],
      bullets: [
        "E-mail: support@mysticdice.example",
        "WhatsApp: +1 555 0142 777",
        "Post: Mystic Dice, 221 Lantern Row, Suite 7, Salem, MA 01970, USA",
      ],
    },
  ],
};
