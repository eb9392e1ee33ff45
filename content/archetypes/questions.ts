import type { ArchetypeQuiz } from "../../src/shared/archetypes/content-types";

/**
 * The quiz: thirteen everyday situations, four answers each. Every answer names the animal it points to
 * most and one it points to a little (src/shared/archetypes/quiz-rule.ts counts them). No answer is the
 * right one; each is a way some people are.
 */
export const ARCHETYPE_QUIZ: ArchetypeQuiz = {
  questions: [
    {
      id: "free-saturday",
      prompt: "A whole Saturday opens up with nothing planned. What do you reach for first?",
      answers: [
        { text: "A train or a footpath to somewhere I have never been.", points: ["hare", "fox"] },
        { text: "The half-finished thing I have been building for weeks.", points: ["bee", "tortoise"] },
        { text: "My phone, to gather everyone for a long lunch.", points: ["wolf", "hound"] },
        { text: "The blanket. A slow, quiet day at home is the treat.", points: ["bear", "cat"] },
      ],
    },
    {
      id: "late-call",
      prompt: "A friend calls late at night with a problem. What do you do?",
      answers: [
        { text: "Listen for a long while before I say a word.", points: ["owl", "pelican"] },
        { text: "Put my shoes on and go round, whatever the hour.", points: ["hound", "wolf"] },
        { text: "Help them find the side door nobody else has tried.", points: ["fox", "raven"] },
        { text: "Tell them the hard thing, as kindly as I can.", points: ["lion", "eagle"] },
      ],
    },
    {
      id: "plans-collapse",
      prompt: "An hour before it was due to start, the plan falls apart.",
      answers: [
        { text: "I laugh, and we improvise something better.", points: ["fox", "hare"] },
        { text: "I had a second plan ready, just in case.", points: ["crane", "bee"] },
        { text: "I let it go and enjoy the evening that turns up instead.", points: ["cat", "swan"] },
        { text: "It stings. Tomorrow I start again, upstream if I must.", points: ["salmon", "tortoise"] },
      ],
    },
    {
      id: "group-role",
      prompt: "In a group working toward something, you are usually the one who…",
      answers: [
        { text: "keeps everyone together and fed.", points: ["wolf", "bee"] },
        { text: "sees the whole map and points the way.", points: ["eagle", "stag"] },
        { text: "speaks up for whoever has not been heard yet.", points: ["lion", "wren"] },
        { text: "quietly carries the heavy part nobody asked for.", points: ["horse", "pelican"] },
      ],
    },
    {
      id: "unfair-word",
      prompt: "Someone is unfair to you in front of others.",
      answers: [
        { text: "I answer there and then, calm and plain.", points: ["stag", "lion"] },
        { text: "I defend myself hard. It ends now.", points: ["boar", "wolf"] },
        { text: "I say nothing yet. I remember, and decide later.", points: ["raven", "owl"] },
        { text: "I walk away with my head high.", points: ["swan", "cat"] },
      ],
    },
    {
      id: "season-ends",
      prompt: "A chapter of your life is closing. How do you meet it?",
      answers: [
        { text: "I let the old thing fall away and trust something new to grow.", points: ["stag", "swan"] },
        { text: "I go back to where I started, to remember who I am.", points: ["salmon", "raven"] },
        { text: "I rest, and wait for the thaw.", points: ["bear", "tortoise"] },
        { text: "I am already halfway to the next thing.", points: ["hare", "horse"] },
      ],
    },
    {
      id: "thinking-place",
      prompt: "You need to think something through. Where do you go?",
      answers: [
        { text: "Somewhere high, with a long view.", points: ["eagle", "crane"] },
        { text: "A riverbank, to watch the water move.", points: ["salmon", "swan"] },
        { text: "A small corner where nobody would think to look.", points: ["wren", "fox"] },
        { text: "A wood at dusk, when it goes quiet.", points: ["owl", "stag"] },
      ],
    },
    {
      id: "easy-gift",
      prompt: "What do you give most easily?",
      answers: [
        { text: "My time and care, even when I am running on empty.", points: ["pelican", "horse"] },
        { text: "My loyalty. Once given, it stays.", points: ["hound", "swan"] },
        { text: "My nerve, when someone needs standing up for.", points: ["boar", "lion"] },
        { text: "Something I made with my own hands.", points: ["bee", "pelican"] },
      ],
    },
    {
      id: "dearest-praise",
      prompt: "Which words of praise would stay with you longest?",
      answers: [
        { text: "“You never gave up.”", points: ["tortoise", "salmon"] },
        { text: "“You saw it coming before any of us.”", points: ["eagle", "owl"] },
        { text: "“With you around, we felt safe.”", points: ["bear", "boar"] },
        { text: "“You made it look effortless.”", points: ["swan", "stag"] },
      ],
    },
    {
      id: "usual-trouble",
      prompt: "The trouble you most often get yourself into is…",
      answers: [
        { text: "saying yes to everyone until nothing is left for me.", points: ["pelican", "horse"] },
        { text: "starting ten things and finishing two.", points: ["hare", "wren"] },
        { text: "being too proud to ask for help.", points: ["lion", "eagle"] },
        { text: "keeping to myself for longer than is good for me.", points: ["cat", "bear"] },
      ],
    },
    {
      id: "long-journey",
      prompt: "You have a long journey ahead. How do you travel?",
      answers: [
        { text: "On foot, steadily, every mile counted.", points: ["tortoise", "horse"] },
        { text: "Riding hard, with good company beside me.", points: ["horse", "wolf"] },
        { text: "By night, awake while the others sleep.", points: ["crane", "owl"] },
        { text: "By whichever road looks most interesting.", points: ["raven", "hare"] },
      ],
    },
    {
      id: "keep-watch",
      prompt: "What do you keep a careful eye on?",
      answers: [
        { text: "The people under my roof.", points: ["crane", "hound"] },
        { text: "The small details everyone else walks past.", points: ["wren", "raven"] },
        { text: "My own freedom to come and go.", points: ["cat", "horse"] },
        { text: "My word, once I have given it.", points: ["hound", "boar"] },
      ],
    },
    {
      id: "old-tale",
      prompt: "If you could step into one old tale, which would it be?",
      answers: [
        { text: "The wren who rode on the eagle's back and flew highest of all.", points: ["wren", "eagle"] },
        { text: "The bees who were told every piece of the household's news.", points: ["bee", "wolf"] },
        { text: "The fox who talked the crow out of her cheese.", points: ["fox", "raven"] },
        { text: "The boar of the old stories, that no hunter could turn.", points: ["boar", "bear"] },
      ],
    },
  ],
};
