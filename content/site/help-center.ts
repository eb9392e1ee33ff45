import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  isPaidPlanLevel,
  PAST_DUE_GRACE_DAYS,
  PLAN_TERMS,
  planPriceLabel,
  type PlanTerms,
} from "../../src/shared/billing";
import type { HelpCenterContent } from "../../src/shared/content-types/site";
import { RUNE_SPREADS, spreadSize, TAROT_SPREADS, type Spread } from "../../src/shared/draws/spreads";
import { CAST_QUESTION_MAX_LENGTH } from "../../src/shared/field-limits";
import { spreadWords } from "../draws/spreads";

/** The plans' figures come from PLAN_TERMS (docs/decisions/020-the-offer-and-payments.md). */
const FREE_PLAN = PLAN_TERMS.find((plan) => plan.priceCents === 0)!;
const PAID_PLANS = PLAN_TERMS.filter((plan) => isPaidPlanLevel(plan.level));
const PRICING_LINK = { label: "See the plans and prices", href: "/pricing" };

/** "The Mystic Novice plan ($9.99/month) gives 10 casts and 30 enhanced readings a day, and readings at tier 3 of 5 or deeper from the first day." */
function paidPlanSentence(plan: PlanTerms): string {
  const casts = plan.dailyLimit === null ? "casts without a daily cap" : `${plan.dailyLimit} casts`;
  const depth =
    plan.minTier >= 5
      ? `readings at tier ${plan.minTier} of 5, with every section, from the first day`
      : `readings at tier ${plan.minTier} of 5 or deeper from the first day`;
  return `The ${plan.name} plan (${planPriceLabel(plan)}) gives ${casts} and ${plan.enhancementsPerDay} enhanced readings a day, and ${depth}.`;
}

