import type { ArchetypeWords } from "../../src/shared/archetypes/content-types";

/** The first ten animals of the bestiary (./animals-b.ts holds the other ten). */
export const WORDS_A: Record<
  "fox" | "owl" | "bear" | "wolf" | "stag" | "hare" | "tortoise" | "lion" | "eagle" | "raven",
  ArchetypeWords
> = {
  fox: {
    lore: "Reynard the fox, red rogue of the medieval beast epics of Flanders and France, and the flatterer of Aesop's fable who talks a crow out of her cheese.",
    summary:
      "You find the gap in the hedge that everyone else walked past. When a plan breaks you are already sketching the next one, and you treat a tight corner as a puzzle rather than a trap. People call you when they need a way round.",
    traits: [
      "You read a room in seconds and adjust without fuss.",
      "Setbacks make you inventive rather than bitter.",
      "Your humour loosens knots that argument would only tighten.",
    ],
    shadow:
      "Cleverness can become a habit of slipping out of things. If every commitment looks like a snare to wriggle from, people start to wonder which version of you they are talking to. Reynard won most of his quarrels and ended with very few friends.",
    ritual:
      "Before the week ends, keep one promise exactly as you made it, with no clever adjustment. Notice how it feels to be predictable on purpose.",
    question: "Where have you been finding a way round when the honest way through would serve you better?",
  },
  owl: {
    lore: "The little owl stamped on the silver coins of Athens as the bird of Athena, and the night bird of the medieval bestiaries that sees where others stumble.",
    summary:
      "You notice what others talk over. Friends bring you their tangles because you let silence do half the work, and your advice, when it finally comes, tends to land. You are at your sharpest when the house has gone quiet.",
    traits: [
      "You can sit with a hard question without rushing to close it.",
      "You hear what is meant, not only what is said.",
      "Your calm steadies people who arrive in a flap.",
    ],
    shadow:
      "Watching can stand in for living. You may know exactly what you think about a situation and still never step into it, keeping the perch because the perch is safe. Wisdom nobody hears is only a private opinion.",
    ritual:
      "Tonight, switch off the main lights an hour early and sit by a single lamp. Write down one thing you have been observing for months and one small way to act on it.",
    question: "What have you understood for a long time and not yet said aloud?",
  },
  bear: {
    lore: "Callisto, set among the stars as the Great Bear; the bears on the arms of Bern and Berlin; and the winter sleep of the northern folk tales, where the bear wakes with the spring.",
    summary:
      "You are strong in the way a wall is strong: people lean on you without thinking to ask. You also know something many forget, that rest is part of strength. A slow day at home refills you for the weeks when you have to stand in front of everyone.",
    traits: [
      "You protect the people you love without needing thanks.",
      "You trust the seasons of your own energy.",
      "Your presence alone makes a room feel safer.",
    ],
    shadow:
      "Retreat can turn into a long hibernation in which nobody reaches you, and a woken bear is rarely gentle. Watch for the moment when needing quiet becomes a growl at anyone who knocks.",
    ritual:
      "Choose one evening this week to rest on purpose: phone in another room, a warm drink, an early night. Tell one person you are resting, so it is a choice and not a disappearance.",
    question: "Are you resting to recover, or hiding so no one can ask anything of you?",
  },
  wolf: {
    lore: "The she-wolf who suckled Romulus and Remus beside the Tiber, and the wolf of Gubbio in the Little Flowers of Saint Francis, who made peace with a frightened town.",
    summary:
      "Your people are your compass. You keep a group warm and fed, you remember who is missing from the table, and you do your best work alongside others. Loyalty for you is not a feeling; it is turning up.",
    traits: [
      "You hold a group together when it starts to scatter.",
      "You trust your instincts about who belongs in your circle.",
      "You share what you catch, every time.",
    ],
    shadow:
      "A pack can close ranks too tightly. When every question becomes us against them, outsiders go unheard and disagreement inside the circle feels like betrayal. The wolf of Gubbio found peace only once he walked into the town.",
    ritual:
      "This week, invite someone from outside your usual circle to something small: a coffee, a walk, a seat at the table. Listen more than you talk.",
    question: "Who have you kept outside the circle, and what might they bring in?",
  },
  stag: {
    lore: "The stag of the bestiaries that sheds its antlers and grows them again, the hart with a cross between its antlers in the legends of Saint Eustace and Saint Hubert, and the white hart badge of Richard II.",
    summary:
      "You carry yourself with a quiet dignity that others notice before you speak. Change does not frighten you as much as it frightens most: you have let things fall away before and watched something stronger grow in their place. You lead by bearing more than by orders.",
    traits: [
      "You let go of what is finished without clinging.",
      "You stand your ground calmly when it matters.",
      "Your gentleness is a kind of authority.",
    ],
    shadow:
      "Dignity can harden into pride, and pride into flight: the stag that will not be seen struggling bolts into the trees rather than ask for help. Grace is not the same as never being caught off balance.",
    ritual:
      "Find one thing you have outgrown (a habit, a grudge, a drawer of old things) and let it go this week in a single clear act. Mark the gap it leaves with something living, even a cutting in a glass of water.",
    question: "What are you still carrying that your next season has no use for?",
  },
  hare: {
    lore: "The hare who lost the race to Aesop's tortoise, the hare many European tales see in the face of the full moon, and the March hares boxing in the spring fields.",
    summary:
      "You move first and think on the run, and you are often right. New places, new ideas and new people wake you up, and your quickness carries others along in the slipstream. You sense a change in the wind before it arrives.",
    traits: [
      "You act on a hunch while others are still forming one.",
      "You bring fresh energy into stale situations.",
      "Your curiosity makes strangers into company.",
    ],
    shadow:
      "Speed can hide a fear of staying. The hare of the fable did not lose because it was slow; it lost because it stopped halfway, sure it had already won. Ten bright beginnings can leave you with nothing finished to stand on.",
    ritual:
      "Pick the one unfinished thing that would please you most to complete, and give it twenty undistracted minutes on three separate days this week. Stop each time with the next step written down.",
    question: "Which beginning deserves the rest of its story?",
  },
  tortoise: {
    lore: "Aesop's tortoise, who won the race by never stopping, and the tortoise of another fable, who begged an eagle to teach it to fly and came to grief far from the ground it knew.",
    summary:
      "You are the one who gets there. Not first, not loudly, but without fail, carrying your home with you so that nothing can quite uproot you. People underestimate you at the start of things and rely on you by the end.",
    traits: [
      "You keep going long after the excitement has worn off.",
      "You are at home in yourself wherever you are.",
      "Your patience outlasts most kinds of trouble.",
    ],
    shadow:
      "A shell protects, and it also shuts out. Steadiness can tip into refusing every change on principle, and slowness into an excuse for never deciding. Sometimes the road really has moved.",
    ritual:
      "Walk a route you take every week at half your usual pace and notice three things you have never seen on it. Then change one small part of your routine that no longer earns its place.",
    question: "Where is your steadiness serving you, and where has it become a shell?",
  },
  lion: {
    lore: "The lions rampant and passant of European heraldry, the bestiary lion said to sleep with its eyes open, and Aesop's lion who spared a mouse and was later freed by it.",
    summary:
      "You wear your heart where people can see it. You will say the hard thing when it needs saying, stand in front when someone needs defending, and give generously once you have decided someone is yours. Courage for you is mostly a matter of showing up in daylight.",
    traits: [
      "You face trouble head on instead of circling it.",
      "You are generous with praise, time and protection.",
      "Others find their own courage standing next to you.",
    ],
    shadow:
      "A lion can need an audience. When being admired matters more than being useful, courage turns into performance, and pride stops you asking for the help a mouse could give. Aesop's lion owed his freedom to the smallest creature in the wood.",
    ritual:
      "Ask someone for help with something you could just about manage alone, and accept it graciously. Afterwards, tell them specifically what their help made possible.",
    question: "Whose help have you turned down because accepting it felt small?",
  },
  eagle: {
    lore: "The eagle of the bestiaries, which flies up toward the sun and then plunges three times into a clear spring to be made young again, and the eagle on the standards and coats of arms of Rome and many later crowns.",
    summary:
      "You see the whole field while others are still looking at their feet. You spot the pattern, the risk and the opening early, and you are often the one who sets the course. Distance and height clear your head.",
    traits: [
      "You think in maps, not just in next steps.",
      "You notice trouble while it is still small.",
      "You can renew yourself after a hard season.",
    ],
    shadow:
      "From high enough, people look small. Perspective can curdle into judgement from a distance, and the eagle who never lands loses touch with what life is like on the ground. Being right early is lonely if you never come down to share it.",
    ritual:
      "Climb somewhere with a view this week (a hill, a top floor, a bridge) and look at your own life from there for ten minutes. Then come down and ask someone close how things look from where they stand.",
    question: "What would you see differently if you stood where the people around you stand?",
  },
  raven: {
    lore: "Huginn and Muninn, thought and memory, the two ravens who fly the world each day and report to Odin; the ravens said to guard the Tower of London; and the raven Noah sent out over the waters.",
    summary:
      "Your mind is always out flying. You collect odd facts, old stories and small details, and you turn them over until they connect. You remember what others forget, and you can afford to be patient because you have seen how things come round.",
    traits: [
      "Your curiosity finds links no one else has drawn.",
      "You keep the memory of a family, a group or a place.",
      "You can wait for the right moment to speak.",
    ],
    shadow:
      "Memory can turn into a ledger of slights, and cleverness into cynicism. Odin is said to have feared that Muninn, memory, might one day not come back; dwelling too long in what happened can leave no room for what is happening.",
    ritual:
      "Write a short letter, which you need not send, to someone from your past: one thing you are grateful for and one thing you are ready to stop replaying. Then put it away somewhere out of sight.",
    question: "Which memory do you keep returning to, and what would it take to set it down?",
  },
};
