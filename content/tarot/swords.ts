import type { TarotCardContent } from "../../src/shared/draws/content-types";

/** The suit of Swords, Ace to King: the element of Air, thought, speech and truth. */
export const SWORDS: TarotCardContent[] = [
  {
    slug: "ace-of-swords",
    name: "Ace of Swords",
    keywords: {
      upright: ["clarity", "breakthrough", "a clean truth", "sharp focus"],
      reversed: ["clouded judgement", "harsh words", "a stalled idea", "force misused"],
    },
    element: "Air",
    astrology: "Root of the powers of Air",
    image:
      "In the old scene a hand reaches out of a cloud and grips a double-edged sword, its point ringed by a crown hung with olive and palm. Our emblem keeps only the upright blade and the circle at its tip, cut cleanly against a pale morning sky.",
    essence:
      "Here is the first clear thought after a long fog, the moment a word is found for what you had only felt. The card belongs to air: breath, speech, reason and the nerve to name things as they are. Its edge cuts both ways, so the same clarity that frees you can wound when it is swung carelessly. Take it as an invitation to think freshly and speak truly.",
    reversedEssence:
      "Smoke hangs around the blade when the Ace of Swords lies reversed. Judgement clouds, an idea that seemed sharp loses its edge halfway through, and words meant to clarify come out as cuts. There can be a temptation to force a conclusion simply to end the not-knowing. Let the air clear before you swing anything; a truth named gently and at the right moment does far more good than one hurled in haste.",
    upright: {
      guidance:
        "A window has been thrown open in your mind, and cold clean air is rushing in. The question that seemed so tangled may now have a plain answer, and you may find you already know it. Write that answer down in one sentence before doubt returns, and let the sentence steer your next step.",
      finances:
        "Figures that once blurred together may suddenly line up in rows you can read. It is a good season to look at your accounts with honest eyes, name what is working, and cut away the muddle around what is not. Consider putting the plain facts on a single page; a clear view is often worth more than a clever scheme.",
      relationships:
        "Honest words want to be spoken, and they can clear the air between you and someone close. If something has gone unsaid, the right phrasing may arrive now, simple and kind rather than sharp. Single hearts may meet a mind that excites them as much as a smile; partnered ones may enjoy a conversation that feels brand new.",
    },
    reversed: {
      guidance:
        "The blade is in your hand, but the room is full of smoke. Ideas may be arriving faster than you can test them, or a truth you sense keeps slipping out of reach. Rather than forcing a verdict, let the air settle for a day or two; clarity that is rushed tends to cut in the wrong place.",
      finances:
        "A plan that looked brilliant at midnight may show its cracks by morning. You might be tempted to make a sudden decision about work or spending just to end the uncertainty. Slow down instead, gather one more fact, and ask someone you trust to read your reasoning before you act on it.",
      relationships:
        "Words can be blades, and lately they may have been drawn too quickly. A remark meant as honesty might have landed as a cut, or you may be holding back a truth until it sours. Try speaking more softly and listening longer; the point you want to make will still be there once you have heard the other side.",
    },
  },
  {
    slug: "two-of-swords",
    name: "Two of Swords",
    keywords: {
      upright: ["stalemate", "a difficult choice", "uneasy truce", "guarded heart"],
      reversed: ["the blindfold slipping", "information overload", "a forced decision", "truths revealed"],
    },
    element: "Air",
    astrology: "Moon in Libra",
    image:
      "Traditionally a blindfolded woman sits on a stone bench by the sea, two long swords crossed over her chest, a thin crescent moon above the still water behind her. Our emblem shows the pair of blades crossed in an X beneath that crescent, balanced and unmoving.",
    essence:
      "The Two of Swords is a held breath: a choice postponed, a truce kept by refusing to look. There is peace in it, but it is the careful peace of someone guarding the heart with folded arms. It asks what you are not letting yourself see, and whether the balance you hold is wisdom or avoidance. Sooner or later the blindfold comes off, and the card hopes you will be the one to lift it.",
    reversedEssence:
      "The blindfold slips, and the careful balance of the Two of Swords reversed comes undone. What was avoided now floods in at once, facts and feelings and other people's opinions, all demanding an answer. A decision may be forced on you before you have chosen. Breathe, lower the crossed blades, and sort what you have learned into what is certain and what is noise; a hard truth revealed is also a way out of the stalemate.",
    upright: {
      guidance:
        "Standing at a fork, you may be keeping very still in the hope that the choice will make itself. Stillness has its place, and a pause can protect you from a rash move. Yet ask gently what you are refusing to look at; sometimes one honest glance at the facts is all it takes to let your arms uncross.",
      finances:
        "Two options may sit before you, each with its own weight, and neither feels clearly better. Rather than waiting for a sign, list what each path truly costs in time, effort and peace of mind. A decision made with open eyes, even an imperfect one, often serves you better than a long freeze at the crossroads.",
      relationships:
        "A polite silence may be keeping the peace at home or among friends, but quiet has its price. Perhaps you feel torn between two people, two loyalties, or two pictures of what you want. Lowering your guard a little, even with a single true sentence, can open a door that careful neutrality has kept shut.",
    },
    reversed: {
      guidance:
        "Once the cloth slips from your eyes, what you see may be more than you bargained for. Facts, opinions and feelings could be pouring in at once, making any choice feel impossible. Take them one at a time; nothing needs solving today except naming the one thing you now know for certain.",
      finances:
        "A decision you have delayed about work or money may be forcing its way to the surface. Advice from every side can pull at you until your own judgement goes quiet. Step back from the noise, write your priorities in a short list, and let that list, not the loudest voice, guide your next move.",
      relationships:
        "Deadlock between you and someone dear may be breaking, whether gently or with a jolt. Truths that were tucked away could tumble out together, leaving both of you feeling exposed. Give the moment room to breathe; an awkward honesty can become the ground on which a steadier bond is built.",
    },
  },
  {
    slug: "three-of-swords",
    name: "Three of Swords",
    keywords: {
      upright: ["heartache", "grief", "a painful truth", "separation"],
      reversed: ["slow healing", "forgiveness", "releasing sorrow", "an old wound reopened"],
    },
    element: "Air",
    astrology: "Saturn in Libra",
    image:
      "The old image is among the plainest in the deck: a red heart pierced by three swords, with grey clouds and slanting rain behind it. Our emblem keeps the heart and its three blades, small and still against a stormy sky.",
    essence:
      "The Three of Swords names sorrow honestly: the hurt of a loss, a betrayal, or a truth that arrives too sharply. It does not pretend the pain is small, and that honesty is its quiet mercy. Rain falls in the picture, but rain also washes, and the card suggests that grief felt fully is grief that can move on. It speaks of a heart that is learning, not a heart that is ending.",
    reversedEssence:
      "Rain still drips from the pierced heart, but the clouds are thinning. The Three of Swords reversed belongs to the long work after heartbreak: sorrow released a little at a time, forgiveness approached and then retreated from, mending slower than anyone would like. Now and then an old wound opens again, asking for one more look. Tend it kindly each time, and trust that the scar is forming underneath.",
    upright: {
      guidance:
        "Something has hurt, and you are allowed to feel it. Pretending the wound is smaller than it is tends to make it ache for longer. Let yourself have the grey afternoon, the long walk, the honest tears; naming the sorrow can be the first stitch in mending it.",
      finances:
        "A disappointment at work or with money may sting more than the figures alone suggest: a rejection, a loss, a hard conversation. Let yourself feel the sting for a day before you plan anything. When the rain eases, look at what the setback has taught you, and keep that lesson rather than the bitterness.",
      relationships:
        "Hearts may be bruised right now, whether by harsh words, distance or a parting. Whatever its shape, the hurt deserves care rather than a brave face. Reach for friends who can sit with you without fixing anything, and if the pain lies between you and a partner, speak of it when you can both truly listen.",
    },
    reversed: {
      guidance:
        "The storm is passing, though puddles remain. Slowly you may be letting go of an old sorrow, discovering that you can think of it now without flinching. Be patient with the days when it returns; healing rarely walks in a straight line, and each small release still counts.",
      finances:
        "A past loss may still be shaping how you see work and money, making you wary or quietly sad. As the sting fades, you might look at that episode again with calmer eyes. Ask whether the story you tell about the setback still fits, or whether it is time to write a kinder one.",
      relationships:
        "An old heartbreak may be loosening its grip, and forgiveness, of another or of yourself, could be within reach. Or a hurt you buried might be asking to be looked at once more before it can leave. Gentleness is the remedy either way: speak of it to someone safe, and let the wound take the air instead of hiding.",
    },
  },
  {
    slug: "four-of-swords",
    name: "Four of Swords",
    keywords: {
      upright: ["rest", "recovery", "contemplation", "retreat"],
      reversed: ["restlessness", "exhaustion", "a slow return", "stagnation"],
    },
    element: "Air",
    astrology: "Jupiter in Libra",
    image:
      "The traditional scene is a quiet chapel where a knight lies carved in stone upon a tomb, hands joined in prayer, three swords hanging on the wall above and one laid along his side. Our emblem shows four blades at rest, three pointing down and one lying flat beneath a small stained-glass window.",
    essence:
      "Between battles comes this pause, the truce the mind calls with itself. It asks for rest not as idleness but as repair: sleep, silence, a retreat from noise. Thoughts that have been fighting need time to lay down their weapons. When you come back from that stillness, you come back clearer.",
    reversedEssence:
      "Sleep will not come to the knight on the tomb when the Four of Swords turns over. The mind keeps pacing, and exhaustion piles up because true rest never arrives. Or the opposite has happened: the retreat has lasted so long that it has gone stale, and the world outside feels hard to rejoin. Either way, what helps is honest rest first, then a slow, deliberate return to the day.",
    upright: {
      guidance:
        "Your mind has been working hard, and it is asking for quiet. A few days of deliberate rest, fewer screens, earlier nights, a walk without purpose, may do more for your next step than any amount of planning. Treat stillness as part of the work rather than a break from it.",
      finances:
        "Stepping back from the grind for a while can let your thinking recover its edge. Big decisions about work or spending can often wait until you feel rested and steady. Take stock from a calm distance: for some seasons the wisest move with money is simply not to make a hasty one.",
      relationships:
        "A little space can be a gift to love and friendship. You or someone close might need a quiet evening alone, not as rejection but as repair. Let each other rest without taking it personally, and the conversation that felt impossible last week may come easily after a good night's sleep.",
    },
    reversed: {
      guidance:
        "Rest may be slipping through your fingers, either because you cannot switch off or because the pause has gone on too long. If thoughts keep circling at night, small evening rituals can help them land. If you have been hiding from the world, perhaps the time has come to rise from the stone bed and step back into the light.",
      finances:
        "Pushing on without a pause may be costing you more than it earns. Small mistakes and a short temper can be ways of asking for rest. On the other hand, a long hiatus might be ready to end: think of one gentle step back toward your work, rather than waiting to feel perfectly ready.",
      relationships:
        "Restlessness may be spilling into your closest bonds, turning small frictions into sharp ones. Or a withdrawal that began as rest could have hardened into distance. Ask honestly which it is; a short message saying you needed quiet and are back now can mend more than a long explanation.",
    },
  },
  {
    slug: "five-of-swords",
    name: "Five of Swords",
    keywords: {
      upright: ["hollow victory", "conflict", "winning at any cost", "tension"],
      reversed: ["reconciliation", "making amends", "walking away", "lingering resentment"],
    },
    element: "Air",
    astrology: "Venus in Aquarius",
    image:
      "In the old picture a smirking figure gathers up swords while two others walk away with bowed heads toward a shore under torn, windy clouds. Our emblem shows five blades, three held upright and two lying discarded on the ground.",
    essence:
      "The Five of Swords is the argument that nobody really wins. One side may gather up the weapons, but the price is trust, goodwill or peace of mind. The card asks whether being right is worth what it takes, and reminds you that some battles are best left unfought. It can also speak of the humility, and the freedom, of walking away.",
    reversedEssence:
      "After the quarrel of the Five of Swords, reversed, someone gathers the blades and hands them back. Amends come due: apologies are offered, grudges weighed and found too heavy, a dispute allowed to end. Sometimes the wisest move is simply to walk away with your dignity intact. Watch, though, for resentment lingering beneath a polite peace, because unspoken bitterness can rearm the fight later.",
    upright: {
      guidance:
        "Perhaps you are tempted to win a point at any cost, or perhaps someone is trying to win one against you. Before you pick up another blade, weigh what the victory would truly buy. Some conflicts are not worth the ground they are fought on, and choosing peace is not the same as losing.",
      finances:
        "Competition at work may be sharp, with colleagues jostling or credit claimed unfairly. Holding your ground matters, yet a win that leaves bridges burning can cost more later than it gains now. Notice where fairness can be restored quietly, and where it may be wiser to let a small loss go and protect your good name.",
      relationships:
        "An argument may have left both sides bruised, even the one who seemed to win. Pride can make softening hard, but a warm word after a quarrel often heals faster than a clever one during it. If the same disagreement keeps returning, ask whether you are fighting about the real thing or only its shadow.",
    },
    reversed: {
      guidance:
        "Dust from an old conflict is settling, and you may be ready to lay your weapons down. It is a moment for making amends where you can, and for releasing grudges that weigh more than they protect. Where reconciliation is not possible, leaving with dignity can still bring you peace.",
      finances:
        "Tensions around work or shared resources may be easing, opening room for a fairer arrangement. Admitting a mistake, or accepting someone else's apology, could clear the way for better cooperation. Let an old dispute close rather than feeding it with more of your time and worry.",
      relationships:
        "A quarrel that ran on too long may be ready to end, and you could be the one to offer the first kind word. Or resentment held inside may be quietly hardening; naming it calmly, without blame, can stop it from becoming a wall. Peace in this place begins with listening.",
    },
  },
  {
    slug: "six-of-swords",
    name: "Six of Swords",
    keywords: {
      upright: ["transition", "moving on", "calmer waters", "a journey"],
      reversed: ["resistance to change", "unfinished business", "a rough crossing", "stuck at the shore"],
    },
    element: "Air",
    astrology: "Mercury in Aquarius",
    image:
      "Traditionally a ferryman poles a small boat across the water, a cloaked woman and a child seated among six upright swords, the waves rough on one side and smooth on the other. Our emblem shows a low boat carrying six blades toward a far, calm shore.",
    essence:
      "Picture a quiet journey away from trouble toward something gentler. It is not a triumphant escape but a steady crossing, carrying some sorrow along. The water ahead is calmer than the water behind, and the card reassures you that moving on is possible even when it is slow. The mind can travel this way too, from worry to a clearer view.",
    reversedEssence:
      "The ferryman waits, but the passengers will not step into the boat. With the Six of Swords reversed, the move toward calmer water stalls at the shore, held back by unfinished business or plain fear of leaving what is known. If the crossing has begun, the waves may be rougher than hoped. Finish what needs finishing, say the goodbyes that are owed, and the current will carry you once the rope is free.",
    upright: {
      guidance:
        "Step by step, you may be leaving something difficult behind, even if it does not feel dramatic. Trust the slow crossing, because calmer water lies ahead. Bring only what you need, the lessons included, and let the rest sink quietly into the wake.",
      finances:
        "A shift is under way in how you earn or manage your resources: a change of role, a move, a new routine. It may not be glamorous, yet it heads somewhere steadier. Plan the practical details of the crossing, its timing, its costs, who can help, so that the journey stays smooth.",
      relationships:
        "After a turbulent stretch, your closest bonds may be drifting into gentler waters. Perhaps you and someone dear are learning to talk more calmly, or you are stepping away from a tie that hurt. Either way, be kind to yourself and patient with those travelling beside you.",
    },
    reversed: {
      guidance:
        "The boat seems stuck at the dock, or the crossing has hit choppy water. Part of you wants to move on while another part clings to the familiar shore. Ask what unfinished business holds you back; sometimes a single conversation or letter is enough to loosen the rope.",
      finances:
        "A transition in your working life may be delayed, or harder than you expected. Plans might need adjusting before you can set out again. Rather than forcing the voyage, tend to the loose ends that keep tugging you back, so that when you do leave, you leave cleanly.",
      relationships:
        "Old baggage from a past relationship may be riding along into the present one, or you may be resisting a change that love is asking of you. Look at what sits in the boat with you; some of it belongs to yesterday. Setting it down with care could let the crossing continue.",
    },
  },
  {
    slug: "seven-of-swords",
    name: "Seven of Swords",
    keywords: {
      upright: ["strategy", "stealth", "a shortcut", "going it alone"],
      reversed: ["coming clean", "conscience", "plans exposed", "self-deception"],
    },
    element: "Air",
    astrology: "Moon in Aquarius",
    image:
      "The old scene shows a figure tiptoeing away from a camp of tents, arms full of five swords, with a sly glance back at the two left behind. Our emblem shows five blades carried off at a slant and two still standing upright in the ground.",
    essence:
      "The Seven of Swords is the card of cunning: clever plans, quiet exits and the lure of a shortcut. It can point to real strategy, using your wits where force would fail, but also to deception, your own or someone else's. The card asks what you are carrying away and whether you could carry it openly. It warns, too, that a plan made alone can leave something important behind.",
    reversedEssence:
      "Caught halfway to the gate with an armful of swords, the thief of the Seven of Swords reversed has a choice to make. Hidden plans come to light, conscience speaks up, and the stories we tell ourselves grow harder to believe. The way forward is to come clean. Setting down what was taken in secret, and saying so plainly, usually costs less than another night of keeping the tale straight.",
    upright: {
      guidance:
        "A clever approach may get you further now than a direct one, so long as it does not cost you your integrity. Think before you move, and keep some plans close to your chest if that protects them. Check your own motives as well; a shortcut that needs hiding is rarely as short as it looks.",
      finances:
        "Stay alert to fine print, hidden costs, or anyone promising more than they can give. At the same time, a resourceful, unconventional idea of yours could work where the usual route has stalled. Protect your interests quietly and read agreements twice before you rely on them.",
      relationships:
        "Something may be unspoken between you and someone close: a secret, a half-truth, a plan made without asking the other. If it is yours, weigh whether keeping it is still kind. If you sense it in another, gentle directness usually uncovers more than suspicion ever does.",
    },
    reversed: {
      guidance:
        "Your conscience may be tapping you on the shoulder, asking for a cleaner path. A plan made in secret might be unravelling, or you might be ready to admit something you have hidden, even from yourself. Coming clean, however awkward, often lightens the load far more than it costs.",
      finances:
        "A scheme or shortcut may be showing its weak points, giving you a chance to change course before it costs you. You might also be tempted to go it alone when asking for help would be wiser. Bring your plans into the open with someone you trust; daylight tends to improve them.",
      relationships:
        "Truths that were tucked out of sight may be surfacing, and meeting them is kinder than dodging them. If you have been holding back, this may be the moment to share what you really feel. When someone else confesses, honesty offered late can still leave room to rebuild.",
    },
  },
  {
    slug: "eight-of-swords",
    name: "Eight of Swords",
    keywords: {
      upright: ["feeling trapped", "self-doubt", "restriction", "helplessness"],
      reversed: ["self-release", "a new perspective", "freedom", "taking back power"],
    },
    element: "Air",
    astrology: "Jupiter in Gemini",
    image:
      "Traditionally a woman stands bound and blindfolded on marshy ground, eight swords planted around her like a loose fence, a castle on a crag behind. Our emblem shows the eight blades in an open ring, with a gap wide enough to walk through.",
    essence:
      "The Eight of Swords describes a prison made of thoughts: the sense of being trapped when the bindings are looser than they seem. The swords around the figure do not quite close, and the blindfold keeps her from noticing. It is a card about limiting beliefs, fear and the stories that keep you small. Quietly, it also points to the way out.",
    reversedEssence:
      "Bound and blindfolded no longer, the woman of the Eight of Swords reversed takes her first steps out of the ring of blades. She finds the cords were looser than her fear insisted, and the way out was open all along. This card speaks of self-release and a fresh view of old limits. Power returns in small acts: a refusal, a question asked, a door you finally try.",
    upright: {
      guidance:
        "Boxed in is how things may feel, as if every option were closed. Look again at the walls; some of them may be made of worry rather than stone. Name one small step you could take anyway, and you may discover that the ring of blades has a gap you had not seen.",
      finances:
        "Work or money may feel like a trap right now, with obligations pressing on every side. Fear can make choices look narrower than they are. Write down every possibility, even the unlikely ones, and ask someone outside the situation what they see; a fresh pair of eyes often finds a path.",
      relationships:
        "You might feel stuck in a pattern with someone, unable to say what you need or to leave a role you have outgrown. Much of the binding may come from old fears about how others will react. Loosen one knot at a time: a single honest request can show you how much freedom was there all along.",
    },
    reversed: {
      guidance:
        "The blindfold is loosening, and you are beginning to see your situation as it is. Beliefs that once held you back may now look thinner and easier to step past. Keep walking gently toward the open space; each small act of courage unties another cord.",
      finances:
        "Release may be arriving around work or money: a new option, a change of mind, a way out of an old bind. You could be realising that you had more choice than you thought. Act on that fresh clarity while it is warm, one practical step at a time.",
      relationships:
        "Stepping out of an old pattern in love or family, you may be speaking more freely or setting a boundary at last. Others might take a moment to adjust. Be patient with them and with yourself; freedom between people grows from small, steady choices rather than one grand escape.",
    },
  },
  {
    slug: "nine-of-swords",
    name: "Nine of Swords",
    keywords: {
      upright: ["anxiety", "sleepless nights", "worry", "guilt"],
      reversed: ["fears easing", "reaching out", "hope returning", "hidden dread"],
    },
    element: "Air",
    astrology: "Mars in Gemini",
    image:
      "The old image shows someone sitting up in bed in the dark, face buried in their hands, nine swords hanging in rows on the black wall behind. Our emblem shows the nine blades stacked like bars across a night sky, with one small star shining between them.",
    essence:
      "The Nine of Swords belongs to the small hours: worry, regret and fear magnified by darkness. Its swords hang on the wall, not in the body; the distress is real, but much of it lives in the mind. The card invites compassion for the worried self and reminds you that morning changes how things look. Often it asks you to share the weight rather than carry it alone.",
    reversedEssence:
      "Grey light at the window: in the Nine of Swords reversed, the worst of the night is over. Fears that loomed in the dark begin to shrink, and hope creeps back with ordinary things like breakfast and a friend's voice. Reaching out speeds the change. Yet some dread may still be tucked away, unspoken, so carry that into daylight as well, and let it shrink with the rest.",
    upright: {
      guidance:
        "Worries may be crowding your nights, each one louder in the dark than it would be by day. Treat yourself as you would a frightened friend: with patience, a warm drink, and the reminder that dawn comes. If the fears grow heavy, speak to someone you trust; burdens shrink when they are shared aloud.",
      finances:
        "Money or work worries might be keeping you awake, spinning the same questions again and again. Writing the fears down, with what you actually know beside each one, can take away their midnight power. Look at the real figures in daylight, and seek qualified support if the load feels too much to face alone.",
      relationships:
        "Anxiety about someone you love, or guilt over something said, may be weighing on you. Imagined conversations can feel far more painful than real ones. Choose one true thing to say, gently, and the other person's answer may prove kinder than the version your worry has rehearsed.",
    },
    reversed: {
      guidance:
        "The long night may be ending, and the fears that gripped you are beginning to let go. Hope can return quietly, in better sleep or a lighter morning. If some worry still hides inside, unspoken, think about letting it out; shadows tend to fade once they are named.",
      finances:
        "Anxiety around resources might be easing as you find your footing, or it might have gone underground, felt but never faced. Either way, a calm, honest look at where you stand can turn dread into a plan. Reach out to someone knowledgeable rather than worrying in silence.",
      relationships:
        "Reaching out may be the turning point: a talk with a friend, a confession to a partner, a request for support. Private sorrows are not yours to carry alone. As you let others in, the weight can shift, and you may rediscover how much care already surrounds you.",
    },
  },
  {
    slug: "ten-of-swords",
    name: "Ten of Swords",
    keywords: {
      upright: ["a painful ending", "rock bottom", "betrayal", "exhaustion"],
      reversed: ["recovery", "rising again", "survival", "refusing to let go"],
    },
    element: "Air",
    astrology: "Sun in Gemini",
    image:
      "The traditional card shows a figure lying face down on the shore with ten swords in their back, a black sky above, yet a band of golden dawn breaking over calm water. Our emblem keeps the ten blades in a row and the thin line of gold along the horizon.",
    essence:
      "Ten blades mark the moment something is truly over. It can feel dramatic, even excessive, like a story insisting on its ending. Yet the dawn in the picture matters as much as the swords: when you reach the bottom, the only way left is up. It is a card of completion through collapse, and of the strange relief that comes when the worst has already happened.",
    reversedEssence:
      "Dawn breaks over the Ten of Swords reversed, and the figure who lay so still begins to rise. This is survival after the ending: the worst has happened, and you are still here. Recovery comes blade by blade, and the last is often hardest to pull, because part of you keeps returning to the scene of the fall. Let it be finished; your strength is needed for the morning, not the wreckage.",
    upright: {
      guidance:
        "A chapter may be ending in a way that feels final and sore. Rather than fighting the fall, let it be complete; some endings must be whole before anything new can start. Turn toward the thin gold line on the horizon, for even now light is gathering there.",
      finances:
        "A plan, a job or an arrangement might have reached its end, perhaps more abruptly than you wished. Take time to absorb the blow before deciding what comes next. Once the worst is known, your mind may clear, and practical choices can appear that were hidden by the struggle to keep things going.",
      relationships:
        "A bond may be reaching a painful close, or someone you trusted may have let you down. Grief and anger are both welcome guests here, so long as they do not move in forever. Lean on the people who steady you; hearts mend in their own time, often more fully than they expect.",
    },
    reversed: {
      guidance:
        "Slowly you are getting up, drawing the blades out one by one. Recovery may be gradual, but the worst lies behind you. Take care not to reopen the wound by reliving it endlessly; let the past be past, and turn your face toward the dawn.",
      finances:
        "After a setback, a quiet recovery may be under way, with small gains and steadier days rebuilding your confidence. Resist the urge to cling to what has already ended. Put your energy instead into the modest new beginning that is within reach now, however plain it looks.",
      relationships:
        "Healing after heartbreak or betrayal may be starting, though scars remain. Replaying old scenes, or holding on to a bond that is already over, can keep the ache alive. Give yourself permission to let go fully; the love you have to give deserves a home where it is welcome.",
    },
  },
  {
    slug: "page-of-swords",
    name: "Page of Swords",
    keywords: {
      upright: ["curiosity", "new ideas", "vigilance", "an eager mind"],
      reversed: ["gossip", "all talk", "scattered thoughts", "defensiveness"],
    },
    element: "Air",
    astrology: "Earth of Air, ruling a quarter of the heavens around the pole rather than a span of the zodiac",
    image:
      "The old scene shows a youth on a windswept hill, sword raised in both hands, clouds and hair tugged sideways by the breeze while birds wheel overhead. Our emblem shows a slim upright sword on a hilltop with a single bird in flight beside it.",
    essence:
      "The Page of Swords is the eager student of air: curious, watchful, full of questions. It brings news, ideas and a restless mind that wants to learn everything at once. Depending on how those quick wits are used, it can be a messenger of truth or a teller of tales. The card invites you to think freshly, speak honestly, and listen as keenly as you talk.",
    reversedEssence:
      "A sharp-witted youngster who talks more than they listen stands behind the Page of Swords reversed. News turns to gossip in their mouth, plans are announced loudly and dropped quietly, and thoughts dart in so many directions that none of them lands. Challenged, this Page bristles and argues. The remedy is humbler than it sounds: check the facts, finish one idea, and treat curiosity as a way of listening rather than of winning.",
    upright: {
      guidance:
        "Curiosity is your compass right now. Ask questions, read widely, and follow the ideas that make your mind light up, even if they seem small at first. An unexpected conversation or a scrap of news may set you on a fresh and exciting path.",
      finances:
        "A new skill, idea or project may be calling for your attention at work. Come to it as a learner, with open eyes and plenty of questions. Gather information carefully before you commit; your alertness now can spot both openings and pitfalls that others overlook.",
      relationships:
        "Lively talk can bring you closer to the people around you. A new friend, a flirtation of wits, or a playful exchange with a partner could brighten your days. Be honest and kind with your words, and stay curious about those you love; they may still surprise you.",
    },
    reversed: {
      guidance:
        "Ideas may be pouring in faster than you can act on them, leaving you scattered. Or talk might be running ahead of action, with plans announced but never begun. Choose one thread and follow it through before you pick up the next.",
      finances:
        "Rumours or half-checked facts at work could lead you astray. Be careful with what you repeat, and slow to believe what you hear in passing. Verify details before acting on them, and beware of promising more than you have the time or knowledge to deliver.",
      relationships:
        "Sharp remarks, gossip or a prickly defensiveness might be causing friction among friends or family. If you feel quick to argue, pause and ask what you are protecting. Listening first and answering with care can turn a clash of wits back into a real exchange.",
    },
  },
  {
    slug: "knight-of-swords",
    name: "Knight of Swords",
    keywords: {
      upright: ["ambition", "swift action", "drive", "bold speech"],
      reversed: ["recklessness", "impulsive words", "burnout", "aimless rushing"],
    },
    element: "Air",
    astrology: "Fire of Air, 20° Taurus to 20° Gemini",
    image:
      "Traditionally an armoured rider charges headlong across the card, sword raised high, his horse at full gallop and the trees behind him bent by the wind. Our emblem shows a sword thrust forward like a lance, streaked with lines of moving air.",
    essence:
      "The Knight of Swords rides straight at what he wants: fast, focused and fearless. He is a mind on fire with purpose, ready to cut through any obstacle in the way. His speed is both gift and danger, for he can achieve in a day what others plan for a month, or gallop right past what matters. The card asks you to harness momentum without losing your judgement.",
    reversedEssence:
      "Full tilt and no destination: when the Knight of Swords turns over, his charge has lost its aim. He rides hard at everything and nothing, fires off words he will regret, and wears himself out chasing arguments that never mattered. Recklessness passes for courage until the horse stumbles. He needs to pull up, choose a single target, and think before the next sentence leaves the saddle.",
    upright: {
      guidance:
        "Momentum is with you, and you may feel ready to charge at a goal you have circled for too long. Bold, decisive action can break a long stalemate now, the way a gust clears a sky of haze. Keep one eye on the road, though, so that speed serves your purpose rather than replacing it.",
      finances:
        "Drive and quick thinking can push projects forward at a lively pace. You might be the one who cuts through delays and gets things started at last. Pair that energy with a clear plan, so that fast decisions do not skip the details that matter.",
      relationships:
        "Passion may arrive at full gallop: a sudden attraction, or a strong urge to settle something tonight. Directness is admirable, but pace it, because the people you love may need time to catch up. Let your honesty be warm, and leave space for the other person's voice.",
    },
    reversed: {
      guidance:
        "Rushing, spinning your wheels, or charging in too many directions at once may be wearing you thin. Slowing down could feel like losing ground, yet it may be exactly what saves the journey. Ask which battle truly matters, and rest your horse before riding on.",
      finances:
        "Haste could prove expensive now: a rushed decision, a sharp email sent in temper, a project begun without preparation. Take a breath before committing time or money, and sleep on anything that cannot be undone. If frustration is building, give it a harmless outlet, a run, a notebook, a friend's ear, before it spills into your work.",
      relationships:
        "Impatience or careless words may be straining a bond you value. Perhaps you are pushing for answers that cannot be given yet, or speaking before the thought has finished forming. Rein in the horse, apologise where it is due, and gentleness may win the ground that force kept losing.",
    },
  },
  {
    slug: "queen-of-swords",
    name: "Queen of Swords",
    keywords: {
      upright: ["clear boundaries", "independence", "honest perception", "wisdom from experience"],
      reversed: ["coldness", "bitterness", "harsh judgement", "isolation"],
    },
    element: "Air",
    astrology: "Water of Air, 20° Virgo to 20° Libra",
    image:
      "The old image shows a queen seated in profile on a high throne carved with butterflies, her sword held upright and her other hand raised as if in welcome, a single bird high in the clear sky. Our emblem shows an upright sword crowned with a butterfly.",
    essence:
      "Clear of sight and plain of speech, the Queen of Swords wastes no words. She has known sorrow, and from it she has drawn wisdom rather than bitterness. Her sword is discernment: the power to separate truth from flattery and to set limits with grace. The card honours independence, honesty, and the kind of kindness that does not pretend.",
    reversedEssence:
      "Grief that never found its tears can turn the Queen of Swords reversed to frost. Her keen perception sharpens into harsh judgement, her boundaries become walls, and her famous honesty starts to wound rather than free. Behind the coldness there is often a lonely woman who learned that trusting hurts. She thaws when she lets one person close again, and when she turns her clear sight on her own bitterness.",
    upright: {
      guidance:
        "Trust your clear sight now. You have lived enough to know when something rings false, and you can voice that knowledge calmly, without cruelty. Boundaries set firmly but graciously protect both your peace and your time; a plain refusal, kindly spoken, may be the most generous word you say this week.",
      finances:
        "An objective, level-headed approach serves you well with work and resources. You may be the one who sees past the sales pitch to the real numbers underneath. Rely on your own judgement, state it clearly, and do not let flattery or pressure sway you.",
      relationships:
        "Clear, candid words can strengthen your bonds at this time. Valuing your independence and expecting respect in return is healthy, not cold, whether you are single, partnered or mending after a parting. Temper your truthfulness with warmth, so that those close to you feel both seen and safe in your company.",
    },
    reversed: {
      guidance:
        "Clarity may be frosting over into coldness, or past hurts may be honing your words to a sharper edge than you intend. Ask whether your guard is protecting you or shutting you in. Letting a little softness back in need not blunt your wisdom; it may be the very thing that completes it.",
      finances:
        "Harsh criticism, your own or someone else's, could be colouring your work. Perfectionism or mistrust might be keeping you from collaborating with people who could genuinely help. Balance high standards with generosity, toward colleagues and toward yourself, and notice how much lighter the desk feels when not every error is treated as a verdict.",
      relationships:
        "Old wounds may be making you guarded or sharp with people who mean well. Alternatively, someone in your life may be cold or quick to criticise. Set boundaries where needed, and also ask whether an open heart might bring more peace than a closed one.",
    },
  },
  {
    slug: "king-of-swords",
    name: "King of Swords",
    keywords: {
      upright: ["intellectual authority", "fairness", "clear thinking", "principle"],
      reversed: ["manipulation", "cold logic", "power misused", "rigid thinking"],
    },
    element: "Air",
    astrology: "Air of Air, 20° Capricorn to 20° Aquarius",
    image:
      "Traditionally a king sits facing forward on a stone throne carved with butterflies and crescent moons, sword tilted slightly to one side, clouds and tall trees behind him. Our emblem shows a sword upright beneath a crown, flanked by two small crescents.",
    essence:
      "The King of Swords is the mind in full command: fair, analytical and principled. He judges by reason rather than mood and speaks with an authority earned through understanding. At his best he is the wise counsellor or the just arbiter; at his worst, logic without a heart. The card invites you to lead with clear thought and ethical strength.",
    reversedEssence:
      "Power without warmth is the trouble with the King of Swords reversed. He argues brilliantly and bends the rules to suit himself, using cold logic as a weapon and clever words that win arguments but lose friends. His thinking has set hard, so no new fact can get in. Face such a ruler with calm facts and firm limits, and if he sits on your own throne, invite the heart back into his council.",
    upright: {
      guidance:
        "Principled thinking is your strongest ally just now. Step back, look at the facts, and decide according to what you believe is fair. Others may turn to you for steady counsel; offer it with both reason and respect, and your word will carry weight.",
      finances:
        "Strategy and a calm head are assets in your working life. You might take on a role that calls for judgement, planning or setting standards for others. On complex matters, seek qualified counsel, and weigh every option with care before you commit.",
      relationships:
        "Fairness and candour can anchor your relationships now. You may be asked to mediate a family quarrel, or to speak plainly about what you need from a partner or friend. Remember that people long to be understood as well as judged, and let your wisdom arrive with warmth rather than a gavel.",
    },
    reversed: {
      guidance:
        "Logic may be hardening into rigidity, or authority may be wielded without fairness. Check whether you are clinging to being right at the expense of being kind. Flexibility of mind is a kind of strength too, and it may serve you better than certainty.",
      finances:
        "Watch for cold calculation or manipulation at work, whether it comes from others or from your own stress. Decisions made purely on numbers may overlook the human cost, and that cost tends to come due later. A more balanced view, head and heart at the same table, could serve everyone better over time, you included.",
      relationships:
        "Emotional distance or harsh judgement may be cooling a bond. Someone could be using clever words to control rather than to connect, and on a tired day it might even be you. Speak up calmly about what feels unfair, and look for the warmth still buried beneath the argument.",
    },
  },
];