function listOf(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "One Card (1 card), Three Cards (3 cards) and Celtic Cross (10 cards)". */
function spreadList(spreads: readonly Spread[], item: [string, string]): string {
  return listOf(
    spreads.map(
      (spread) => `${spreadWords(spread).name} (${spreadSize(spread)} ${spreadSize(spread) === 1 ? item[0] : item[1]})`,
    ),
  );
}

const isFreeSpread = (spread: Spread) =>
  FREE_PLAN.maxSpreadSize === null || spreadSize(spread) <= FREE_PLAN.maxSpreadSize;
const paidSpreads = [...TAROT_SPREADS, ...RUNE_SPREADS].filter((spread) => !isFreeSpread(spread));
const spreadsByPlan =
  paidSpreads.length === 0
    ? `Every spread is open on every plan, the ${FREE_PLAN.name} plan included.`
    : `On the ${FREE_PLAN.name} plan every spread of up to ${FREE_PLAN.maxSpreadSize} items is free; ${listOf(paidSpreads.map((spread) => `the ${spreadWords(spread).name}`))} open with the ${listOf(PAID_PLANS.map((plan) => plan.name))} plans.`;

const enhancementsByPlan = PLAN_TERMS.map((plan) => `${plan.enhancementsPerDay} on the ${plan.name} plan`);
const enhancementsList = `${enhancementsByPlan.slice(0, -1).join(", ")} and ${enhancementsByPlan.at(-1)}`;

export const helpCenterContent: HelpCenterContent = {
  intro:
    "Welcome to the Help Center. Here you will find answers about creating your account, casting the dice, drawing the tarot and the runes and reading what they reveal — and what to do when the cosmic energies seem tangled.",
  sections: [
    {
      id: "getting-started",
      title: "Getting Started",
      items: [
        {
          question: "How do I create an account?",
          answer:
            "Choose Sign Up and enter your e-mail address and a password between 8 and 128 characters; once your account is created you are signed in straight away. Or leave your e-mail address in the card on the home page and we will send you a sign-in link: following it opens your account, no password needed (the link works once, within 15 minutes). You must be 18 or older to use Mystic Dice.",
        },
        {
          question: "Why am I asked to accept a disclaimer?",
          answer:
            "At the start of each browser session we ask you to accept a short disclaimer. It confirms that readings are for entertainment and reflection only, not professional medical, legal or financial advice, and that you are 18 or older. Your acceptance lasts as long as that browser session: reloading or moving between pages in the same tab keeps it, but a new tab, or coming back after closing the tab, asks once more.",
        },
        {
          question: "Do I need an account to cast the dice?",
          answer:
            "Yes: casting the dice needs a free account. Visitors can explore the site and see the tools, and the account is what lets Mystic Dice keep your readings, daily allowance, karma, streaks and achievements.",
        },
      ],
    },
    {
      id: "using-mystic-dice",
      title: "Using Mystic Dice",
      items: [
        {
          question: "How do I get a reading?",
          answer: `Sign in and open Dice Divination. Hold your question in mind, choose the situation it touches — Guidance, Finances or Relationships — then press 'Cast the Mystical Dice'. After a short roll, your reading appears below the dice. Writing your question in 'Ask the dice a question' first, in up to ${CAST_QUESTION_MAX_LENGTH} characters, is up to you: the question is optional. It is kept with the reading, shown on it if you share it, and taken up when you enhance the reading; the reading itself is the one written for your dice and the situation you chose.`,
        },
        {
          question: "What do the three dice mean?",
          answer:
            "The red die speaks of your will and desire, the white die of the mind, insight and timing, and the green die of the world and the outcome. Each of the 216 combinations has its own reading, written in advance by our team; the dice choose which one you read.",
        },
        {
          question: "What is in a reading?",
          answer:
            "Every reading gives an interpretation for your chosen situation, a timing prediction, a yes-or-no answer and the meaning of the sum of the three dice.",
        },
        {
          question: "What do 'Enhance Reading' and 'Download Reading' do?",
          answer: `'Enhance Reading' asks the oracle to deepen your reading into a longer telling, whose depth grows with your level, from Novice to Master, and starts deeper on a paid plan. It is written in the Oracle's voice by our built-in oracle composer, which weaves your dice, your situation and your reading together; only if we connect an AI text service is it written by AI instead, and then it is marked “AI” with the model's name. A small badge beside every enhanced reading says which wrote it. How many readings you can enhance each day is set by your plan: ${enhancementsList}. Once a reading is enhanced, 'Download Reading' lets you save it to keep.`,
        },
        {
          question: "Can I keep or share a reading?",
          answer:
            "Under each reading, 'Save Image' saves it as a picture card, and 'Share' gives it a public link (on a phone, your share menu opens; elsewhere the link is copied for you). Anyone with the link sees the reading, the dice and any question you asked, never your name or e-mail. Nothing is shared until you choose to, and 'Stop Sharing', on the reading or in your reading history on the dashboard, ends the link for good.",
        },
        {
          question: "What will I find on my dashboard?",
          answer:
            "Your dashboard gathers your journey in one place: your mystic tier, karma points, daily streak, past readings, achievements, quests and the mystical items you have collected. It is also where you edit your profile (full name, bio, location, birth date, interests and time zone) and, in its Security section, turn on two-factor sign-in, see and sign out your sessions, download your data or delete your account.",
        },
        {
          question: "Can I change my e-mail address or password?",
          answer:
            "Your e-mail address cannot be changed: it is the name your account is known by. To use another address, create a new account with it (you can download your data from the old one first, then delete it). To set a new password, choose 'Forgot password?' in the sign-in window; we e-mail you a link that works for 30 minutes, and setting the new password signs you out of every session, so sign in again with it.",
        },
        {
          question: "What is the Aura & Chakra Check-in?",
          answer:
            "A short questionnaire at /aura-chakra: 28 statements about your week, sorted by the seven chakras of Indian yogic tradition, each answered from 1 to 5. Your answers give each centre a balance, an aura colour card and a practice to try for the two lowest. It is self-reported, not a measurement, and not health advice; there is no camera or scan. Anyone can use it without an account, and nothing is stored; signed in, you can save a check-in to your journal, share its card and watch each centre over time.",
        },
        {
          question: "What is the weekly sky for my sign?",
          answer:
            "Each of the twelve signs has a free page at /weekly/<sign> (for example /weekly/aries), renewed every week: the events of that week's sky that touch the sign (those in the sign, those of its traditional ruler, and those opposite, square or trine to it), computed from the planets' real positions and given in UTC, with what astrological tradition makes of each, labelled 'Tradition, not prediction'. Earlier and later weeks are at /weekly/<sign>/<week>, the week written as in 2026-W48. From Sunday the page shows the week ahead. It is the same for everyone and needs no account; for the sky in your own time zone, My Timeline's 'The sky ahead' shows the next eight weeks. Below the week, 'This week among seekers' shows what seekers did together the week before (the most drawn tarot card and rune, how many made the full- or new-moon ritual, the commonest situation), each figure only when at least 20 seekers took part, and never naming anyone.",
        },
        {
          question: "What is the weekly report?",
          answer:
            "On the Mystic Novice and Arcane Explorer plans, a personal report of the week ahead comes every Sunday from 06:00 in your profile's time zone. It holds the week's sky (every computed event of /api/sky for those seven days, at your local times, with what tradition makes of it), the Moon's sign changes day by day, your personal year, month and each day's personal day (when your profile has a birth date), your week in readings (the readings of the past seven days, the cards and runes that kept coming back over four weeks with an honest chance check, your streak and quest, the follow-ups you answered, a question still open), one ritual for the week's main moon event, one journaling prompt, and 'This week among seekers' when enough seekers took part. The built-in oracle writes it; if this server has an AI provider configured, the provider writes the opening from the same computed facts and the report says so. It is sent by e-mail and as a notification on your devices, by the channels you chose in your dashboard's reminders (both, until you choose), and kept at /reports, each week's at its own page. To stop it, use the link at the bottom of any report e-mail, the notification's 'Turn off', or untick 'Weekly report' in your reminders; your earlier reports stay. On the free plan, /reports shows a sample and the plans.",
          link: { href: "/reports", label: "My weekly reports" },
        },
        {
          question: "What is Animal Archetypes?",
          answer:
            "A quiz at /spirit-animals: thirteen everyday situations lead, by a fixed count of your answers, to one of twenty animals from European fables, heraldry and medieval bestiaries, with its gifts, its shadow side and a small ritual. It is a reflection game, not a psychological test, and it borrows nothing from Indigenous sacred practice. Anyone can take it in the browser with nothing stored; signed in, you can save a result to your journal and share its card.",
        },
        {
          question: "What is the Energy Map?",
          answer:
            "A daily check-in at /quantum-energy: place today on a grid from unpleasant to pleasant and from calm to energised, and read what that corner of the grid can mean beside today's Moon. Signed in, you can add a word and a note and save one check-in a day (saving again the same day replaces it); over the weeks your points are drawn beside the Moon's phases and your readings. Check-ins are private: never shared, in your data export, deleted with your account. The map shows patterns you notice, not causes, and it measures nothing.",
        },
        {
          question: "What are Past-Life Tales?",
          answer:
            "Short stories at /past-lives: from your birth date and a fairly drawn tarot card, the page tells a tale of a life in another age, with its place, its work and the moment it turned. Every tale is fiction, labelled 'A tale, not a memory': it recovers nothing, it is not hypnosis, and it claims no one lived before. A tale counts as a reading toward your daily allowance; you can keep it in your journal, share its card, and add an afterword.",
        },
        {
          question: "What is the Decision Compass?",
          answer:
            "A way to weigh a choice at /success-predictor: name two to four options and up to six things that matter to you, give each a weight, score every option, say which you would regret not trying, and notice how you feel when a coin picks one. The page adds up your own weights and shows where they lean, with the reasons. It reflects your answers back to you; it does not foretell how a choice will turn out. Anyone can use it with nothing stored; signed in, you can draw a tarot card or rune as a perspective, save the decision to your journal, and be asked after 7 and 30 days how it turned out.",
        },
        {
          question: "What is Intuition Calibration?",
          answer:
            "A record of your hunches, on the Intuition Calibration page. Before a tarot card, a rune, the red die or the pendulum is drawn, you pick a hunch from a menu (a Major Arcana, a six, a yes) and say how sure you are; the fair draw settles it. Over time a chart shows how often your hunches at each confidence came true, with a Brier score beside what always guessing the plain odds would score. You can also keep real-life hunches in your own words and settle them by hand; they stay private. It measures your hunches and makes none: nothing here predicts, and no machine writes it. Visitors can try a practice draw that stays in the browser.",
        },
      ],
    },
    {
      id: "tarot-and-runes",
      title: "Tarot and Runes",
      items: [
        {
          question: "How do I draw the tarot or cast the runes?",
          answer:
            "Sign in and open Tarot or Runes from the menu. Hold your question in mind, choose the situation it touches — Guidance, Finances or Relationships — pick a spread, then draw. The cards or staves are laid out in their places, each with its keywords and its meaning for your situation, and a closing paragraph reads the spread as a whole: how many Major Arcana or which suit or ætt leads, how many lie reversed, and a word for your situation.",
          link: { label: "Open the Tarot", href: "/tarot" },
        },
        {
          question: "Which spreads are there, and which are free?",
          answer: `The tarot has ${spreadList(TAROT_SPREADS, ["card", "cards"])}; the three cards can be read as past, present and future or as situation, action and outcome. The runes have ${spreadList(RUNE_SPREADS, ["rune", "runes"])}. ${spreadsByPlan}`,
          link: PRICING_LINK,
        },
        {
          question: "Do tarot and rune readings count toward my daily readings?",
          answer: `Yes. The dice, the tarot and the runes share one daily allowance (${FREE_PLAN.dailyLimit} readings in any 24 hours on the ${FREE_PLAN.name} plan), and every reading earns karma, keeps your streak and moves your quests and achievements forward, some of which ask for the cards or the staves.`,
        },
        {
          question: "What do reversed cards and merkstave runes mean?",
          answer:
            "A card that lands upside down is reversed: its energy is turned inward, delayed or asking for care, rarely simply its opposite. A rune that lands turned over is read merkstave, showing its shadow side. Some runes look the same either way up, so they are never turned.",
        },
        {
          question: "Where can I learn the cards and the runes?",
          answer:
            "The card library shows all seventy-eight tarot cards with their keywords and meanings, and the rune library shows the twenty-four staves of the Elder Futhark with their names, sounds and lore.",
          link: { label: "Browse the card library", href: "/tarot/cards" },
        },
      ],
    },
    {
      id: "plans-and-payments",
      title: "Plans and Payments",
      items: [
        {
          question: "What does the free plan include?",
          answer: `Every account starts on the ${FREE_PLAN.name} plan, which costs nothing: ${FREE_PLAN.dailyLimit} casts and ${FREE_PLAN.enhancementsPerDay} enhanced readings a day. Each reading and each enhancement counts against your allowance for 24 hours from when you made it, wherever you are; your dashboard shows how many are left and when the next comes back. Your readings deepen as your level rises with play, from tier 1 to tier 5 at Master.`,
          link: PRICING_LINK,
        },
        {
          question: "What do the paid plans add?",
          answer: `${PAID_PLANS.map(paidPlanSentence).join(" ")} Play raises your level, never your daily allowance: more casts and enhanced readings come only with a paid plan. Every plan has the same karma, streaks, quests, achievements and items.`,
          link: PRICING_LINK,
        },
        {
          question: "How do I upgrade?",
          answer:
            "Sign in, open the Pricing page and choose a plan. You pay on Stripe's secure checkout page: your card is entered there and never reaches our servers. Your new plan starts as soon as the payment is confirmed, and a receipt is e-mailed to you.",
          link: PRICING_LINK,
        },
        {
          question: "Does my plan renew automatically?",
          answer:
            "Yes. A paid plan is billed monthly in advance, in US dollars, and renews at the end of each month at the price shown on the Pricing page until you cancel. Each renewal is charged to your card on file, and a receipt is e-mailed to you.",
        },
        {
          question: "How do I cancel?",
          answer: `Cancel from your dashboard at any time. Your plan stays until the end of the month you have paid for, then your account moves to the ${FREE_PLAN.name} plan and is not charged again. Nothing is lost: your readings, karma, level and items stay yours.`,
        },
        {
          question: "Can I switch between the paid plans?",
          answer:
            "Yes: choose the other paid plan on the Pricing page. Your subscription changes at once, and the difference for the rest of the month is worked out (prorated) on your next invoice. To move to the free plan, cancel instead.",
          link: PRICING_LINK,
        },
        {
          question: "What happens if a payment fails?",
          answer: `We e-mail you, and your plan stays for ${PAST_DUE_GRACE_DAYS} days while Stripe tries your card again. If the payment still has not gone through by then, your account moves to the ${FREE_PLAN.name} plan until it does.`,
        },
        {
          question: "Can I get a refund?",
          answer:
            "Payments are final and are not refunded, except where the law requires a refund. Cancelling stops future charges but does not refund the month you are in, so try the free plan first. If you were charged twice or in error, write to us (see 'Still Need Help?' below) and we will put it right.",
        },
        {
          question: "Can I make a donation?",
          answer: `Yes, from ${formatUsd(DONATION_MIN_CENTS)} to ${formatUsd(DONATION_MAX_CENTS)}, on the Pricing page once you are signed in. A donation is voluntary and buys nothing: no plan, reading, karma or item. You pay it on Stripe's checkout page, a receipt is e-mailed to you, and it is not refunded except where the law requires.`,
          link: { label: "Make a donation", href: "/pricing" },
        },
        {
          question: "Who handles my card?",
          answer:
            "Stripe, our payment processor. You enter your card on Stripe's own page, and your card number never reaches our servers. We keep a record of each payment (its amount, date and status), which you will find in your data download.",
        },
      ],
    },
    {
      id: "troubleshooting",
      title: "Troubleshooting",
      items: [
        {
          question: "Why won't the dice cast?",
          answer: `The dice need a situation to answer. If you see 'Please select a situation', choose Guidance, Finances or Relationships first, then press 'Cast the Mystical Dice' again. If today's casts on your plan are spent (${FREE_PLAN.dailyLimit} a day on the ${FREE_PLAN.name} plan), the dice rest until your oldest reading of the last 24 hours turns 24 hours old (your dashboard shows when), or until you choose a plan with more.`,
        },
        {
          question: "What does 'The cosmic energies are unclear. Please try again.' mean?",
          answer:
            "This message means we could not reach our servers, usually because of a weak or interrupted connection. Check that you are online, wait a moment and cast again.",
        },
        {
          question: "Why can't I sign up right now?",
          answer:
            "A mistake you can fix at once, such as a password that is too common or an address that already has an account, only shows its message: correct it and sign up again. After three failed attempts in a row, or too many attempts from your connection, sign-up is locked for 60 seconds to protect your account. Wait for the countdown to finish, check your e-mail address and password (8 to 128 characters), and try again.",
        },
        {
          question: "The site looks broken or out of date. What can I do?",
          answer:
            "Reload the page first. If the problem remains, clear the site data for Mystic Dice in your browser settings (this signs you out and asks you to accept the disclaimer again), then sign back in.",
        },
        {
          question: "Which browsers are supported?",
          answer:
            "Mystic Dice works best in the current versions of Chrome, Edge, Firefox and Safari, on desktop and on mobile. Please keep your browser up to date and make sure JavaScript and cookies are enabled.",
        },
      ],
    },
  ],
  support: {
    title: "Still Need Help?",
    text: "Write to us with what you were doing and what you saw, and we will help you find your way back to the dice.",
  },
};
