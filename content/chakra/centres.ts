import type { ChakraCentre } from "../../src/shared/chakra/check-in";
import type { ChakraCentreWords } from "../../src/shared/chakra/content-types";

/**
 * The seven centres of the Chakra Check-in: each one's names, what the tradition places there, the four
 * statements a seeker answers about themselves (the fourth worded the other way round), what the aura card
 * says when its colour leads, and three practices for when it is among the lowest. The chakras come from
 * Indian yogic and tantric traditions; the rainbow colours are a modern Western set. Statements ask about
 * the seeker's own week, never about health.
 */
export const CHAKRA_CENTRE_WORDS: Record<ChakraCentre, ChakraCentreWords> = {
  root: {
    name: "Root",
    traditionalName: "Muladhara",
    colourName: "Red",
    theme: "Placed at the base of the spine, it is said to hold grounding, safety and the body's plain needs.",
    statements: [
      "I feel at home in my own body this week.",
      "My basic needs, like sleep, food and a roof, feel looked after.",
      "When plans change, I find my footing again without much fuss.",
      "I feel restless, as if the ground could shift under me at any moment.",
    ],
    auraLine:
      "Red leads your card: your answers lean toward the ground under you. You sound rooted, with your needs in view, and a steady base is what lets everything else move.",
    practices: {
      breathing:
        "Sit with both feet flat on the floor. Breathe in for four counts and out for six, and on each out-breath let the weight of your legs settle into the ground. Ten rounds is plenty.",
      journaling:
        "Write down three things that kept you safe and fed this week, however ordinary: a locked door, a warm meal, a text from a friend. Then name one need that went unmet, and one small step toward it.",
      movement:
        "Stand barefoot if you can and rock slowly from heel to toe, then from left foot to right, for two minutes. Finish with a slow lap of the room, feeling each step land.",
    },
  },
  sacral: {
    name: "Sacral",
    traditionalName: "Svadhisthana",
    colourName: "Orange",
    theme: "Just below the navel sits the centre of feeling, pleasure and the itch to create.",
    statements: [
      "I let myself enjoy small pleasures without guilt.",
      "Ideas, and the wish to make something of them, come to me easily.",
      "I can name what I am feeling while I am feeling it.",
      "Lately, things I used to love feel flat.",
    ],
    auraLine:
      "Orange leads the blend: your answers glow around feeling, pleasure and making. Something in you is ready to play, so notice what you are drawn to create while the current runs warm.",
    practices: {
      breathing:
        "Rest a hand just below your navel and breathe so that the hand rises first. Let each out-breath leave as a long, unhurried sigh. Keep it up for the length of one song you like.",
      journaling:
        "List five small pleasures you could give yourself before the week ends: a ripe peach, a hot bath, an hour with paints. Circle one and put it in your calendar as if it were an appointment.",
      movement:
        "Put on music with a rolling rhythm and let your hips lead: slow circles one way, then the other. Nobody is watching, and nothing needs to look right.",
    },
  },
  "solar-plexus": {
    name: "Solar Plexus",
    traditionalName: "Manipura",
    colourName: "Yellow",
    theme: "Teachers picture a fire above the navel that fuels will, confidence and action.",
    statements: [
      "I trust myself to make decisions and stand by them.",
      "I say no when something is not right for me.",
      "More often than not, I finish what I set out to do.",
      "I wait for someone else's permission before I act.",
    ],
    auraLine:
      "Yellow is the leading colour: you rated your own will and follow-through highest. It is a good moment to act on something you have already decided, and to keep the promise you made yourself.",
    practices: {
      breathing:
        "Sit tall with soft shoulders. Breathe in through the nose for four counts, pause for two, then let the air out in one steady stream, as though fogging a window. Six rounds.",
      journaling:
        "Recall a time you chose something and it went well because you chose it. Write the scene in detail. Then name one decision you have been putting off, and the very first move it would take.",
      movement:
        "Stand with your feet hip-width apart and twist gently from side to side, letting your arms swing loose around you. Twenty turns, then stand still at your full height for three breaths.",
    },
  },
  heart: {
    name: "Heart",
    traditionalName: "Anahata",
    colourName: "Green",
    theme: "In the middle of the chest, love, compassion and connection meet.",
    statements: [
      "I feel close to at least one person in my life right now.",
      "I can be kind to myself when I get something wrong.",
      "Receiving help or affection feels comfortable to me.",
      "I keep my guard up, even with people I trust.",
    ],
    auraLine:
      "Green comes first on your card: by your own answers, closeness and kindness are strong in you now. Let that warmth turn inward as well as out; the people near you are not the only ones who deserve it.",
    practices: {
      breathing:
        "Lay a palm on the middle of your chest. Breathing in, picture someone who has been kind to you; breathing out, send that kindness back to them. Eight breaths for them, then one for yourself.",
      journaling:
        "Write a short letter to yourself in the voice of a friend who knows your last month well. What would they thank you for? What would they gently forgive?",
      movement:
        "Clasp your hands behind your back and lift your chest toward the ceiling as your shoulder blades draw together. Hold for five slow breaths, release, and open your arms wide as if greeting someone.",
    },
  },
  throat: {
    name: "Throat",
    traditionalName: "Vishuddha",
    colourName: "Blue",
    theme: "Your voice lives here: expression, honesty and the wish to be heard.",
    statements: [
      "I say what I mean, even when my voice shakes a little.",
      "People understand me when I explain what I need.",
      "I listen as well as I speak.",
      "I swallow my words to keep the peace.",
    ],
    auraLine:
      "Blue shines brightest here: speaking and being heard came out strongest in your answers. Your words carry weight at the moment, so spend them on what matters and keep room to listen.",
    practices: {
      breathing:
        "Breathe in through the nose, then hum on the way out, low and even, until the breath runs out. Feel the buzz in your throat and jaw. Five hums, each one a little longer.",
      journaling:
        "Finish the sentence “What I have not said is…” ten times without stopping to edit. Read the list back and mark the one line you would most like someone to hear.",
      movement:
        "Let your chin drop toward your chest and roll your head slowly from one shoulder to the other, never tipping it far back. Then open your mouth wide, stretch your jaw, and let it go slack.",
    },
  },
  "third-eye": {
    name: "Third Eye",
    traditionalName: "Ajna",
    colourName: "Indigo",
    theme: "Between the brows, yogis located insight, intuition and seeing clearly.",
    statements: [
      "I notice patterns in my days before anyone points them out.",
      "When I stop and listen inward, a sense of direction comes.",
      "I can picture where I would like to be a year from now.",
      "My thoughts feel foggy and scattered.",
    ],
    auraLine:
      "Indigo takes the lead: your answers point to clear sight and a sense of direction. Trust the patterns you are noticing enough to write them down, then test them against what actually happens.",
    practices: {
      breathing:
        "Close your eyes. With a fingertip, close the right nostril and breathe in through the left; switch sides and breathe out through the right; in through the right, out through the left. Five slow rounds.",
      journaling:
        "Before bed, write down one hunch about the week ahead, without explaining it. On Friday, read it again and note beside it what really happened.",
      movement:
        "Take a slow walk with no destination and no phone. Let your eyes rest on whatever draws them, a shadow, a shopfront, a bird, and turn for home once you have noticed seven things.",
    },
  },
  crown: {
    name: "Crown",
    traditionalName: "Sahasrara",
    colourName: "Violet",
    theme: "Crowning the head is an opening toward meaning, wonder and whatever lies beyond the self.",
    statements: [
      "My life feels connected to something larger than my to-do list.",
      "I find moments of stillness or wonder in an ordinary week.",
      "I can hold a question without needing an answer straight away.",
      "Most days feel like going through the motions.",
    ],
    auraLine:
      "Violet is the strongest hue in your blend: meaning and wonder rated highest. You may be seeing your days as part of a bigger story; let that carry you without lifting you out of them.",
    practices: {
      breathing:
        "Sit or lie down and let each breath be a little slower than the one before. Rest in the pause after every out-breath until the next one arrives by itself. Stay for three minutes.",
      journaling:
        "Write about a moment that made you feel small in a good way: a night sky, a piece of music, a great old tree. What did it ask of you, if anything?",
      movement:
        "Stand tall. Breathing in, sweep both arms up overhead until your palms meet; breathing out, float them down to your sides. Nine times, as slowly as you can manage.",
    },
  },
};
