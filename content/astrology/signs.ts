import type { SignContent } from "../../src/shared/astrology/content-types";

/**
 * The twelve signs of the tropical zodiac in the order of ZODIAC_SIGNS (src/shared/astrology/signs.ts),
 * in the oracle's voice. Rulers are the traditional ones, with the modern co-ruler after a slash for
 * Scorpio, Aquarius and Pisces. Each essence names the sign's modality and element as signs.ts gives them.
 */
export const SIGNS: SignContent[] = [
  {
    sign: "aries",
    name: "Aries",
    ruler: "Mars",
    emblem: "the Ram",
    keywords: ["courage", "initiative", "directness", "fresh starts", "drive"],
    essence:
      "Aries opens the zodiac at the March equinox, when the year turns towards the light and the first green shoots push through cold soil. It is cardinal fire: the spark that starts things, the charge of the Ram who lowers its horns and runs at the gate. Ruled by Mars, it prizes courage, honesty and the thrill of going first. Its gift is beginning, and its lesson is that a beginning still needs someone to tend it once the first blaze settles.",
    sun: "With the Sun in Aries, you tend to meet life head-on and to trust your first instinct more than any long deliberation. Standing still bothers you far more than risk, and people often look to you when a situation needs someone to move. Your honesty can be bracing, even when it is kindly meant. The art you are learning is patience: letting a spark become a steady fire, and finishing what you so bravely began.",
    angles: {
      guidance:
        "This is a time to act on the thing you have been rehearsing in your head. Take one clear first step today, small enough to finish before doubt catches up with you. Afterwards, pause and ask what the second step needs, because your energy burns brightest at the start and fades if nobody plans the middle.",
      finances:
        "Work rewards your willingness to volunteer for the new project, the pitch nobody else wants, the first call of the morning. Channel that drive into one goal with a date attached to it. Be wary of purchases made in a rush of enthusiasm; sleep on anything costly, and let the morning decide.",
      relationships:
        "Ardour comes easily to you, and so does impatience. Say what you feel plainly, but leave room for the other person to answer at their own pace. Friends value your loyalty and your readiness to defend them, while family may simply need you to sit still and listen for an evening.",
    },
    moonIn:
      "Under an Aries Moon the day feels quick and a little restless, with tempers that flare and cool just as fast. Use it to start something, clear a task you have dodged for weeks, or move your body hard enough to burn off the spare heat.",
  },
  {
    sign: "taurus",
    name: "Taurus",
    ruler: "Venus",
    emblem: "the Bull",
    keywords: ["steadiness", "comfort", "patience", "sensuality", "loyalty"],
    essence:
      "Taurus is fixed earth, the deep-rooted middle of spring, when fields thicken and orchards set their fruit. The Bull does not hurry, and once it has chosen its ground it is not easily moved. Venus rules here, so the sign loves beauty that can be touched, tasted and kept: good bread, soft wool, a garden that returns each year. Its strength is endurance, and its challenge is to notice when holding on has quietly become standing still.",
    sun: "A Taurus Sun gives you a steady pulse and a strong sense of what is worth keeping. You build slowly, and what you build usually lasts, whether it is a home, a skill or a friendship of twenty years. Comfort matters to you, and there is wisdom in that, since a rested body tends to make better choices. When change knocks, your first answer may be no; learning to open the door a crack is part of your path.",
    angles: {
      guidance:
        "Slow down and trust the pace that feels natural, even if others are rushing around you. Pick one routine that nourishes you, such as a walk, a meal cooked properly or an early night, and protect it this week. Steadiness is not dullness; it is the soil in which bigger plans take root.",
      finances:
        "Patient, careful effort is your best ally with money and work. Look at what you already own and already know before chasing something shiny and new. A modest, regular habit of saving or learning often serves you better than a bold gamble, and your reliability is worth naming when the talk turns to pay.",
      relationships:
        "Affection, for you, is shown in deeds: a meal waiting, a repair quietly done, a hand held without fuss. Tell the people you love what those gestures mean, because not everyone reads them. If jealousy or stubbornness creeps in, ask whether you are protecting the bond or simply refusing to bend.",
    },
    moonIn:
      "When the Moon is in Taurus, the day slows and the senses sharpen. Eat something good, tend a plant, handle money calmly or finish a practical job; this is not the hour for drastic changes, but it suits making what you already have more comfortable.",
  },
  {
    sign: "gemini",
    name: "Gemini",
    ruler: "Mercury",
    emblem: "the Twins",
    keywords: ["curiosity", "wit", "versatility", "conversation", "learning"],
    essence:
      "Restless as the turn from spring into summer, when every hedge is loud with birds, Gemini is mutable air. The Twins speak of two minds in one, of questions that lead to more questions, and of the joy of connecting ideas and people. Mercury, messenger of the gods, rules the sign and lends it quick wit, a love of words and a talent for translating between worlds. Its risk is spreading itself thin; its gift is keeping the conversation of life alive.",
    sun: "Born under a Gemini Sun, you are a collector of ideas, stories and acquaintances. Boredom is your true adversary, and you learn fastest when you can talk a subject through with someone. Others may call you changeable, yet your flexibility lets you see several sides of a question at once. Depth arrives when you choose a few interests and follow them further than the first fascinating chapter.",
    angles: {
      guidance:
        "Curiosity is a trustworthy compass right now. Read, ask, write things down and let one idea lead to the next, but set yourself a point where gathering turns into choosing. Two good options may feel equally bright, so pick one for now, knowing you can visit the other later.",
      finances:
        "Your gift at work lies in communication: writing, selling, teaching, linking people who ought to meet. Make sure your many threads are tracked somewhere outside your head, with deadlines you can see. A side interest could grow into a skill worth offering, so give it a little structured time rather than scattered evenings.",
      relationships:
        "Conversation is how you fall in love and how you stay there. Share the odd, funny things you noticed today, and ask the other person for theirs. Friendships flourish with your light touch, yet someone close may need you to stay with a heavy subject a little longer than feels comfortable.",
    },
    moonIn:
      "A Gemini Moon fills the day with messages, errands and chatter, and attention jumps from one thing to the next. Make the calls, send the email, learn something small, and keep a list so that nothing important slips through the cracks.",
  },
  {
    sign: "cancer",
    name: "Cancer",
    ruler: "Moon",
    emblem: "the Crab",
    keywords: ["nurture", "home", "memory", "protection", "sensitivity"],
    essence:
      "Cancer begins at the summer solstice, when the light reaches its height and starts, ever so slightly, to turn back. It is cardinal water: feeling that takes the first step to shelter, feed and remember. The Moon rules this sign, and like the tides it moves in moods and seasons. The Crab carries its home on its back, armoured outside and tender within, and its lesson is that caring for others begins with letting yourself be cared for.",
    sun: "The Sun in Cancer suggests a heart that remembers everything and a gift for making others feel at home. You read moods before a word is spoken, and you protect your people fiercely. Your shell can close quickly when you feel slighted, which keeps you safe but may keep kindness out as well. Growth comes when you trust that your own needs deserve the care you offer so freely.",
    angles: {
      guidance:
        "Home, in every sense, is where your answers lie this season. Tidy a corner of your living space, call a relative, or look again at an old photograph and notice what it stirs. Feelings rising from the past are messages, not orders; listen to them, then decide in the present.",
      finances:
        "Security matters to you, and there is nothing wrong with building a cushion before you leap. Look after your work the way you look after family: steadily, with an eye on the long term. Try not to take criticism too personally, and remember that a colleague's sharp word usually says more about their day than your worth.",
      relationships:
        "Your tenderness is a rare gift, so offer it where it is welcomed and returned. Say what you need instead of hoping someone will guess, since hints are easily missed even by the people who love you most. Family ties may call for attention now, and a shared meal mends more than a long letter.",
    },
    moonIn:
      "While the Moon moves through Cancer, emotions sit close to the surface and home feels like the best place to be. Cook something comforting, check in on someone you love, and be gentle with anyone who seems easily hurt, yourself included.",
  },
  {
    sign: "leo",
    name: "Leo",
    ruler: "Sun",
    emblem: "the Lion",
    keywords: ["warmth", "creativity", "generosity", "pride", "self-expression"],
    essence:
      "High summer belongs to Leo, the season of long golden evenings and ripening grain. The sign is fixed fire, and the Sun itself rules it, so it shines from the centre and warms everything within reach. The Lion stands for courage, dignity and a heart that wants to be seen and to celebrate others in turn. At its best it is generous and playful; when it forgets itself it roars for applause, and its lesson is that true light never needs to dim anyone else.",
    sun: "Your Leo Sun brings a natural warmth that draws people close. Creativity and play are not luxuries for you but ways of staying alive inside, and you shine when you can make, perform or lead with heart. Praise nourishes you, while being overlooked can sting more than you admit. The deepest confidence grows from within, in the moments when you create simply for the joy of it.",
    angles: {
      guidance:
        "Let yourself be seen this week, whether that means sharing work you are proud of or speaking up in a room that usually hears others. Joy is a reliable guide for you, so follow what makes you feel most alive. Meanwhile, notice who helped you get here and give them their share of the light.",
      finances:
        "Leadership suits you, and colleagues may be waiting for you to take charge of a project or an idea. Show your work with confidence, and ask for recognition where it has been earned. Keep an eye on spending meant to impress; generosity is one of your loveliest qualities, but it works best inside a budget you set in advance.",
      relationships:
        "Romance with you has a touch of theatre, and grand gestures come naturally. Balance them with the quiet ones, such as remembering a small detail or listening without steering the story back to yourself. Children, friends and partners alike flourish in your warmth, especially when you praise them as freely as you hope to be praised.",
    },
    moonIn:
      "Bright, sociable moods arrive with a Leo Moon, when people want to laugh, be noticed and be generous. Wear the colour you love, make something for the fun of it, or pay someone a sincere compliment, and leave room for others to share the stage.",
  },
  {
    sign: "virgo",
    name: "Virgo",
    ruler: "Mercury",
    emblem: "the Maiden",
    keywords: ["discernment", "service", "craft", "order", "modesty"],
    essence:
      "Harvest is the season of Virgo, mutable earth, when grain is gathered, sorted and stored against the winter. The Maiden is often pictured holding an ear of wheat, a sign of skill, patience and care for the small things that keep a life running. Mercury rules here too, but turned towards the practical: lists, methods, recipes and repairs. The sign's gift is making things work well, and its challenge is to stop polishing and accept that good enough can be quite wonderful.",
    sun: "A Virgo Sun lends you a keen eye for detail and a deep wish to be useful. You notice what others miss, from a slip in a contract to a friend's quiet change of mood. Service, for you, is a form of love, though you may forget to serve yourself with the same care. Your inner critic means well; thank it, and then let your kinder voice have the last word.",
    angles: {
      guidance:
        "Order brings you calm, so begin with one small area and sort it thoroughly, be it a drawer, a calendar or a tangle of thoughts set down on paper. Daily habits shape the bigger picture more than grand resolutions do. If you catch yourself chasing perfection, set a timer and stop when it rings.",
      finances:
        "Precision is your strength at work, and the colleague who checks the figures twice is worth a great deal. Make your skill visible instead of quietly fixing everyone's mistakes unseen. A careful review of regular outgoings may reveal small savings, and a methodical plan for learning something new can serve you well over time.",
      relationships:
        "Care, as you give it, is practical: the lift to the station, the soup delivered, the form filled in for someone who finds it hard. Let others return the favour, since a bond where only one person helps soon feels lopsided. Advice can land harder than you intend, so lead with appreciation before any suggestion.",
    },
    moonIn:
      "During a Virgo Moon the mood turns practical and a little fussy, and small disorders become hard to ignore. Sort papers, plan the week, clean the kitchen or fix that loose hinge, and keep your standards kind when you turn them on other people.",
  },
  {
    sign: "libra",
    name: "Libra",
    ruler: "Venus",
    emblem: "the Scales",
    keywords: ["balance", "harmony", "fairness", "partnership", "grace"],
    essence:
      "Libra opens at the autumn equinox, when day and night stand for a moment in equal measure. It is cardinal air, the mind that takes the lead in bringing people together and weighing every side. Venus rules here in her social aspect, loving beauty, courtesy and agreements that feel fair. The Scales are the only emblem of the zodiac that is not a living creature, a reminder that balance is something made rather than found, and made again each day.",
    sun: "Harmony draws you, with the Sun in Libra, and you feel discord like a draught in the room. Diplomacy comes naturally, and you can often see why each person in a quarrel believes they are right. That gift can slide into indecision, or into keeping the peace at your own expense. Your growth lies in letting your own preference count as one of the weights on the scale.",
    angles: {
      guidance:
        "Weigh your options, certainly, but set a date for the decision so that weighing does not become a way of hiding. Beauty restores your balance, so bring something lovely into your day: music, flowers, a well-made cup of tea. Fairness begins at home, and that includes fairness towards your own needs.",
      finances:
        "Partnerships and negotiations are where you shine at work. Go into any discussion about money or terms knowing what you truly want, not only what would please everyone. Collaborations look promising when roles are written down clearly, and a quick agreement on who does what can spare a great deal of awkwardness later.",
      relationships:
        "Partnership is central to your happiness, and you give generously to keep it sweet. Watch for the habit of swallowing small complaints until they grow into large ones. A calm, honest conversation held early is the truest form of the harmony you value, and it invites the other person to meet you halfway.",
    },
    moonIn:
      "With the Moon in Libra, people feel more sociable, more polite and keener to avoid friction. Use the mood to mend a rift, settle an agreement or arrange a pleasant meeting, but beware of saying yes merely to keep the room comfortable.",
  },
  {
    sign: "scorpio",
    name: "Scorpio",
    ruler: "Mars / Pluto",
    emblem: "the Scorpion",
    keywords: ["depth", "intensity", "transformation", "loyalty", "insight"],
    essence:
      "Scorpio is fixed water, the deep autumn when leaves fall and the earth takes them in, quietly turning decay into next year's soil. Its traditional ruler is Mars and its modern one Pluto, and together they lend the sign courage, persistence and a fascination with what lies hidden. The Scorpion guards its heart and strikes when threatened, yet this is also the sign of profound loyalty and renewal. Its lesson is that letting go can be the beginning of power rather than the loss of it.",
    sun: "Intensity is natural to you with the Sun in Scorpio, and you rarely settle for the surface of anything. Trust is earned slowly, but once you give it, it runs deep and true. You sense hidden motives and unspoken feelings, which makes you perceptive and, at times, wary. Your greatest strength is the capacity to transform: to come through a hard season changed, wiser and more truly yourself.",
    angles: {
      guidance:
        "Something is asking to be looked at honestly, perhaps a habit, a grudge or a secret you keep even from yourself. Face it quietly and without drama, and you may find it has less power once it is named. Endings can clear the ground, so let one old thing go to make space for what is growing.",
      finances:
        "Focus and determination carry you far at work, particularly in tasks that call for research, strategy or digging beneath the surface. Shared resources, such as joint accounts, debts or ventures with others, deserve a clear and frank look. Keep your plans private until they are ready, but do not let discretion slide into mistrust of the people on your side.",
      relationships:
        "Love, for you, is all or nothing, and half-hearted bonds leave you cold. Let your intensity be matched by openness, saying what you feel rather than testing whether others can guess. Jealousy usually points to a fear worth speaking aloud, and when you share it gently, closeness tends to deepen rather than break.",
    },
    moonIn:
      "A Scorpio Moon makes the day feel charged and private, with feelings running deep beneath calm faces. Dig into research, clear out what you no longer need, or have the honest conversation you have postponed, and let grudges pass instead of feeding them.",
  },
  {
    sign: "sagittarius",
    name: "Sagittarius",
    ruler: "Jupiter",
    emblem: "the Archer",
    keywords: ["adventure", "optimism", "freedom", "wisdom", "candour"],
    essence:
      "The Archer of Sagittarius, half human and half horse in the old images, aims its arrow at far horizons, seeking meaning as much as distance. This is mutable fire, the last light of autumn, when the year gathers its stories before winter. Jupiter rules the sign, widening everything it touches with faith, humour and a hunger to learn. Its gift is a hope that travels well; its lesson is that wisdom found on the road should also be brought home and lived.",
    sun: "Under a Sagittarius Sun, you need room to roam, whether across maps, books or ideas. Optimism is your native tongue, and your laughter can lift a whole gathering. Honesty leaves you quickly, sometimes before tact has caught up. The journey ahead asks you to pair your love of freedom with commitment, so that the adventures you begin carry through to real understanding.",
    angles: {
      guidance:
        "Widen your view this week with a new place, a new teacher, or simply a long walk somewhere unfamiliar. Big questions about purpose deserve space, so write your answers down and see what they have in common. Faith in the future is a strength, especially when it walks beside a plan.",
      finances:
        "Opportunities connected with travel, teaching, publishing or study may appeal strongly now. Explore them with enthusiasm but read the small print, since optimism can overlook costs. Working independently suits you, and a little structure, such as a weekly look at what came in and what went out, keeps freedom from turning into chaos.",
      relationships:
        "Shared adventure keeps your bonds alive, so plan something new together instead of repeating the familiar. Candour is lovely, though the people you love may need a softer delivery than you would. Give others the same freedom you ask for, and they are likely to come back to you gladly.",
    },
    moonIn:
      "Spirits lift and horizons seem to open as the Moon passes through Sagittarius. Plan a trip, start a course or talk philosophy over dinner, and keep your promises modest, because the buoyant mood can make everything look easier than it is.",
  },
  {
    sign: "capricorn",
    name: "Capricorn",
    ruler: "Saturn",
    emblem: "the Sea-Goat",
    keywords: ["ambition", "discipline", "responsibility", "endurance", "mastery"],
    essence:
      "Capricorn begins at the winter solstice, the longest night, when the Sun starts its slow climb back. It is cardinal earth: practical effort that sets out with purpose and keeps on climbing. Saturn rules the sign, lending patience, structure and respect for time and its lessons. The Sea-Goat, with a mountain goat's forequarters and a fish's tail, bridges the depths of feeling and the heights of achievement, a reminder that the summit means most when the heart climbs too.",
    sun: "A Sun in Capricorn gives you a long view and a steady climb. You take responsibility seriously, often earlier in life than your friends, and you may grow more relaxed and playful with the years. Achievement matters to you, yet the deeper drive is to build something that stands. Allow yourself rest and celebration along the way, because even the hardiest goat pauses on a ledge to admire the view.",
    angles: {
      guidance:
        "Set one long-term goal and break it into steps small enough to take this month. Your discipline is admirable, but check that the mountain you are climbing is one you truly want to stand on. Saying no to lesser tasks can be the wisest yes you give your future.",
      finances:
        "Steady ambition suits this season, and your reliability is likely to be noticed by those who matter. Build your reputation through quality rather than long hours alone, and keep a simple, realistic plan for money that you revisit regularly. Advice from an experienced mentor could spare you years of trial and error.",
      relationships:
        "Commitment is how you say love, and you show it by turning up, season after season. Let the people close to you see your softer side as well as your competence. Make time for fun with family and friends, since duty shared without laughter can feel heavy to everyone at the table.",
    },
    moonIn:
      "Sober and businesslike, the Capricorn Moon favours plans, lists and getting things done. Tackle the dull but important task, set a budget or speak to someone senior, and allow yourself a proper break when the work is finished.",
  },
  {
    sign: "aquarius",
    name: "Aquarius",
    ruler: "Saturn / Uranus",
    emblem: "the Water-Bearer",
    keywords: ["originality", "independence", "community", "vision", "humanity"],
    essence:
      "Deep winter, when people gather close and ideas pass around the fire, is the season of Aquarius, fixed air. Saturn is its traditional ruler and Uranus its modern one, holding structure and sudden invention side by side. The Water-Bearer pours from its vessel not water alone but knowledge and hope for all who thirst. This is the sign of friendship, community and the future, and its lesson is to stay close to single hearts while dreaming of a better world for everyone.",
    sun: "An Aquarian Sun suggests that you think for yourself and rarely follow a crowd simply because it is large. Fairness and friendship matter deeply to you, and you may feel most at home among kindred spirits who share a cause. Others sometimes find you cool, when really you are thinking. Your path asks you to let people see the warmth behind your ideas, and to trust that belonging need not cost you your freedom.",
    angles: {
      guidance:
        "Trust the unusual idea, the one that seems a little ahead of its time. Share it with people who enjoy thinking differently, and see how it grows. Your independence is precious, yet a small act of community, like helping a neighbour or joining a group, may bring more insight than solitary reflection.",
      finances:
        "Innovation is your best asset at work, whether in technology, social causes or simply a better way to run the office. Propose the change you have been quietly designing. Group projects can thrive with you in them, provided you keep others informed rather than racing ahead alone.",
      relationships:
        "Friendship is the foundation of every bond you value, romance included. Give the people you love space to be themselves, and ask for the same. When emotion runs high, resist retreating into analysis; sometimes the boldest thing you can do is say simply and warmly what you feel.",
    },
    moonIn:
      "An Aquarius Moon brings a detached, inventive mood, when ideas flow faster than feelings. Meet friends, join a group, try a new approach or tinker with a project, remembering that a friendly word can matter more than the cleverest plan.",
  },
  {
    sign: "pisces",
    name: "Pisces",
    ruler: "Jupiter / Neptune",
    emblem: "the Fish",
    keywords: ["compassion", "imagination", "intuition", "surrender", "dreams"],
    essence:
      "Pisces is mutable water, the end of winter, when snow melts and everything flows towards the sea before the cycle begins again. Jupiter is its traditional ruler and Neptune its modern one, blending generosity of spirit with dreams, art and a longing for the boundless. The two Fish swim in opposite directions yet are bound together, like the pull between this world and the imagined one. Its gift is compassion without limits; its lesson is to keep a shore to return to.",
    sun: "If your Sun falls in Pisces, you feel the currents of other people's moods almost as if they were your own. Imagination flows through you, whether in art, music, caring or quiet daydreams. Boundaries may not come easily, and you can give until you are drained. Learning to protect your energy is not selfish, for it keeps your rare kindness flowing for years to come.",
    angles: {
      guidance:
        "Listen to your intuition and your dreams, but write them down so they can be tested in daylight. Quiet time near water, with music or in prayer, can restore you when the world feels too loud. Where you feel pulled in two directions, choose the one that keeps you kind to yourself as well as to others.",
      finances:
        "Creative, caring or artistic work may call to you strongly now. Follow that pull while keeping your feet on the ground: check contracts, keep records and ask a practical friend to look over any big decision. Your compassion is valuable at work, as long as it does not mean taking on everyone else's tasks.",
      relationships:
        "Tenderness and intuition can make love feel like a dream for you. Keep your eyes open too, and let people show you who they are over time rather than seeing only their potential. Friends and family treasure your kindness, so let them look after you on the days when you are the one in need.",
    },
    moonIn:
      "The day turns soft-edged and dreamy as the Moon swims through Pisces, and sensitivity runs high. Make art, rest, forgive, or do something kind without being asked, and leave exacting paperwork for a clearer day if you can.",
  },
];
