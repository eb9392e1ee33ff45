import type { TaleTurning } from "../../src/shared/tales/content-types";

/**
 * The turning points a tale can hinge on: ordinary human events that fit every era and every calling,
 * told in three sentences, with two sentences of what came after. Slots: {tool}, {calling}, {place},
 * {landmark}.
 */
export const TALE_TURNINGS: readonly TaleTurning[] = [
  {
    id: "water-rises",
    title: "The water rises",
    event: [
      "That spring the water rose higher than anyone living had seen, and it came in the night.",
      "You woke to the sound of it at the door and had time to save only what you could carry, and without thinking you chose your {tool}.",
      "By morning the low ground near {landmark} was a brown lake, and neighbours were calling to each other from the rooftops.",
    ],
    after: [
      "When the water went down you were among the first to begin again, and your {tool} was the first thing you set back in its place.",
      "People dated things from that flood for years, and you noticed that you were less afraid of losing everything, because you had done it once and stood up.",
    ],
  },
  {
    id: "stranger-message",
    title: "A stranger with a message",
    event: [
      "One evening a stranger arrived at your door, dusty from a long road, and asked for you by name.",
      "They carried word from someone you had not seen in many years, someone you had once let down.",
      "The message did not scold you; it only asked whether you would come, because its sender was old now and wanted to see you once more.",
    ],
    after: [
      "You went, leaving your work in a neighbour's care, and the journey took longer than you expected.",
      "What was said between you stayed between you, but you came home lighter, and afterwards you were kinder to people who had let you down.",
    ],
  },
  {
    id: "fire",
    title: "The fire",
    event: [
      "A spark, a gust and a moment's carelessness, and the fire took your home in less time than it takes to tell.",
      "You stood in the street with soot on your face and watched years of your life go up as smoke.",
      "Then a neighbour put a cup of something hot into your hands, and another began clearing the ash without being asked.",
    ],
    after: [
      "The new place was smaller, and for a while you grieved every small thing that had not survived.",
      "But you found that you worked more freely afterwards, as if the fire had burned away the habit of guarding the wrong things.",
    ],
  },
  {
    id: "apprentice",
    title: "The apprentice",
    event: [
      "A child began hanging around your door, watching you work with an attention that felt almost rude.",
      "You sent them away twice, and on the third day you handed them your {tool} just to see what they would do.",
      "They did it wrong, then almost right, and then they did something you had never thought of.",
    ],
    after: [
      "You took them on, and teaching them made you look again at every habit you had stopped noticing.",
      "In time the apprentice grew better than you at some things, and you were surprised to find it made you glad rather than jealous.",
    ],
  },
  {
    id: "rival-help",
    title: "The rival's request",
    event: [
      "The one person in {place} you could not stand, a rival {calling} with a loud voice and a sharp tongue, came to you for help.",
      "Their hands had been hurt, and they had promised work they could not finish alone.",
      "You said no, walked home and ate your supper, then went back and said yes.",
    ],
    after: [
      "You worked side by side for a month, and you discovered that the sharp tongue covered a great deal of fear.",
      "You never became close friends, but when your own hard season came, theirs was the first door that opened.",
    ],
  },
  {
    id: "long-road",
    title: "The long road",
    event: [
      "Word came that your skill was wanted in a city many days away, for pay greater than a year of ordinary earnings.",
      "You packed your {tool}, said your goodbyes and set out with a company of travellers who talked too much.",
      "Halfway there the road was washed out, and you spent a week in a village nobody had ever heard of.",
    ],
    after: [
      "You reached the city in the end and did what you had been hired for, but the week in the village was what you remembered.",
      "For the rest of your life, when you were troubled, you thought of those quiet evenings and how little you had needed there.",
    ],
  },
  {
    id: "thing-in-the-wall",
    title: "The thing in the wall",
    event: [
      "Mending a wall one winter, you found a small bundle hidden behind the loose stones, wrapped in cloth gone brown with age.",
      "Inside were a carved bird, a lock of hair and a few coins from a reign long past.",
      "Nobody in {place} could say who had hidden it, or why.",
    ],
    after: [
      "You put the coins toward something useful and kept the bird on a shelf where you could see it while you worked.",
      "You never learned its story, but it reminded you that every life leaves more behind than it knows.",
    ],
  },
  {
    id: "hungry-season",
    title: "The hungry season",
    event: [
      "The harvest failed, and the hungry season that followed was the hardest anyone could remember.",
      "Prices climbed every week, and people who had always been generous began to bar their doors.",
      "You had a little put by, and one cold night you had to decide whether to keep it or share it.",
    ],
    after: [
      "You shared it, not all of it, but enough that three families on your street made it to spring.",
      "You were poorer for a year, and for the rest of your life those families greeted you as if you were kin.",
    ],
  },
  {
    id: "festival",
    title: "The festival",
    event: [
      "At the great festival that year you were asked to show your craft before the whole town, an honour no {calling} had been given before.",
      "You prepared for months, changed your plan a dozen times and hated all of it the night before.",
      "On the day the crowd went quiet, and then somebody at the back began to clap.",
    ],
    after: [
      "After that, people came from other towns to find you, and some of them stayed to learn.",
      "You were glad of the praise, but what you kept was the memory of the silence before the clapping, when you did not yet know.",
    ],
  },
  {
    id: "long-illness",
    title: "The long illness",
    event: [
      "Someone you loved fell ill with a fever that would not break, and for weeks the house went quiet.",
      "You set aside your {tool} and learned what a sickroom needs: cool cloths, broth, patience and sitting in the dark.",
      "There were nights when you were sure you would lose them, and you made promises to anyone who might be listening.",
    ],
    after: [
      "They recovered slowly, thinner and changed, and the two of you had to learn each other again.",
      "You kept some of the promises and forgot others, but you never again took an ordinary, healthy morning for granted.",
    ],
  },
  {
    id: "debt",
    title: "The debt",
    event: [
      "A debt you had almost forgotten was called in all at once by someone who had bought it cheaply and meant to profit.",
      "You could pay only by selling your {tool}, and without it you could not earn.",
      "You went down to {landmark} that evening and sat there a long time, thinking.",
    ],
    after: [
      "In the end you went from door to door and asked for small loans, which was the hardest thing you had ever done.",
      "Nearly everyone gave something, and you learned that asking for help is a skill too, one you had never bothered to practise.",
    ],
  },
  {
    id: "broken-trust",
    title: "The broken trust",
    event: [
      "A friend you had trusted with your best idea took it and passed it off as their own.",
      "For a while they did well from it, and you heard your own thoughts praised in rooms you were not invited to.",
      "The anger sat in your chest like a stone, and your work suffered for it.",
    ],
    after: [
      "One day you realised that the friend had only the idea, while you still had the hands and the habits that had made it.",
      "You made something better, and you let the old friendship go without a scene, which surprised everyone, you most of all.",
    ],
  },
  {
    id: "child-at-the-door",
    title: "The child at the door",
    event: [
      "A neighbour died suddenly and left a small child with nobody to take them in.",
      "You had never meant to raise anyone, and your home had no room in it for a child.",
      "The child sat on your step for a day and a night, and on the second evening you opened the door.",
    ],
    after: [
      "You were not a perfect guardian, but you were a steady one, and steadiness turned out to be what was needed.",
      "The child grew up with your {tool} in their hands as often as a toy, and spoke of you with great affection long after.",
    ],
  },
  {
    id: "the-offer",
    title: "The offer",
    event: [
      "A powerful household offered you more money than you had ever seen to leave your own neighbours and serve only them.",
      "The house was grand, the food was good, and the work would be easy.",
      "You asked for a night to think, and you spent it walking beside {landmark}.",
    ],
    after: [
      "In the morning you turned the offer down, and for a while you wondered whether you had been a fool.",
      "But word of the refusal got around, and people who valued loyalty began to seek you out, which turned out to be the better trade.",
    ],
  },
  {
    id: "storm-night",
    title: "The night of the storm",
    event: [
      "You were travelling when the storm came, and there was nowhere to shelter but a half-ruined building full of strangers.",
      "All night the wind screamed, and the strangers told each other their lives, because there was nothing else to do.",
      "Among them was someone whose story was so like yours that you could have told it yourself.",
    ],
    after: [
      "In the morning you went your separate ways and never met again.",
      "But you thought of them often, and knowing that someone else had walked your road made it easier to keep walking it.",
    ],
  },
  {
    id: "injured-hand",
    title: "The injured hand",
    event: [
      "A fall on a steep stair injured your right hand, and the healer said it would never be quite as it had been.",
      "For weeks you could not work, and you sat by the window and watched other people go about their days.",
      "One morning, out of pure stubbornness, you picked up your {tool} with your left hand.",
    ],
    after: [
      "It was clumsy at first, then slow, then simply different, and your work changed along with it.",
      "People said your later work had something the earlier had lacked, though they could not say what, and you did not try to explain.",
    ],
  },
  {
    id: "declaration",
    title: "The declaration",
    event: [
      "Someone you had known for years, and never once thought of in that way, told you plainly that they loved you.",
      "You laughed, which was the wrong thing to do, and they walked away before you could take it back.",
      "You did not sleep that night, because you realised you had been happiest, for a long time, whenever they were near.",
    ],
    after: [
      "It took you a week to find the courage to go and say so, and they made you wait another week for an answer.",
      "You had many years together after that, not all of them easy, and you never laughed at the wrong moment again.",
    ],
  },
  {
    id: "mentor-bequest",
    title: "The old teacher's gift",
    event: [
      "The old {calling} who had taught you everything died in the winter, quietly, with unfinished work still waiting.",
      "They left you their own {tool}, worn smooth where their hands had held it, and a message you did not understand at first.",
      "It said only that you should do the next one a little differently.",
    ],
    after: [
      "For a year you tried to do everything exactly as they had, and it felt like living in someone else's house.",
      "Then you understood the message, and your work began to sound like you.",
    ],
  },
  {
    id: "road-not-taken",
    title: "The road not taken",
    event: [
      "A chance came to leave {place} for good, with people you liked, for a place that promised a new life.",
      "You packed, unpacked and packed again, and on the morning of departure you stood at the door with your bag in your hand.",
      "Then you put the bag down.",
    ],
    after: [
      "Some of those who left did well and some did not, and news of both found its way back to you.",
      "You never knew whether you had chosen rightly, but after that you chose your home again every morning, on purpose, and it felt different from simply staying.",
    ],
  },
  {
    id: "speaking-up",
    title: "The gathering",
    event: [
      "At a gathering of the town's elders, a poor family was accused of a theft you were fairly sure they had not committed.",
      "Nobody else spoke, and your heart pounded as you stood up.",
      "Your voice shook, but you said what you had seen, and the room went very still.",
    ],
    after: [
      "The family was cleared, and a few important people stopped coming to you for a while.",
      "Others came instead, and you learned that courage costs something and pays something, though rarely in the same coin.",
    ],
  },
  {
    id: "return",
    title: "The return",
    event: [
      "A brother who had gone away when you were both young came back one autumn, older than his years and with little to show for them.",
      "He stood at your door not knowing whether he would be welcome, and neither did you.",
      "You made him supper, because that was easier than deciding anything.",
    ],
    after: [
      "He stayed, learned to help with your work, and slowly told you where he had been.",
      "The two of you argued as you had as children, but now you always made up before nightfall, and that was new.",
    ],
  },
  {
    id: "dark-noon",
    title: "The day the sun went out",
    event: [
      "One clear noon the sun began to shrink as if something were eating it, and the birds fell silent.",
      "People ran into the streets, some praying and some shouting, and a dog ran howling past {landmark}.",
      "You had heard old stories of such days, and you stood still and told the frightened people around you to wait and watch.",
    ],
    after: [
      "The light came back as suddenly as it had gone, and the birds started up as if nothing had happened.",
      "After that, people came to you when they were afraid, because they remembered who had stayed calm in the dark.",
    ],
  },
  {
    id: "thief-mercy",
    title: "The thief",
    event: [
      "One night you caught a thief in your house, and when you brought the lamp close you saw a hungry youth, hardly more than a child.",
      "The law in {place} was harsh, and you knew what would happen if you called for the watch.",
      "Instead you sat them down, fed them and asked their name.",
    ],
    after: [
      "They vanished before dawn, and you assumed you would never see them again.",
      "Years later they came back with a gift and a steady trade of their own, and told you that supper had been the start of everything.",
    ],
  },
  {
    id: "distant-song",
    title: "The song from far away",
    event: [
      "A band of travelling players passed through {place} one summer, singing a song in a language you did not know.",
      "The tune would not leave you, and on the morning they left you followed them as far as the next town just to hear it again.",
      "By the time you turned back you had learned the song, a few of its words and something about yourself you could not yet name.",
    ],
    after: [
      "You sang it for years while you worked, and people asked you where it came from.",
      "You never found its meaning, and you came to think that the not knowing was part of what you loved about it.",
    ],
  },
  {
    id: "shared-labour",
    title: "The bridge",
    event: [
      "The old bridge near {landmark} gave way, and the town had to build a new one before the autumn markets.",
      "To your astonishment the neighbours chose you to organise the work, though you had never led anything larger than your own household.",
      "You were sure you would fail, and for the first few days you very nearly did.",
    ],
    after: [
      "The bridge was finished two days before the first market, a little crooked and very strong.",
      "You went back to your {tool} afterwards, but you walked a little taller, and people stopped you in the street to ask your opinion.",
    ],
  },
  {
    id: "old-quarrel",
    title: "The old quarrel",
    event: [
      "You and your closest friend quarrelled over something so small that neither of you could later remember what it was.",
      "Pride kept you apart for years, and you crossed the street to avoid each other near {landmark}.",
      "Then one day you met by chance at a funeral and found yourselves standing side by side.",
    ],
    after: [
      "Neither of you apologised in words, but you walked home together, and that was enough.",
      "You made up for the lost years by meeting every week after that, and you never let pride keep the door shut again.",
    ],
  },
  {
    id: "contest",
    title: "The contest",
    event: [
      "A famous {calling} from a distant city came to {place} and boasted that nobody there could match their skill.",
      "Your neighbours pushed you forward, and before you could refuse a contest had been set for the next market day.",
      "You worked through the night with your {tool}, then stood before the crowd with your knees shaking.",
    ],
    after: [
      "You lost, by a narrow margin, and the visitor shook your hand and said you had taught them something.",
      "It was the best defeat of your life, because it showed you how much further you could still go.",
    ],
  },
  {
    id: "travellers-question",
    title: "The traveller's question",
    event: [
      "An old traveller rested at your door one hot afternoon and watched you work for a long time without speaking.",
      "Before leaving they asked what you would do if you knew you could not fail.",
      "You laughed the question off, but it followed you to bed that night and sat up with you.",
    ],
    after: [
      "Within the year you had begun the thing you had always said you were too busy for.",
      "It did not all go well, but you never again said you were too busy, and you passed the traveller's question on to others.",
    ],
  },
  {
    id: "lost-ring",
    title: "The lost ring",
    event: [
      "You lost your mother's ring, the only thing of hers you owned, somewhere between your door and {landmark}.",
      "You searched for days, retracing every step, and finally made yourself stop.",
      "The loss sat with you quietly for years, like a room in the house you did not go into.",
    ],
    after: [
      "Long after, a child came to your door holding the ring, found in the mud after a heavy rain.",
      "You wept, thanked the child and gave them a coin, and you found that the years of missing it had taught you to keep her memory without needing the ring at all.",
    ],
  },
  {
    id: "closed-door",
    title: "The closed door",
    event: [
      "The masters of your craft in {place} refused to accept you, saying you had not trained in the proper way.",
      "You went home furious and humiliated, and for a week you could not pick up your {tool}.",
      "Then you decided to do the work anyway, in your own way, for anyone who would have it.",
    ],
    after: [
      "It took years, but in the end people came to you precisely because you did things differently.",
      "When the masters finally invited you to join them you accepted politely, and you made a point of opening the door to others who had trained in strange ways.",
    ],
  },
];
