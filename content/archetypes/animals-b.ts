import type { ArchetypeWords } from "../../src/shared/archetypes/content-types";

/** The other ten animals of the bestiary (./animals-a.ts holds the first ten). */
export const WORDS_B: Record<
  "swan" | "horse" | "bee" | "crane" | "hound" | "cat" | "boar" | "salmon" | "wren" | "pelican",
  ArchetypeWords
> = {
  swan: {
    lore: "The Children of Lir of Irish legend, who lived nine hundred years as swans and kept their voices; the swan maidens of European folk tales; and Andersen's ugly duckling, who grew into what he already was.",
    summary:
      "You make hard things look easy, and only the people closest to you know how hard you paddle underneath. You are faithful in love and friendship, you carry yourself with care, and you have already come through at least one change that others did not expect you to survive.",
    traits: [
      "You stay composed when others are rattled.",
      "You give your loyalty slowly and then for good.",
      "You have become more yourself with every change.",
    ],
    shadow:
      "Looking effortless can become a mask. If nobody ever sees you struggle, nobody thinks to help, and the pressure to stay graceful can turn into a quiet perfectionism that wears you thin.",
    ritual:
      "Let one person see the paddling this week. Tell them something you are finding hard, plainly, without tidying it into a good story first.",
    question: "Who would you let see you struggle, if you stopped guarding the surface?",
  },
  horse: {
    lore: "Sleipnir, Odin's eight-legged horse, who could carry a rider between worlds; the White Horse cut into the chalk at Uffington three thousand years ago; and the working horses of a thousand farm tales.",
    summary:
      "You love open ground and the feeling of covering distance, and yet you are the one who pulls the cart when it matters. You carry people, projects and families further than they could go alone. Freedom, for you, is having somewhere worth going.",
    traits: [
      "You have stamina for the long haul.",
      "You make journeys shared rather than endured.",
      "You are strong without being harsh.",
    ],
    shadow:
      "A willing horse gets every load put on its back. You can end up harnessed to everyone else's plans, galloping on duty until you bolt. Restlessness is sometimes a sign that the reins have been in other hands for too long.",
    ritual:
      "Put down one load this week that is not truly yours to carry, and say so kindly. Use the freed hour to go somewhere on foot, at whatever pace you like, for no reason at all.",
    question: "Which of the loads you carry did you choose, and which were simply handed to you?",
  },
  bee: {
    lore: "The old custom of telling the bees, in which a household's births, marriages and deaths were whispered at the hives; the bees of the medieval bestiaries, praised for their shared work; and the golden bees on Napoleon's coronation robes.",
    summary:
      "You make good things slowly and share them. You are happiest with your hands busy and a purpose in common, and the places you belong to are sweeter for your patient work. Others might not notice how much of the honey came from you.",
    traits: [
      "You turn scattered effort into something finished.",
      "You thrive in a shared project with a clear purpose.",
      "Your care shows in made things: meals, gifts, repairs.",
    ],
    shadow:
      "Busyness can become the only way you know how to matter. When the hive is all you are, rest feels like guilt and anyone who slows the work gets stung. A bee also has to visit flowers for their own sake.",
    ritual:
      "Spend half an hour making something small by hand purely for pleasure, with no use and no recipient. Afterwards, tell someone a piece of your news, as the old beekeepers told the hive.",
    question: "What would you make if nobody needed it?",
  },
  crane: {
    lore: "The cranes of the medieval bestiaries, which take turns keeping watch over the sleeping flock, each watcher holding a stone in one raised foot so that if it dozes the stone falls and wakes it: the crane in its vigilance of heraldry.",
    summary:
      "You keep watch so others can sleep. You think ahead, you have a second plan in your pocket, and you notice when someone in your care is not quite right. People feel looked after around you, often without knowing why.",
    traits: [
      "You prepare for trouble so calmly that it rarely arrives.",
      "A small change in someone close never slips past you.",
      "You are reliable in the long, unglamorous hours.",
    ],
    shadow:
      "Vigilance that never stands down becomes anxiety. The stone in your foot can turn into a constant readiness for disaster, and a watcher who never sleeps is no use to the flock in the morning.",
    ritual:
      "Hand over the watch for one evening this week: let someone else be responsible for something you usually keep an eye on, and do not check on it. Hold a smooth stone while you wind down, then put it down on purpose.",
    question: "What would you let yourself feel if you were not on guard?",
  },
  hound: {
    lore: "Argos, the old dog who alone knew Odysseus when he came home after twenty years; Gelert, the faithful hound of Welsh legend; and the talbot hounds that guard many coats of arms.",
    summary:
      "Your word is good and your loyalty is long. You turn up at the door when someone is in trouble, you remember what matters to the people you love, and you would rather keep a promise late than break it early.",
    traits: [
      "You stay when others drift away.",
      "You keep promises you could have quietly dropped.",
      "You love without keeping score.",
    ],
    shadow:
      "Devotion can forget to include yourself. You may wait at a door long after it should have opened, or rush to judgement to protect someone, as Gelert's master did when he saw blood on the hound that had saved his child.",
    ritual:
      "Make one promise to yourself this week, small and specific, and keep it as faithfully as you would keep one to a friend. Write it where you will see it each morning.",
    question: "Are you as faithful to yourself as you are to the people you love?",
  },
  cat: {
    lore: "Puss in Boots of Perrault's tale, who made a fortune for his master with nothing but nerve; the cats that draw Freyja's chariot in Norse myth; and the hearth cat of countless farmhouse stories, who keeps the grain and keeps its own hours.",
    summary:
      "You belong to yourself. You choose your company carefully and give it your full attention, you rest without apology, and you can walk away from a scene without needing the last word. People feel honoured when you settle beside them.",
    traits: [
      "You know your own needs and meet them.",
      "You land on your feet when things tip over.",
      "Your affection means something because it is chosen.",
    ],
    shadow:
      "Independence can slide into keeping everyone at a paw's length. If closeness only ever happens on your terms and timetable, people stop offering it, and a private life can become a lonely one.",
    ritual:
      "Reach out first this week to someone you usually wait to hear from. Keep it light: a message, a photo, an invitation to sit somewhere sunny together.",
    question: "Where does your freedom end and your loneliness begin?",
  },
  boar: {
    lore: "Twrch Trwyth, the great boar hunted across Wales in the tale of Culhwch and Olwen; the boar images that guard the warriors' helmets in Beowulf; and the white boar badge of Richard III.",
    summary:
      "You do not back down when something you love is under threat. You stand in the path of trouble, you say the thing everyone is afraid to say, and your courage is rooted and earthy rather than showy. People feel safer with you on their side.",
    traits: [
      "You defend what is yours fiercely and openly.",
      "You stay on course when others lose heart.",
      "Your directness clears the air.",
    ],
    shadow:
      "A boar charges first and looks afterwards. Fierceness aimed at the wrong target does real damage, and refusing to turn can mean running straight through people who were never the enemy.",
    ritual:
      "The next time you feel the charge building, count ten slow breaths before you answer. Afterwards, note what you said and whether the pause changed it.",
    question: "Which fight of yours is truly yours to fight, and which could you walk away from?",
  },
  salmon: {
    lore: "The Salmon of Knowledge of Irish legend, whose flesh gave the young Fionn mac Cumhaill all the wisdom in the world when he burned his thumb on it; the salmon with a ring in its mouth on the arms of Glasgow; and the salmon's own leap upstream to the river of its birth.",
    summary:
      "You learn by going back. You return to your roots, your old places and your first questions, and you come away with understanding others did not find by rushing forward. You are persistent against the current when the goal is worth it.",
    traits: [
      "You keep trying long after the first setback.",
      "You know where you come from and draw strength from it.",
      "You gather understanding slowly and keep it.",
    ],
    shadow:
      "Swimming upstream can become a way of life rather than a journey. Some currents are worth going with, and returning home again and again can be a way of refusing to let your life change.",
    ritual:
      "Visit, in person or in memory, a place that shaped you. Write down one thing you learned there, then one thing you know now that the younger you did not.",
    question: "Which current have you been fighting that you could let carry you instead?",
  },
  wren: {
    lore: "The fable of the birds who chose a king by who could fly highest, won by the little wren riding hidden in the eagle's feathers; the wren's day on Saint Stephen's Day in Ireland and the Isle of Man; and its old title, king of birds.",
    summary:
      "You are smaller, quieter or newer than the people around you, and it does not stop you. You notice the detail everyone missed, you speak up for whoever has not been heard, and your voice carries further than anyone expected.",
    traits: [
      "You punch far above your size.",
      "You notice what bigger voices overlook.",
      "You stand up for the overlooked, including yourself.",
    ],
    shadow:
      "Feeling small can make you want to win by any means, even riding on someone else's back. The wren of the fable won its crown and never quite lived down the trick. You do not have to prove your size to deserve your place.",
    ritual:
      "Say one thing aloud this week that you would usually keep to yourself: an idea in a meeting, a correction, a compliment. Say it once, clearly, and do not apologise for it.",
    question: "Where are you still trying to prove you are big enough?",
  },
  pelican: {
    lore: "The pelican in her piety of the medieval bestiaries, said to feed her young from her own breast, carved on church roofs and set on coats of arms such as that of Corpus Christi College in Oxford.",
    summary:
      "You give, and you give from the heart. You are the one who notices who has not eaten, who stays late, who shows up with soup. Your care has kept more people going than you will ever know.",
    traits: [
      "You meet need quickly and without fuss.",
      "You make people feel looked after.",
      "Your kindness is practical, warm and real.",
    ],
    shadow:
      "The bestiary's pelican gave until she bled. Giving can become a way of never receiving, and a tiredness you do not admit to. Those who love you would rather have you well than have everything you can give.",
    ritual:
      "Let someone take care of you this week in a small, specific way: a meal, a lift, an hour of listening. Say yes the first time they offer, and say thank you without adding a favour back.",
    question: "When did you last accept care without paying it straight back?",
  },
};
