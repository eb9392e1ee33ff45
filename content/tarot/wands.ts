import type { TarotCardContent } from "../../src/shared/draws/content-types";

/** The suit of Wands, Ace to King: Fire, will, drive and creative appetite. */
export const WANDS: TarotCardContent[] = [
  {
    slug: "ace-of-wands",
    name: "Ace of Wands",
    keywords: {
      upright: ["inspiration", "new venture", "creative spark", "enthusiasm"],
      reversed: ["delays", "creative block", "lost direction", "hesitation"],
    },
    element: "Fire",
    astrology: "Root of the powers of Fire",
    image:
      "The old picture shows a hand reaching out of a cloud, gripping a staff that sprouts fresh leaves above a green valley and a far-off castle. Our emblem keeps only the living staff, upright, with new leaves and a small tongue of flame at its tip.",
    essence:
      "Think of the first match struck in a dark room: that is the Ace of Wands, raw creative fire before it has any shape. It speaks of inspiration, appetite for life and the surge of will that makes a new venture feel possible. Nothing is built yet, but the energy to build has arrived. The card asks what you will do with a spark while it is still hot.",
    reversedEssence:
      "A match that fizzles on the box: reversed, the Ace of Wands is a spark that will not take. The urge to begin is there, but it flickers without a clear aim, and each attempt seems to smother it. This is a season of delays, creative block and hesitation, not of emptiness. Keep the flame sheltered, let your hands rest, and trust that fire returns once the wood has had time to dry.",
    upright: {
      guidance:
        "A spark has landed in you, and it wants somewhere to burn. An idea, a calling or a sudden hunger for life may feel almost physical right now. Give it one small, real act this week, a sketch or a first page or a phone call, because fire fed early grows steady while fire admired from across the room tends to cool.",
      finances:
        "Fresh energy around work may show up as a new project, an unexpected opening or the itch to start something of your own. Ideas might arrive faster than you can write them down. Catch the strongest one on paper and ask what its first modest step would be; keep the plan small enough that enthusiasm can actually carry it.",
      relationships:
        "Warmth rushes in: a new attraction, a rekindled desire, a burst of playfulness with someone close. Let yourself be bold in a kind way, with the first invitation or the compliment you usually swallow. In a long bond, you might suggest something the two of you have never tried and watch the room brighten.",
    },
    reversed: {
      guidance:
        "The spark is there, yet it sputters, as if the wood were damp. You may feel restless without knowing where to point yourself, or weary of starting things that never catch. Rather than forcing a blaze, shelter the small flame: rest, notice what genuinely stirs you, and wait for drier kindling before you strike again.",
      finances:
        "A venture may stall before it leaves the ground, or your drive at work may feel oddly muffled. Perhaps the idea needs more shape; perhaps the timing is simply slow. Use the lull to test your plan quietly and gather what is missing, so that when momentum returns you are ready to meet it halfway.",
      relationships:
        "Desire may feel muted, or one of you wants to leap while the other hangs back. Mixed signals can leave you wondering whether the flame was ever real. Be gentle with the pause. An honest talk about what each of you wants may rekindle more than a grand gesture, and sometimes the kindest fire is a slower one.",
    },
  },
  {
    slug: "two-of-wands",
    name: "Two of Wands",
    keywords: {
      upright: ["planning", "future vision", "personal power", "bold decisions"],
      reversed: ["fear of the unknown", "playing safe", "indecision", "stalled plans"],
    },
    element: "Fire",
    astrology: "Mars in Aries",
    image:
      "Tradition places a figure on castle battlements, a small globe in one hand and a staff in the other, a second staff fixed to the wall, looking out over land and sea. Our emblem draws two crossed staffs above a little globe: the world held in the palm before the journey begins.",
    essence:
      "Once inspiration has struck, the fire starts asking where to go, and the Two of Wands is that question. It is the card of planning, of personal power, of looking beyond familiar walls toward a larger horizon. You hold the world in miniature and must decide how much of it you want. Boldness here is measured rather than reckless: vision meeting strategy.",
    reversedEssence:
      "Fear keeps the map folded when the Two of Wands turns over. You can see the horizon from the walls, yet the gate stays shut, and plans that once felt thrilling gather dust on the table. Indecision wears the mask of prudence here. The card asks what the safe choice is really costing you, and whether one modest step past the threshold might loosen the grip of the unknown.",
    upright: {
      guidance:
        "From where you stand you can see farther than before, and the view is thrilling and a little daunting at once. Your next chapter is asking for a decision rather than more daydreaming. Try mapping two or three possible roads on paper, then notice which one quickens your pulse. That quickening deserves to be taken seriously.",
      finances:
        "Long-range thinking serves you now: a plan for growth, an expansion, a step beyond the safe walls of what you already know. You may be weighing a familiar path against a bolder one. Sketch what each would truly ask of your time and resources before you choose, so that the brave option is also a considered one.",
      relationships:
        "Perhaps you are wondering whether the bond you have fits the life you want, or whether something wider is calling. With a partner, share the horizon you keep gazing at instead of studying it alone. If you are single, ask what kind of love would suit the person you are becoming, not the one you used to be.",
    },
    reversed: {
      guidance:
        "Fear of the unknown may be keeping you on the battlements, globe in hand, never quite climbing down. Comfort is no failure, yet staying put out of habit can leave you restless and dull. Perhaps the plan is simply too big to begin. Shrink it until the first move feels possible, and let that be enough for now.",
      finances:
        "Plans may sit stuck at the drawing board, or you might be choosing the safe option while secretly longing for the other. A lack of clear direction scatters effort. Ask yourself what you are protecting by waiting. Often a small trial run reveals more than months of weighing arguments for and against.",
      relationships:
        "One of you may want to explore while the other wants to stay close to home, and neither has said so plainly. From outside, hesitation can look like indifference. Name your hopes for the future, even unfinished ones. If you are single, notice whether playing it safe is protecting you or only keeping you small.",
    },
  },
  {
    slug: "three-of-wands",
    name: "Three of Wands",
    keywords: {
      upright: ["expansion", "foresight", "progress", "ships coming in"],
      reversed: ["slow returns", "obstacles", "frustration", "narrow outlook"],
    },
    element: "Fire",
    astrology: "Sun in Aries",
    image:
      "In the familiar scene a figure seen from behind stands on a clifftop among three planted staffs, watching ships cross a golden sea. Our emblem sets three upright staffs on a ridge, with one small sail on the horizon behind them.",
    essence:
      "Where the Two makes plans, the Three watches them begin to move. Its themes are expansion, foresight and the first returns on an effort already launched. Ships are on the water; you cannot hurry them, but you can ready the harbour. Confidence here is grounded in work already done and a wider world opening beyond it.",
    reversedEssence:
      "Turned upside down, the Three of Wands shows a harbour where the expected ships are late. Returns come slowly, obstacles crowd the route, and frustration can shrink your view until only the empty water shows. Yet a bare sea at noon says little about the evening tide. Widen your gaze again, question what your plans took for granted, and correct the course instead of abandoning the voyage.",
    upright: {
      guidance:
        "Something you set in motion is gathering pace, and the horizon looks larger than it did a season ago. Lift your eyes and think further ahead than usual. The next opportunity may lie beyond your usual borders, in another city, another field, another way of working. Trust the momentum you built with your own hands.",
      finances:
        "Early efforts may begin to return in modest but encouraging ways. Trade, expansion or collaboration with people farther afield can be favoured. Ask where your work might reach a wider audience, and prepare for growth rather than merely hoping for it. The ships are sailing, yet they keep the sea's timetable, not yours.",
      relationships:
        "A bond may be ready to widen its world: travelling together, meeting each other's people, planning something months away. Long-distance connections carry particular promise here. If you are waiting to hear from someone, give them room to arrive. Love grows now by looking outward side by side, not only by gazing at each other.",
    },
    reversed: {
      guidance:
        "The ships seem slow, and you may be pacing the clifftop wondering whether they will ever come in. A delay is not the same as a failure. Perhaps your plans rested on assumptions that deserve a second look. Use the wait to check your maps and your expectations, and let frustration point to what truly needs adjusting.",
      finances:
        "Growth may stall, deliveries or payments may run late, or a collaboration may prove harder than hoped. After a disappointment it is tempting to think too small. Review what happened plainly, without blame, and look for the one obstacle you can actually remove. The wider horizon has not vanished; the route simply needs correcting.",
      relationships:
        "Plans made together might be on hold, or distance could be straining a connection. One of you may be looking outward while the other stays rooted. Try speaking about the future in concrete terms rather than hopes alone. If an expected message has not come, reaching out may serve you better than watching the sea.",
    },
  },
  {
    slug: "four-of-wands",
    name: "Four of Wands",
    keywords: {
      upright: ["celebration", "homecoming", "harmony", "milestone", "community"],
      reversed: ["unsettled home", "postponed joy", "transition", "lack of support"],
    },
    element: "Fire",
    astrology: "Venus in Aries",
    image:
      "Tradition shows four staffs crowned with a garland of flowers and fruit, while figures wave bouquets before a castle in the distance. Our emblem joins the four staffs with a hanging garland, a simple gateway dressed for a festival.",
    essence:
      "Picture a threshold hung with flowers: the Four of Wands marks a milestone reached, a homecoming, a moment when the community gathers and the work pauses to be enjoyed. Its stability is joyful rather than rigid, a structure strong enough to hang a garland from. It invites you to celebrate what has been built before you move on to the next thing.",
    reversedEssence:
      "Garlands wait in a basket, not yet hung, while the Four of Wands lies reversed. The homecoming is postponed or the house feels unsettled, as though everyone were living between two addresses. Support you counted on may be thin, and a festive moment can pass without the gathering it deserved. Treat this as a passage rather than a failure to belong: keep small rituals of home alive, and the celebration will find its hour.",
    upright: {
      guidance:
        "A season of effort has reached a natural resting place, and it deserves to be marked. You may feel a rare ease, a sense of being welcome in your own life. Celebrate openly, however simply: a shared meal, a toast, a note of thanks. Naming a milestone lets the next stage begin on solid, cheerful ground.",
      finances:
        "Work may reach a visible landmark: a project finished, a team that finally clicks, firm footing after a shaky stretch. Shared success tends to taste sweeter now than solitary gain. Take a moment to thank the people who helped and to note what worked, so the foundation you laid can carry whatever comes next.",
      relationships:
        "Home feels warm, and gatherings carry real joy, whether a reunion, an engagement, a housewarming or simply a relaxed evening among people you love. It is a lovely time to open your door. With a partner, you may be ready to celebrate a step forward together. Let the happiness be spoken aloud rather than assumed.",
    },
    reversed: {
      guidance:
        "The celebration may feel postponed, or the happiness more private than public. A transition might have left you between homes, literally or in spirit, and that is all right. Mark small wins quietly, in ways that feel true to you, and be patient with the unsettled feeling; the garland can go up again once the ground steadies.",
      finances:
        "Teamwork may feel strained, or a milestone you were counting on has slipped. The structure under your work might be less sturdy than it looked. Rather than pressing on regardless, find where support is lacking and whether a conversation could mend it. A small repair now can protect the larger thing you are building.",
      relationships:
        "Tension at home or within a circle of family and friends may dim a moment that ought to feel festive. Perhaps you sense you do not quite belong, or plans for a gathering fall through. Reach toward one person rather than the whole group. Sometimes the truest welcome waits in a smaller, quieter room.",
    },
  },
  {
    slug: "five-of-wands",
    name: "Five of Wands",
    keywords: {
      upright: ["competition", "conflict", "rivalry", "clashing ideas"],
      reversed: ["truce", "inner conflict", "avoidance", "tension easing"],
    },
    element: "Fire",
    astrology: "Saturn in Leo",
    image:
      "Traditionally five young people swing staffs at one another in a scuffle that looks half like a fight and half like a game. Our emblem shows five staffs crossed at awkward angles, none of them yet settled into order.",
    essence:
      "Many wills in one room make noise, and the Five of Wands is that noise. It speaks of competition, disagreement and the friction that rises when everyone has fire and nobody has the floor. Not every clash is harmful: some sparring sharpens skill and clarifies ideas. The card asks whether the struggle is building something or merely making a racket.",
    reversedEssence:
      "The shouting in the yard dies down with the Five of Wands reversed, and the staffs are lowered one by one. A truce may be forming as the tension that filled the air begins to ease. Sometimes, though, the struggle only changes address, moving inward where rival wishes quarrel in private. Welcome the quiet, but do not let it become a hiding place from the one disagreement that still deserves a hearing.",
    upright: {
      guidance:
        "Everyone seems to want something different, and the air crackles with opinions. You may be caught between competing demands, or between competing parts of yourself. Decide which contest is worth your energy and which you can walk away from. Friction can polish a good idea, but only if someone eventually listens.",
      finances:
        "Competition may heat up: rival bids, a crowded market, colleagues jostling for the same recognition. Treated as practice rather than war, it can sharpen your skills. Focus on what makes your work distinct, and keep your temper cool when others lose theirs. Clear roles and agreed rules can turn chaos into healthy challenge.",
      relationships:
        "Small disagreements may flare over plans, chores or who said what. Among friends or family, several voices might talk over one another. Playful bickering is harmless, yet watch for the moment the game stops being fun. Slow down and let each person finish a sentence; often the real issue is simpler than the noise around it.",
    },
    reversed: {
      guidance:
        "The scuffle may be dying down, or it may have moved inside you, where conflicting wishes argue in the dark. Either way, relief is available. Call a truce with yourself: choose one aim for now and let the others wait their turn. Dodging every conflict can leave things unresolved, though, so face the one that matters.",
      finances:
        "Tension at work may ease as people find common ground. Or you may notice yourself sidestepping a disagreement that really needs airing. Ask whether silence is keeping the peace or only delaying a harder conversation. A calm, well-prepared word can settle rivalry better than tiptoeing around it for another month.",
      relationships:
        "A quarrel may be winding down, leaving room for a gentler tone. Alternatively, you might be swallowing frustration to keep things smooth. Peace that depends on one person always yielding tends to be brittle. Say the small true thing kindly, before it grows; many rifts close faster than expected once someone lays down their staff first.",
    },
  },
  {
    slug: "six-of-wands",
    name: "Six of Wands",
    keywords: {
      upright: ["victory", "recognition", "public success", "confidence"],
      reversed: ["self-doubt", "private achievement", "fall from grace", "ego"],
    },
    element: "Fire",
    astrology: "Jupiter in Leo",
    image:
      "A rider crowned with laurel moves through a cheering crowd in the traditional scene, a wreath tied to the staff held high. Our emblem shows one staff wrapped in a laurel wreath, rising above five others.",
    essence:
      "After the struggle comes the parade. This is the card of victory, recognition and the confidence that comes when others see your effort and applaud. Success here is public, and with it comes the question of how gracefully you wear it. The Six of Wands celebrates earned pride while reminding you that the crowd's cheer is not the whole of your worth.",
    reversedEssence:
      "No parade this time. Reversed, the Six of Wands tells of victories won without witnesses, of credit that goes astray, or of a laurel that slips when pride grows too loud. Self-doubt may whisper that what nobody applauds does not count. It does. Let the worth of your work rest on its own merit, keep your ego modest in success and kind in setback, and the right recognition tends to follow.",
    upright: {
      guidance:
        "Your effort is being noticed, and you may feel a lift of confidence you have missed for a while. Let yourself enjoy it. Recognition can fuel the next leg of the road. Share the credit where it is due, too, since a victory held generously tends to open more doors than one clutched tightly to the chest.",
      finances:
        "A win may come into view: praise from a client, a good review, a promotion, a project that lands well. Visibility is on your side, so this may be a fine moment to show your work to a wider audience. Keep your footing, though, and weigh new offers calmly rather than in the glow of applause.",
      relationships:
        "Someone may admire you openly, or you might find yourself glowing with pride at a partner's achievement. Celebrating each other's victories strengthens a bond. If you are single, your confidence may be especially attractive right now. Shared joy matters more than who wears the wreath, so cheer as warmly as you hope to be cheered.",
    },
    reversed: {
      guidance:
        "Recognition may not have come, or it arrived and felt strangely hollow. You might be doubting whether your efforts count at all. For a while, measure success by your own quiet standards instead of the crowd's noise. A private victory is still a victory, and self-respect tends to outlast any round of applause.",
      finances:
        "Credit for your work may go elsewhere, or a public setback could sting. Success might equally be tempting you toward overconfidence. Take stock honestly: what went well, what was luck, what still needs strengthening. Steady work done without fanfare often builds a reputation that lasts longer than a sudden turn in the spotlight.",
      relationships:
        "Pride may get in the way, or one of you feels unseen while the other shines. Comparison can quietly wear away affection. Tell someone specifically what you admire in them, and ask for the same if you need it. If you are single, look for warmth in people who notice you when you are not performing.",
    },
  },
  {
    slug: "seven-of-wands",
    name: "Seven of Wands",
    keywords: {
      upright: ["perseverance", "standing your ground", "conviction", "protection"],
      reversed: ["overwhelm", "giving up", "exhaustion", "defensiveness"],
    },
    element: "Fire",
    astrology: "Mars in Leo",
    image:
      "Traditionally a lone figure on a hilltop fends off six staffs thrust up from below, gripping a single staff of their own. Our emblem shows one staff held high on a rise while six others climb toward it.",
    essence:
      "Having climbed somewhere worth being, you now have to keep it: the Seven of Wands is the card of holding your ground. Challenges, criticism or competition press from below. The high ground gives you the advantage, but only if you keep your nerve. Its lessons are conviction, courage and knowing which battles truly guard what you value.",
    reversedEssence:
      "On the hilltop of the Seven of Wands reversed, the defender's arms are aching. There are too many challengers and too many demands, and the wish to simply walk away grows strong. Exhaustion can also harden into constant defensiveness, until every question sounds like an attack. Pause to ask which ground truly matters to you, because giving up a position you have outgrown is different from giving up on yourself.",
    upright: {
      guidance:
        "Challenges may come from several directions at once, and you might feel you are the only one holding the line. Your position is stronger than it feels in the thick of things. Remember what you are actually defending, and let that clarity steady you. Standing firm needs no shouting; a calm, repeated no has a strength of its own.",
      finances:
        "Pushback or competition may test your plans, your prices or your standing at work. You may need to speak up for yourself more clearly than usual. Preparation is your high ground: know your facts, your value and your limits. Pick the few points worth fighting for, and let the smaller skirmishes pass you by.",
      relationships:
        "You might find yourself defending a choice, a boundary or someone you love against other people's opinions. Protecting what matters is admirable, yet take care that the stance does not harden into permanent defence. With a partner, ask whether you are guarding the relationship or guarding against them. Lowering the staff sometimes invites closeness.",
    },
    reversed: {
      guidance:
        "The pressure may feel like too much, and you could be tempted to abandon a position you once believed in. Exhaustion is real, and rest is not surrender. Ask whether the fight still serves you. Some ground is worth holding and some can be released with relief; telling them apart is wisdom rather than weakness.",
      finances:
        "Workloads, critics or competitors may be wearing you down until you doubt your footing. Or you might be defending a position that no longer matters much. Ask for backup, clarify priorities, or let go of a battle that costs more than it protects. Retreating to regroup can be a strategy in its own right.",
      relationships:
        "Constant defensiveness may be straining a bond, or you might feel too tired to keep arguing for what you need. Perhaps outside opinions have crept in between you. Choose one honest conversation over many small skirmishes. If you keep feeling under siege, it may be worth asking whether this connection gives you anywhere to rest.",
    },
  },
  {
    slug: "eight-of-wands",
    name: "Eight of Wands",
    keywords: {
      upright: ["swiftness", "momentum", "messages", "rapid progress"],
      reversed: ["waiting", "crossed wires", "scattered energy", "impatience"],
    },
    element: "Fire",
    astrology: "Mercury in Sagittarius",
    image:
      "No figure appears in the traditional scene: eight staffs fly through a clear sky in parallel, about to land on open country below. Our emblem shows eight slanting staffs in flight, streaking like arrows toward their mark.",
    essence:
      "Motion itself is the subject here: news arriving, plans leaping forward, everything happening at once after a long wait. The Eight of Wands is a card of speed, messages and clear trajectories. Because the staffs are already in the air, the task is less to push than to be ready where they land. Momentum is a gift that rewards focus.",
    reversedEssence:
      "Arrows that should be flying hang in the air, or scatter every which way, when the Eight of Wands comes reversed. Messages go astray, answers are slow, and impatience tempts you to loose another volley before the first has landed. In a season of crossed wires, this card counsels steadiness. Gather your scattered energy into one clear aim, confirm what was actually said, and let the pace pick up on its own.",
    upright: {
      guidance:
        "After a stretch of waiting, things may suddenly move quickly, as though someone flung open a window. Messages, answers or openings could arrive in a rush. Clear a little space so you can respond well rather than merely react. When events gather speed, some preparation lets you ride the current instead of chasing it.",
      finances:
        "Projects may accelerate, emails and offers may fly in, and decisions stalled for weeks could resolve within days. Travel for work might appear as well. Keep your priority list short and clear so that speed does not turn into scatter. A quick yes can be wonderful, but skim the details before the arrows land.",
      relationships:
        "Feelings may move fast: a flurry of messages, a sudden spark, an invitation you never saw coming. Long-awaited news from someone far away could arrive. Enjoy the rush, and let your words be as honest as they are quick. If things are racing, check in now and then on whether your heart is keeping pace.",
    },
    reversed: {
      guidance:
        "The arrows seem stuck in mid-air. Delays, crossed wires or a sense of scattered energy may leave you frustrated. Rather than forcing speed, ask whether the slowdown is offering something, perhaps time to refine, rest or reconsider. Haste now might cost more than the wait, and some messages land better a little later.",
      finances:
        "Deals may stall and replies lag, or you might be rushing decisions that deserve a slower look. Miscommunication multiplies when everyone is in a hurry. Confirm details in writing and pace your commitments. If momentum has merely paused, use the quiet to tidy loose ends so you are ready when movement resumes.",
      relationships:
        "Messages may go unanswered or be misread, leaving you unsure where you stand. Perhaps one person is racing ahead while the other needs time. Resist the urge to fill silence with assumptions; a patient, clear word can untangle a great deal. If a connection is moving too fast for you, asking for a slower pace is perfectly fair.",
    },
  },
  {
    slug: "nine-of-wands",
    name: "Nine of Wands",
    keywords: {
      upright: ["resilience", "persistence", "last stretch", "vigilance"],
      reversed: ["weariness", "suspicion", "stubbornness", "need for rest"],
    },
    element: "Fire",
    astrology: "Moon in Sagittarius",
    image:
      "The traditional figure leans on one staff, head bandaged, with eight more staffs standing behind like a fence, watchful and weary. Our emblem shows nine staffs in a row, the nearest one leaning forward and bound with a strip of cloth.",
    essence:
      "Wounded, tired and still standing: the Nine of Wands is the last stretch before the finish. It speaks of resilience, persistence and the wary strength of someone who has been tested. The guard is up because experience taught caution. The card honours endurance while asking whether the walls you keep still protect you, or only keep you tired.",
    reversedEssence:
      "The bandaged sentry of the Nine of Wands, reversed, has stood guard too long. Weariness seeps in, and with it a suspicion that sees a threat in every passer-by. Stubbornness can pass for strength at such times, keeping you at a post that no longer needs you. The medicine is rest: lean the staff against the wall, let someone else take a watch, and heal before the next stand.",
    upright: {
      guidance:
        "You have come a long way, and it shows in your shoulders. One more push may be needed before you can rest. Draw on the strength that carried you this far instead of fearing where it ends. You know far more now than when you began; let that experience steady you, because the end of this stretch may be closer than it looks.",
      finances:
        "A long project, a job search or a drawn-out money effort may be nearing its end, though the last mile feels heavy. Persistence is still your ally. Protect your energy by declining new burdens until this one is done. Caution is reasonable, yet old setbacks need not make you suspicious of every genuine opportunity.",
      relationships:
        "Past hurts may have taught you to keep your guard up, and that instinct has served you. Still, ask whether the fence needs a gate. In a partnership going through a hard patch, resilience on both sides can carry you through. Tell the person beside you that you are tired; being seen in your weariness can heal on its own.",
    },
    reversed: {
      guidance:
        "Exhaustion may be catching up with you, or caution has grown into something closer to suspicion of the whole world. One more setback might feel like too many. Rest is not defeat. Put the staff down for a while, let someone help, and give yourself time to mend before deciding what is worth guarding next.",
      finances:
        "Persistence may have slid into stubbornness, holding on to a project long after it stopped serving you. Or burnout may make even simple tasks feel leaden. Step back and ask honestly what carrying on would cost. Sometimes the braver move is to renegotiate, delegate or close a chapter rather than simply endure it.",
      relationships:
        "Walls built after old wounds might now keep out people who mean you well. Alternatively, you may be too worn down to give much to anyone. Admit the weariness instead of hiding it behind vigilance. A friend or partner cannot help carry what they cannot see, and small openings often feel safer than you expect.",
    },
  },
  {
    slug: "ten-of-wands",
    name: "Ten of Wands",
    keywords: {
      upright: ["burden", "responsibility", "hard work", "overcommitment"],
      reversed: ["release", "delegation", "burnout", "setting things down"],
    },
    element: "Fire",
    astrology: "Saturn in Sagittarius",
    image:
      "The traditional figure staggers toward a village, bent under a bundle of ten staffs, face hidden behind the load. Our emblem shows ten staffs bound into one heavy sheaf, tilted under their own weight.",
    essence:
      "What began as a spark has grown into duties, and the Ten of Wands shows the fire of ambition turned into weight. Responsibilities and commitments have piled up, and you carry them all at once. The destination may be near, yet the load blocks the view. The card asks which burdens truly belong to you, and how to carry the rest more wisely.",
    reversedEssence:
      "Here the heavy bundle finally meets the ground. The Ten of Wands reversed tells of burdens set down, by choice or because tired arms simply gave out. Burnout may be the warning, and release the remedy. Hand back what was never yours to carry, share what can be shared, and notice how the road opens ahead once you can see over the load again.",
    upright: {
      guidance:
        "You may be carrying more than anyone sees, and the load has begun to hide the road ahead. Success brought obligations, and they have stacked up one on another. Lay the bundle down long enough to sort it: what is essential, what can be shared, what could wait. Finishing is easier when you can see where you are going.",
      finances:
        "Workload may feel crushing: extra duties, long hours, responsibility for things that were never part of your role. Hard work has value, yet check whether you are quietly doing the work of three. Delegating, asking for support or renegotiating a deadline might help. A lighter load may well carry you farther.",
      relationships:
        "Perhaps you are the one who holds everything together at home, and the weight is wearing on you. Caring for others is generous, but carrying it alone can crowd out joy. Ask for help plainly, even if it feels awkward. Between partners, sharing the load is often an act of intimacy rather than a sign of weakness.",
    },
    reversed: {
      guidance:
        "The bundle may be slipping from your arms, whether you choose to drop it or it simply becomes too much. Either way, release is near. Let something go deliberately instead of waiting for collapse. You may be surprised how much lighter the road feels once one unnecessary duty is set down by the wayside.",
      finances:
        "You might be ready to delegate, restructure or step back from tasks that no longer need you. Or burnout may be signalling that the current pace cannot last. Notice which responsibilities you took on from habit or guilt. Setting limits at work can feel risky, yet it often leads to better results for everyone involved.",
      relationships:
        "A burden you have shouldered alone may finally be shared, or you may realise you cannot fix everyone's problems. Letting others carry their own staffs can be a form of respect. Resentment often grows from over-giving; name it gently before it hardens, and allow yourself to be looked after too.",
    },
  },
  {
    slug: "page-of-wands",
    name: "Page of Wands",
    keywords: {
      upright: ["enthusiasm", "exploration", "discovery", "free spirit"],
      reversed: ["hesitation", "scattered ideas", "restlessness", "unfinished starts"],
    },
    element: "Fire",
    astrology: "Earth of Fire",
    image:
      "The traditional Page stands in a desert, gazing with delight at the sprouting staff held before them, their tunic patterned with salamanders. Our emblem shows a young, leafing staff with a small salamander curled at its foot.",
    essence:
      "Curiosity on fire: the Page of Wands is the youthful spirit of its suit, eager, exploratory, full of ideas and not yet weighed down by experience. This Page may bring news, a fresh passion or an invitation to adventure. Its gift is wonder, and its lesson is following an enthusiasm far enough to see where it leads.",
    reversedEssence:
      "Picture an eager young messenger who keeps setting off and turning back: that is the Page of Wands reversed. Ideas pop like sparks from a green log, bright for a moment and then gone, and half-begun projects pile up in the corner. Sometimes the hesitation is shyness, a fear of looking foolish. This Page asks for a commitment kept long enough for curiosity to become skill.",
    upright: {
      guidance:
        "A new interest may be tugging at your sleeve, bright and slightly impractical. That is perfectly fine. Explore it with a learner's curiosity rather than demanding instant mastery: take a class, wander somewhere unfamiliar, follow the thread. Discovery is its own reward, and some of the best adventures begin as play.",
      finances:
        "Exciting news about work, a fresh idea or a chance to learn a new skill may appear. Enthusiasm is your strongest asset right now, even if it runs ahead of your experience. Start small, ask questions freely, and treat early missteps as tuition. A beginner's fire, well tended, can grow into real expertise.",
      relationships:
        "Flirtation, playful messages or a spontaneous invitation could brighten your days. Someone young at heart may wander into your life, or you might rediscover your own lightness. In a long partnership, surprise each other with something new. For a while, let love be an adventure rather than a problem to solve.",
    },
    reversed: {
      guidance:
        "Ideas may be scattering like sparks that never land, or you might hesitate to begin anything for fear of looking foolish. Restlessness without direction is tiring. Choose one curiosity and follow it for a few weeks. A little consistency often unlocks the excitement that impulsive starts keep promising and never deliver.",
      finances:
        "Plans may fizzle, news might be slow to arrive, or you could be opening projects without closing any. Perhaps the enthusiasm faded when the work turned ordinary. Look for the smallest next step on one existing idea instead of chasing a shiny new one. Patience with the dull middle is where many sparks become fires.",
      relationships:
        "Mixed messages or a short attention span, yours or someone else's, may leave a connection feeling wobbly. Flirtation that never deepens can grow frustrating. Be clear about what you want, even if the honest answer is simply to have fun. Immaturity softens when someone is brave enough to be sincere.",
    },
  },
  {
    slug: "knight-of-wands",
    name: "Knight of Wands",
    keywords: {
      upright: ["passion", "adventure", "boldness", "action"],
      reversed: ["haste", "recklessness", "frustration", "inconsistency"],
    },
    element: "Fire",
    astrology: "Fire of Fire (20° Scorpio to 20° Sagittarius)",
    image:
      "The traditional Knight gallops a rearing horse across the desert, staff in hand, tunic painted with salamanders and plume streaming like flame. Our emblem shows a staff set at a charging slant, with a trail of fire behind it.",
    essence:
      "Fire at full gallop: passion, adventure, daring and a hunger for experience. Charismatic and brave, the Knight of Wands leaps before looking and often lands well. Energy and movement arrive with this card, along with the risk of burning out or leaving things half done. It asks you to ride your fire without letting it ride you.",
    reversedEssence:
      "A rider who spurs his horse before he knows the road: the Knight of Wands, reversed, charges off in three directions and arrives nowhere. Haste and recklessness stand in for courage, and frustration flares when the world will not keep pace. He may promise much and deliver in fits and starts. Rein in the gallop, check the map, and let your passion prove itself through what you finish.",
    upright: {
      guidance:
        "Energy surges, and you may feel ready to take on the world. Bold moves, travel or a sudden change of direction could appeal strongly. Harness the drive toward one worthy aim, because focused passion covers astonishing ground. A dash of planning will not slow you down; it may stop you galloping straight past the thing you seek.",
      finances:
        "Ambition burns bright, and you might want to launch, pitch or change course in a hurry. Confidence opens doors, so use it. Pair the momentum with a quick look at the details, though, so speed does not become carelessness. An adventurous career move may suit you now, provided you know roughly where you hope to land.",
      relationships:
        "Passion may sweep into your love life: a bold admirer, a whirlwind connection, a sudden flare of romance with a partner. Enjoy the heat, and notice whether it is a fire you want to keep. A spontaneous outing together could refresh a bond. Be honest about your intentions, since enthusiasm can promise more than it means.",
    },
    reversed: {
      guidance:
        "Restless energy may be spilling out as haste, irritation or plans abandoned halfway. Or perhaps you feel stuck at the starting gate, reins pulled tight. Look at where impatience is costing you more than it gives. Slowing down is not the opposite of courage; sometimes it is courage's wisest form, especially on unfamiliar ground.",
      finances:
        "Rushing into a venture, or quitting one on impulse, could backfire now. Delays may also be testing your temper. Step back and ask whether this is passion or mere restlessness. Pour the drive into preparation, and think about waiting for clearer footing before committing your resources to anything new.",
      relationships:
        "Hot-and-cold behaviour, yours or a partner's, may leave the air unsettled. A fiery start could cool suddenly, or jealousy might flare out of nowhere. Decide whether you want excitement or steadiness, and say so. If someone rides in fast and talks big, let time show whether their actions keep pace with their charm.",
    },
  },
  {
    slug: "queen-of-wands",
    name: "Queen of Wands",
    keywords: {
      upright: ["courage", "confidence", "warmth", "determination", "vibrancy"],
      reversed: ["self-doubt", "jealousy", "burnout", "demanding temper"],
    },
    element: "Fire",
    astrology: "Water of Fire (20° Pisces to 20° Aries)",
    image:
      "The traditional Queen sits on a throne carved with lions, a sunflower in one hand and a flowering staff in the other, a black cat watchful at her feet. Our emblem shows a sunflower crossed with a staff, and the small black cat sitting beside them.",
    essence:
      "Here is Fire that warms rather than burns. The Queen of Wands is confident, magnetic, generous and determined, at ease in her own power and glad to see others shine. Her black cat hints at intuition and a touch of mystery beneath the sunny manner. She asks you to lead from warmth and to trust your own radiance.",
    reversedEssence:
      "When the Queen of Wands sits reversed, the sunny hostess has grown tired and sharp. She doubts the radiance others see in her, envies those who seem to shine more easily, and snaps at small requests because she has given away too much warmth. Her fire has not gone out; it has turned inward. Let her rest, reclaim time of her own, and speak her needs plainly before temper speaks for her.",
    upright: {
      guidance:
        "Confidence is within your reach now, along with a kind of sunlight you can share. Step forward where you usually hang back. People may respond to your warmth more readily than you expect. Trust your instincts, tend your energy, and let your enthusiasm light the way for others as well as for yourself.",
      finances:
        "Your knack for juggling, inspiring and getting things done may be especially visible at work. It is a good moment to take the lead on a project or speak up for your ideas. Charisma can open doors that credentials alone would not. Keep your standards high and your heart open as you go.",
      relationships:
        "Warmth and self-assurance make you magnetic right now. In a partnership, you might bring fresh vitality, humour and directness. If you are single, being wholeheartedly yourself is likely your most attractive quality. Generosity flows easily under this Queen; just make sure warmth is coming back to you as well as going out.",
    },
    reversed: {
      guidance:
        "Your fire may have turned inward, leaving you doubting the very qualities others admire. Perhaps you have given so much that little is left. Retreat briefly to refuel instead of pushing on. Quiet reflection can restore confidence, and the sunflower still follows the sun even on a cloudy day.",
      finances:
        "Burnout, overcommitment or a feeling of being overlooked might dim your usual drive. You could also be tempted to control every detail yourself. Look at what you can hand over, and where you need to ask for recognition plainly. Rest and boundaries may return your spark more reliably than another late night.",
      relationships:
        "Insecurity or jealousy might creep in, perhaps from a sense that someone else shines brighter. Demanding attention and withdrawing in hurt are both possible turns. Name what you need without sharpness. Confidence rebuilt from within, through small acts of self-respect, tends to make love feel safer for everyone.",
    },
  },
  {
    slug: "king-of-wands",
    name: "King of Wands",
    keywords: {
      upright: ["leadership", "vision", "entrepreneurship", "honour"],
      reversed: ["impulsiveness", "overbearing manner", "impossible expectations", "arrogance"],
    },
    element: "Fire",
    astrology: "Air of Fire (20° Cancer to 20° Leo)",
    image:
      "The traditional King sits enthroned in a robe of lions and salamanders, staff in hand, leaning forward as if about to rise, with a small salamander at his feet. Our emblem shows a crowned staff encircled by a salamander biting its own tail.",
    essence:
      "Vision matured into leadership belongs to the King of Wands. He sees the big picture, inspires others to follow and has the nerve to act on a long-range plan. His fire is steady, turned toward a purpose larger than himself. He asks you to take charge of your direction and to lead by example, with integrity and a generous spirit.",
    reversedEssence:
      "Every visionary leader has a shadow, and the King of Wands reversed shows his. Bold plans harden into orders barked from the throne, decisions come on impulse, and everyone around him strains toward goals no one could reach. Arrogance can leave him deaf to good counsel. Whether this king is someone you know or a part of yourself, the cure is humility: listen first, then lead.",
    upright: {
      guidance:
        "You may be ready to take charge of your own direction in a larger way. A clear vision, held with conviction, can rally others around you. State your aim plainly and then act on it consistently. Leadership here is less about command than about being the steady flame others can steer by.",
      finances:
        "Entrepreneurial instincts and leadership qualities come to the fore. Authority might be offered to you, or you may decide to create your own openings. Think in long arcs rather than quick wins. Gather capable people and trust them; a good leader lets others carry fire too.",
      relationships:
        "Loyalty, passion and protectiveness may colour your bonds now. A partner or suitor with confidence and vision could appear, or you might step into that role yourself. Leading in love means generosity rather than control. Share your big dreams with the people close to you, and invite theirs in return.",
    },
    reversed: {
      guidance:
        "Vision may be running ahead of patience, or ambition tipping toward impulsiveness. Expectations, yours or other people's, might feel impossible to meet. Ask whether the crown has grown heavy with pride. Leading yourself well sometimes means admitting you do not know, seeking advice, and adjusting the plan instead of forcing it.",
      finances:
        "A domineering style, or a boss who rules by decree, may be causing friction. You could also be setting goals so high that they discourage everyone, you included. Try listening more than you speak this week. Influence that invites collaboration tends to last longer than authority asserted with a raised voice.",
      relationships:
        "Impatience or a need to be in control might strain a relationship. One person may be making decisions for both. Look for places where you could offer a choice rather than a direction. If you meet someone who dazzles and then dominates, let your own sense of worth decide how close they come.",
    },
  },
];
