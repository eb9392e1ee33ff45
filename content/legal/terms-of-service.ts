import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  PAST_DUE_GRACE_DAYS,
  PLAN_TERMS,
  type PlanTerms,
} from "../../src/shared/billing";
import type { LegalDocument } from "../../src/shared/content-types/site";
import { LEGAL_LAST_UPDATED } from "./last-updated";

const FREE_PLAN = PLAN_TERMS.find((plan) => plan.priceCents === 0)!;

/** One plan as the terms list it, with the figures of PLAN_TERMS (the same as on the Pricing page). */
function planBullet(plan: PlanTerms): string {
  const price = plan.priceCents === 0 ? "free" : `${formatUsd(plan.priceCents)} per month`;
  const casts = plan.dailyLimit === null ? "Unlimited casts" : `${plan.dailyLimit} casts`;
  const depth =
    plan.minTier <= 1
      ? "reading depth follows your level, from tier 1 to tier 5"
      : plan.minTier >= 5
        ? `reading depth tier ${plan.minTier} of 5 from the first day`
        : `reading depth at least tier ${plan.minTier} of 5 from the first day`;
  const report = plan.level === 1 ? "" : " Includes the weekly report.";
  return `${plan.name} plan: ${price}. ${casts} and ${plan.enhancementsPerDay} enhanced readings a day; ${depth}.${report}`;
}

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description:
    "The rules for using Mystic Dice: eligibility, entertainment-only readings, accounts, plans and billing, refunds, donations, virtual items, acceptable use and liability.",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'These Terms of Service are the agreement between you and the operator of this Mystic Dice service ("Mystic Dice", "we", "us"), whose contact details are at the end of these terms and on our Contact page at /contact-us, for using the Mystic Dice website and web app. Please read them carefully, especially the sections on entertainment only, refunds and limitation of liability. Our Privacy Policy explains how we handle your personal data.',
  sections: [
    {
      id: "acceptance-of-terms",
      heading: "Acceptance of terms",
      paragraphs: [
        "By accepting the disclaimer shown at the start of each browser session, creating an account or otherwise using Mystic Dice, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.",
        "Some features have extra rules shown where you use them, such as a quest's conditions. Those rules form part of these terms; if they conflict with these terms, the feature's specific rules apply to that feature.",
      ],
    },
    {
      id: "eligibility",
      heading: "Eligibility",
      paragraphs: [
        "You must be 18 or older to use Mystic Dice. By using the service you confirm that you are at least 18 and legally able to enter into this agreement in the place where you live.",
        "You may not use Mystic Dice if we have previously closed your account for breaking these terms, or if using it is against the law where you are. If we learn that a user is under 18, we will close the account.",
      ],
    },
    {
      id: "entertainment-only",
      heading: "Entertainment only",
      paragraphs: [
        "Mystic Dice readings, enhanced readings, chat guide replies, timing predictions and yes-or-no answers are for entertainment and personal reflection only. The dice are drawn at random; readings do not predict the future and are not based on any scientific method.",
        "Nothing on Mystic Dice is medical, legal, financial, psychological or other professional advice. Do not use a reading to make decisions about your health, treatment, legal matters, money, investments or relationships in place of a qualified professional. If you are in crisis or thinking about harming yourself, contact your local emergency services or a crisis line right away.",
        "You are responsible for the decisions you make. We are not responsible for any action you take or do not take because of a reading.",
      ],
    },
    {
      id: "accounts-and-security",
      heading: "Accounts and security",
      paragraphs: [
        "Casting the dice needs a free account, and so do your profile, karma, achievements, quests and items. You can create one with your e-mail address and a password, or with a sign-in link we e-mail you. Use an address you can receive mail at: the e-mail address cannot be changed later, and it is where your sign-in and password-reset links are sent.",
        "Keep your password secret and do not share your account. You are responsible for activity under your account unless it happened because of our own failure. If you think someone else has used your account, set a new password with 'Forgot password?', sign out your other sessions in the Security section of your dashboard and tell us straight away (our contact details are at the end of these terms). You can also turn on two-factor sign-in there.",
        "One person, one account: do not create several accounts to get around reading limits, claim rewards more than once or avoid a suspension. You can delete your account at any time in the Security section of your dashboard.",
      ],
    },
    {
      id: "subscriptions-and-billing",
      heading: "Subscriptions and billing",
      paragraphs: [
        `Mystic Dice has three plans, listed below with what each includes; the list is the same as on our Pricing page at /pricing. Every account starts on the ${FREE_PLAN.name} plan, which costs nothing. Mystic Dice does not show advertising on any plan.`,
        "Paid plans are billed monthly in advance, in US dollars, through our payment processor, Stripe. You enter your card on Stripe's checkout page; your card number never reaches our servers. A new plan starts as soon as Stripe confirms your payment, and we e-mail you a receipt for every payment.",
        "A subscription renews automatically at the end of each monthly period, and your card is charged the then-current price, until you cancel.",
        `You can cancel at any time from your dashboard. Cancelling stops the next renewal: you keep your plan until the end of the period you have paid for, then your account moves to the ${FREE_PLAN.name} plan. Switching between the paid plans takes effect at once; the difference for the rest of the period is prorated and charged or credited on your next invoice.`,
        `If a renewal payment fails, Stripe tries your card again and we e-mail you. Your plan stays for a grace period of ${PAST_DUE_GRACE_DAYS} days; if the payment has still not gone through by then, your account moves to the ${FREE_PLAN.name} plan until it does.`,
        "If we change a plan's price, we will tell you at least 30 days in advance, and the new price applies only from your next renewal after that notice, so you have time to cancel. We will not reduce what a paid plan includes during a period you have already paid for.",
        "The paid plans include a weekly report: every Sunday from 06:00 in your profile's time zone, a report of the week ahead (the computed sky at your local times and what astrological tradition makes of it, your numerology cycles, your readings of the past week, one ritual and one journaling prompt), sent by e-mail and as a notification by the channels you choose in your dashboard's reminders, and kept at /reports while your account and a paid plan last. It is for entertainment and reflection, like every reading. Every report e-mail has a link that turns it off in one click, and you can turn it off or on in your reminders at any time. On the free plan, /reports shows a sample instead.",
        "Deleting your account ends a paid plan at once: we cancel the subscription with Stripe before the account is deleted, and the rest of the period is not refunded, except where the law requires.",
      ],
      bullets: PLAN_TERMS.map(planBullet),
    },
    {
      id: "no-refund-policy",
      heading: "No-refund policy",
      paragraphs: [
        "All payments are final and non-refundable, except where the law requires a refund. This includes subscription fees, renewals, partially used billing periods, unused readings and upgrades, and also credits or items if they are ever sold. Cancelling stops future charges but does not refund the current period.",
        `The ${FREE_PLAN.name} plan costs nothing, so you can see whether Mystic Dice is for you before you pay for a plan. If you forget to cancel before a renewal, we cannot refund that renewal.`,
        "Nothing in this policy removes rights you have under the law where you live. For example, if local consumer law gives you a right to withdraw from a purchase, or a right to a remedy when a service is faulty, we will honour it. If you are charged twice or charged in error, contact us and we will correct it. A refund goes back through Stripe to the card you paid with.",
      ],
    },
    {
      id: "credits-and-virtual-items",
      heading: "Credits and virtual items",
      paragraphs: [
        "Karma, achievements, quests and items in Mystic Dice are part of the game. Mystic Dice has no credits today; if credits are ever offered, everything in this section applies to them too, and they cannot be transferred. All of these are a limited licence to use a feature of the service, not property you own.",
        "They have no cash value. They cannot be exchanged for money, refunded, sold, traded or transferred to another account or person, on or off Mystic Dice.",
        "We may rebalance, rename or retire karma rules, achievements, quests or items to keep the game fair and working, and we may correct or remove any that were earned by mistake, through a bug or by breaking these terms. When you delete your account, or when we close it for a breach of these terms, they are removed and cannot be restored.",
      ],
    },
    {
      id: "donations",
      heading: "Donations",
      paragraphs: [
        `You can make a one-time donation of ${formatUsd(DONATION_MIN_CENTS)} to ${formatUsd(DONATION_MAX_CENTS)} on our Pricing page at /pricing, paid through Stripe. Donations are entirely voluntary, are not required for any feature and do not buy anything: no plan, goods, services, readings, karma, items or special treatment.`,
        "A donation is non-refundable, except where the law requires or in the case of a payment made in error that you report to us promptly. Mystic Dice is a business, not a charity, so donations are not tax-deductible.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        "Use Mystic Dice respectfully and lawfully, and help keep it a calm place for everyone. In particular, you agree not to:",
      ],
      bullets: [
        "Harass, threaten, demean or impersonate anyone, or send hateful, sexually explicit, violent or illegal content to the chat guide or our support channels.",
        "Share other people's personal information without their permission.",
        "Break, probe or overload the service, get around reading limits, rate limits or security measures, or access accounts or data that are not yours.",
        "Use bots, scrapers or automated scripts to cast dice, collect readings or farm karma, achievements, quests or items.",
        "Copy, resell or republish readings or other content at scale, or use them to train machine-learning models, without our written permission.",
        "Use the chat guide or enhanced readings to produce content that is unlawful or that you present as professional advice.",
        "Flood the chat guide, the newsletter sign-up or our support channels with spam.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "Mystic Dice owns or licenses the service and everything in it, including the 216 readings, the app's design, artwork, text, logos, the Mystic Dice name and the software. We give you a personal, non-exclusive, non-transferable licence to use them for your own non-commercial entertainment while you follow these terms.",
        "You may share an individual reading you received, for example with a friend or on social media, as long as you do not alter it to mislead and do not remove the Mystic Dice name.",
        "You keep ownership of what you write, such as your profile and your messages to the chat guide. You give us a worldwide, royalty-free licence to store, process and display it as needed to run the service for you; this ends when you delete the content or your account, except for copies we must keep by law.",
      ],
    },
    {
      id: "enhanced-readings-and-chat-guide",
      heading: "Enhanced readings and the chat guide",
      paragraphs: [
        "Enhanced readings are written on our servers in the Oracle's voice by our built-in oracle composer, which weaves your dice, your chosen situation and your reading together; the chat guide Lyra answers from a set of built-in replies. Only if we connect an AI text service, or a chat automation service for the chat guide, are they written by that service instead, from the same details and the words you send the chat guide. Each enhanced reading is marked with who wrote it: “The Oracle's voice” for our built-in oracle composer, or, when an AI text service wrote it, “AI” and the model's name.",
        "Enhanced readings and chat replies can be inaccurate, inconsistent, incomplete or unexpected, and they can sound more certain than they are. Like the rest of Mystic Dice they are entertainment, never professional advice: do not rely on them for facts or decisions, and do not treat them as the view of Mystic Dice. When an AI service writes them, its own safety filter may decline a reading. If you see something inappropriate, please report it to us (our contact details are at the end of these terms).",
        "How many readings you can enhance each day is set by your plan, as listed under Subscriptions and billing. How deep they go is set by your tier: the higher of your level's tier and the tier your plan starts you at. The free plan's limits may be adjusted to keep the service fair and affordable; a paid plan's are never reduced during a period you have already paid for.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability and disclaimers",
      paragraphs: [
        'Mystic Dice is provided "as is" and "as available". To the fullest extent the law allows, we make no promises beyond those in these terms: we do not guarantee that the service will be uninterrupted, error-free or always available, or that any reading, enhanced reading or timing prediction will be accurate or come true.',
        "To the fullest extent the law allows, Mystic Dice will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, data, opportunities or goodwill, arising from your use of the service or from any decision you make based on a reading. Our total liability for any claim relating to the service is limited to the greater of the amount you paid us in the 12 months before the claim and US $50.",
        "Some places do not allow these exclusions or limits. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud, or for death or personal injury caused by our negligence, and nothing takes away your statutory rights as a consumer.",
        "You agree to indemnify Mystic Dice against claims by third parties arising from content you post or your breach of these terms, to the extent the law allows.",
      ],
    },
    {
      id: "changes-termination-governing-law-contact",
      heading: "Changes, termination, governing law and contact",
      paragraphs: [
        "Changes. We may update these terms as the service grows or the law changes. For significant changes we will give you at least 14 days' notice by e-mail or in the app. If you keep using Mystic Dice after a change takes effect, you accept the new terms; if you do not agree, you can delete your account before then.",
        "Termination. You can stop using Mystic Dice and delete your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, puts other users at risk or is used for fraud; where possible we will warn you first and explain why. If we close the service or your account without any fault on your part, we will refund the unused part of any prepaid period.",
        "Governing law. These terms are governed by the law of the place where the operator of this service is established, without regard to its conflict-of-law rules, and disputes will be heard in its courts, unless the law of the country where you live gives you the right to bring a claim in your local courts or the benefit of its mandatory consumer protections.",
        "If any part of these terms is found unenforceable, the rest stays in effect.",
        "Contact. Questions about these terms? Here is how to reach us.",
      ],
      supportContact: true,
    },
  ],
};
