import type { LegalDocument } from "../../src/shared/content-types/site";
import { LEGAL_LAST_UPDATED } from "./last-updated";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description:
    "How Mystic Dice collects, uses, protects and deletes your personal data, and how you can exercise your privacy rights.",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    "Mystic Dice is an entertainment app: you choose a life situation, cast three dice and receive an oracle-style reading. To do that, and to keep your profile, karma and achievements, we need a small amount of information about you. This policy explains in plain words what we collect, why, how long we keep it, who helps us process it and how you stay in control of it. We do not sell your personal data.",
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this policy covers",
      paragraphs: [
        'This policy applies to the Mystic Dice website and web app, including dice readings, enhanced readings, the chat guide, your account and profile (karma, achievements, quests and items), the e-mails we send, the newsletter and our support channels. In this policy, "Mystic Dice", "we" and "us" mean the operator of this Mystic Dice service, who is responsible (the "controller") for your personal data and whose contact details are in the Contact section at the end of this policy and on our Contact page at /contact-us.',
        "When you buy a plan or make a donation, our payment processor, Stripe, takes the payment on its own page. This policy covers what we keep about your plan and payments; Stripe's own privacy policy covers what you enter on its pages.",
        "It does not cover websites or services run by others that we link to, such as WhatsApp. Those have their own privacy policies.",
        "This policy should be read together with our Terms of Service. If you do not agree with how we handle your data, please do not use the service; you can delete your account at any time.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We collect only what we need to run the service. Some information you give us directly, and some is created when you use the app.",
        "Casting the dice needs an account. Visitors who are not signed in give us only the technical data below, and what they write to the chat guide, the home page's e-mail card or the newsletter sign-up if they use them.",
      ],
      bullets: [
        'Account data: your e-mail address, which is how your account is known and cannot be changed; a short name taken from it; and your password if you set one, which we store only as a one-way hash and never in readable form. If you turn on two-factor sign-in, we keep what is needed to check its codes. Each profile also gets a display id beginning with "MYS-".',
        "Profile data: what you choose to add on your dashboard: full name, bio, location, birth date, interests and time zone. The time zone starts as your browser's, so your days and daily allowance follow your own midnight.",
        "Reading and activity data: the situations you choose, the question you ask before a cast if you write one, the dice you cast (and whether you rolled them yourself), the values that let anyone check a cast's dice, the readings you receive and their enhanced text, whether a reading is shared, your daily allowance, your karma ledger, achievements, quests, items and the dates of these events.",
        "Journal data: the private note you add to a reading and your answer to \"How did it turn out?\"; the numbers you log as seen (the number, when you saw it and your note); the day's cycles you record, worked out from your birth date; and the dreams you write down (their words, date, mood, lucidity and tags, and the dictionary's symbols found in them). Notes and dreams are never part of a shared reading, a dream cannot be shared at all, and all of this is in your data export and is deleted with your account.",
        "Chat guide messages: what you write to the chat guide is answered and not kept. It is not saved with your account, and the conversation lives only in your open page.",
        "Sign-in sessions: for each browser you sign in on, its IP address, its user agent (which tells us the browser and device), when the session began and when it was last active. You see the same list in the Security section of your dashboard.",
        "Plan and payment data: your plan; your subscription's plan and status, its renewal date, whether and when it is cancelled or ends, and when a renewal payment first failed (for the grace period); the Stripe ids of your customer record and subscription; and a record of every charge, refund and donation: its amount, currency, kind, status, Stripe ids and time. You enter your card on Stripe's checkout page: your card number never reaches our servers, and we never see or store it.",
        "Newsletter data: your e-mail address, when you asked to subscribe, when you confirmed by the link we sent you, and when you unsubscribed.",
        "E-mails we send you: sign-in links, password-reset links, payment receipts, notices of a failed payment, reminders and newsletter letters wait in our outbox until they are delivered.",
        "Reminder data: the reminders you turn on in your dashboard (daily reading, new and full moon, streak), their hour and whether they come by e-mail or notification; for each device you allow notifications on, the address its browser's push service gave it and the keys that encrypt messages for it; and the day and kind of each reminder we sent, so that none is sent twice.",
        "Weekly reports (paid plans): each week's report as it was made for you (the week's computed sky in your time zone, your numerology cycles from your birth date, a summary of your readings of the past week and a question of yours still waiting for its follow-up), and when it was e-mailed and sent as a notification. They are kept at /reports, are in your data export and are deleted with your account.",
        "Support data: messages you send us by e-mail, post or WhatsApp (where we list a number), including your phone number if you contact us on WhatsApp.",
        "Technical data: your IP address, which we use to limit how often sign-in, sign-up, the chat guide and other requests can be made from one address (rate limiting); and server logs of requests to our API, which record the path, the result and how long it took, but not your IP address.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use information",
      paragraphs: [
        "We use your information for the purposes below and for nothing incompatible with them. Where the law requires a legal basis (for example under the EU or UK GDPR), we name it in brackets.",
        "Enhanced readings are written on our servers by our built-in oracle composer, in the Oracle's voice, from your dice, your situation, your reading and the question you wrote before casting, if you wrote one; the chat guide answers from built-in replies. Only if we connect an AI text service does our server send it what it needs to write the text: for an enhanced reading, the dice, the chosen situation, the reading's texts, your question if you wrote one and your account's random id; for the chat guide, the message you wrote; for a reflection on a dream, only when you ask for one on that dream, its words and the symbols found in them. Even then we never send your name or e-mail address, and the service's key never leaves our server. We record with each enhanced reading who wrote it (the built-in oracle composer, or the AI text service and its model, if we connect one), show it beside the text and include it when you export your data.",
        "If we connect a chat automation service, the chat guide's replies come from it instead: it receives your message, the topic we detected in it and, when you are signed in, your account's random id.",
        "We do not use your readings to make decisions about you that have legal or similarly significant effects, and we do not build advertising profiles from them.",
      ],
      bullets: [
        "To provide the service: cast dice, show readings, keep your profile, karma, achievements, quests and items, apply your plan's daily reading limit and write enhanced readings and chat replies (performance of our contract with you).",
        "To take payments and keep your plan: checkout, renewals, cancellations, switching plans, the grace period after a failed payment, receipts by e-mail and donations (performance of our contract with you); to keep the payment records that tax and accounting law requires (legal obligation); and to prevent payment fraud and answer payment disputes (legitimate interests).",
        "To keep the service secure: sign-in sessions, two-factor sign-in, rate limits, abuse prevention and fixing errors (legitimate interests in a safe, working service).",
        "To answer your support requests (performance of contract and legitimate interests).",
        "To send the newsletter, only if you subscribed and confirmed by the link we e-mailed you (consent, which you can withdraw at any time with the unsubscribe link in every letter).",
        "To send the reminders you turn on, by e-mail and as notifications to the devices you allowed (consent, which you can withdraw at any time in your dashboard or with the link in every reminder that turns it off).",
        "To make and send the weekly report that your paid plan includes (the contract), until you turn it off in your dashboard or with the link in every report e-mail.",
        "To send the e-mails you ask for or that keep your account safe, such as sign-in links and password resets, and notice of important changes to our terms or this policy (performance of contract and legal obligation).",
        "To understand which features are used so we can improve them, from counts in our own database and server logs (legitimate interests). We use no analytics service, and we do not read individual readings for this.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and similar technologies",
      paragraphs: [
        "We keep cookies to a minimum, and we use no analytics and no tracking of any kind. When you sign in we set a session cookie that keeps you signed in. It is HttpOnly, so scripts running in the page cannot read it; it is sent only over HTTPS in production and only to Mystic Dice. It ends when you sign out, when you sign that session out from your dashboard, or when the session expires, about 30 days after your last visit. While you finish a two-factor sign-in, a short-lived cookie remembers that step.",
        "We also set a small functional cookie named tz that holds your browser's time zone (for example Europe/Paris), so that a new account starts its days, streaks and daily allowance on your local midnight. It holds nothing else and does not track you.",
        "In your browser's session storage, which lasts only while the tab stays open, we keep a few flags: that you accepted the disclaimer, the last page you visited, your scroll position on each page, and whether you skipped the e-mail card on the home page. They never leave your browser. All of these are strictly necessary or functional.",
        "Where your browser supports it, a service worker keeps a copy of the site's pages and files in your browser's storage, so that Mystic Dice opens quickly and can be installed as an app. While you are signed in it also keeps the last readings you opened there, so that you can read them without a connection. That copy stays on your device and is never sent anywhere; it is deleted when you sign out, when someone else signs in on that browser, and when you delete your account.",
        "We do not show advertising, and we set no cookies for advertising, analytics or cross-site tracking. Stripe's checkout and billing pages are on Stripe's own site, where Stripe's cookies and privacy policy apply; we set no cookie for Stripe on Mystic Dice. If we ever work with a partner that sets its own cookies on Mystic Dice, we will list it here and ask for your consent beforehand where the law requires it.",
        "You can delete or block cookies in your browser settings. If you block the session cookie, you will not be able to sign in.",
      ],
    },
    {
      id: "sharing-and-disclosure",
      heading: "Sharing and disclosure",
      paragraphs: [
        "We do not sell your personal data, and we do not share it with anyone for their own marketing. We share it only with the service providers that help us run Mystic Dice, and only as much as each needs. They act on our instructions under written contracts that require them to protect the data and not use it for their own purposes.",
        "Nothing in your profile is shown to other users: Mystic Dice has no public profiles, forums or other shared spaces, and your e-mail address is never shown to anyone else.",
        "Your readings stay private unless you share one. When you choose 'Share' on a reading, it gets a public link that cannot be guessed: anyone you send it to sees that reading (its situation, dice, any question you asked with it, and its text), never your name, e-mail address or anything else from your account. 'Stop Sharing', on the reading or in your reading history, ends the link for good; deleting your account ends all of them.",
      ],
      bullets: [
        "Hosting and database providers that store and serve the app.",
        "Our e-mail delivery provider, which carries sign-in links, password resets, reminders and the newsletter, and WhatsApp (Meta) when we list a number and you choose to contact us there.",
        "The push service of each browser you allow notifications on (run by the browser's maker), which carries each reminder to your device encrypted, so that it cannot read it.",
        'If we connect an AI text service, that service, which receives the details described under "How we use information" to write enhanced readings and chat replies.',
        "If we connect a chat automation service for the chat guide, that service, which receives your chat message, its topic and, when you are signed in, your account's random id.",
        "Stripe, our payment processor, which takes card payments on its own checkout page, handles renewals, refunds and donations, and prevents fraud. When you first pay, we give Stripe your e-mail address and your account's random id, and with each checkout the plan or donation you chose. Stripe's own privacy policy applies to what you enter on its pages.",
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
        "Account data, profile, readings and their enhanced text, karma ledger, achievements, quests, items, subscription details and two-factor settings: until you delete your account. Deleting it first cancels a live paid plan with Stripe at once, then removes all of this in one step, together with your sign-in sessions, any sign-in or reset links still pending, your newsletter subscription and any e-mail waiting to be sent to you.",
        "Payment records (every charge, refund and donation): about 7 years after the transaction, as tax and accounting law requires. They survive account deletion without your name or e-mail address: deleting your account removes their link to it, and they keep only the amount, currency, kind, status, Stripe ids and time. Stripe keeps its own records of your payments, as its privacy policy and the law require.",
        "Newsletter data: while you are subscribed, and afterwards as a record that you unsubscribed (or never confirmed), so we never write to you by mistake. Deleting your account removes it.",
        "Reminder data: until you delete your account, which removes it. A device stops receiving notifications, and is forgotten, when its push service tells us the device's address no longer exists.",
        "E-mails we send: deleted from our outbox 7 days after they are sent, because they carry sign-in links.",
        "Support messages: for as long as needed to resolve your request, and no longer than 2 years after it is closed.",
        "Sign-in sessions, with their IP address and user agent: until you sign out or sign them out from your dashboard, and at the latest until you delete your account.",
        "Server logs, which hold no IP addresses: for a short period, normally no longer than 30 days, unless needed to investigate a security incident.",
        "Rate-limit counters: a count and the time of the last attempt for each IP address and kind of request, such as signing in. They are not linked to your account, each is overwritten by the next attempt from the same address, and they are not yet cleared on a schedule.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "You control your data. Depending on where you live (for example in the EU, the UK or California), the law gives you the rights below; we offer them to all users wherever we reasonably can. Exercising them is free.",
        "Many of these rights you can use yourself on your dashboard. For the rest, write to us with the details in the Contact section at the end of this policy, by e-mail from the address on your account where you can. We may ask you to confirm your identity before acting, and we reply within 30 days (we will tell you if a complex request needs longer, as the law allows).",
        "If you believe we have not handled your data properly, you also have the right to complain to a data protection authority, such as the one where you live or work. We would be grateful for the chance to fix the problem first.",
      ],
      table: {
        caption: "Your privacy rights and how to use them",
        headers: ["Right", "What it means", "How to exercise it"],
        rows: [
          [
            "Access",
            "You can ask whether we hold data about you and get a copy of it, with details of how we use it.",
            'See most of it on your dashboard, or use "Download my data" in its Security section; e-mail us for anything else.',
          ],
          [
            "Rectification",
            "You can have inaccurate or incomplete data corrected.",
            "Edit your full name, bio, location, birth date, interests and time zone on your dashboard. Your e-mail address cannot be changed: to use another one, create a new account with it. Ask us to correct anything else.",
          ],
          [
            "Erasure",
            "You can have your data deleted. Deleting your account removes, in one step, your account, profile, readings, karma ledger, achievements, quests, items, sessions, newsletter subscription and pending e-mails. It first cancels a live paid plan with Stripe at once. Payment records we must keep by law stay for about 7 years, without your name or e-mail address.",
            'Use "Delete my account" in the Security section of your dashboard (it asks you to type your e-mail address, and your password if you have one), or e-mail us from your account\'s address.',
          ],
          [
            "Export / portability",
            "You can receive the data you gave us and your activity in a structured, machine-readable format and take it elsewhere.",
            'Use "Download my data" in the Security section of your dashboard to get a JSON file with your account, profile, readings and their enhanced text, karma ledger, achievements, quests, items, sessions, newsletter status, plan and payments, and your reminder choices.',
          ],
          [
            "Restriction",
            "You can ask us to pause using your data while you dispute whether it is correct or whether we may use it, or to keep it only for a legal claim.",
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
            "Use the unsubscribe link in any newsletter (your mail app's one-click unsubscribe works too), or contact support.",
          ],
        ],
      },
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Mystic Dice is meant for adults: our Terms of Service require users to be 18 or older. The service is not directed to children under 13, and we do not knowingly collect personal data from them.",
        "If we learn that we have collected personal data from a child under 13, or from anyone below the age required in their country, we will delete it and close the account promptly. If you believe a child has given us data, please tell us (see Contact at the end of this policy).",
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
        "Sign-in, sign-up, sign-in link, password-reset and two-factor attempts are rate-limited to slow down password guessing and abuse.",
        "Sign-in links work once and for 15 minutes, and password-reset links for 30 minutes.",
        "You can protect your account with two-factor sign-in through an authenticator app, and see and sign out your sessions, in the Security section of your dashboard.",
        "If we connect an AI text service, it is called only from our servers, and its key is never sent to your browser.",
        "Card details are entered on Stripe's page and handled by Stripe; they never reach our servers. Payment events from Stripe are accepted only with Stripe's valid signature.",
        "Access to production data is limited to the people who need it to run the service.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      paragraphs: [
        "Our servers and service providers may be in another country than yours; Stripe, for one, processes payments in the United States. If you use the service from another country, your data may be transferred to, stored in and processed in a country whose data protection laws differ from yours.",
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
        "If you have a question about this policy or your data, or want to exercise any of your rights, we are happy to help. Here is how to reach us.",
      ],
      supportContact: true,
    },
  ],
};
