import type { TarotCardContent } from "../../src/shared/draws/content-types";

/** The suit of Cups, Ace to King: Water, feeling, love, dreams and intuition. */
export const CUPS: TarotCardContent[] = [
  {
    slug: "ace-of-cups",
    name: "Ace of Cups",
    keywords: {
      upright: ["new love", "compassion", "emotional renewal", "creativity"],
      reversed: ["held-back feelings", "emptiness", "self-love", "blocked tenderness"],
    },
    element: "Water",
    astrology: "Root of the powers of Water",
    image:
      "In the old picture a hand emerges from a cloud holding a cup that spills five streams into a pool of water lilies, while a dove descends toward its rim. Our emblem shows one brimming chalice with water running over the edge in five bright threads.",
    essence:
      "A spring rises in the heart with the Ace of Cups: new love, compassion and emotional renewal welling up from somewhere deeper than reason. It can mark a fresh relationship, a creative gift or simply a tender opening in you. The cup overflows because feeling is meant to be shared. The card invites you to receive, and to let yourself be moved.",
    reversedEssence:
      "Imagine a chalice with its lid pressed on tight: the Ace of Cups reversed holds feeling back instead of letting it spill. Tenderness may be blocked by an old hurt, or you may have poured so much for others that your own cup rings hollow. That emptiness is a signal, not a verdict. Begin by filling the cup for yourself, with rest and gentle company, and the overflow will return when the heart feels safe.",
    upright: {
      guidance:
        "A fresh tenderness may be rising in you, softening places that had grown guarded. Let it come. You might find yourself moved by small things, drawn toward kindness or toward making something. Give the feeling somewhere to go, a letter or a song or a gesture of care; an open heart refills itself the more it pours.",
      finances:
        "Work that feeds your heart may call more loudly now, or a new opening could come through goodwill and connection. The projects you love might also turn out to be the ones that go best. Ask whether there is room to bring more care, creativity or service into how you earn. Satisfaction is a kind of wealth too.",
      relationships:
        "New love, a deepening bond or a reconciliation may arrive like rain after a dry spell. If you are single, your openness itself may be drawing someone nearer. With a partner, tenderness returns in ordinary moments at the sink or on the stairs. Let affection be spoken, shown and received; the cup overflows precisely because nobody guards it.",
    },
    reversed: {
      guidance:
        "Feelings may be dammed up, or poured out so freely that you are left running dry. Perhaps you offer tenderness to everyone except yourself. Turn the cup toward your own heart for a while: sleep, gentleness, honest tears if they come. A spring that is cared for tends to flow outward again in its own time.",
      finances:
        "Work may feel emotionally parched, or you might be pushing through tasks that no longer nourish you. Creative energy could be stuck somewhere below the surface. Explore what small change would bring meaning back into your days. It may also help to notice where you give your time freely and quietly resent it afterwards.",
      relationships:
        "Fear may be making you hold back affection, or you might sense that someone else is emotionally out of reach. Old hurts can teach the heart to keep its lid on. Practise kindness toward yourself first, then let one trusted person see a little more. Love that is held back does not vanish; it waits for a place that feels safe.",
    },
  },
  {
    slug: "two-of-cups",
    name: "Two of Cups",
    keywords: {
      upright: ["partnership", "mutual attraction", "unity", "reconciliation"],
      reversed: ["imbalance", "broken communication", "tension", "parting of ways"],
    },
    element: "Water",
    astrology: "Venus in Cancer",
    image:
      "Two figures face each other and exchange cups in the traditional scene, while a winged lion's head rises above a herald's staff twined with serpents, a sign of union and healing. Our emblem shows two cups touching at the rim beneath a small winged lion.",
    essence:
      "Two equals meet, and each truly sees the other. Mutual attraction, partnership, reconciliation: the Two of Cups holds all of these, and not only romance, for friendship and any alliance built on respect belong here too. It celebrates the moment when two separate lives recognise each other and choose to share the cup.",
    reversedEssence:
      "Two cups tilt away from each other, and what they held begins to spill between them. The Two of Cups turned over speaks of a bond out of balance: one side giving more, words going unheard, a silence that thickens into tension. Sometimes two paths are quietly parting. Whether the bond can be mended or must be released, honest speech and respect for both hearts remain the way through.",
    upright: {
      guidance:
        "Connection is favoured, and the right ally could make your path easier and sweeter. You may feel a strong kinship with someone you have only just met. Notice how mutual respect strengthens you, and offer it freely in return. A balanced exchange, given and received in good faith, can open doors that solitary effort never would.",
      finances:
        "A partnership, a collaboration or one supportive colleague could make all the difference. Agreements reached now may rest on genuine trust. Seek out someone whose strengths complement yours, and be clear about what each of you brings to the table. Mutual benefit, spelled out in plain words, keeps goodwill healthy over time.",
      relationships:
        "Attraction, affection and understanding may flow between you and someone special. A romance could bloom, or an existing bond deepen through a heartfelt exchange; reconciliation is possible too. Make time simply to be with each other, face to face, listening as much as speaking. Two cups held level pour into each other.",
    },
    reversed: {
      guidance:
        "A relationship that usually steadies you may feel lopsided, with one side giving more than the other. Or perhaps you are out of step with yourself. Picture what harmony would look like in practical terms, and find one small adjustment within reach. Sometimes the first partnership to mend is the one with your own heart.",
      finances:
        "Collaboration might falter over unclear roles, broken promises or uneven effort. You could feel unsupported by a partner or a team. Revisit the terms openly and calmly before frustration sets like plaster. Not every alliance is meant to last, yet many recover with an honest recalibration of who does what.",
      relationships:
        "Misunderstanding, tension or a cooling of affection might leave you unsure where you stand. Communication wants tending now. Speak about the imbalance without blame, and listen for what the other person actually feels beneath the words. If a bond has ended, turning that same care toward yourself may be the most loving step.",
    },
  },
  {
    slug: "three-of-cups",
    name: "Three of Cups",
    keywords: {
      upright: ["friendship", "celebration", "community", "reunion"],
      reversed: ["overindulgence", "gossip", "feeling left out", "three's a crowd"],
    },
    element: "Water",
    astrology: "Mercury in Cancer",
    image:
      "Traditionally three young women raise their cups in a circle, dancing among fruits and flowers of the harvest. Our emblem shows three cups lifted together in a toast, wreathed with a vine of grapes.",
    essence:
      "Friendship made visible is the gift of the Three of Cups. It speaks of celebration, community, reunion and the joy of belonging to a circle that cheers you on. A harvest is meant to be shared, and this card honours the people who make life festive. It invites you to gather, to toast small victories and to let others hold you up.",
    reversedEssence:
      "The toast turns sour in the Three of Cups reversed. A party runs one glass too long, whispers travel around the circle faster than kindness, or you stand at the edge of a laughing group and feel there is no room for you. Three can become a crowd. Step back from the noise, speak to friends rather than about them, and keep company with the people who leave you lighter.",
    upright: {
      guidance:
        "Good company works like medicine just now. A gathering, a reunion or an hour of laughter with friends may lift your spirits more than any solitary effort. Say yes to an invitation, or send one yourself. You may find that a shared joy grows larger while a shared worry grows lighter.",
      finances:
        "Teamwork and goodwill can carry a project further than lone hustle. A group success, a collaborative win or a celebration at work may be on the horizon. Build connections through generosity: acknowledge colleagues, share credit, join a circle of peers. Networks grow warm when they are tended with real friendship.",
      relationships:
        "Festivity and friendship brighten the heart. You may meet someone through friends, or simply enjoy celebrations among the people you love. Couples might find fresh joy in going out together. Reach toward someone you have lost touch with; a reunion could feel remarkably like coming home.",
    },
    reversed: {
      guidance:
        "The party may have run on too long, or you might feel shut out of the circle. Either excess or isolation can leave a hollow echo. Think about what kind of company truly nourishes you. A quiet evening with one friend may serve better than a crowd, and rest after revelry is its own kindness.",
      finances:
        "Spending, socialising or distractions may be draining your focus. Workplace gossip might cloud the air as well. Step back and return to the tasks that matter. A group project may need clearer roles if some members are coasting while others carry the load for everyone.",
      relationships:
        "A triangle among friends, whispered gossip or the sense that three is a crowd could put strain on your circle. You might feel excluded, or caught between loyalties. Speak directly rather than through others. Circles change shape over time, and a little solitude shows which bonds truly give back what you put in.",
    },
  },
  {
    slug: "four-of-cups",
    name: "Four of Cups",
    keywords: {
      upright: ["contemplation", "apathy", "reevaluation", "withdrawal"],
      reversed: ["reawakening", "renewed motivation", "saying yes", "readiness"],
    },
    element: "Water",
    astrology: "Moon in Cancer",
    image:
      "Beneath a tree a figure sits with folded arms, staring at three cups on the grass, while a hand from a cloud offers a fourth that goes unnoticed. Our emblem shows three cups in a row and a fourth held out from a cloud above them.",
    essence:
      "The heart turns inward and the world goes a little grey. The Four of Cups speaks of contemplation, boredom, apathy and the sense that what is offered does not quite satisfy. Withdrawal can be healthy reflection, or it can blind you to a gift held out right in front of you. The card asks you to look up, gently, and reconsider.",
    reversedEssence:
      "At last the figure under the tree looks up. Reversed, the Four of Cups marks the end of a sulk or a grey spell of withdrawal: curiosity stirs, motivation returns, and the cup that was offered all along finally comes into view. Readiness has come, and a willingness to say yes. Take what is held out to you with both hands, but at a walking pace, so that fresh enthusiasm has time to settle.",
    upright: {
      guidance:
        "Nothing quite excites you at the moment, and a vague dissatisfaction may hang about like fog. Such a pause can be valuable. Ask what you genuinely want rather than what you feel you ought to want. And glance around now and then, because an offer may be sitting closer than your mood admits.",
      finances:
        "Work may feel monotonous, or every opportunity might look uninspiring. Reflection is reasonable, yet dismissing everything risks missing a genuine chance. List what would truly re-engage you and compare it with what is already on the table. That fourth cup could be an unexpected offer you have not properly weighed.",
      relationships:
        "You might feel emotionally flat, bored within a relationship or uninterested in dating at all. Withdrawal can signal a need for introspection. Ask whether something specific is missing and whether it could be named aloud. Someone may be reaching toward you; noticing them obliges you to nothing, but it may surprise you.",
    },
    reversed: {
      guidance:
        "After a spell of withdrawal, you may be ready to rejoin life and see possibilities you had overlooked. Alternatively, the retreat may be deepening. Work out which it is. If motivation is returning, follow it gently; if you need more solitude, take it on purpose, with a date on which you will check in with yourself.",
      finances:
        "Renewed interest in your work, or a decision to accept an offer at last, could shift things. You might equally choose to walk away from what no longer fits. Either way, clarity is growing. Act on it in measured steps rather than leaping from apathy straight into restless overcommitment.",
      relationships:
        "You may be opening up again after a stretch of emotional distance, ready to receive care or give it. Or you might realise you need time apart to understand yourself. Tell the people close to you which one it is. Reaching for the offered cup, when the timing feels right, is a quietly brave act.",
    },
  },
  {
    slug: "five-of-cups",
    name: "Five of Cups",
    keywords: {
      upright: ["grief", "loss", "regret", "disappointment"],
      reversed: ["acceptance", "moving on", "forgiveness", "recovery"],
    },
    element: "Water",
    astrology: "Mars in Scorpio",
    image:
      "A cloaked figure bows over three spilled cups while two full ones stand behind, unseen; a river runs nearby, and a bridge leads toward a distant house. Our emblem shows three tipped cups, two still standing upright, and a narrow bridge.",
    essence:
      "Grief and regret are given their honest space in the Five of Cups. Something has been lost, and the loss is real. Yet not everything has spilled: two cups still stand, and a bridge leads home. The card asks you to mourn without forgetting what remains, and to turn around when you are ready.",
    reversedEssence:
      "Slowly the mourner turns around. In the Five of Cups reversed, grief loosens its grip enough for you to notice the cups still standing and the bridge that leads home. Acceptance comes in small ways, a lighter morning or a memory that no longer cuts, and forgiveness begins to feel possible. Recovery does not mean pretending the loss was small. It means carrying it differently, with room beside it for what comes next.",
    upright: {
      guidance:
        "Disappointment or loss may be weighing on you, and it is natural to linger over what spilled. Give yourself time to feel it fully. When you are ready, turn to look at what still stands: people, strengths, possibilities. Grief and gratitude can sit side by side; neither one cancels the other.",
      finances:
        "A setback, a missed chance or a plan that fell through could leave you discouraged. Acknowledge the loss honestly and ask what it teaches. Then take stock of the resources and skills still within reach. Attending to the two standing cups can restore a surprising amount of momentum.",
      relationships:
        "Heartache, regret or a sense of betrayal may colour your feelings. Mourning a relationship, or the version of it you hoped for, takes time. Lean on friends who remind you that you are loved. The bridge across the river is not going anywhere; you do not have to cross it today.",
    },
    reversed: {
      guidance:
        "Acceptance may be arriving: you might notice the weight beginning to lift, making room to move forward. Forgiveness, toward yourself or others, could be becoming possible. Honour the loss one last time, then turn toward what remains. If grief has been buried rather than felt, though, let it have a little air.",
      finances:
        "Recovery after a setback may be under way, with hard lessons turning into wiser plans. Support could come from unexpected quarters. Rebuild step by step without punishing yourself for past mistakes. If you have been avoiding an uncomfortable money reality, looking at it squarely may bring unexpected relief.",
      relationships:
        "Healing may be under way after heartbreak, and you might feel ready to reconnect or to forgive. An old wound could finally close. Offer yourself the compassion you would give a friend. Should you have been pretending not to hurt, letting someone see the truth could be where real mending begins.",
    },
  },
  {
    slug: "six-of-cups",
    name: "Six of Cups",
    keywords: {
      upright: ["nostalgia", "childhood memories", "innocence", "kindness"],
      reversed: ["stuck in the past", "rose-tinted memory", "growing up", "outgrown patterns"],
    },
    element: "Water",
    astrology: "Sun in Scorpio",
    image:
      "In an old courtyard a child offers another a cup filled with white flowers, while five more flower-filled cups stand nearby. Our emblem shows six cups, each holding a small star-shaped bloom.",
    essence:
      "Memory's warm light falls across the Six of Cups. It speaks of nostalgia, childhood, innocence, kindness and the simple pleasure of giving. Old friends may reappear, or the past may offer a gift of understanding. The card asks you to draw sweetness from what came before without wishing to live there.",
    reversedEssence:
      "Old photographs can become a room you never leave, and the Six of Cups reversed notices when that happens. Memory turns rose-tinted, childhood patterns repeat in grown-up life, and the past is polished until the present looks dull beside it. Yet this card also speaks of growing up, of packing the keepsakes lovingly away. Keep what still nourishes you from those years, and let the rest stay where it belongs.",
    upright: {
      guidance:
        "Memories may surface, bringing warmth and perhaps a little wistfulness. Something from your past, a place or a hobby or a person, could offer comfort or insight now. Recall what brought you joy as a child and whether a version of it belongs in your life today. Simple kindnesses, given freely, carry special weight.",
      finances:
        "Familiar territory may serve you well: an old contact, a former employer or a skill learned long ago might open a door. Goodwill you once offered may be returned. Revisit earlier ideas with fresh eyes. Some of your best resources are ones you have carried all along without noticing.",
      relationships:
        "Sweetness and playfulness may colour your bonds, and an old flame or a childhood friend might reappear. Couples can enjoy remembering how they met. Small, thoughtful gifts speak loudly now, a pressed flower or a favourite sweet; the gentlest gestures often say the most. Family ties may feel especially tender.",
    },
    reversed: {
      guidance:
        "Living too much in memory may be keeping you from the present, or you might be polishing a past that was never quite that golden. Honour old times while keeping your eyes forward. You could also be ready to release old patterns and step into maturity, grateful for where you came from.",
      finances:
        "Clinging to how things used to be done might hold back your progress. Nostalgia for an old job or an old way of working could blind you to new openings. Sort what from the past is still useful and what can retire gracefully. Fresh ideas may need room that only letting go can make.",
      relationships:
        "An ex or an old pattern may be tugging at you, or you might measure a present partner against a rose-tinted memory. Ask whether the past is teaching you or trapping you. Moving forward does not require forgetting. If a family dynamic from childhood keeps repeating, noticing it is the first step toward changing it.",
    },
  },
  {
    slug: "seven-of-cups",
    name: "Seven of Cups",
    keywords: {
      upright: ["choices", "fantasy", "illusion", "wishful thinking"],
      reversed: ["clarity", "decisiveness", "alignment", "disillusion"],
    },
    element: "Water",
    astrology: "Venus in Scorpio",
    image:
      "A figure in silhouette faces seven cups floating in a cloud, each holding a vision: a castle, jewels, a wreath, a dragon, a snake, a veiled figure and a head. Our emblem shows seven cups on a drift of cloud, a different small symbol rising from each.",
    essence:
      "Dreams and choices drift in a cloud. In the Seven of Cups many possibilities shimmer, some real and some illusions, and the imagination runs rich. The card honours vision and fantasy while warning that not every cup holds what it seems to. It asks you to look closely, to choose, and to bring one dream down to earth.",
    reversedEssence:
      "Fog lifts from the table of dreams when the Seven of Cups is reversed. The glittering cups show what they really contain, some treasure and some painted tin, and choosing grows suddenly easier. Disillusion may sting as a favourite fantasy fades. What replaces it is clarity: the relief of knowing what you want, and of setting out toward it with your values and your actions finally in line.",
    upright: {
      guidance:
        "So many options may be shimmering before you that choosing feels impossible. Imagination is a gift, yet not every vision is equally solid. Test each possibility against your deepest values and the plain facts. When one cup keeps drawing you back after the daydream fades, that may be the one worth pursuing.",
      finances:
        "Ideas and opportunities may seem plentiful, some more realistic than others. Wishful thinking can blur the small print. Write each option down and look at what it would truly require of you. Following one promising path tends to serve better than scattering energy across seven; a dream gains power once it has a plan.",
      relationships:
        "Romantic daydreams, several admirers or confusion about what you truly feel might cloud your heart. Someone may not be who they seem, or you may be projecting a dream onto them. Watch what people do over time. In an existing relationship, talking honestly about your hopes can clear the fog between you.",
    },
    reversed: {
      guidance:
        "The mist may be lifting, bringing welcome clarity about what you really want. Choices that seemed endless could narrow to one. Trust this sharpening focus. If instead you feel overwhelmed and disillusioned, step back, rest, and return to the question once your mind is quieter.",
      finances:
        "Clarity about your direction could arrive, helping you commit to one realistic goal. Illusions about a job or a venture might fall away. Use the new focus to act with purpose. If you still feel frozen by options, narrow them to two and compare them side by side in plain daylight.",
      relationships:
        "You may see someone, or your own feelings, more clearly than before. Fantasies fade and reality emerges, for better or worse. Embrace what is real rather than what you wished for. Clarity can bring relief and renewed commitment, or it may point you gently toward a new beginning.",
    },
  },
  {
    slug: "eight-of-cups",
    name: "Eight of Cups",
    keywords: {
      upright: ["walking away", "disillusionment", "seeking meaning", "quiet departure"],
      reversed: ["fear of change", "aimless drifting", "trying again", "stagnation"],
    },
    element: "Water",
    astrology: "Saturn in Pisces",
    image:
      "Under a waning moon a cloaked traveller with a staff walks away from eight stacked cups toward bare hills. Our emblem shows eight cups stacked with a gap in the top row, and a crescent moon above them.",
    essence:
      "It takes quiet courage to walk away, and that courage is the Eight of Cups. Something once valued no longer satisfies, and the soul goes looking for deeper meaning. The cups are not broken; they are simply not enough. The card honours the search for what truly matters, even when it means leaving the familiar behind.",
    reversedEssence:
      "Packed bags by the door, and no one walking out: this is the Eight of Cups reversed. Fear of change may keep you beside cups that stopped satisfying long ago, or you may have left and now drift from place to place without knowing what you seek. Stagnation and wandering are two faces of the same uncertainty. Sometimes the wise answer is to try again where you are, with clearer intent.",
    upright: {
      guidance:
        "A quiet restlessness may be telling you that something no longer fits. Leaving the comfortable behind can feel lonely, yet it may be needed for growth. Think about what you are seeking, not only what you are leaving. Walking away with intention rather than despair can lead to a deeper kind of fulfilment.",
      finances:
        "You might feel drawn to leave a job, a project or a path that once satisfied you. Stability has value, and so does meaning. Explore what you truly want before any sudden exit. Gathering information, building a cushion and testing new directions can make a brave departure more sustainable.",
      relationships:
        "Emotional fulfilment may be missing, and you might be weighing whether to stay or go. Ask whether the relationship can grow in the direction you need, and talk about it honestly. Sometimes walking away is right; sometimes what is needed is a season of solitude within a bond that may deepen afterwards.",
    },
    reversed: {
      guidance:
        "Fear of leaving may be keeping you in a place you have outgrown. Or you could be wandering without direction, unsure what you seek. Notice whether you are avoiding change or simply need a clearer intention before moving. Trying once more, with fresh effort, is also a valid choice.",
      finances:
        "Staying in an unsatisfying role from fear of the unknown may be draining you. Alternatively, you could be drifting from one thing to the next without finding what you need. Ask what would make you feel you are moving toward something. Small steps down a more meaningful path may be wiser than dramatic leaps.",
      relationships:
        "Fear might be keeping you in a relationship, or you may be leaving and returning again and again. Consider what you genuinely need and whether this bond can give it. If you have drifted apart, an honest attempt at reconnection could help. Be gentle with yourself as you find your way.",
    },
  },
  {
    slug: "nine-of-cups",
    name: "Nine of Cups",
    keywords: {
      upright: ["contentment", "wish fulfilled", "satisfaction", "gratitude"],
      reversed: ["smugness", "hollow success", "overindulgence", "inner happiness"],
    },
    element: "Water",
    astrology: "Jupiter in Pisces",
    image:
      "A contented figure sits with folded arms before a curved shelf of nine gleaming cups, as pleased as a host after a feast. Our emblem shows nine cups arranged in an arc, like a row of granted wishes.",
    essence:
      "Known of old as the wish card, the Nine of Cups speaks of contentment, satisfaction, pleasure and the sweet sense that things have turned out well. Comfort and gratitude are its gifts. It asks you to enjoy what you have received, and to notice whether a deeper fulfilment matches the outer abundance.",
    reversedEssence:
      "A banquet laid with everything you once wished for, and still a hunger: the Nine of Cups reversed asks whether the wish was the right one. Success may feel hollow, pleasure may tip into excess, and satisfaction can harden into smugness. The card points toward a quieter happiness that does not depend on what is on display. Gratitude, simplicity and honest wanting lead back to it.",
    upright: {
      guidance:
        "Satisfaction may be within reach, or already here. A wish could come true, and life may feel pleasantly full. Pause to savour it rather than racing off toward the next goal; gratitude deepens enjoyment. Share your good fortune where you can, since contentment tends to grow when it is not hoarded.",
      finances:
        "Comfort and material ease may be highlighted, with a goal reached or a reward received. Enjoy it while also thinking about how to sustain it. Generosity and sensible stewardship can both feel good now. Celebrate what you have built without overreaching in the warm glow of success.",
      relationships:
        "Emotional contentment may flow through your bonds. A wish about love might be granted, or you could simply feel deeply satisfied with the people who share your life. Enjoy the sweetness. Express appreciation openly, so that happiness becomes a language you speak together.",
    },
    reversed: {
      guidance:
        "Outer success may not be bringing the inner happiness you expected, or indulgence might be filling an emptiness. Ask what would truly satisfy you at a deeper level. This can also be a time to find contentment within yourself, a peace that does not wait on outside approval.",
      finances:
        "Dissatisfaction despite gains, unmet expectations or overspending on comforts might be present. Reflect on whether your goals match what you truly value. Material success without meaning can feel hollow. Rethinking your priorities may lead to a more lasting kind of satisfaction.",
      relationships:
        "You might feel unfulfilled despite having what you thought you wanted, or a touch of smugness may creep into a bond. Talk honestly about desires and disappointments. Sometimes the wish you need is not the one you named aloud. Happiness found within tends to enrich every relationship.",
    },
  },
  {
    slug: "ten-of-cups",
    name: "Ten of Cups",
    keywords: {
      upright: ["harmony", "family", "lasting happiness", "emotional fulfilment"],
      reversed: ["disconnection", "misaligned values", "broken ideal", "household strain"],
    },
    element: "Water",
    astrology: "Mars in Pisces",
    image:
      "A couple stands with arms raised beneath a rainbow of ten cups, while two children dance beside them and a house rests among green hills. Our emblem shows ten cups set along the curve of a rainbow.",
    essence:
      "Emotional fulfilment, harmony and the deep contentment of home belong to the Ten of Cups. It is the happy ending of its suit, yet that happiness is made of ordinary love shared day after day. Family here may be chosen as well as born. The card invites you to recognise the bonds that make life feel whole, and to keep tending them.",
    reversedEssence:
      "Behind the rainbow of the Ten of Cups reversed, the house is less peaceful than it looks. Family members may want different things, values pull apart under one roof, and the dream of a perfect home cracks against ordinary days. Disconnection grows in the gap between what was hoped and what is. Let the ideal soften at the edges, sit down at the same table, and rebuild closeness from real moments rather than a picture.",
    upright: {
      guidance:
        "A sense of belonging may settle over you like evening light across a garden. What matters most seems clear, and often it is simply the people beside you. Nurture whatever brings this harmony and say thank you for it out loud. Happiness that is steady and unhurried can arch over ordinary days like a rainbow after rain.",
      finances:
        "Work and home may find a happy balance, or your efforts might quietly support the people you love. Success feels meaningful when it serves what you care about. Let your values steer your choices about time and money. Fulfilment may come less from having more than from having enough and sharing it well.",
      relationships:
        "Commitment, warmth and joy in family life may come to the fore. A relationship could reach a happy milestone, or the ties among your kin and chosen kin may feel especially close. Treasure these moments, and tell the people you love what they mean to you. Everyday devotion, the kettle put on for someone, is what builds the rainbow.",
    },
    reversed: {
      guidance:
        "Harmony may feel just out of reach, or a picture-perfect ideal of happiness might be colliding with real life. Perhaps the values within your circle have drifted apart. Set down the perfect picture for a while and notice what is genuinely good. An honest conversation can restore a closeness that quiet disappointment slowly wears away.",
      finances:
        "Tension between work and home, or disagreement about money under one roof, may cloud the picture. Priorities pulling in different directions can strain everyone. Sit down together and talk about what each person truly values. Compromise and clarity tend to restore balance more readily than resentment kept silent at the dinner table.",
      relationships:
        "Household strain, emotional distance or a sense that the dream is not matching reality could weigh on you. Every bond has its seasons, and a cold one is not the end. Reach out with patience and listen without defending yourself. Small acts of care can rebuild a bridge that once felt far too long to cross.",
    },
  },
  {
    slug: "page-of-cups",
    name: "Page of Cups",
    keywords: {
      upright: ["creative beginnings", "intuitive message", "curiosity", "sensitivity"],
      reversed: ["emotional immaturity", "creative block", "insecurity", "escapism"],
    },
    element: "Water",
    astrology: "Earth of Water",
    image:
      "The traditional Page stands by the sea holding a cup from which a small fish peeks out, gazing at it with open delight. Our emblem shows a single cup with a little fish leaping from its rim.",
    essence:
      "Imagine a surprise leaping out of an ordinary cup: the Page of Cups is the young, dreamy spirit of Water. This Page brings creative beginnings, intuitive nudges, tender messages and a willingness to be delighted. Feelings can be playful, it reminds you, and the unexpected often carries a gift. Its lesson is openness without naivety.",
    reversedEssence:
      "Think of a dreamy young artist who hides their sketches and sulks when the world feels too loud: that is the Page of Cups reversed. Feelings arrive in big, unsteady waves, creative ideas stall before they reach the paper, and daydreams offer an easy escape. Insecurity whispers that nothing you make is worth showing. This Page needs patience more than scolding, and the courage to share one small, imperfect thing.",
    upright: {
      guidance:
        "An unexpected idea, feeling or message may surprise you, like a fish popping its head out of a teacup. Stay curious rather than sensible for a moment. Intuition may be speaking through dreams, chance meetings or small coincidences you would usually shrug off. Follow the playful thread and see where it leads; wonder makes a gentle teacher.",
      finances:
        "A creative idea, or an offer that tugs at your feelings, might turn up when you least expect it. Explore it with curiosity while keeping one foot on the shore. Learning something new, especially something artistic, could prove rewarding in ways that are hard to measure. Trust your quieter instincts about which projects feel right.",
      relationships:
        "Sweet messages, a shy confession or a budding romance may arrive. Someone could express their feelings awkwardly but sincerely, and the awkwardness is part of the charm. Be open and receptive. In a long partnership, a small romantic surprise, a note in a coat pocket or a song sent at noon, could rekindle tenderness.",
    },
    reversed: {
      guidance:
        "Emotions may feel too big for the cup, or creativity might be dammed by self-doubt. Perhaps you are slipping into daydreams to avoid a feeling that is harder to hold. Acknowledge what you feel without judging it. Small creative acts made without any pressure, a doodle or a paragraph, can help the water run clear again.",
      finances:
        "Decisions made on a wave of emotion, or ideas that float a little too far from the ground, might lead you astray. Creative work may stall halfway through. Anchor your dreams in practical steps and ask someone you trust for honest feedback. Patience with your own learning curve may serve you far better than harsh self-criticism.",
      relationships:
        "Mood swings, immaturity or fairy-tale expectations could unsettle a connection. Someone might be sending signals that change with the weather, and you may not know how to read them. Say what you feel clearly and gently, even if your voice shakes. Emotional honesty, however clumsy, builds deeper trust than any fantasy.",
    },
  },
  {
    slug: "knight-of-cups",
    name: "Knight of Cups",
    keywords: {
      upright: ["romance", "charm", "following the heart", "an offer"],
      reversed: ["moodiness", "unrealistic expectations", "jealousy", "empty promises"],
    },
    element: "Water",
    astrology: "Fire of Water (20° Aquarius to 20° Pisces)",
    image:
      "The traditional Knight rides a calm white horse at a walk, holding a cup forward like an offering, with wings on his helmet and heels. Our emblem shows a cup held out at arm's length, small wings spread at its stem.",
    essence:
      "Heart-led and graceful, the Knight of Cups rides slowly, carrying an offering. He stands for romance, charm, imagination and the courage to follow your feelings. Invitations, proposals and artistic inspiration arrive with him. His challenge is keeping the dream tied to the road, so that the cup he carries actually reaches someone.",
    reversedEssence:
      "The courtly lover of the Knight of Cups, reversed, rides in with poetry and rides off before the cup is delivered. He is moody, quick to idealise and quick to sulk, and his promises sound lovelier than they prove. Jealousy can flash beneath the charm. Judge this suitor, or your own romantic streak, by what arrives at the door, not by what is sung beneath the window.",
    upright: {
      guidance:
        "Your heart may be leading the way, and there is real beauty in that. An invitation or a creative path might be beckoning from just over the hill. Follow it with grace and sincerity, letting kindness and a sense of beauty shape your choices. Dreams guide you well when you also keep an eye on the road beneath the horse.",
      finances:
        "An offer that appeals to your ideals, or work that lets you create something lovely, may ride into view. Pursue what inspires you, and read the practical details before you say yes. Tact and warmth can smooth a negotiation that bluntness would stall. Let passion and planning travel side by side, each keeping the other honest.",
      relationships:
        "Romance may be in the air: a charming suitor, a heartfelt proposal or a renewed sweetness with a partner. Enjoy the poetry of it, the flowers and the long letters. Be sincere in your own gestures too. Over the following weeks, notice whether the beautiful words are matched by steady, ordinary kindness.",
    },
    reversed: {
      guidance:
        "Moodiness or a dream too delicate for daily life may be pulling you off course. Perhaps you are waiting for a perfect moment that keeps failing to arrive. Tie your ideals to one small action you can take today. Feelings are valuable guides, yet they need a path beneath them, or they wander in circles like a horse without a rider.",
      finances:
        "An offer might prove less shining than it first appeared, or you could be avoiding the practical side of a plan because it feels dull. Read proposals carefully, and let a cooler day pass before any decision made purely on emotion. Creativity tends to thrive inside a little structure, the way a river runs stronger between banks.",
      relationships:
        "Promises may go unkept, or jealousy and moodiness might cloud a bond. Someone may be more in love with an idea of love than with the person in front of them. Look for consistency rather than grand gestures. And when you speak of your own feelings, plain words offered steadily may carry further than poetry.",
    },
  },
  {
    slug: "queen-of-cups",
    name: "Queen of Cups",
    keywords: {
      upright: ["compassion", "intuition", "emotional security", "calm"],
      reversed: ["over-giving", "codependence", "neglected feelings", "emotional overwhelm"],
    },
    element: "Water",
    astrology: "Water of Water (20° Gemini to 20° Cancer)",
    image:
      "The traditional Queen sits at the sea's edge gazing into an ornate lidded cup, her throne carved with sea-nymphs and shells. Our emblem shows a closed, ornamented chalice with small waves lapping at its foot.",
    essence:
      "Deep water, calm on the surface, describes the Queen of Cups. She is compassion, intuition and emotional wisdom, able to hold other people's feelings without drowning in them. Her closed cup hints at an inner life kept sacred. She asks you to trust what you sense, and to care for others from a place of inner quiet.",
    reversedEssence:
      "Reversed, the Queen of Cups is a gentle woman who has let everyone's tides run through her house. She listens, soothes and gives until her own feelings are left waiting on the doorstep, forgotten. Codependence can disguise itself as kindness, and overwhelm as devotion. Her healing is to close the door for an evening, attend to her own heart, and remember that compassion includes the one who offers it.",
    upright: {
      guidance:
        "Intuition may be unusually clear now, and compassion comes easily. Trust your quiet knowing, even when you cannot explain it. Making calm around you, a walk beside water or a warm bath or a single candle in a tidy room, can help you hear that inner voice. Your gentleness is a strength, not a softness to apologise for.",
      finances:
        "Empathy and a good sense for people could guide you well at work, especially in caring, creative or advisory roles. Listen to your instincts about colleagues and projects alike. A calm, compassionate approach may settle tensions that sharper voices only inflame. People may bring you their troubles; you can help without carrying every one home.",
      relationships:
        "Deep understanding and tender care may shape your bonds now. You might be the one others turn to for comfort, the friend who listens until the tea goes cold. Offer that care while keeping your own cup full. A partner may feel truly seen by your sensitivity, and may be glad to hold you in return.",
    },
    reversed: {
      guidance:
        "Giving too much may have left you drained, or other people's emotions might be washing over you like a tide you cannot turn. Point some of that compassion back toward yourself. Gentle boundaries protect your energy without closing your heart. Make room for your own feelings, which may have been waiting patiently at the back of the queue.",
      finances:
        "People-pleasing or emotional overwhelm at work might be draining you faster than the work itself. Ask whether you are quietly absorbing burdens that belong to others. Clear limits, and small acts of self-care in the working day, can restore your effectiveness. Being needed is not the same as being valued, and you deserve both.",
      relationships:
        "Over-giving, codependence or neglect of your own needs could strain a bond that looks calm from outside. Let others care for you too, even if receiving feels strange at first. Speaking honestly about your limits protects both you and the relationship. A cup that is always poured out eventually has nothing left to offer.",
    },
  },
  {
    slug: "king-of-cups",
    name: "King of Cups",
    keywords: {
      upright: ["emotional balance", "diplomacy", "wise counsel", "generosity"],
      reversed: ["manipulation", "volatility", "coldness", "suppressed feelings"],
    },
    element: "Water",
    astrology: "Air of Water (20° Libra to 20° Scorpio)",
    image:
      "The traditional King sits on a stone throne floating on a restless sea, cup in one hand and sceptre in the other, while a fish leaps on one side and a ship sails on the other. Our emblem shows a cup resting on a throne-shaped stone above rolling waves.",
    essence:
      "Steady amid restless seas, the King of Cups is mastery of feeling. He joins compassion to composure and can guide others calmly through emotional storms. Mature love, wise counsel and diplomacy are his gifts. He asks you to feel deeply while choosing your responses with care.",
    reversedEssence:
      "A calm face over a hidden storm belongs to the King of Cups when he turns over. Feelings he has pushed down for years surface as sudden squalls of temper, or freeze into a cool distance nobody can cross. At worst he steers others with guilt and mood. Steady boundaries are the answer to his weather, and buried feelings need honest words before they find crooked ones.",
    upright: {
      guidance:
        "Emotional balance may be your greatest strength just now. You can feel the full swell of a wave without being knocked off your seat. Lead with compassion and calm, and you may find others steadying themselves against you like boats against a harbour wall. Your measured wisdom is needed, perhaps more than you realise.",
      finances:
        "Diplomacy and a calm reading of people may serve you well at work. You might be asked to mediate a dispute, mentor someone newer, or steady a team through a choppy stretch. Pair kindness with clear decisions, since warmth without direction can leave people adrift. A composed leader tends to earn loyalty that lasts.",
      relationships:
        "Love that is mature, caring and stable may be close at hand. A partner could offer quiet, steady devotion, or you might be the calm harbour for those around you. Balance giving with receiving, and speak from the heart even when it feels exposed. Composure is a gift, so long as it never becomes a wall.",
    },
    reversed: {
      guidance:
        "Feelings pushed below the surface may be rising in sudden squalls, surprising you and the people nearby. Notice, too, whether anyone is steering you through guilt, or whether you are tempted to steer others that way. Name what you feel honestly, at least to yourself. A walk, a journal or a trusted listener can give the sea somewhere safe to break.",
      finances:
        "Moodiness or emotional pressure at work might be stirring up friction, perhaps from a leader whose calm is only a mask. Watch for undercurrents beneath polite meetings. Clear communication and even-handed fairness help everyone keep their footing. If you hold authority yourself, let decisions rest on reasons that can be spoken aloud.",
      relationships:
        "Coldness, emotional distance or subtle control may be straining a bond. One of you may be keeping feelings locked away, or using them as leverage. Be honest about what you feel and watch for patterns that repeat. Healing here asks for some vulnerability, the willingness to let the waters show what lies beneath.",
    },
  },
];
