import type { RuneContent } from "../../src/shared/draws/content-types";

/**
 * The 24 runes of the Elder Futhark in the order of RUNE_DECK (src/shared/draws/decks.ts), in the
 * oracle's voice. The lore paraphrases the Old English, Norwegian and Icelandic rune poems and the old
 * myths in our own words. Only the reversible runes have a merkstave reading.
 */
export const RUNES: RuneContent[] = [
  {
    slug: "fehu",
    name: "Fehu",
    protoName: "*fehu",
    sound: "f",
    literal: "cattle, wealth",
    keywords: {
      upright: ["wealth", "earned reward", "abundance", "circulation", "self-worth"],
      merkstave: ["loss", "greed", "misplaced value", "stagnant resources"],
    },
    essence:
      "Fehu opens the row with the oldest measure of wealth: the herd that walks, breeds and must be fed. It speaks of what you have earned and of what you keep in motion, for riches that are never shared or spent grow heavy and sour. Upright it honours the reward of honest labour and the confidence of knowing your own worth. It also asks a quiet question: what do you feed, and what feeds you in return?",
    merkstaveEssence:
      "Fehu merkstave is the herd scattered, or penned so tightly it cannot graze. Wealth slips away through neglect and small leaks, or it is hoarded until it stops moving and begins to sour. Greed and the fear of want are two faces of one mistake: prizing the coin above the hand that earns it. Turned this way, the rune asks you to count honestly what remains, mend the one gap that matters most, and let something flow again.",
    lore: "The Old English rune poem calls wealth a comfort to everyone, yet says each person must give it away freely to win honour. The Norwegian and Icelandic poems are warier, naming gold as a cause of quarrels among kin. In the myths gold is a dragon's bed and a dwarf's craft, a treasure that can bless or curse whoever keeps it.",
    upright: {
      guidance:
        "Something you have tended for a long while is ready to give back. Take stock of what you truly hold: skills, friendships and patience as well as coin. Let some of it move outward today, because value that circulates tends to return, and a full barn is only a blessing when its doors can open.",
      finances:
        "Fehu stands at the gate of the fields, counting the herd. Your efforts have built something real, and this is a season to recognise it rather than brush it aside. Name one gain you have not yet thanked yourself for, then decide what share of it keeps working, what share rests, and what share you give.",
      relationships:
        "Warmth you have given freely is coming home to you now, in glances, invitations and small kindnesses. If you are partnered, notice the wealth you already share and say it aloud. If you are single, let your own worth be the first thing you bring to the table, not an apology. Generosity, not keeping score, is the currency here.",
    },
    merkstave: {
      guidance:
        "Upside down, the herd wanders off while you are looking elsewhere. Perhaps you have been measuring your life by what you lack, or clutching so tightly that nothing new can arrive. Loosen your grip on one thing and look again at what remains; the loss may be smaller than your fear has painted it.",
      finances:
        "A leak, a careless habit or a quarrel over money may be draining more than it should. Do not panic, and do not hide from the figures either. Sit down with the plain numbers of one month, find the place where value slips away, and close that single gap before you worry about the rest.",
      relationships:
        "Giving and taking have fallen out of step. You may be pouring yourself into someone who keeps the ledger closed, or holding back affection as if it might run out. Ask what you are protecting. Love is not a purse to guard, and a gift offered with strings rarely feels like a gift to the one who receives it.",
    },
  },
  {
    slug: "uruz",
    name: "Uruz",
    protoName: "*ūruz",
    sound: "u",
    literal: "aurochs, the wild ox",
    keywords: {
      upright: ["strength", "vitality", "endurance", "raw courage", "untamed will"],
      merkstave: ["weakness", "brute force", "missed chances", "depletion"],
    },
    essence:
      "Uruz is the aurochs, the great wild ox of old Europe that no one could tame. It is strength in its rawest form: stamina, stubborn vigour, the will to keep walking through the mire. Upright it tells you that you are stronger than you have been treating yourself, and that a challenge is a chance to learn how strong. Its power is primal, so it also asks you to give that force a direction before it tramples what you love.",
    merkstaveEssence:
      "Merkstave, Uruz is the wild ox either worn to the bone or charging blind. Strength has been spent on habit and effort without aim, or it has hardened into a force that tramples tenderness. Chances slip past while you are too tired to see them. The rune lying reversed is no verdict of weakness: it calls you to lie down in the grass, recover, and choose where the next charge should go.",
    lore: "The Old English poem praises the aurochs as proud and fierce, a great-horned wanderer of the moors that fights with its horns. In the northern poems the name shifts to words for slag and for drizzle, the hard leavings of iron and the rain that spoils the hay. A Roman writer recorded that young men proved their courage by hunting the beast and that its horns, rimmed with silver, served at feasts.",
    upright: {
      guidance:
        "A surge of energy is rising in you, rough and unpolished but real. Do not wait until you feel refined enough to use it. Choose one hard thing you have been circling and meet it head-on, with your feet planted and your breath steady. The aurochs never asked permission to cross the moor.",
      finances:
        "Here is the strength that builds things slowly and stubbornly. Your capacity for effort is greater than your recent results suggest, and endurance will matter more than cleverness now. Pick one task you have been postponing, such as a tangled bill or an overdue conversation about pay, and give it a full hour of undivided attention.",
      relationships:
        "Vitality returns to the heart. If you are with someone, bring more of your living presence into the bond: a long walk, a meal cooked side by side, a real embrace. Alone or mending, you may feel your appetite for life coming back, strong and slightly untamed. Let it carry you toward people, and not only away from old pain.",
    },
    merkstave: {
      guidance:
        "The wild ox stumbles. You may be running on empty, or forcing your way where patience would open the door. Rest is not defeat; a beast that never lies down cannot charge when it matters. Ask where you are spending strength out of habit, and reclaim one hour of it for yourself.",
      finances:
        "Effort without direction is wearing you down, or an opening slipped past while you were too tired to notice it. Be gentle, and be practical. Write down where your energy went last week, set it beside where your income actually comes from, and let the mismatch guide your next choice rather than guilt.",
      relationships:
        "Strength turned the wrong way hardens into force. Someone may be pushing too hard, whether you or the other person, and tenderness is being trampled underfoot. Put down the need to win, and if you are healing, notice whether you are proving your toughness when what you truly need is care. Soft ground grows more than hard.",
    },
  },
  {
    slug: "thurisaz",
    name: "Thurisaz",
    protoName: "*þurisaz",
    sound: "th",
    literal: "giant; in English, thorn",
    keywords: {
      upright: ["protection", "a threshold", "reactive force", "defence", "a pause before acting"],
      merkstave: ["danger", "spite", "compulsion", "harsh words", "defencelessness"],
    },
    essence:
      "Thurisaz is the thorn and the giant, the force that waits at the edge of the ordered world. It is raw power that can defend or wound, like a briar hedge that keeps out wolves and friends alike. Upright it marks a gate: a moment to stop, look at the obstacle and decide with care before you pass. Its lesson is that strength serves best when it is chosen rather than simply let loose.",
    merkstaveEssence:
      "Turned against its bearer, Thurisaz is a thorn pressed into the palm. Impulse outruns judgement, spite asks to be fed, and harsh words leave the mouth before the mind has weighed them. Or the hedge has fallen entirely and you stand open to every passing scratch. In merkstave the giant's force is loose and careless. Wait out the heat, step back to safer ground, and speak only words you could repeat calmly a week from now.",
    lore: "The Old English poem renames the stave a thorn, cruelly sharp for anyone who lies down among the brambles. The Norwegian and Icelandic poems keep the giant, a cliff-dwelling troublemaker who brings misery. Many readers link the rune to Thor, whose hammer holds the giants back from the world of people.",
    upright: {
      guidance:
        "You stand at a gate, and there is a thorn in the hinge. Do not rush through, and do not turn back merely because it pricks. Pause long enough to see what this obstacle protects, then move deliberately. The force you need is already in your hand; the only question is where you will point it.",
      finances:
        "Thurisaz counsels a defended position. Before you commit to anything new, check the hedges around what you already have: the agreements, the deadlines, the fine print you skimmed. One careful review now can spare you a painful scratch later. Choose a single document you signed in haste and read it slowly before the week is out.",
      relationships:
        "Boundaries are part of love, not a betrayal of it. If someone keeps stepping past your limits, a clear word spoken calmly is your thorn hedge. If you are single, notice who respects your no the first time you say it. A pause before you open the gate is how you learn who belongs inside.",
    },
    merkstave: {
      guidance:
        "Now the thorn points back at the hand that holds it. Impulse may be running ahead of judgement, or a spiteful mood is asking to be fed. Wait before you send, say or strike. Tomorrow you will see the same situation with clearer eyes, and whatever is truly urgent will still be there.",
      finances:
        "This stave, reversed, warns of a hasty move made in anger or fear. Perhaps you want to punish a situation by spending, or to flee it by signing anything put in front of you. Let the heat pass first. Set yourself a rule: no decision above a small sum until you have slept on it twice.",
      relationships:
        "Sharp words are flying, or you feel exposed with nothing to shield you. Neither attack nor collapse will serve you. Step back to a place where you feel safe, and say only what you would still stand behind next week. If an old wound is flaring, tend it before you answer the person who brushed against it.",
    },
  },
  {
    slug: "ansuz",
    name: "Ansuz",
    protoName: "*ansuz",
    sound: "a",
    literal: "a god, one of the Æsir",
    keywords: {
      upright: ["message", "inspiration", "wise speech", "insight", "listening"],
      merkstave: ["misunderstanding", "deceit", "manipulation", "poor counsel", "noise"],
    },
    essence:
      "Ansuz is the breath of the gods made into words. It belongs to Odin, who gave an eye for wisdom and hung on the tree to win the runes, and so it speaks of insight that costs something and of speech that carries weight. Upright it brings messages, good counsel and the sudden clarity of an idea arriving whole. It reminds you that listening is half of wisdom, and that the right word at the right moment can turn a life.",
    merkstaveEssence:
      "Ansuz merkstave is the god's breath blown crooked. Messages arrive garbled, advice serves the adviser, and fluent voices steer where they claim to inform. The noise may come from outside, or from your own restless thoughts talking over the quiet counsel within. Reversed, the rune asks for less speech and closer listening: check that you heard rightly before you answer, weigh every smooth promise against the plain facts, and trust the voice that wants nothing from you.",
    lore: "The Old English poem reads the stave as the mouth, the source of all speech and a comfort to the wise. The Norwegian poem sees a river's mouth, the way most journeys go, while the Icelandic poem names the god himself, the ancient lord of Asgard. In the Hávamál, Odin wins the runes through an ordeal and then teaches the art of speaking them.",
    upright: {
      guidance:
        "A message is on its way to you, or has already arrived in a form you have not yet recognised. It might be a book left open, a friend's offhand remark, a dream that lingers into the morning. Listen more than you speak for a few days. When the words come, you will know them by the way they settle in your chest.",
      finances:
        "Good counsel is available; the task is to seek it and to really hear it. Ask someone who has walked the path you are on how they learned what they know, and let your questions be humble. Write down the clearest sentence from that conversation and keep it where you will see it the next time you decide about money.",
      relationships:
        "Words open the heart's door now. If you are partnered, the conversation you keep rehearsing in your head deserves to be spoken, gently and plainly. If you are single, say what you mean in your first messages rather than playing it cool. If you are healing, write a letter you may never send; its sentences will show you what you still carry.",
    },
    merkstave: {
      guidance:
        "The god's mouth mumbles. Signals are crossed, advice may be self-serving, or your own inner voice is drowned out by noise. Step away from the chatter for a day. Trust the counsel that asks nothing of you, and be wary of any voice that flatters you while it pushes.",
      finances:
        "Be cautious with persuasive voices. An offer that sounds too fluent, or a tip passed along in excitement, deserves a second and a third look. Check every claim against a plain, independent source before acting, and if someone hurries you, take that hurry itself as your answer.",
      relationships:
        "Misunderstanding has crept between you and someone close, or words are being used to steer rather than to share. Repeat back what you heard before you respond, and ask the same of them. If you sense you are being managed, you are allowed to say so. Honest silence is worth more than clever speech.",
    },
  },
  {
    slug: "raidho",
    name: "Raidho",
    protoName: "*raidō",
    sound: "r",
    literal: "riding, a journey",
    keywords: {
      upright: ["journey", "rhythm", "right order", "progress", "travel"],
      merkstave: ["delay", "detour", "disruption", "a wrong turning", "restlessness"],
    },
    essence:
      "Raidho is the ride and the road: the wagon's wheel, the horse's gait, the rhythm that carries you from one place to the next. It is about movement that follows a right order, the way a journey goes better when the harness is sound and the route is known. Upright it favours travel, progress and decisions taken in their proper sequence. It also speaks of the inner journey, and of a life that finds its own pace once it stops both dragging and racing.",
    merkstaveEssence:
      "When Raidho turns merkstave, the wagon lurches off its road. Journeys are delayed, steps are taken out of order, and a wrong turning may only show itself miles later. Restlessness can also pass itself off as progress, an urge to ride anywhere at all so long as it is away. The rune asks you to halt, inspect the harness and the map, and go back to where the sequence broke. A detour walked with open eyes still teaches the route.",
    lore: "The Old English poem jokes that riding seems easy to every warrior sitting in the hall, and hard labour for the one actually astride a strong horse over the long miles. The Icelandic poem calls it the rider's joy and the horse's toil. The stave has long been linked to the wagon and to the ordered turning of the wheel.",
    upright: {
      guidance:
        "The road is open, and it wants to be travelled at a steady gait. Plan the next stage rather than the whole route, and honour the order in which things need to happen. Saddle first, then ride. Whether the journey crosses a map or a year, your progress comes from rhythm rather than bursts.",
      finances:
        "Raidho favours plans laid out step by step. Put your money matters in their proper sequence: what must come first, what can follow, what can wait for a later mile. Sketch a simple route for the next three months, marking one milestone for each, and check your pace against it as you go.",
      relationships:
        "Movement comes to matters of the heart. A trip, a change of routine, or a conversation about where the two of you are heading may refresh a bond. If you are single, new paths bring new faces, so take a different road on purpose. If you are healing, let each small step count; the journey itself is the mending.",
    },
    merkstave: {
      guidance:
        "The wheel catches on a stone. Plans stall, trips are postponed, or you feel the urge to bolt somewhere, anywhere. Check the harness before you blame the road. A delay can be the chance to repair what would otherwise have broken further along the way.",
      finances:
        "Something has slipped out of sequence: a payment made before checking, a step skipped in a hurry. Rather than pushing harder, go back to where the order broke. List what is due and when, line the items up by date, and deal with the earliest one first.",
      relationships:
        "You and someone close may be moving at different speeds, or in different directions without saying so. Slow down enough to ask where each of you thinks this is going. If restlessness is pulling you away from a good bond, pause and look at what you are running toward before you leave.",
    },
  },
  {
    slug: "kenaz",
    name: "Kenaz",
    protoName: "*kenaz",
    sound: "k",
    literal: "torch; in the northern poems, a sore",
    keywords: {
      upright: ["illumination", "craft", "knowledge", "creative fire", "revelation"],
      merkstave: ["a hidden wound", "creative block", "false light", "exhaustion"],
    },
    essence:
      "Kenaz is the torch carried into the dark hall, the flame in the smith's forge, the light by which a craft is learned. It speaks of knowledge that can be shaped into something useful or beautiful. Upright it brings clarity, skill and a creative fire that wants a task. Like any flame it needs tending: fed with purpose it warms a household, left alone it scorches.",
    merkstaveEssence:
      "Kenaz merkstave is a torch burning low and smoky. Creative fire stalls, the forge goes cold from weariness, and in the flicker an old sore shows that never fully healed. Beware, too, the false light: the dazzling scheme that costs more than it returns, or a fire relit merely to keep the night away. Tend the wound before you demand new sparks, rest the tired hand, and wait for honest fuel before you strike again.",
    lore: "In the Old English poem the torch is known to everyone by its bright flame, burning where nobles rest indoors. The Norwegian and Icelandic poems read the same stave as a sore, a painful and festering spot. Together they hold the two faces of fire: the light that reveals and the heat that burns.",
    upright: {
      guidance:
        "A light comes on in a room you had stopped visiting. What you could not see last month is plain now, and it asks to be used. Take the clearest idea you have and give it form with your hands: sketch it, build it, write it down. Knowledge becomes wisdom in the making.",
      finances:
        "Your skill is your brightest asset at present. Kenaz favours learning, refining a craft, and letting people see what you can do. Choose one ability you undervalue and show it to someone who could make use of it. A light kept under a bowl warms no one's hearth.",
      relationships:
        "Warmth and clarity arrive together. You can see the other person, or your own needs, more truly than before. If you are partnered, let that understanding become a shared project, something small you make and tend together. If you are single, let your passions be visible; people are drawn to someone lit from within.",
    },
    merkstave: {
      guidance:
        "The torch gutters, and an old hurt shows in its flickering light. Creative work may feel blocked, or a wound you thought healed is asking for attention. Do not force the flame. Tend the sore place first, gently, and the fire will return when there is fuel for it again.",
      finances:
        "A false glow may be drawing you in: a scheme that promises brilliance without work, or a project that burns more than it returns. Look at it in daylight. Count what it has cost you so far in hours and coin, and decide calmly whether to feed it, bank it or let it go out.",
      relationships:
        "Something unspoken smoulders between you and another person, or a past ache colours how you read every gesture. Name the hurt privately before you name it aloud. If you are healing, beware of rekindling a flame only because the dark feels cold. Warmth you build for yourself lasts longer.",
    },
  },
  {
    slug: "gebo",
    name: "Gebo",
    protoName: "*gebō",
    sound: "g",
    literal: "gift",
    keywords: { upright: ["gift", "exchange", "partnership", "generosity", "balance"] },
    essence:
      "Gebo is the gift, drawn as two strokes crossing where they meet. In the old world a gift was never only a thing; it made a bond, and it always looked for a return. The rune speaks of exchange in balance: giving and receiving, partnership, hospitality, the ties that hold a community together. It reads the same from every side, and its only warning lies in forgetting that every gift, even grace, asks to be answered.",
    lore: "The Old English poem says generosity brings honour and praise to the giver and support to those who have nothing. The Hávamál advises friends to gladden each other with gifts and notes that a gift always looks for a gift in return. The crossed shape has long been read as two lives meeting and binding together.",
    upright: {
      guidance:
        "Two hands come together at the crossing. Something is being offered to you, or asked of you, and the exchange matters more than the object. Receive with grace and give without calculation, but notice where the balance lies. A bond is strongest when both sides feel they have been seen.",
      finances:
        "Exchange is the theme: trade, partnership, fair payment for fair work. If you have been giving your labour away, it is time to name a just price. If you have been receiving help, it is time to return it in some form. Write down one debt of gratitude and one fee you deserve, and act on either before the week ends.",
      relationships:
        "This is the rune of partnership in its truest sense, two people meeting as equals. If you are with someone, notice the small gifts of attention that keep you bound, and offer one without being asked. If you are single, a connection may begin with an exchange of help. If you are healing, remember that you still have much to give.",
    },
  },
  {
    slug: "wunjo",
    name: "Wunjo",
    protoName: "*wunjō",
    sound: "w",
    literal: "joy",
    keywords: {
      upright: ["joy", "harmony", "belonging", "contentment", "fellowship"],
      merkstave: ["sorrow", "alienation", "discontent", "forced cheer"],
    },
    essence:
      "Wunjo is joy: not the spike of excitement but the settled gladness of belonging, a banner flying over a fellowship that works. It comes when effort and wish are aligned and when a person feels at home among others. Upright it marks a time of harmony, shared purpose and small pleasures worth noticing. It teaches that joy is partly a practice, a habit of pausing to see what is good.",
    merkstaveEssence:
      "Wunjo lying reversed lowers its banner. The fellowship that felt like home seems distant, and you may stand at the edge of the circle, smiling for the others while something aches. Discontent looks for its cure in purchases, or in company kept only to fill an evening. In merkstave the rune does not scold the sorrow; it asks you to admit it. One honest word to a person who cares begins to bring the gladness back.",
    lore: "The Old English poem says bliss belongs to someone who knows little of sorrow or pain and who has enough prosperity and a good house to live in. The stave's shape resembles a small flag or weather-vane, and many readers see in it the banner of a united band. Joy here is shared, a thing of hearth and fellowship rather than solitary triumph.",
    upright: {
      guidance:
        "The wind has turned in your favour and the banner lifts. Let yourself enjoy it without waiting for the catch. Gather with the people who make you feel most yourself, and say out loud what is going well. Happiness that is noticed is happiness doubled.",
      finances:
        "Wunjo shows contentment within reach, which is not the same as endless more. Look at what already supports a good life for you, and let that quiet the urge to chase. Plan one modest pleasure that fits your means, enjoy it fully, and notice how little it cost compared with the gladness it brought.",
      relationships:
        "Harmony settles over your bonds. Partners may find an easy laughter returning, and friends may feel like family. If you are unattached, contentment on your own is what draws others, so spend time where you feel you belong. If you are healing, a day of real lightness is on its way; welcome it without guilt.",
    },
    merkstave: {
      guidance:
        "The banner hangs slack in still air. You may feel outside the circle, or be performing a cheerfulness you do not feel. Be honest about the sorrow rather than decorating it. One sincere conversation with someone who cares will do more than a week of brave faces.",
      finances:
        "Discontent may be steering your spending, as if the right purchase could restore a missing joy. It cannot, and part of you already suspects as much. For the next seven days, note each purchase made to lift a mood and the feeling that sat beneath it. Kindness to yourself can cost nothing.",
      relationships:
        "Something has gone quiet in the heart. You may feel alone within a partnership, or estranged from friends who once felt like home. Reach out first, in a small way, without demanding that everything be mended at once. If you are single, be wary of seeking company only to escape a lonely evening.",
    },
  },
  {
    slug: "hagalaz",
    name: "Hagalaz",
    protoName: "*hagalaz",
    sound: "h",
    literal: "hail",
    keywords: {
      upright: ["disruption", "sudden change", "a cleansing storm", "forces beyond control", "the seed of renewal"],
    },
    essence:
      "Hagalaz is hail, the storm that falls from a bright sky and flattens the young crop. It names what lies beyond your control: the disruption, the unexpected bill, the plan swept aside. Yet the old poets saw hail as a kind of grain, ice that melts into water and feeds the very field it battered. The rune asks you to meet upheaval with steadiness, knowing that what remains after a storm is what was deeply rooted.",
    lore: "The Old English poem calls hail the whitest of grains, whirled down from heaven and tossed by the wind before it turns to water. The Norwegian poem names it the coldest grain, and the Icelandic a cold seed falling as sleet. Because its later form is a six-pointed star that holds the strokes of many other staves, modern readers sometimes call it a mother of runes.",
    upright: {
      guidance:
        "A squall passes over your plans, and not everything will stand afterwards. This is not punishment; it is weather. Shelter what matters, let go of what was loosely planted, and wait for the clouds to spend themselves. When the ice melts, the soil it leaves behind is surprisingly ready for new seed.",
      finances:
        "Something unforeseen may rattle your accounts: a repair, a change at work, a delayed payment. Meet it with calm rather than blame. Keep a small cushion where you can reach it, and when the disruption comes, ask first what is essential to protect. Then rebuild, in order, from there.",
      relationships:
        "A sudden storm, an argument or a revelation, may shake a bond you thought was settled. Do not decide everything while the hail is still falling. Let the noise pass, then speak about what was uncovered. For anyone unattached or recovering from a loss, an upheaval may clear space you did not know you needed.",
    },
  },
  {
    slug: "naudhiz",
    name: "Naudhiz",
    protoName: "*naudiz",
    sound: "n",
    literal: "need, necessity",
    keywords: { upright: ["need", "constraint", "endurance", "necessity", "resourcefulness"] },
    essence:
      "Naudhiz is need: the pinch of hunger, the cold that forces you to build a fire. It is the rune of constraint, and it does not pretend that constraint is pleasant. Yet it also teaches that necessity breeds resourcefulness; the friction of two sticks is how the need-fire was kindled. Drawn, it asks you to tell your wants from your needs and to meet hardship with patience and ingenuity.",
    lore: "The Old English poem says need tightens around the heart, yet often turns into help and rescue for those who heed it early. The Norwegian poem pictures a naked man chilled by frost, while the Icelandic names the grief of the bondmaid and heavy toil. In folk custom a need-fire was kindled by friction in hard times to cleanse the herds.",
    upright: {
      guidance:
        "Something is lacking, and pretending otherwise only tightens the knot. Name the need plainly. Once it has a name, you can begin to answer it with what you do have: time, wit, friends, stubbornness. The friction you feel is the same friction that kindles a fire.",
      finances:
        "A season of constraint asks for honesty about essentials. Separate what you must have from what you would like, and be kind to yourself in the sorting. Draw two columns on one page, needs and wants, and let the first column guide every choice until the pinch eases.",
      relationships:
        "A longing is pressing on you: for closeness, for space, or for a clear answer. Name it to yourself before you ask anyone else to meet it. If you are partnered, speak the need without blame. If you are single or healing, notice whether the need is for a person or for something you could begin to give yourself.",
    },
  },
  {
    slug: "isa",
    name: "Isa",
    protoName: "*īsą",
    sound: "i",
    literal: "ice",
    keywords: { upright: ["stillness", "pause", "clarity", "focus", "patience"] },
    essence:
      "Isa is ice: a single upright stroke, still as a frozen river. It marks a standstill, a time when movement halts and the world holds its breath. The stillness can frustrate, but ice is also a bridge across water that cannot be crossed in summer, and its clearness shows what lies beneath. The rune counsels patience, concentration and a quiet gathering of yourself until the thaw.",
    lore: "The Old English poem describes ice as cold and slippery, gleaming like glass and gems, a floor wrought by frost and fair to look upon. The Norwegian poem calls it a broad bridge, and the Icelandic the bark of rivers and a roof over the waves. In the myths the world began where the ice of the north met the fire of the south.",
    upright: {
      guidance:
        "Everything seems frozen in place, and pushing will only crack your own footing. Accept the pause. Use it to see clearly: what lies under the surface, what you have been rushing past. Stillness is not emptiness; it is the season in which the river gathers its strength beneath the ice.",
      finances:
        "A freeze on movement is wise now. This is not the moment for bold new ventures, but it is a fine one for clarity. Hold steady, keep your commitments small, and spend an evening getting a clear picture of where things stand. The thaw will come, and you will be ready for it.",
      relationships:
        "A coolness, or a pause, has settled between you and someone, or over your heart in general. Do not mistake it for an ending. Give the stillness room, and use it to understand what you actually feel. Time spent alone now, whether by choice or after a parting, can be a clear, bright space rather than a cold one.",
    },
  },
  {
    slug: "jera",
    name: "Jera",
    protoName: "*jērą",
    sound: "j",
    literal: "year, harvest",
    keywords: { upright: ["harvest", "cycles", "reward for effort", "right timing", "patience"] },
    essence:
      "Jera is the year turning and the harvest it brings. It is the rune of seasons: sow, tend, wait, reap and rest, in an order that cannot be hurried. Upright it promises that honest effort bears fruit in its own time, and it counsels patience with slow processes. Jera reminds you that you belong to a cycle larger than any single week's worry.",
    lore: "The Old English poem calls the harvest a joy to everyone when the earth is allowed to bring forth bright fruit for rich and poor alike. The Norwegian and Icelandic poems name it a blessing to people, a good summer and thriving fields. Its interlocking shape is often read as two seasons turning into one another.",
    upright: {
      guidance:
        "What you planted is ripening. Not all at once, and not on your schedule, but surely. Keep tending the field with quiet attention rather than digging up the seeds to check on them. When the harvest comes, gather it gratefully and set aside seed for the next turning of the year.",
      finances:
        "Jera favours the long view. Results from steady effort are on their way, though they may arrive later than you hoped. Keep to the rhythm that has been working. Mark the date one year from today in your calendar and write beside it what you hope to have gathered by then.",
      relationships:
        "A bond reaches a natural season. For couples, what you have patiently built begins to show its fruit; celebrate it. Those who are unattached may find a connection growing slowly, and that slowness is a good sign. If you are healing, the year is turning in your favour, and the cold months will not last.",
    },
  },
  {
    slug: "eihwaz",
    name: "Eihwaz",
    protoName: "*īwaz",
    sound: "ei",
    literal: "yew",
    keywords: { upright: ["endurance", "transformation", "resilience", "steadfastness", "the axis between worlds"] },
    essence:
      "Eihwaz is the yew, the evergreen that lives for centuries, whose wood made the strongest bows and whose leaves are poison. It stands between life and death, green in winter and rooted in old ground, and so it speaks of endurance through change. The rune asks you to bend without breaking and to hold firm at the centre while the seasons turn around you. It is the quiet strength of something that has weathered many storms and still grows.",
    lore: "The Old English poem describes the yew as rough-barked, fast in the earth and held by its roots, a guardian of fire and a joy on the estate. Yews grow in many old churchyards and can outlive the buildings beside them. Some modern readers see in the rune the world tree that joins the realms, though the old sources call that tree an ash.",
    upright: {
      guidance:
        "A long stretch lies before you, and you have the sap for it. Stay rooted while things shift around you, bending as a yew bow bends, storing strength rather than spending it in one shot. A change is underway; meet it from your centre and it will not uproot you.",
      finances:
        "This rune favours endurance over speed. Think in years rather than weeks, and protect the roots of your security before you reach for new branches. Pick one habit that has quietly served you for a long time and commit to keeping it through whatever the coming season brings.",
      relationships:
        "Bonds that have weathered hardship are being tested and found sound. If you are partnered, trust the deep roots between you, even when the branches are tossed about. Should you be on your own or still mending, the change you are moving through is making you sturdier, not harder. Evergreen things keep their colour in winter.",
    },
  },
  {
    slug: "perthro",
    name: "Perthro",
    protoName: "*perþō",
    sound: "p",
    literal: "uncertain: perhaps a lot-cup, a gaming piece or a fruit tree",
    keywords: {
      upright: ["mystery", "chance", "the weave of fate", "hidden things", "play"],
      merkstave: ["secrets", "stagnation", "reckless risk", "bad luck", "distrust"],
    },
    essence:
      "Perthro is the most mysterious stave of the row; even the meaning of its name is uncertain. Many read it as the cup from which lots were cast, a vessel of chance and of the hidden turning of fate. Upright it speaks of secrets coming to light, of luck and play, of the parts of life that cannot be planned. It invites you to hold your plans loosely and to stay curious about what the cup will pour.",
    merkstaveEssence:
      "Perthro merkstave tips the lot-cup over, and what spills is no game. Secrets sour in their keeping, luck seems to run against you, and the same dice are thrown again and again in hope of a different fall. Reckless bets and murky terms thrive here, and so does distrust of those who hide too much. Turned this way, the rune counsels small risks, clear questions and one secret shared with someone you trust.",
    lore: "The Old English poem says only that the stave means play and laughter among the proud, where warriors sit cheerfully together in the beer hall. Because its name has no sure meaning, scholars have suggested a dice cup, a game piece or a pear tree. Tacitus described Germanic peoples casting marked slips of wood to learn the will of the gods.",
    upright: {
      guidance:
        "The cup is shaken and not yet overturned. Something hidden is working in your favour, or is about to be revealed. You cannot control how it falls, but you can stay open and playful enough to catch what comes. Let chance surprise you; not every turning needs a plan.",
      finances:
        "Perthro speaks of the unknown, and so it asks for humility rather than bets. An unexpected opening may appear, yet the wise response is curiosity and careful questions. Keep any risk small enough to laugh about if it fails, and write down one thing you learn from it either way.",
      relationships:
        "Mystery enters the heart. A chance meeting, a secret shared, or a side of your partner you have never seen may surprise you. If you are single, say yes to an invitation you would normally refuse. If you are healing, let a little play back into your days; laughter loosens knots that effort cannot.",
    },
    merkstave: {
      guidance:
        "The cup spills onto the floor and nothing pleases. A secret may be weighing on you, or life feels like a game you can never win. Stop throwing the same dice in the same way. Tell one trusted person what you have been keeping hidden, and the weight will lighten.",
      finances:
        "Chance is not your friend in this position. Be wary of gambles, of hoping for a lucky break to fix a careful problem, of deals whose terms stay vague. Keep your footing on what you know. If a risk already troubles you, set a firm limit today and hold to it.",
      relationships:
        "Something is concealed, on your side or theirs, and the hiding itself is doing harm. Ask gently for what you need to know, and offer the honesty you hope to receive. If you are single, watch for people who thrive on mystery without ever letting you in.",
    },
  },
  {
    slug: "algiz",
    name: "Algiz",
    protoName: "*algiz",
    sound: "z",
    literal: "elk; in English, elk-sedge",
    keywords: {
      upright: ["protection", "sanctuary", "higher self", "vigilance", "shielding"],
      merkstave: ["vulnerability", "hidden danger", "exposure", "ignored instincts"],
    },
    essence:
      "Algiz rises like a raised hand, the antlers of an elk, or a sedge stalk standing in the marsh. It is the rune of protection: the boundary, the warding sign, the instinct that warns before danger shows itself. Upright it promises shelter and a link to something greater that watches over you. It also asks you to keep your own guard, for even a protecting sedge must be grasped with care.",
    merkstaveEssence:
      "When Algiz lies merkstave, the warding hand drops. The inner watchman who usually calls out early is being ignored, or your defences have been given away to keep others happy, leaving doors unlocked and tenderness exposed. The opposite can happen too: a guard raised so high that no help can reach you. The sedge keeps its edge, though, and so do you: heed the small alarm, secure what is vulnerable, and keep your boundaries within reach.",
    lore: "The Old English poem calls it elk-sedge, a marsh grass that grows in water and cuts the hand of anyone who grips it. Its shape has long been read as a hand raised in warding or greeting, or as the branching horns of an elk. Modern readers often take the upright shape as a sign of life and shelter, and the reversed one as a warning.",
    upright: {
      guidance:
        "You are better protected than you feel. Trust the part of you that senses which roads are safe, and put a clear boundary where one is needed. Algiz is a hand raised in warding and in greeting at once: guard what is precious, and stay open to the help that reaches toward you.",
      finances:
        "A shield is raised over your resources. This is a time to protect before you expand. Review the safeguards you already have and add one more: a password changed, a saving set aside, an agreement put in writing. Small walls built in calm weather stand firm in storms.",
      relationships:
        "A sheltering presence surrounds your heart now, in a friend, a partner or your own instinct. If you are partnered, make your bond a sanctuary by guarding it from outside noise. If you are single, let your intuition screen out anyone who feels wrong. If you are healing, your boundaries are not walls; they are how you stay safe enough to open again.",
    },
    merkstave: {
      guidance:
        "The warding hand drops and the guard is lowered. You may be ignoring a warning in your gut, or giving your defences away to please others. Lift your attention. Ask what your instinct has been quietly telling you, and act on its counsel before the need becomes urgent.",
      finances:
        "Exposure is the warning here: a door left unlocked, an agreement unread, a trust given too freely. Check what is vulnerable without panic. Go through one account, contract or login today and secure it properly. Prudence now spares regret later.",
      relationships:
        "You may be leaving yourself unguarded with someone who has not earned it, or you have grown so guarded that no one can reach you. Look at which extreme fits. Protect your tenderness without burying it, and listen to the small alarm that rings when someone's words and deeds do not match.",
    },
  },
  {
    slug: "sowilo",
    name: "Sowilo",
    protoName: "*sōwilō",
    sound: "s",
    literal: "sun",
    keywords: { upright: ["success", "vitality", "clarity", "victory", "guidance"] },
    essence:
      "Sowilo is the sun, the lightning-bright stave that breaks through cloud. It brings energy, success, confidence and the clear sight that comes in full daylight. Because the sun shines the same on every side, the rune has no reversal: its light is unconditional. It asks only that you let yourself be seen and that you move toward your goal with the sun's steadiness, rising each day whether or not you feel ready.",
    lore: "The Old English poem calls the sun the hope of sailors crossing the fishes' bath until their ship brings them to land. The Norwegian poem names it the light of the world, and the Icelandic the shield of the clouds and the destroyer of ice. In the old myths the sun is a goddess who drives her chariot across the sky, pursued by a wolf.",
    upright: {
      guidance:
        "Daylight falls across your path and shows the way plainly. Confidence is warranted now; step forward and let yourself be seen. Whatever you turn toward will grow in this light, so choose carefully, then commit with a whole heart. You have more strength than the cloudy days let you feel.",
      finances:
        "Sowilo shines on honest ambition. Efforts you have made are becoming visible, and your clarity about what you want is a strength. Put one goal into a single sentence, write it where you begin your day, and let each choice this month lean toward it, the way a plant leans to the window.",
      relationships:
        "Warmth and openness light up the heart. Partners may feel renewed affection in plain daylight, without games or hidden corners. If you are single, your confidence makes you easy to approach, so go where there is sunshine and company. If you are healing, a brighter season has begun, and you are allowed to bask in it.",
    },
  },
  {
    slug: "tiwaz",
    name: "Tiwaz",
    protoName: "*tīwaz",
    sound: "t",
    literal: "the god Tyr",
    keywords: {
      upright: ["justice", "honour", "courage", "self-sacrifice", "leadership"],
      merkstave: ["injustice", "imbalance", "defeat", "faltering courage", "conflict"],
    },
    essence:
      "Tiwaz is the spear-point aimed at the sky, the rune of Tyr, the god of law and courage. It speaks of honour, fairness and the willingness to give something of yourself for what is right. Upright it promises strength to a just cause and steadiness in a fight worth having. Its deeper lesson comes from Tyr's own story: courage sometimes costs, and integrity is proved when it is not convenient.",
    merkstaveEssence:
      "In merkstave, Tiwaz points its spear toward the ground. Courage wavers just when it is needed, an unfair arrangement goes unchallenged, or every quarrel on offer is taken up until strength runs out. Defeat can feel like proof that honour never pays. The rune asks you to hold to your principles even when the fight looks lost: set the facts down plainly, gather allies, and spend your courage on the one contest worth its cost.",
    lore: "In the myths Tyr placed his hand in the mouth of the wolf Fenrir as a pledge of good faith while the gods bound it, and lost that hand when the wolf found itself tricked. The Old English poem names the stave a guiding star that keeps faith and holds its course above the night mists. The northern poems remember Tyr as the one-handed god.",
    upright: {
      guidance:
        "Stand by what you know to be right, even if it costs you a little comfort. Tiwaz points like an arrow toward a clear goal and asks for honourable means to reach it. A fair word, a kept promise, an act of courage on another's behalf: these are your victories now, and they will be remembered.",
      finances:
        "Fairness and clear agreements carry the day. If you are owed something, ask for it directly and calmly, with your facts in order. If you owe something, honour it on time. Choose one unresolved matter of fairness in your finances and take the first honest step toward settling it.",
      relationships:
        "Honour becomes the foundation of the heart. Partners who keep their word to one another build something that can carry weight. If you are single, you will be drawn to people of integrity, so let your own show. If you are healing, the courage to face what happened honestly is itself a victory.",
    },
    merkstave: {
      guidance:
        "The spear points downward. You may feel that life is unfair, or find your own courage faltering at the moment it is needed. Do not abandon your principles because the fight feels lost. Rest, gather your allies, and choose the battle that truly matters rather than every one that is offered.",
      finances:
        "An imbalance or an unfair arrangement may be draining you. Rather than nursing the grievance, gather the facts. Set down in writing what was agreed and what has actually happened, then decide whether to raise it, renegotiate, or let it teach you for next time.",
      relationships:
        "The scales are tipped: one of you gives more, risks more, or bears more blame than is fair. Name the imbalance without turning it into a war. If you are single, notice whether fear is keeping you from stepping forward. Courage in love is often the simple act of being honest first.",
    },
  },
  {
    slug: "berkano",
    name: "Berkano",
    protoName: "*berkanan",
    sound: "b",
    literal: "birch",
    keywords: {
      upright: ["birth", "growth", "nurture", "renewal", "care"],
      merkstave: ["stagnation", "smothering", "family worry", "delayed growth"],
    },
    essence:
      "Berkano is the birch, the first tree to green the land after the ice, slender and quick to spread. It is the rune of birth and renewal, of nurturing care and the protected space where something new can grow. Upright it blesses beginnings, families, homes and creative projects in their tender stage. It asks you to be a gentle gardener, sheltering what is small without smothering it.",
    merkstaveEssence:
      "Berkano merkstave is the birch in a late spring, its leaves slow to open. Growth stalls, sometimes from neglect and sometimes from hands that hover so close they shade the seedling from the sun. Family cares weigh heavily, and nurture tips toward worry or control. The reversed rune asks for lighter, steadier tending: share the load, give the young thing one patient season, and offer yourself the care you pour on everyone else.",
    lore: "The Old English poem describes a tree that bears no fruit yet sends up new shoots without seed, with shining branches and a high crown full of leaves. The Norwegian poem says the birch has the greenest leaves of any shrub, and the Icelandic calls it a leafy twig and a young tree. Birch boughs were long used in spring customs to welcome new life.",
    upright: {
      guidance:
        "Something new is unfolding: a project, a chapter, a version of yourself. Give it the sheltered conditions it needs, with patience, warmth and room to grow. Resist the urge to judge it by the standards of a full-grown tree. Green shoots look fragile, yet the birch is the first to reclaim the land.",
      finances:
        "Berkano blesses gentle growth. Tend what you have started with regular care rather than big bursts. A small, steady contribution to a new habit will serve better than sweeping changes. Decide on one modest amount you can set aside each week and treat it as a young tree to be watered.",
      relationships:
        "Tenderness and care are the heart's language now. A bond may deepen through nurturing gestures, a shared home life or the welcome of something new. If you are single, a gentle beginning may surprise you. If you are healing, be as kind to yourself as you would be to a seedling; new growth is already pushing through.",
    },
    merkstave: {
      guidance:
        "The birch leaves hang limp. Growth has stalled, or care has turned into a worry that crowds out what it means to protect. Step back and let things breathe. Ask whether you are tending or hovering; the answer will show you where to loosen your hands.",
      finances:
        "A project or plan is not taking root, perhaps from neglect, perhaps from too much fussing. Look honestly at which it is. Give it one clear season of consistent attention, then judge the result, rather than digging it up every few days to see whether it has grown.",
      relationships:
        "Family matters or caretaking may be weighing heavily, and nurture is tipping into control or exhaustion. Let others carry part of the load. If you are partnered, check that care flows both ways. Whether you are on your own or recovering, give yourself the same patience you keep offering everyone else.",
    },
  },
  {
    slug: "ehwaz",
    name: "Ehwaz",
    protoName: "*ehwaz",
    sound: "e",
    literal: "horse",
    keywords: {
      upright: ["trust", "partnership", "steady progress", "teamwork", "loyalty"],
      merkstave: ["mistrust", "disharmony", "restlessness", "a stalled partnership"],
    },
    essence:
      "Ehwaz is the horse, and more exactly the bond between horse and rider that lets them move as one. It speaks of trust, cooperation and progress that comes from working with another rather than alone. Upright it favours partnerships, loyal friendships and steady movement forward. It teaches that a good team is built on mutual care: the rider tends the horse, and the horse carries the rider further than either could go alone.",
    merkstaveEssence:
      "Ehwaz turned merkstave shows horse and rider out of step. Trust wobbles, a partnership stalls, and each side pulls toward a different road while insisting the other is to blame. Restlessness may whisper that a new mount would solve everything. The rune asks for a halt rather than a leap: talk through what each of you thought was agreed, go gently with the nerves left by an old fall, and see whether the rhythm can return.",
    lore: "To the Old English poet the horse is a joy to nobles, proud in its hooves, and a comfort to the restless when riders trade words about their steeds. In the myths Odin rides the eight-legged Sleipnir between the worlds. Horses were honoured in many Germanic customs, and some readers see in the rune's shape two figures joining hands.",
    upright: {
      guidance:
        "Progress comes through partnership. Find your allies and move together at a pace both can keep. Ehwaz asks for trust: in others, and in the instinct that carries you like a sure-footed horse on a dark path. You will go further this month by sharing the reins than by gripping them alone.",
      finances:
        "Teamwork favours your money matters. A trusted colleague, a shared plan or a steady collaborator can carry you over ground you could not cross alone. Choose one person whose judgement you respect and talk your plans through with them. Move forward together at a steady trot, not a gallop.",
      relationships:
        "Loyalty and harmony mark the heart's road. Couples find they move in step, each anticipating the other. If you are single, closeness may be born of a shared task or a common purpose. If you are healing, trust is slowly returning; let someone walk beside you for a stretch, even if you are not ready to be carried.",
    },
    merkstave: {
      guidance:
        "Horse and rider pull in different directions. You may distrust someone's motives, or feel restless in a situation that once suited you. Before you dismount, ask what has changed. A clear conversation may restore the rhythm; if it does not, you will know it is time for a different mount.",
      finances:
        "A partnership or shared plan is out of step. Expectations may have drifted apart unnoticed. Sit down with whoever shares the load and compare, point by point, what each of you believes you agreed. An agreement restored on paper saves many misunderstandings later.",
      relationships:
        "Trust is wobbling. You may feel out of step with a partner, or you are holding back from someone new because of an old fall. Speak about the rhythm that feels wrong, without accusing. If you are healing, be patient with the part of you that shies at every shadow; it is learning again.",
    },
  },
  {
    slug: "mannaz",
    name: "Mannaz",
    protoName: "*mannaz",
    sound: "m",
    literal: "man, a human being",
    keywords: {
      upright: ["humanity", "self-knowledge", "community", "cooperation", "good sense"],
      merkstave: ["isolation", "self-deception", "mistrust of others", "a distorted self-image"],
    },
    essence:
      "Mannaz is the human being: the self in the midst of family, friends and the wider tribe. It speaks of the gifts that make us human, from memory and reason to kindness and the ability to work together. Upright it asks for honest self-knowledge and a willingness both to lean on others and to support them. It is a reminder that no one is made alone, and that your own nature is best understood in the company of your kind.",
    merkstaveEssence:
      "Mannaz merkstave shows one person drifting from the circle of their kind. Self-knowledge clouds over, so the mirror flatters or wounds instead of reflecting, and mistrust keeps away the help that company could offer. You may be playing a role rather than living as yourself. Lying reversed, the rune calls you back among people: let a friend who knows you describe what they see, and read your own story as if a fair-minded neighbour had written it.",
    lore: "The Old English poem says a person in good spirits is dear to their kin, yet each must one day leave the others, for every life returns to the earth. The Icelandic poem names mankind the delight of people and the adornment of ships. In the myths the gods shaped the first humans from two pieces of driftwood and gave them breath, mind and warmth.",
    upright: {
      guidance:
        "Look at yourself with clear, kind eyes. Mannaz asks for the humility to see your gifts and your limits together. You are part of a wider circle, and the support you need may come from the people already around you. Ask for help where you need it, and offer yours where it is wanted.",
      finances:
        "Cooperation and good judgement serve you now. Your own sense, joined to honest advice from others, is worth more than any lucky chance. Take one worry you have been carrying alone and share it with someone you trust, then write down one practical idea that comes out of the conversation.",
      relationships:
        "Human warmth sits at the centre of this draw. If you are partnered, see each other as whole people, with flaws and gifts, rather than as roles. If you are single, join a circle of shared interest; friendship can open doors to love. If you are healing, let your community hold you; you are not meant to mend alone.",
    },
    merkstave: {
      guidance:
        "The human figure stands apart from its kind. You may be isolating yourself or seeing yourself through a distorted glass, harsher or kinder than the truth. Step back into company. Ask a friend who knows you well what they see, and listen without arguing.",
      finances:
        "Self-deception may be clouding your judgement, or mistrust is keeping you from useful help. Look at your situation as an honest stranger would. Write a short, plain description of where things stand, read it aloud, and notice where you have been softening or inflating the facts.",
      relationships:
        "Distance has grown between you and others, or you are playing a part rather than being yourself. Drop the mask in one safe conversation. If you are single, do not let old disappointments convince you that people are all the same. If you are partnered, be curious again about who the other person really is.",
    },
  },
  {
    slug: "laguz",
    name: "Laguz",
    protoName: "*laguz",
    sound: "l",
    literal: "water, a lake",
    keywords: {
      upright: ["flow", "intuition", "emotion", "the unconscious", "adaptability"],
      merkstave: ["confusion", "overwhelm", "poor judgement", "fear of depth", "drifting"],
    },
    essence:
      "Laguz is water: the lake, the sea, the current under the surface. It speaks of feeling, intuition, dreams and the deep tides that move us below thought. Upright it invites you to trust your inner knowing and to go with the flow of events rather than fighting them. Water shapes stone through patience, and the rune teaches the same gentle, persistent power.",
    merkstaveEssence:
      "Laguz merkstave is water gone murky. Feelings flood their banks, or the current carries you without a course, and judgement made in the swell rarely holds. Some turn from the depths altogether, afraid of what lives below. Reversed, the rune says to head for solid ground: steady yourself with plain tasks, put off any lasting choice until the tide has turned, and let the water clear before you try to read what lies beneath it.",
    lore: "The Old English poem says the sea seems endless to those who venture out on a rocking ship, when the waves frighten them and the sea-horse will not heed its bridle. The Norwegian poem speaks of a waterfall tumbling from a mountain, and the Icelandic of an eddying stream and the land of the fish. In northern myth water holds both wisdom, as in the well beneath the world tree, and danger.",
    upright: {
      guidance:
        "Let your intuition steer. The answer you seek is less a matter of logic than of listening to the currents beneath. Trust your dreams, your hunches and the quiet pull toward one shore or another. Water finds its way around a stone, and you will reach your goal by bending, not by battering.",
      finances:
        "Go with the current rather than against it. Laguz favours adaptability and sensing the mood of a situation before acting. If a choice feels wrong in your gut despite good arguments, give that feeling a day to speak. Keep a short diary of your instincts about money this week and see which proved right.",
      relationships:
        "Emotion runs deep and true. A bond may grow through shared dreams, quiet evenings by water, or simply the feeling of being understood without words. If you are single, your intuition about people is sharp now; trust it. If you are healing, let tears come when they come, for water that moves stays clear.",
    },
    merkstave: {
      guidance:
        "The water turns murky and the current pulls too hard. You may feel overwhelmed by emotion, or adrift without a sense of direction. Find the shore first. Ground yourself with plain tasks and unhurried evenings before you try to read the depths again.",
      finances:
        "Confusion or fear may be making choices for you. Decisions taken while you feel swamped rarely serve you. Delay what can be delayed, and for the rest, write out your options in plain words on paper until the water clears enough for you to see the bottom.",
      relationships:
        "Feelings are flooding the banks, yours or another's, and it is hard to see what is real. Do not make a lasting choice at high tide. If you are partnered, name the emotion rather than acting it out. Alone or healing, be wary of diving into someone's depths before you know they can swim.",
    },
  },
  {
    slug: "ingwaz",
    name: "Ingwaz",
    protoName: "*ingwaz",
    sound: "ng",
    literal: "the god Ing",
    keywords: { upright: ["gestation", "inner growth", "completion", "potential", "fertility"] },
    essence:
      "Ingwaz is the seed sealed in the earth, potential gathered and waiting. It is named for Ing, a god of fertility and peace who is often linked with Freyr. The rune speaks of gestation, a time when something grows in the dark before it can appear, and of a completion that clears the way for a new start. It asks for patience and for trust in processes you cannot see.",
    lore: "The Old English poem says Ing was first seen among the East Danes and afterwards went away eastward over the waves, his wagon following behind. Ing is widely linked with Yngvi-Freyr, the lord of harvests and fair weather. The rune's closed shape is often read as a seed, a sealed storehouse or a doorway between seasons.",
    upright: {
      guidance:
        "Something is forming in you that is not ready to be shown. Protect it, feed it and let it ripen in private. Ingwaz also marks the end of a cycle: finish what needs finishing so your energy can gather. When the time is right, what has been growing will emerge fully formed.",
      finances:
        "A gathering period favours your resources. Tie up loose ends, close what is finished, and let your efforts accumulate quietly. Choose one open matter, whether an unfiled paper or an unfinished task, and bring it to a tidy close before the month ends. Stored seed is next year's field.",
      relationships:
        "A bond is deepening beneath the surface, even if little shows yet. If you are partnered, a new phase is quietly beginning; give it time. If you are single, you are gathering the self-knowledge that will ready you for the right person. If you are healing, a chapter is closing, and the space it leaves holds promise.",
    },
  },
  {
    slug: "dagaz",
    name: "Dagaz",
    protoName: "*dagaz",
    sound: "d",
    literal: "day",
    keywords: { upright: ["breakthrough", "dawn", "awakening", "transformation", "hope"] },
    essence:
      "Dagaz is day, the light breaking over the horizon, the turning point between night and morning. It is the rune of breakthrough: sudden understanding, a shift in awareness, the moment when opposites meet and something new becomes possible. It cannot be reversed, for dawn comes whichever way you face. Dagaz asks you to recognise the turning when it arrives and to walk into the light.",
    lore: "The Old English poem calls day the Lord's messenger and a glorious light, beloved of people and a source of hope and gladness to rich and poor alike. In the myths Dagr, the day, rides a horse whose shining mane lights the sky and the earth. The rune's shape, like an hourglass laid on its side, is often read as the balance of dark and light.",
    upright: {
      guidance:
        "Dawn breaks over a long night. A realisation is arriving that will change how you see your situation, perhaps suddenly. Welcome the light even if it shows things you had avoided looking at. This is a turning point, and you are standing exactly where you need to be to step through it.",
      finances:
        "A breakthrough is close. Where you have felt stuck, a new approach or a simple realisation may shift the whole picture. Look at an old problem from the opposite side and ask what would happen if you did the reverse of your habit. Write down the answer and try it on a small scale.",
      relationships:
        "Light returns to the heart. A misunderstanding clears, a bond is renewed, or you suddenly see someone as they truly are. If you are single, a fresh outlook opens the door to connection. If you are healing, morning has come: not every shadow is gone, but the day is large enough for hope.",
    },
  },
  {
    slug: "othala",
    name: "Othala",
    protoName: "*ōþalą",
    sound: "o",
    literal: "ancestral land, inheritance",
    keywords: {
      upright: ["heritage", "home", "belonging", "legacy", "lasting value"],
      merkstave: ["rootlessness", "rigid tradition", "family strife", "loss of home"],
    },
    essence:
      "Othala is the enclosed homestead passed from one generation to the next, the land and the values that belong to a people. It speaks of inheritance in every sense: property, traditions, talents and the stories that shaped you. Upright it blesses home, belonging and the long view of what you will leave behind. It asks what deserves to be kept, and what you will add before you pass it on.",
    merkstaveEssence:
      "Othala merkstave is the homestead fence broken down or built too high. Roots feel far away, or they hold so fast that you cannot move, bound by customs and family expectations you never truly chose. Strife over inheritance, money habits learned young and old family scripts can all play out here. Lying reversed, the rune invites you to sort the heirlooms, keeping what nourishes and setting down what only confines, and to let a sense of home grow inside you even while the walls shift.",
    lore: "The Old English poem says a homeland is dear to everyone who can enjoy what is right and proper there, in prosperity, under their own roof. Among the old northern peoples inherited land was a family's deepest security and could not simply be sold away. The rune closes the row, gathering all the others into one enclosure.",
    upright: {
      guidance:
        "Come home to what grounds you. Othala asks you to honour your roots, the people, places and values that made you, and to choose what you will carry forward. Something lasting is within your reach now. Build it on sound foundations and it will shelter others long after today's worries have passed.",
      finances:
        "Think about legacy and long-term security. What you are building is not only for this season, so give it the care a family gives its land. Gather your important papers into one safe place this week and note what each one is for. Order at home is its own kind of wealth.",
      relationships:
        "Home and belonging are the heart's theme. Partners may talk about shared roots, a home, or blending traditions. If you are single, the people who feel like family will draw you toward someone who shares your values. If you are healing, return to the places and people who remind you who you are.",
    },
    merkstave: {
      guidance:
        "The homestead's fence is broken, or it has grown too high. You may feel cut off from your roots, or bound too tightly by what was handed down. Ask which traditions nourish you and which only confine. You may keep the land and still plant something new in it.",
      finances:
        "Old patterns around money, inherited habits or family expectations may be steering you without your consent. Notice where they came from. Pick one belief about money you learned young, write it down, and ask whether it still serves the life you want now.",
      relationships:
        "Family tensions or a feeling of not belonging may be shadowing your heart. If you are partnered, differing backgrounds may need a gentle conversation. If you are single, be careful not to repeat an old family script in new company. If you are healing, you can build a home within yourself while the outer one is uncertain.",
    },
  },
];
