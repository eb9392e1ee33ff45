import type { LegalDocument } from "../../src/shared/content-types";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description:
    "The rules for using Mystic Dice: eligibility, entertainment-only readings, subscriptions and billing, refunds, virtual items, acceptable use and liability.",
  lastUpdated: "2026-11-01",
  intro:
    "These Terms of Service are the agreement between you and Mystic Dice, 221 Lantern Row, Suite 7, Salem, MA 01970, USA, for using the Mystic Dice website and web app. Please read them carefully, especially the sections on entertainment only, refunds and limitation of liability. Our Privacy Policy explains how we handle your personal data.",
  sections: [
    {
      id: "acceptance-of-terms",
      heading: "Acceptance of terms",
      paragraphs: [
        "By accepting the disclaimer shown on your first visit, creating an account, starting a subscription or otherwise using Mystic Dice, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.",
        "Some features have extra rules shown where you use them, such as a quest's conditions or a promotion's details. Those rules form part of these terms; if they conflict with these terms, the feature's specific rules apply to that feature.",
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
        "Mystic Dice readings, AI-enhanced interpretations, chat guide replies, timing predictions and yes-or-no answers are for entertainment and personal reflection only. The dice are drawn at random; readings do not predict the future and are not based on any scientific method.",
        "Nothing on Mystic Dice is medical, legal, financial, psychological or other professional advice. Do not use a reading to make decisions about your health, treatment, legal matters, money, investments or relationships in place of a qualified professional. If you are in crisis or thinking about harming yourself, contact your local emergency services or a crisis line right away.",
        "You are responsible for the decisions you make. We are not responsible for any action you take or do not take because of a reading.",
      ],
    },
    {
      id: "accounts-and-security",
      heading: "Accounts and security",
      paragraphs: [
        "Some features, such as your profile, karma, achievements, quests, items and paid plans, require an account. Give us accurate information, including an e-mail address you can receive mail at, and keep it up to date.",
        "Keep your password secret and do not share your account. You are responsible for activity under your account unless it happened because of our own failure. If you think someone else has used your account, change your password and tell us at support@mysticdice.example straight away.",
        "One person, one account: do not create several accounts to get around reading limits, claim rewards more than once or avoid a suspension. You can delete your account at any time in account settings.",
      ],
    },
    {
      id: "subscriptions-and-billing",
      heading: "Subscriptions and billing",
      paragraphs: [
        "Mystic Dice offers three plans. Features and daily reading limits are described on the Pricing page and may be improved over time; we will not reduce what a paid plan includes during a period you have already paid for.",
        "Paid plans are billed monthly in advance, in US dollars, through our payment processor; sales tax or VAT is added where the law requires and shown before you pay. Subscriptions renew automatically at the end of each period and your payment method is charged the then-current price, unless you cancel before the end of the current period.",
        "You can cancel at any time in account settings. Cancellation stops the next renewal; you keep your paid features until the end of the period you have paid for, then your account moves to Free Seeker. Upgrades take effect when your payment is confirmed; downgrades take effect at the start of your next billing period.",
        "If we change a plan's price, we will tell you at least 30 days in advance, and the new price applies only from your next renewal after that notice, so you have time to cancel. If a payment fails, we may retry it and, if it still fails, move your account to Free Seeker.",
      ],
      bullets: [
        "Free Seeker: free. A limited number of readings per day and basic AI interpretations. May show advertising.",
        "Mystic Novice: $9.99 per month. More readings per day, personalized interpretations and no advertising.",
        "Arcane Explorer: $19.99 per month. Unlimited daily readings, advanced interpretations, community access and exclusive content.",
      ],
    },
    {
      id: "no-refund-policy",
      heading: "No-refund policy",
      paragraphs: [
        "All payments are final and non-refundable, except where the law requires a refund. This includes subscription fees, renewals, partially used billing periods, unused readings, upgrades and purchases of credits or items. Cancelling stops future charges but does not refund the current period.",
        "Before you subscribe, you can try the Free Seeker plan to see whether Mystic Dice is for you. If you forget to cancel before a renewal, we cannot refund that renewal.",
        "Nothing in this policy removes rights you have under the law where you live. For example, if local consumer law gives you a right to withdraw from a purchase, or a right to a remedy when a service is faulty, we will honour it. If you are charged twice or charged in error, contact us and we will correct it.",
      ],
    },
    {
      id: "credits-and-virtual-items",
      heading: "Credits and virtual items",
      paragraphs: [
        "Karma, achievements, quests, items and any credits in Mystic Dice are part of the game. They are a limited licence to use a feature of the service, not property you own.",
        "They have no cash value. They cannot be exchanged for money, refunded, sold, traded or transferred to another account or person, on or off Mystic Dice.",
        "We may rebalance, rename or retire karma rules, achievements, quests or items to keep the game fair and working, and we may correct or remove any that were earned by mistake, through a bug or by breaking these terms. When you delete your account, or when we close it for a breach of these terms, they are removed and cannot be restored.",
      ],
    },
    {
      id: "donations",
      heading: "Donations",
      paragraphs: [
        "You can choose to support Mystic Dice with a donation. Donations are entirely voluntary, are not required for any feature and do not buy goods, services, readings, karma or special treatment.",
        "Donations are non-refundable, except where the law requires or in the case of a payment made in error that you report to us promptly. Mystic Dice is a business, not a charity, so donations are generally not tax-deductible.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        "Use Mystic Dice respectfully and lawfully, and help keep it a calm place for everyone. In particular, you agree not to:",
      ],
      bullets: [
        "Harass, threaten, demean or impersonate anyone, or post hateful, sexually explicit, violent or illegal content in community areas or the chat guide.",
        "Share other people's personal information without their permission.",
        "Break, probe or overload the service, get around reading limits, rate limits or security measures, or access accounts or data that are not yours.",
        "Use bots, scrapers or automated scripts to cast dice, collect readings or farm karma, achievements, quests or items.",
        "Copy, resell or republish readings or other content at scale, or use them to train AI models, without our written permission.",
        "Use the chat guide or AI features to produce content that is unlawful or that you present as professional advice.",
        "Spam, advertise or send unsolicited messages to other users.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "Mystic Dice owns or licenses the service and everything in it, including the 216 readings, the app's design, artwork, text, logos, the Mystic Dice name and the software. We give you a personal, non-exclusive, non-transferable licence to use them for your own non-commercial entertainment while you follow these terms.",
        "You may share an individual reading you received, for example with a friend or on social media, as long as you do not alter it to mislead and do not remove the Mystic Dice name.",
        "You keep ownership of what you write, such as questions, chat messages and community posts. You give us a worldwide, royalty-free licence to store, process and display it as needed to run the service for you; this ends when you delete the content or your account, except for copies other users have already received in community areas or that we must keep by law.",
      ],
    },
    {
      id: "ai-generated-content",
      heading: "AI-generated content",
      paragraphs: [
        "Enhanced readings and chat guide replies are written by an AI model, generated on our servers from your dice, your chosen situation and any question you type. AI text can be inaccurate, inconsistent, incomplete or unexpected, and it can sound more certain than it is.",
        "AI content is entertainment, like the rest of Mystic Dice, and is never professional advice. Do not rely on it for facts or decisions, and do not treat it as the view of Mystic Dice. We filter for harmful output, but if you see something inappropriate, please report it to support@mysticdice.example.",
        "Daily limits on AI features depend on your plan and may be adjusted to keep the service fair and affordable.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability and disclaimers",
      paragraphs: [
        'Mystic Dice is provided "as is" and "as available". To the fullest extent the law allows, we make no promises beyond those in these terms: we do not guarantee that the service will be uninterrupted, error-free or always available, or that any reading, AI text or timing prediction will be accurate or come true.',
        "To the fullest extent the law allows, Mystic Dice will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, data, opportunities or goodwill, arising from your use of the service or from any decision you make based on a reading. Our total liability for any claim relating to the service is limited to the greater of the amount you paid us in the 12 months before the claim and US $50.",
        "Some places do not allow these exclusions or limits. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud, or for death or personal injury caused by our negligence, and nothing takes away your statutory rights as a consumer.",
        "You agree to indemnify Mystic Dice against claims by third parties arising from content you post or your breach of these terms, to the extent the law allows.",
      ],
    },
    {
      id: "changes-termination-governing-law-contact",
      heading: "Changes, termination, governing law and contact",
      paragraphs: [
        "Changes. We may update these terms as the service grows or the law changes. For significant changes we will give you at least 14 days' notice by e-mail or in the app. If you keep using Mystic Dice after a change takes effect, you accept the new terms; if you do not agree, you can cancel your subscription and delete your account before then.",
        "Termination. You can stop using Mystic Dice and delete your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, puts other users at risk or is used for fraud; where possible we will warn you first and explain why. If we close the service or your account without any fault on your part, we will refund the unused part of any prepaid period.",
        "Governing law. These terms are governed by the laws of the Commonwealth of Massachusetts, USA, without regard to its conflict-of-law rules. Disputes will be heard in the state or federal courts located in Essex County, Massachusetts, unless the law of the country where you live gives you the right to bring a claim in your local courts or the benefit of its mandatory consumer protections.",
        "Contact. Questions about these terms? E-mail support@mysticdice.example, message us on WhatsApp at +1 555 0142 777, or write to Mystic Dice, 221 Lantern Row, Suite 7, Salem, MA 01970, USA. If any part of these terms is found unenforceable, the rest stays in effect.",
      ],
    },
  ],
};
