import type { QuestDefinition } from "../../src/shared/gamification/content-types";

/**
 * Quests, from gentle to demanding. Each one is completable on the free plan (3 casts a day) within its
 * duration (the tarot and rune quests with their free spreads; the ritual quests need one ritual a day, which
 * uses none of the plan's readings); requirements count from the day the quest starts. Reward items refer to ids in ./items.ts.
 */
export const quests: QuestDefinition[] = [
  {
    id: "apprentices-three-candles",
    name: "The Apprentice's Three Candles",
    description:
      "Light three candles for the dice: complete 3 readings of any kind within 3 days. One a night is enough for an apprentice.",
    rewardKarma: 20,
    durationDays: 3,
    requirements: { readings: 3 },
    rewardItemId: "rosemary-sprig-charm",
  },
  {
    id: "wanderers-three-roads",
    name: "The Wanderer's Three Roads",
    description:
      "Complete 5 readings within 4 days, asking at least once about each situation: Guidance, Finances and Relationships.",
    rewardKarma: 35,
    durationDays: 4,
    requirements: { readings: 5, distinct_situations: 3 },
    rewardItemId: "wayfarers-compass",
  },
  {
    id: "readers-week",
    name: "The Reader's Week",
    description:
      "Sit down with the cards on 3 different days within 7 days. Any spread will do: one card with your morning tea counts as much as a full three-card telling.",
    rewardKarma: 45,
    durationDays: 7,
    requirements: { tarot_days: 3 },
    rewardItemId: "readers-silk-wrap",
  },
  {
    id: "counted-days",
    name: "The Counted Days",
    description:
      "Read today's number on 3 different days within 5. Each day carries its own digit; learn how three of yours felt from the inside.",
    rewardKarma: 40,
    durationDays: 5,
    requirements: { numerology_readings: 3 },
    rewardItemId: "numerologists-slate",
  },
  {
    id: "lantern-of-counsel",
    name: "The Lantern of Counsel",
    description:
      "Seek the owl's counsel: complete 4 Guidance readings within 5 days, casting on at least 3 different days.",
    rewardKarma: 50,
    durationDays: 5,
    requirements: { guidance_readings: 4, active_days: 3 },
    rewardItemId: "owl-feather-charm",
  },
  {
    id: "scales-and-the-rose",
    name: "The Scales and the Rose",
    description:
      "Weigh the purse against the heart: complete 3 Finances readings and 3 Relationships readings within 5 days.",
    rewardKarma: 70,
    durationDays: 5,
    requirements: { finance_readings: 3, relationship_readings: 3 },
    rewardItemId: "rose-and-coin-locket",
  },
  {
    id: "stave-carvers-nights",
    name: "The Stave-Carver's Nights",
    description:
      "Cast the runes 4 times within 6 days, on at least 3 different days. Let the staves become a habit in the hand, as they were for the carvers of old.",
    rewardKarma: 60,
    durationDays: 6,
    requirements: { rune_casts: 4, rune_days: 3 },
    rewardItemId: "hagstone-of-the-far-shore",
  },
  {
    id: "moonwatchers-round",
    name: "The Moonwatcher's Round",
    description:
      "Keep the moon ritual on 4 nights within 7, and consult any oracle on at least 5 of those days. The Moon changes a little each night; watch her do it.",
    rewardKarma: 60,
    durationDays: 7,
    requirements: { moon_rituals: 4, active_days: 5 },
    rewardItemId: "moonwatchers-shawl",
  },
  {
    id: "waxing-moon-vigil",
    name: "The Waxing Moon Vigil",
    description:
      "Keep vigil as the moon grows: complete 12 readings within 7 days, casting on at least 5 different days.",
    rewardKarma: 100,
    durationDays: 7,
    requirements: { active_days: 5, readings: 12 },
    rewardItemId: "waxing-moon-candle",
  },
  {
    id: "weavers-triple-thread",
    name: "The Weaver's Triple Thread",
    description:
      "Weave the red, white and green threads together: complete 4 Guidance, 4 Finances and 4 Relationships readings within 8 days, casting on at least 6 different days.",
    rewardKarma: 150,
    durationDays: 8,
    requirements: { guidance_readings: 4, finance_readings: 4, relationship_readings: 4, active_days: 6 },
    rewardItemId: "weavers-pattern-book",
  },
  {
    id: "pilgrimage-of-nine-lanterns",
    name: "The Pilgrimage of Nine Lanterns",
    description:
      "Walk the pilgrim's road from lantern to lantern: complete 24 readings within 10 days, casting on at least 9 different days and asking about all three situations.",
    rewardKarma: 200,
    durationDays: 10,
    requirements: { active_days: 9, readings: 24, distinct_situations: 3 },
    rewardItemId: "candle-of-nine-lanterns",
  },
  {
    id: "changing-lines",
    name: "The Changing Lines",
    description:
      "Cast the I Ching 3 times within 5 days. Ask about what is moving in your life, and watch how the lines turn from one figure to the next.",
    rewardKarma: 35,
    durationDays: 5,
    requirements: { iching_casts: 3 },
    rewardItemId: "yarrow-stalk-bundle",
  },
  {
    id: "watchers-notebook",
    name: "The Watcher's Notebook",
    description:
      "Log 4 numbers you see within 7 days. Keep your eyes open on the clock and the street; the notebook does the counting.",
    rewardKarma: 30,
    durationDays: 7,
    requirements: { angel_sightings: 4 },
    rewardItemId: "watchers-hourglass-charm",
  },
  {
    id: "keeper-of-nights",
    name: "Keeper of Nights",
    description:
      "Write down 3 dreams within 7 days. First thing in the morning works best, before the day tidies them away.",
    rewardKarma: 35,
    durationDays: 7,
    requirements: { dream_entries: 3 },
    rewardItemId: "moth-wing-dream-pillow",
  },
  {
    id: "three-turns-of-the-day",
    name: "Three Turns of the Day",
    description: "Record your cycles on 3 different days within 5. Notice how one personal day hands over to the next.",
    rewardKarma: 30,
    durationDays: 5,
    requirements: { cycle_records: 3 },
    rewardItemId: "sundial-of-small-hours",
  },
  {
    id: "three-check-ins",
    name: "Three Looks Inward",
    description:
      "Save 3 chakra check-ins within 14 days. Same statements, different weeks: the second and third show what moved.",
    rewardKarma: 30,
    durationDays: 14,
    requirements: { chakra_check_ins: 3 },
    rewardItemId: "prism-of-seven-lights",
  },
  {
    id: "five-days-on-the-map",
    name: "Five Days on the Map",
    description:
      "Check in on the Energy Map on 5 days within 7. Any time of day will do; what matters is placing the dot when you think of it.",
    rewardKarma: 30,
    durationDays: 7,
    requirements: { energy_checkins: 5 },
    rewardItemId: "pocket-weather-glass",
  },
  {
    id: "two-pages-of-the-bestiary",
    name: "Two Pages of the Bestiary",
    description:
      "Keep 2 Animal Archetypes results within 7 days, answering as you are on each day. Same animal or a new one, the comparison is the lesson.",
    rewardKarma: 25,
    durationDays: 7,
    requirements: { archetype_quizzes: 2 },
    rewardItemId: "heraldic-beast-seal",
  },
  {
    id: "three-ages",
    name: "Three Ages in a Week",
    description:
      "Hear 3 past-life tales within 7 days. Each card sends the story somewhere new; see which of the three stays with you.",
    rewardKarma: 30,
    durationDays: 7,
    requirements: { tales_told: 3 },
    rewardItemId: "lantern-of-told-tales",
  },
  {
    id: "two-crossroads",
    name: "Two Crossroads in a Week",
    description:
      "Weigh 2 decisions within 7 days, large or small. Notice whether the same values lead both times, or whether each choice wakes different ones.",
    rewardKarma: 25,
    durationDays: 7,
    requirements: { compass_decisions: 2 },
    rewardItemId: "cartographers-chalk",
  },
  {
    id: "ten-hunches",
    name: "Ten Calls in a Week",
    description:
      "Resolve 10 hunches about draws within 7 days. Spread your confidence honestly, high and low, and see where your chart begins to settle.",
    rewardKarma: 30,
    durationDays: 7,
    requirements: { hunches_resolved: 10 },
    rewardItemId: "brass-balance",
  },
];
