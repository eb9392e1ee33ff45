import type { HexagramContent } from "../../src/shared/iching/content-types";

/**
 * Hexagrams 33 to 64 in the King Wen order, each with its upper and lower trigram, in the oracle's voice.
 * The classical images are old and public; every sentence here is written fresh for this product.
 */
export const HEXAGRAMS_33_64: HexagramContent[] = [
  {
    number: 33,
    slug: "retreat",
    pinyin: "Dùn",
    characters: "遯",
    english: "Retreat",
    lower: "mountain",
    upper: "heaven",
    keywords: ["withdrawal", "stepping back", "self-preservation", "dignified distance"],
    judgment:
      "Retreat is not defeat. When forces you cannot outmatch are rising, the strong move is to step back in good order, keeping your dignity and your resources whole. Tradition sees the dark lines creeping up from below while the light withdraws, and it counsels leaving while you can still choose the road. Small, steady efforts still serve you. Release the ground that is no longer yours to hold, and do it calmly, without slamming doors; a measured exit keeps later paths open.",
    image:
      "Heaven arches above a mountain that strains toward it and never touches it. However high the peak climbs, the sky keeps its distance, and there is no contempt in that distance. The wise take the hint: they keep a courteous space between themselves and whatever would drag them down, neither quarreling nor giving in. Reserve, held gently, becomes a kind of shelter.",
    lines: [
      "You are at the tail of a withdrawal, the last to leave and the most exposed. This is no moment for bold new plans. Stay quiet, keep your footprint small, and let the others' departure cover yours before you make any move of your own.",
      "Something holds you as firmly as a strap of tanned yellow oxhide. Whatever the pull to walk away, a bond of duty or loyalty keeps you here for now. Honor it with steady resolve; this particular tie is not the one to cut.",
      "You want to leave, yet attachments tug at your sleeve: people who lean on you, habits, unfinished chores. The drag is tiring. Look after those who rely on you, but do not let them set the pace of a departure that has to happen.",
      "You can step back freely now, by your own choice and without bitterness. A settled heart finds this easy, even refreshing, while a grasping temperament would find it unbearable. Go while leaving is still voluntary, and you lose very little.",
      "The retreat is well timed and friendly. You withdraw at the right moment, for clear reasons, burning nothing behind you. Keep your intention firm and your manners warm; handled this way, stepping back earns respect rather than suspicion.",
      "At the far end of retreat you are simply free. Nothing binds you, no doubt gnaws, and the distance you have kept feels light rather than lonely. Enjoy the open road ahead; cheerfulness is the natural fruit of a well-chosen withdrawal.",
    ],
    angles: {
      guidance:
        "Step back from the struggle that keeps costing you more than it returns. Retreat, read rightly, is strategy: you preserve your strength for a season when it can do some good. Today, name one fight you can drop without losing anything essential, and leave it politely. Keep your values close and your voice calm. The aim is not to hide, only to stand where the rising tide cannot reach you.",
      finances:
        "When a market, an employer or a deal turns against you, clinging rarely helps. Look at where you are overextended and what you could trim or exit in good order, before circumstances decide for you. Keep a cushion, and avoid new commitments driven by pride. An orderly step back now usually costs less than a scramble later; nothing here asks for drama, only a clear head and a tidy ledger.",
      relationships:
        "Some closeness needs a little air. If a connection has grown tense or one-sided, a gentle withdrawal may protect what is still good in it. Say what you need without accusation, and give yourself room to see clearly. Unattached for now? Resist chasing someone who keeps stepping away. Distance taken kindly can heal; distance taken in anger tends to harden into a wall.",
    },
  },
  {
    number: 34,
    slug: "great-strength",
    pinyin: "Dà Zhuàng",
    characters: "大壯",
    english: "Great Strength",
    lower: "heaven",
    upper: "thunder",
    keywords: ["great strength", "restraint", "momentum", "principled force"],
    judgment:
      "Strength is running high, and the temptation is to use it simply because you can. Thunder rolls across the sky with real power, yet tradition reminds you that force proves its worth only while it stays joined to what is fair. Your energy can accomplish a great deal now. Pause before each push and ask whether it serves the situation or only your momentum. Power held with restraint becomes authority; power spent on display ends like a ram with its horns caught in a hedge.",
    image:
      "Thunder booms high in the heavens, and the whole sky seems to carry its weight. Such power is impressive, but the wise read it as a call to discipline: they refuse any step that fails their own sense of fairness. Real strength, in this picture, is the strength to keep to a decent path when nothing outside you would stop you from straying.",
    lines: [
      "All the strength sits in your toes: eager, twitching, ready to march before anything is prepared. Advancing from this low place brings trouble, however sure you feel. Let the urge settle into planning; your turn to move will come with better footing.",
      "Your strength is finding its balance. Steady and centered, you can keep to the course you are on, and things tend to go well. Do not let early gains make you restless; moderation is what carries you now.",
      "A petty nature would flex its muscles here, while a wiser one holds back. Tradition pictures a ram butting a hedge until its horns are tangled. Forcing your way through only traps you. Step back, look for the gap, and stop charging the same spot.",
      "The hedge gives way. Obstacles open without a fight, and your strength moves like a heavy cart on a sound axle. Quiet persistence works better than show at this stage, where patient force finally carries the load forward.",
      "The stubborn ram slips away with ease. You find you no longer need to insist, and nothing is lost by dropping the hard stance. Softness here is not weakness; it is the ease of someone with nothing left to prove.",
      "You have pushed so far that you can neither advance nor withdraw, horns stuck fast in the hedge. Nothing comes of straining harder. Admit the difficulty, rest, and look at it honestly; once you stop thrashing, a way out tends to show itself.",
    ],
    angles: {
      guidance:
        "Your energy is high, and that is a gift. Spend it on one worthy aim rather than scattering it over every irritation. Before you act today, check whether you are pushing because it helps or because stillness feels uncomfortable. Strong people who also listen are hard to resist. Keep your voice measured and your commitments few, and let your strength show in follow-through rather than noise.",
      finances:
        "Confidence is up, and perhaps income or influence with it. This is a good moment to act on well-researched plans, but not to gamble on a feeling of invincibility. Set limits before you start: how much, how far, when to stop. Negotiate firmly, yet leave the other side room to say yes. Power used fairly tends to keep paying; power used to bully tends to be remembered.",
      relationships:
        "You may feel forceful, ready to sweep someone off their feet or to win every argument. Temper that. A partner needs to feel your strength as safety, not as pressure. Ask before assuming, and notice when your enthusiasm leaves no room for theirs. If you are single, boldness can serve you well, provided it comes with genuine curiosity about the other person.",
    },
  },
  {
    number: 35,
    slug: "progress",
    pinyin: "Jìn",
    characters: "晉",
    english: "Progress",
    lower: "earth",
    upper: "fire",
    keywords: ["progress", "recognition", "rising light", "generosity"],
    judgment:
      "The sun climbs over the earth, and everything it touches grows clearer. This is a season of advancement, when your work can be seen and valued. Tradition tells of a loyal noble honored with many horses and received by the ruler three times in a single day. Recognition comes most easily to those who use their light to brighten others. Step forward with generosity; let your progress be open, honest and shared, and it will tend to gather goodwill as it rises.",
    image:
      "The sun has cleared the horizon and pours its light across the land below. Nothing needs forcing; the light simply rises. The wise take this as a model for polishing their own character, letting their better qualities shine through daily practice rather than through boasting.",
    lines: [
      "You start forward and seem to be turned back, because others are not yet sure of you. Stay calm and good-humored. Keep doing what is right without demanding trust, and the doubt usually dissolves once your work speaks for itself.",
      "Progress comes wrapped in sadness, perhaps because you cannot reach the person whose support you want. Hold steady. Tradition speaks of a blessing arriving from a kindly grandmother; help may come from a gentle, unexpected direction.",
      "Everyone around you agrees. The people you work with trust you and move with you, so any earlier hesitation can fall away. Progress made together is sturdier than progress made alone; keep including them.",
      "Tradition compares this stage to a hoarding rodent, scurrying forward to grab what it can in the dark. Advancing by stealth or greed is risky, and it tends to be found out. Step into the light and make your gains honestly, or not at all.",
      "Stop measuring every gain and loss. Your position is good, and fretting over small outcomes only clouds it. Act from your deeper purpose and let results fall where they may; whatever you undertake in that spirit tends to go well.",
      "You advance with lowered horns, ready to fight. Use that force only to set your own house in order, never against others, and even then remember that aggression carries danger. Correct what is yours gently, and know when to stop.",
    ],
    angles: {
      guidance:
        "Things are moving in your favor, and your efforts are becoming visible. Share credit freely and keep helping those who helped you; progress that lifts others tends to last longer than progress that climbs over them. Today, take one step toward a goal you have hesitated to show the world. Let your work be seen, because modesty does not require hiding.",
      finances:
        "Your value may be easier to see now: a raise, a new client, a well-received proposal. Present your achievements clearly and ask for fair terms. Avoid shortcuts that would not survive daylight, since anything done quietly to grab an edge can spoil an otherwise good run. Set aside part of whatever arrives, so this bright spell leaves something behind when clouds return.",
      relationships:
        "Warmth is rising between you and the people around you. Others notice your good qualities more easily now, so let them. Be open about your intentions and generous with attention. A bond can move forward step by step in daylight: meeting friends, making plans, speaking plainly. For anyone still looking, visibility helps; go where you can be seen doing what you love.",
    },
  },
  {
    number: 36,
    slug: "darkening-of-the-light",
    pinyin: "Míng Yí",
    characters: "明夷",
    english: "Darkening of the Light",
    lower: "fire",
    upper: "earth",
    keywords: ["hidden light", "endurance", "discretion", "inner steadiness"],
    judgment:
      "The light has sunk below the earth. When what is good is misunderstood or even resented, the wise keep their inner flame alive while dimming its outward show. This is endurance, not cowardice. Hold to your values quietly, be careful about what you reveal, and give no one a reason to trample what you care about. Hardship met with patience leaves your brightness intact for the day it can shine again, and that day does come.",
    image:
      "Down into the earth the sun has gone, and the land lies dark. Light still exists; it is only hidden. In such an hour the wise move among people without glaring at their faults. They veil their own clarity, notice more than they say, and keep their judgments private while staying gentle in manner.",
    lines: [
      "You try to rise and find your wings drooping. Leaving now may mean going hungry for a while, and those you leave may gossip about it. Holding to your principles is worth the inconvenience; move quietly and do not over-explain.",
      "You are hurt but not disabled, like someone wounded in the thigh who can still walk. Turn your attention to helping others who have been harmed, using whatever strong means are at hand. Swift rescue brings good results.",
      "Almost by chance you come upon the source of the darkness, and there is an opening to set something right. Go carefully. Old wrongs are not cured in one stroke; correct what you can and accept that the rest will take time.",
      "You slip close enough to see into the heart of what is going wrong. With that knowledge, the sensible course is to leave quietly before you are caught up in it. Understanding is enough; no confrontation is needed.",
      "Like a loyal prince of old who hid his wisdom behind a show of foolishness to survive a cruel court, you may need to keep your true views out of sight. Stay steady inside. Concealment here protects your integrity instead of betraying it.",
      "Darkness reaches its peak. What once climbed high, seeming to shine over everything, now tumbles into the ground. Whatever thrives by dimming others eventually exhausts itself. Hold on; the turning point is nearer than it looks.",
    ],
    angles: {
      guidance:
        "Your light may not be welcome just now, or speaking up might cost more than it could achieve. Protect what matters to you without broadcasting it: your notebook, your practice, your private convictions. Smile, listen, and pick your moments with care. Being discreet is different from being false; you are saving your clarity for a day when it can be heard.",
      finances:
        "Keep money matters private and conservative for a while. If your workplace or market feels hostile or unpredictable, avoid flashy moves and do not reveal every plan. Build quiet reserves, keep good records, and stay competent without drawing fire. When conditions brighten, your preparation will be ready; for now, careful and low-profile is the sensible stance.",
      relationships:
        "Someone may not be ready to see you fully, or the mood between you may feel heavy. Do not force a revelation into an unreceptive moment. Hold your feelings with care, share them where they will be safe, and protect your sense of who you are. If a bond keeps dimming you, notice that honestly and talk it over with someone you trust.",
    },
  },
  {
    number: 37,
    slug: "the-household",
    pinyin: "Jiā Rén",
    characters: "家人",
    english: "The Household",
    lower: "fire",
    upper: "wind",
    keywords: ["family", "household order", "reliability", "warmth at home"],
    judgment:
      "A home, a team, a small circle: any group lives well when each person knows their part and honors it. Tradition places great weight on the steadiness of the household, where clear roles and mutual care create a warmth that drifts outward like smoke from a hearth. Order here is not rigid control; it is reliability. Be consistent, keep your word in small matters, and let the way you treat those closest to you set the tone for everything else.",
    image:
      "Wind rises from a fire and carries its warmth beyond the hearth. What begins at home travels out into the world. The wise make sure their words hold something real and their conduct stays consistent from one year to the next, knowing that influence starts at the smallest fireside and drifts far.",
    lines: [
      "At the start of any shared life, set clear and kind boundaries. Agreements made early spare resentment later. Establish the household's ground rules before habits harden, and the regret you might otherwise have felt never needs to arise.",
      "Rather than chasing your own whims, you tend to what sustains everyone: meals, routines, the quiet center of the home. This humble work is the heart of the household, and done faithfully it brings good fortune.",
      "Tempers run hot in the house. Too much severity brings regret, yet too much laxity, with every rule laughed off, ends worse. Lean slightly toward firmness and keep it warm; a clear line kindly held beats chaos.",
      "You are the one who makes the household prosper, the careful steward who keeps both supplies and spirits in good order. Your attention to practical things brings plenty to everyone under the roof, and great good fortune attends it.",
      "Like a generous ruler among his own people, you lead by warmth and example rather than by fear. Those around you answer with trust. Nothing here needs anxious guarding; love and order have found their balance.",
      "Your conduct has earned lasting respect. Sincere and dignified, you are someone others can count on, and that reliability becomes the household's foundation. In the end, such integrity brings good results for everyone who lives with it.",
    ],
    angles: {
      guidance:
        "Look close to home. The quality of your everyday relationships, routines and promises shapes everything you build beyond them. Today, do one small thing that helps your household or team run more smoothly: a clear agreement, a shared meal, an overdue apology. Consistency is quieter than heroism, but it is what people remember and what they lean on when times are hard.",
      finances:
        "Household money asks for clear roles and honest conversation. Who pays what, who decides, and what are you saving for together? Write it down. Simple routines, like a monthly look at the budget or a shared list of expenses, prevent arguments later. If you run a small business, treat your team as a household: fair, consistent, and well fed in spirit.",
      relationships:
        "Partnership flourishes with both tenderness and structure. Notice the roles each of you has drifted into and ask whether they still feel fair. Talk about the rhythm of your days, not only the grand feelings. Warmth spreads outward from the home, so care for the small rituals. Without a partner yet, you can still picture how a shared home should feel, and begin living that way now.",
    },
  },
  {
    number: 38,
    slug: "opposition",
    pinyin: "Kuí",
    characters: "睽",
    english: "Opposition",
    lower: "lake",
    upper: "fire",
    keywords: ["opposition", "estrangement", "difference", "small agreements"],
    judgment:
      "Fire flames upward and the lake seeps down; two forces pull in different directions. During estrangement, large undertakings struggle, yet small matters can still go well. Differences are not always a disaster. They can sharpen understanding and show what each side truly values. Seek the little points of agreement, keep your courtesy, and avoid forcing a unity that does not exist yet. Contrast, handled with care, can slowly turn into complement.",
    image:
      "Fire burns above and a lake lies below, each moving away from the other. Both are needed, and neither cancels the other out. The wise accept that they differ from others without losing touch with them, keeping their own character while living in a varied world. Individuality held gracefully can sit beside fellowship.",
    lines: [
      "Something you value has wandered off, like a horse that bolts. Do not chase it; it tends to come back by itself. If disagreeable people come near, meet them civilly, since shunning them outright would only make enemies.",
      "A meeting happens by chance in a narrow lane, outside the usual channels. That informal encounter can bridge a gap that formal approaches could not. Welcome the unplanned conversation; it serves everyone involved.",
      "Everything seems to go against you: your cart is dragged back, your oxen balk, you feel disgraced. The start is rough. Tradition says the end can still be good, so keep your integrity and do not let a poor beginning decide the outcome.",
      "Isolated by disagreement, you meet someone of like mind. Trust can form quickly between two people who both stand apart. Share honestly; the alliance may be small, but it is sound, and the danger passes.",
      "Someone you had kept at arm's length turns out to be a true ally, and they are biting through the misunderstanding between you. Go toward them. The separation dissolves more easily than you expected.",
      "Suspicion has you seeing enemies everywhere: a pig caked in mud, a cart full of demons. You draw the bow, then lower it, realizing the stranger comes as a suitor, not a robber. When the tension breaks like rain, things ease. Check before you shoot.",
    ],
    angles: {
      guidance:
        "You may feel out of step with the people around you. Rather than forcing agreement, look for small common ground and let the larger differences stand for now; good things can still happen on a modest scale. Difference is not the same as hostility. Today, practice hearing an opposing view without rushing to correct it, and you may learn exactly what you need.",
      finances:
        "Partners, colleagues or relatives may see money very differently from you. Big joint ventures are harder now, so stick to small, clear agreements with written terms. Do not let a dispute over one expense grow into a war. Where views clash, divide responsibilities rather than blending everything into a compromise nobody likes. Patience keeps the door open for later cooperation.",
      relationships:
        "Two people can love each other and still see the world differently, and right now those differences may feel loud. Resist the urge to convert your partner; name one thing you genuinely appreciate about how they think. Misreadings may be feeding suspicion, so ask before assuming. If you are single, do not write someone off for being unlike you; contrast can spark.",
    },
  },
  {
    number: 39,
    slug: "obstruction",
    pinyin: "Jiǎn",
    characters: "蹇",
    english: "Obstruction",
    lower: "mountain",
    upper: "water",
    keywords: ["obstruction", "pause", "seeking help", "self-examination"],
    judgment:
      "A steep mountain behind you, a dangerous torrent ahead: the way is blocked. Tradition advises that at such times you turn aside, gather allies, and look inward before pressing on. Obstacles are not punishments; they point toward what you need to build. Seek experienced counsel, go around rather than through, and use the pause to strengthen your own character. The path opens again for those willing to learn from the wall.",
    image:
      "Water lies upon the mountain, pooling on bare rock or rushing down the slope. The climber has to stop. The wise use such a halt to turn their attention inward, asking what in themselves fed the blockage, and they grow stronger through the difficulty instead of blaming the weather.",
    lines: [
      "Going forward runs straight into trouble, while waiting wins praise. This is the moment to pause, observe and prepare. Your patience will be noticed and valued, and you will be readier when the right time arrives.",
      "Obstacle piles on obstacle, and none of it is your fault. You are serving something larger than yourself, so the difficulties must be met head on. Keep going for the sake of duty, and set down guilt that does not belong to you.",
      "Pushing ahead would lead you into danger, so you turn back. At home, among the people who need you, your return is welcome. Sometimes retreat is the truest form of responsibility, and those close to you feel the relief of it.",
      "Going on alone would only deepen the trouble. Come back, find companions, and wait until you have the strength of a group behind you. Together, what looked impossible may become workable, one careful step at a time.",
      "At the very heart of the difficulty, friends arrive. Because you are steady and central, others rally to help. Accept their aid gratefully and coordinate it well; this is how the largest obstacles are finally overcome.",
      "You might be tempted to walk away from the whole struggle, but you are needed here. Turn back and lend a hand, and real good fortune follows. Look for a seasoned, trustworthy guide to show the way through.",
    ],
    angles: {
      guidance:
        "You have hit a wall. Instead of hammering at it, step back and look for another route, or for help. Obstacles often reveal where you need to grow. Ask a trusted mentor for perspective today, and listen without defending yourself. The delay is not wasted if you use it to prepare; steady, shared effort will carry you through more surely than solitary force.",
      finances:
        "Financial blockages are in the picture: a delayed payment, a stuck project, costs nobody planned for. Do not throw more money at the block. Pause, reassess, and ask advice from someone who knows the terrain. Rebuilding your plan with another person's input may reveal a route you could not see alone. Keep spending steady until conditions shift.",
      relationships:
        "Something feels stuck between you and another person, and pushing harder for a resolution may only deepen the impasse. Take a breath, look honestly at your own part, and lean on friends for support. Sometimes the way through a knot in a relationship is to steady yourself first. Unpartnered, give it time; forcing a connection will not unblock it.",
    },
  },
  {
    number: 40,
    slug: "deliverance",
    pinyin: "Xiè",
    characters: "解",
    english: "Deliverance",
    lower: "water",
    upper: "thunder",
    keywords: ["release", "relief", "forgiveness", "fresh starts"],
    judgment:
      "The storm breaks, and the tension that filled the air is released. After a hard stretch, relief arrives, and with it a chance to return to ordinary life. Tradition advises two things: if nothing remains to be done, go back to your usual rhythms; if loose ends remain, tie them up promptly. Do not linger in the crisis once it is over, and forgive what can be forgiven. Liberation is a fresh start, not a license to reopen old battles.",
    image:
      "Thunder crashes and rain pours down, clearing the heavy air. The wise echo that relief in their dealings with people: they pardon mistakes and let grudges wash away. Deliverance in this picture is shared, and the best way to honor your own release is to grant the same ease to others.",
    lines: [
      "The knot has loosened, and you may simply rest. There is nothing to fix right now, and no one is at fault. Enjoy the calm after the storm, eat well, sleep well, and let your strength return quietly.",
      "Tradition speaks of catching three foxes in the field and receiving a yellow arrow, a sign of straightness. Hidden problems and small deceits can now be rooted out. Stay honest and direct, and things turn out well.",
      "You carry a heavy pack while riding in a fine carriage, displaying a status that is not fully yours. Such show invites thieves of every kind. Set down the pretense and live within your real means before someone takes advantage.",
      "Something clinging, like a habit or a hanger-on, keeps you from moving freely. Shake it loose the way you would free a trapped toe. Once the false tie is cut, genuine companions come toward you and trust can grow.",
      "Only you can release yourself from this entanglement. Make a firm, clear decision, and those who bring negativity will drift away on their own. Your inner resolve is the key, and people notice when you turn it.",
      "A troublesome presence perches on a high wall like a hawk. With one well-aimed shot you can remove this last obstacle. Prepare carefully, wait for the moment, then act decisively, and everything clears.",
    ],
    angles: {
      guidance:
        "A difficult period is lifting. Let yourself feel the relief, then do one thing today that moves you back into ordinary life: a walk, a call to a friend, tidying up after the storm. Pardon others, and yourself, for mistakes made under strain. If a problem still lingers, handle it quickly and cleanly instead of circling it. Lightness is allowed again.",
      finances:
        "Financial pressure may be easing: a debt settled, a deal closed, a worry resolved. Take stock and set things straight. Pay what is due, file what needs filing, and resist spending the relief all at once. If something still needs fixing, do it now while momentum is on your side, then let the matter go and return to ordinary planning.",
      relationships:
        "Tension between you and someone you love may be breaking. Let the air clear without rehearsing every detail of the quarrel. Forgive where you can and move forward with fresh goodwill. If a connection has been weighing you down for a long time, this may be the moment to release it with grace. Anyone unattached can shed old disappointments now, so that new warmth has room.",
    },
  },
  {
    number: 41,
    slug: "decrease",
    pinyin: "Sǔn",
    characters: "損",
    english: "Decrease",
    lower: "lake",
    upper: "mountain",
    keywords: ["decrease", "simplicity", "sincere giving", "restraint"],
    judgment:
      "Something must be given up, and the giving can be sincere rather than grudging. Decrease is the lake at the mountain's foot, lowering itself so the slopes above stay green. Tradition says that even a plain offering of two small bowls is enough when the heart behind it is true. Cut back on excess, trim what is only for show, and put your resources where they truly nourish. Less, chosen with care, makes room for more of what matters.",
    image:
      "A lake lies at the foot of a mountain, its water rising as mist to feed the slopes. What is taken from below enriches what stands above. The wise apply this to their own temper: they cool flares of anger and rein in runaway wants, lowering what is excessive so their better nature has room to grow.",
    lines: [
      "Once your own work is finished, hurry to help where you are needed, but weigh how much you can fairly give or ask. Generosity that empties you completely helps no one for long, so measure the gift before you hand it over.",
      "Keep your own standards. You can serve others best without shrinking yourself, and trading away your integrity to please someone is a loss for both of you. Hold your center, and help from there.",
      "When three travel together, one tends to be left out; when one travels alone, a companion appears. Crowds breed jealousy and pairs breed trust. Let a group thin out to the closeness that actually works.",
      "Letting go of a fault makes room for gladness, and others hurry toward you once it is gone. Whatever bad habit you shed now, the effect is quick and welcome. Lighten yourself and notice who comes near.",
      "Help arrives that nothing can block, as if ten pairs of tortoise shells, the old oracle's tools, all gave the same answer. Accept the gift without grasping; it comes because the time is ripe and your heart is open.",
      "You gain without taking anything from anyone. Your work benefits the wider community and helpers gather around, though you may give up some private space. Generosity on this scale turns service into a kind of home.",
    ],
    angles: {
      guidance:
        "Simplify. Something in your life has grown bloated: commitments, possessions, grudges, a calendar with no breathing room. Choose one thing to reduce today and notice the ease that follows. Decrease here is not punishment; it is a gardener's pruning. The energy you free can flow toward what genuinely nourishes you and the people you love, and that is a trade worth making.",
      finances:
        "This is a season for trimming rather than expanding. Review subscriptions, habits and small leaks, and send whatever you save toward a goal that matters to you. If income dips, answer with calm adjustments instead of panic. Tradition holds that a modest offering made sincerely counts for more than a lavish show, so keep your spending honest and your priorities in plain sight.",
      relationships:
        "Give from the heart, but not from an empty cup. Perhaps one of you has been sacrificing too much, or clutching a resentment that could be set down. Reduce the drama, the testing, the scorekeeping. A note, an hour of full attention or a cooked meal can say more than grand displays. Still searching? Lighten your checklist and see who fits naturally.",
    },
  },
  {
    number: 42,
    slug: "increase",
    pinyin: "Yì",
    characters: "益",
    english: "Increase",
    lower: "thunder",
    upper: "wind",
    keywords: ["increase", "generosity", "growth", "helpful action"],
    judgment:
      "Gain flows toward you, and the best use of it is to pass it along. Wind and thunder strengthen each other, and so do people who help and are helped in turn. This is a favorable time to begin worthwhile undertakings, even ambitious ones, because the current runs your way. Tradition adds a note about timing: increase does not last forever. Act while the tide is high, and let your good fortune lift those around you.",
    image:
      "Wind blows and thunder rolls, each making the other stronger. The wise find in it a pattern for growth. When they see something good in another person, they adopt it; when they notice a fault in themselves, they drop it. Character swells the way a storm gathers force, by feeding on whatever moves it forward.",
    lines: [
      "A rare chance to accomplish something large has arrived. Take it. With support from above, you can attempt great work now, as long as your motives are generous and the results serve more people than yourself.",
      "Help comes unasked and in abundance, as though every oracle consulted gave the same yes. Receive it humbly and keep to your honest path. Sincerity is what makes you a worthy channel, and it keeps the flow going.",
      "Gain may arrive even through hard events, when difficulty forces growth. Stay truthful and act openly, reporting plainly to whoever oversees you. Trouble handled with sincerity can turn into real benefit, and people remember how you carried it.",
      "You become a trusted go-between, the one who speaks for others and helps bring about large moves, even the relocation of a whole capital in the old story. Walk the middle way and keep everyone informed. Your advice will be followed.",
      "Kindness from a true heart needs no questioning; it is felt and returned. You need not ask whether generosity pays off. People sense it, and their trust in you deepens without any display on your part.",
      "At the summit of increase, it is easy to forget to share, and then nobody helps; some even turn hostile. If you have been taking without giving, change course before resentment builds. A steady, open hand is your best protection.",
    ],
    angles: {
      guidance:
        "A growing season is here. Your efforts can multiply, especially those that lift others alongside you. Start something worthwhile, offer help where you see a need, and adopt one good habit you have admired in someone else. Increase favors movement, so do not wait for perfect conditions while the wind is at your back. Share the gains and they tend to keep coming.",
      finances:
        "Conditions may favor growth: a new opening, backing from a mentor, a project that finds traction. Act on sound plans while the moment lasts, and keep a generous hand, because goodwill compounds much as savings do. Still, increase is a tide rather than a permanent state. Put aside part of what comes in so that leaner months later feel gentler.",
      relationships:
        "Love grows when it is fed. Offer encouragement, practical help and wholehearted attention, and notice how it returns to you. Learn from the qualities you admire in your partner instead of keeping a tally. If you are single, this is a good time to widen your circle, accept invitations, and let kindness lead the way into new acquaintance.",
    },
  },
  {
    number: 43,
    slug: "breakthrough",
    pinyin: "Guài",
    characters: "夬",
    english: "Breakthrough",
    lower: "heaven",
    upper: "lake",
    keywords: ["breakthrough", "resolution", "honest declaration", "firm decision"],
    judgment:
      "Tension has built to the point where something must be said or decided. Like a swollen river pressing at its banks, resolution is coming. Tradition advises declaring the truth openly, with firmness but without weapons. Name the problem clearly, first to yourself and then to those who need to hear it, yet do not try to crush anyone. A decisive word spoken fairly clears the way, while a violent one only plants new trouble in the cleared ground.",
    image:
      "A lake has risen into the sky and must come down as rain. Stored water is about to fall. The wise read this as a lesson in sharing: they hand out their wealth and their gifts rather than piling them up, and they refuse to rest on their merits, knowing that whatever is heaped too high eventually spills.",
    lines: [
      "Your toes stride forward with eager power, but you are not yet equal to the task. Going now invites a stumble. Build your strength, measure the challenge honestly, and set out when you have a real chance of finishing what you start.",
      "A cry of alarm rings out at night, and danger seems close. Stay calm and ready, like a guard who keeps weapons within reach. Because you prepared in daylight, there is nothing to fear even in the darkest hours.",
      "You set your jaw, determined to act against the problem, and others may misread you. Walking alone in the rain, splashed and grumbled about, you hold to your resolve. It is lonely, yet in the end it proves sound.",
      "Your thighs are raw and every step is hard; you want to push ahead and cannot. Let yourself be led, the way a sheep follows the flock. Listen to good advice even when pride resists it, and the trouble fades.",
      "Weeds grow back when they are cut only halfway. Deal with this matter thoroughly while staying on the middle path. Determination without cruelty is what the moment asks of you, nothing more and nothing less.",
      "No alarm sounds, and that silence is the danger. When everything seems settled, a hidden remnant of the old problem may still be lurking. Stay watchful to the very end; carelessness at the finish can undo what was won.",
    ],
    angles: {
      guidance:
        "Something that has been building needs to be named. Speak the truth you have been holding back, calmly and clearly, choosing words that resolve rather than wound. A decision made now can clear the air for a long while. Be firm about what you will no longer accept, then move on without any wish for revenge. Breakthrough comes from honesty joined to goodwill.",
      finances:
        "A money matter that has dragged on may need a clear decision: ending a poor arrangement, facing a debt, asking plainly for fair pay. Gather the facts, state your position in simple terms, and skip the heated ultimatums. Share your resources where it is prudent, since hoarding breeds its own trouble. Settling things now can spare you a larger headache later.",
      relationships:
        "Unspoken tension may be straining a bond. Pick a calm moment and say what needs saying, honestly and without attack. One clear conversation can release pressure that has been building for weeks, provided it does not turn into a courtroom. If you are single, decide what you truly want in a partner, and stop entertaining what you already know does not fit.",
    },
  },
  {
    number: 44,
    slug: "coming-to-meet",
    pinyin: "Gòu",
    characters: "姤",
    english: "Coming to Meet",
    lower: "wind",
    upper: "heaven",
    keywords: ["unexpected encounters", "temptation", "early caution", "subtle influence"],
    judgment:
      "Something unexpected comes to meet you: a new influence, a person, a temptation. Tradition paints it as a bold young woman of great power whom no one should rush to marry, meaning that what arrives this easily may not suit a long commitment. Welcome encounters with open eyes. Enjoy what is good in them, but do not hand over the keys to your life. An influence that starts small can grow fast, so notice it early.",
    image:
      "Beneath the vault of heaven the wind travels everywhere, reaching every corner of the land. In the same way a ruler's word once went out to the four quarters. The wise consider what messages they send and what winds blow into their own lives, choosing words that carry far and carry well.",
    lines: [
      "A small, restless influence is tugging at you. Check it at once, the way a bronze brake stops a wagon. What looks feeble now can become frantic if left alone, like a thin pig that suddenly starts to rage.",
      "There is a fish in the tank: something delicate is in your keeping, meant for you to manage rather than to parade before guests. Contain the matter gently yourself before it spreads to people who are not ready for it.",
      "Walking is painful and slow, and a temptation pulls you one way while your hesitation holds you back. The discomfort is a mercy, since it keeps you from a larger error. Stay aware, and you pass through without serious harm.",
      "No fish in the tank: what should have been yours has slipped away because you ignored the people who depend on you. Reconnect with anyone you may have overlooked. Support rests on attention, and it can be rebuilt.",
      "A melon sheltered under willow leaves ripens quietly in the shade. Something good is maturing out of sight. Protect it with gentleness rather than display, and at the right time it may drop into your hands as if from the sky.",
      "You meet the world with your horns out, proud and aloof. People may find that tiring, and you may feel lonely at the top. Yet the distance spares you from entanglement. Accept the price of standing apart, or soften your stance.",
    ],
    angles: {
      guidance:
        "Pay attention to what is entering your life, especially whatever arrives easily. A new opportunity, habit or person may carry more weight than it seems. Enjoy the encounter, but keep your judgment awake, because small things grow quickly now. Today, name one influence you want to welcome and one you would rather keep at a polite distance.",
      finances:
        "An offer may appear suddenly and look very attractive. Read it closely before you commit: the terms, the hidden costs, the long tail of obligations. Even a small concession now can set a pattern that repeats. Share information with the people who rely on you, and let caution steer enthusiasm rather than the other way around.",
      relationships:
        "Someone charming may cross your path, or a familiar bond may show a new side. Enjoy the spark, but take time before you give your heart away; intensity is not the same thing as compatibility. If you are partnered, be mindful of flirtations that seem harmless, because small signals travel far. Stay honest with yourself about what you are looking for.",
    },
  },
  {
    number: 45,
    slug: "gathering-together",
    pinyin: "Cuì",
    characters: "萃",
    english: "Gathering Together",
    lower: "earth",
    upper: "lake",
    keywords: ["gathering", "community", "shared purpose", "preparedness"],
    judgment:
      "People come together, drawn by a common purpose, a trusted leader or a celebration. Tradition pictures a king approaching the ancestral temple with generous offerings, uniting everyone around what they hold sacred. Gatherings thrive when they have a clear center and a generous spirit. Contribute what you can, honor the ties that hold the group together, and stay ready for surprises, since crowds also invite conflict. Togetherness is a strength when it is tended with care.",
    image:
      "Over the earth a lake spreads out, collecting water from every side. Where water pools, life collects around it. Seeing this, the wise prepare for the surprises that any large assembly brings: they keep their tools in order and their wits alert, so that union does not tip over into chaos.",
    lines: [
      "You are sincere but unsure, drifting between commitment and confusion. Reach out honestly and a warm handshake replaces the doubt, with laughter close behind. Do not be shy about calling out for connection; someone is waiting to answer.",
      "Let yourself be drawn into the gathering. Even a modest contribution, offered sincerely, is welcome. There is no need to perform or impress; the people here value your genuine presence more than polish.",
      "You sigh on the edge of things, feeling unable to join the circle. Move toward it anyway. Some awkwardness is unavoidable, but it is small next to the gain of belonging, and it passes sooner than you expect.",
      "Your efforts to bring people together bear generous fruit. Because your motives are unselfish, you can rally others around a good cause without arousing suspicion. Nothing here calls for regret; the results speak well of you.",
      "You hold a central place in the gathering, yet not everyone fully trusts you. Answer doubt with steady, consistent conduct rather than persuasion. Time and integrity will win over the rest, one conversation after another.",
      "You long to belong and feel misunderstood, and tears come. Expressing your sorrow honestly can melt the barrier that words of pride never could. Do not hide your need for company; sincerity is what opens the circle.",
    ],
    angles: {
      guidance:
        "Community matters now. Seek out the people who share your values and invest in those bonds: go to the meeting, host the dinner, join the group you have been curious about. A shared purpose can carry you further than solo effort. At the same time, be ready for friction, since every gathering brings some. Generosity and clear intentions keep the circle whole.",
      finances:
        "Pooling resources with others can be powerful at this point, whether through a cooperative, a family plan or a team effort. Be clear about who contributes what, and put agreements in writing. Groups can be swept along by enthusiasm, so keep a reserve in case plans change. Invest in relationships as well as in assets; networks carry opportunities.",
      relationships:
        "Family events, friendships and social circles may shape your love life now. Bring your partner into your community, or step into theirs. Without a partner, go where people meet around shared interests, and let sincerity matter more than polish. If you feel left out, say so gently; the circle may be wider and warmer than you think.",
    },
  },
  {
    number: 46,
    slug: "pushing-upward",
    pinyin: "Shēng",
    characters: "升",
    english: "Pushing Upward",
    lower: "wind",
    upper: "earth",
    keywords: ["steady ascent", "effort", "gradual advancement", "patient growth"],
    judgment:
      "Like a seedling pushing through soil, you rise by steady effort rather than sudden leaps. The time favors advancement: seek out the people who can help, show your work, and do not be afraid. Tradition says to set out toward the south, toward warmth and light. Progress here comes from adaptability and patience, bending around obstacles as roots do. Keep growing a little each day and the height will take care of itself.",
    image:
      "Inside the earth a tree is growing, adding ring after ring. It does not hurry, and it does not stop. The wise cultivate character the same way, piling one small act of care on another until the sum stands tall, trusting slow accumulation over any spectacle.",
    lines: [
      "You are welcomed as you begin to rise; the people above you trust you and open the way. Start now, with confidence. An ascent grounded in mutual trust like this one brings great good fortune, and it starts well.",
      "Even a small offering made with sincerity is accepted. You do not need perfect resources to advance; honesty and goodwill are enough to be going on with. Begin with what you have, where you are.",
      "You push upward into an empty city and meet no resistance at all. The way is strangely clear. Enjoy the ease, but stay alert, because smooth progress can hide the need to ask where you are really heading.",
      "You are invited to climb to a place of honor, like a guest led up a sacred mountain by the king himself. Accept with humility. Your work is being recognized, and you can serve in a larger way.",
      "You advance step by step, steadily and in good order, like someone climbing a long stair. Do not skip stages. Careful, persistent effort brings you to your goal, and each step secures the one beneath it.",
      "You keep climbing in the dark, even though the summit is out of sight. Blind ambition wears you out. Pause and reconsider, then channel your persistence into what is genuinely worth the effort, rather than height for its own sake.",
    ],
    angles: {
      guidance:
        "Growth is possible now, and it will come through steady effort rather than dramatic leaps. Take the next small step: send the message, practice for an hour, ask advice from someone a little further along. You rise the way a tree does, by adding rings, not by jumping. Trust that small consistent actions add up to real height.",
      finances:
        "Financial progress is likely to be gradual. Build income or savings through regular contributions, new skills and reliable work. Look for guidance from people with more experience. Steer clear of shortcuts that promise fast gains. A clear plan, broken into stages and followed patiently, can lift you further than any gamble, and it lets you sleep at night.",
      relationships:
        "Trust between two people can deepen gradually now. Show up consistently, keep your promises, and let trust grow one ring at a time. Small gestures repeated week after week matter more than grand declarations. If you are single, focus on becoming the person you want to be; connection often follows that kind of steady flourishing without being chased.",
    },
  },
  {
    number: 47,
    slug: "exhaustion",
    pinyin: "Kùn",
    characters: "困",
    english: "Exhaustion",
    lower: "water",
    upper: "lake",
    keywords: ["exhaustion", "adversity", "inner resilience", "constraint"],
    judgment:
      "The lake has drained, its water sunk out of reach. You may feel hemmed in, tired and unheard. Tradition counsels that adversity tests character without needing to break it. Words may not be believed now, so let actions carry your meaning. Keep your spirit intact, conserve your energy, and hold to what you know is right. People who stay steady through hard times often come out with a deeper strength. This is a passage, not a destination.",
    image:
      "Above, the lake is empty; its water has seeped into the ground beneath. Where there should be plenty, there is dryness. In such times the wise hold to what they have set their hearts on, refusing to let outer hardship drain their inner resolve. They may lose comfort, but they keep their will.",
    lines: [
      "You sit beneath a bare tree and wander into a gloomy valley, seeing nothing for a long time. Do not let the gloom convince you it is permanent. Small, stubborn acts of hope are the path out, and the first one can be tiny.",
      "Even at a table full of food and drink, something weighs on you. Help is on its way from an unexpected quarter, perhaps someone in a position of authority. Meet it with quiet devotion, and do not charge ahead blindly while you wait.",
      "You push against rock, lean on thorns, and come home to find no comfort waiting. Everything you grab hurts. Stop straining against the wrong things and look for support where it actually exists, however humble it seems.",
      "Help arrives slowly, as though riding in a golden carriage that keeps getting stuck. The delay stings, yet relief does reach you in the end. Be patient with the slowness, and do not blame yourself for it.",
      "You feel cut off and misunderstood, even by those who ought to back you. Slowly, gladness returns. Stay sincere and keep up the small, steady work of integrity; time is on the side of those who do.",
      "You are tangled in creeping vines, doubtful and hesitant, sure that any move will be a mistake. Recognize that fear for what it is, then act with resolve. Stepping out of the tangle is what sets you free.",
    ],
    angles: {
      guidance:
        "Drained, boxed in, running low: you may feel all of these. This is a time to conserve energy and protect your spirit. Do what you can, rest where you must, and keep your values steady. Words may not change much at the moment, but your actions still count. Ask for help from the right people, and remember that exhaustion is a season, not a verdict on who you are.",
      finances:
        "Money may be tight and choices few. Focus on essentials and look for practical support: a payment plan, a word with a trusted adviser, the resources your community offers. Avoid risky moves made out of desperation. Small, steady steps will carry you through this dry spell. Keep your dignity, too; financial strain is never a measure of your worth.",
      relationships:
        "Tiredness may have crept into a bond, or you may feel unheard. Lower the pressure: listen more, demand less, and concentrate on small acts of care. If you feel trapped, reach out to friends you trust for perspective and company. On your own, tend to your well-being first, since depletion is poor soil for new beginnings.",
    },
  },
  {
    number: 48,
    slug: "the-well",
    pinyin: "Jǐng",
    characters: "井",
    english: "The Well",
    lower: "wind",
    upper: "water",
    keywords: ["deep resources", "steady service", "upkeep", "shared nourishment"],
    judgment:
      "People rebuild their towns and move their houses, but the well stays put. This hexagram speaks of what nourishes everyone: deep sources of wisdom, shared resources, the plain structures that keep a community alive. Tradition warns that if the rope falls short or the jug cracks, the water never reaches the people who need it. Tend the foundations. Keep your inner source clear, and keep the means of drawing from it in good repair, so that what you have can actually be shared.",
    image:
      "Wood reaches down into water, like a bucket lowered on its rope, and water is lifted up. The picture is of cooperation that makes a deep resource usable. The wise cheer people on in their labor and get them helping one another, so that the water of life reaches every household.",
    lines: [
      "The well is muddy and nobody drinks from it; even animals pass it by. You may feel neglected or out of date. Clear away what has silted up, refresh your skills, and prepare to be useful again.",
      "Small fish dart at the bottom of the well while the jug leaks. Your gifts are being spent on trivial things, or lost through cracks you have not mended. Repair the vessel and direct your abilities toward work that deserves them.",
      "The well has been cleaned, yet no one draws from it, and that hurts. Your worth goes unrecognized for now. Keep your water clear; someone with clear eyes will eventually come, lower a bucket and be glad.",
      "The well is being lined with stone, and for a while no water is drawn. This is a season of maintenance rather than output. Strengthening yourself now, quietly, makes you far more useful later on.",
      "A clear, cold spring rises in the well, fresh and ready for anyone. Your wisdom and resources are ripe to nourish others. Share them freely; this is the moment the digging and lining were for.",
      "Water is drawn up without hindrance, and the well stays open to all. Your service has become dependable and generous, and people rely on it. Leave the cover off; good fortune flows from giving that never runs dry.",
    ],
    angles: {
      guidance:
        "Go back to your source. What truly nourishes you: a practice, a friendship, a body of knowledge, quiet time? Clear out what has clogged it and mend whatever keeps you from drawing on it. Your inner life is a well, and the world benefits when it runs clear. Today, do one thing that deepens the source rather than only using it up.",
      finances:
        "Attend to the infrastructure of your finances: the accounts, the systems, the habits that hold everything up. Repair what is leaking and replace what has worn out. Invest in skills and tools that keep providing over years, not only in quick returns. A sound system quietly supports everything you build on top of it, long after the excitement of a windfall fades.",
      relationships:
        "The deepest bonds draw on a shared source of trust, respect and care. Is yours clear, or has sediment built up? Talk honestly, clean out old grievances, and keep the rope strong through small, consistent gestures. If you are single, consider what you have to offer from your own depths, and let that lead you toward people who value it.",
    },
  },
  {
    number: 49,
    slug: "revolution",
    pinyin: "Gé",
    characters: "革",
    english: "Revolution",
    lower: "fire",
    upper: "lake",
    keywords: ["revolution", "transformation", "good timing", "shedding the old"],
    judgment:
      "Change of the deep kind, the shedding of an old skin, is at hand. Tradition says a revolution is believed only when its day has truly come: started too early, it finds no support; started at the right hour and for sound reasons, it carries people with it. Examine your motives, prepare thoroughly, and let the need become plain to others before you act. Done with integrity, transformation feels less like upheaval and more like a season turning.",
    image:
      "Fire burns beneath the lake, and the two contend: the water may drown the flame, or the flame may boil the water away. Out of such a contest something new has to come. The wise study the turning of the year and track its seasons, so that change arrives in its order, and they read the times before trying to reshape them.",
    lines: [
      "Bind yourself firmly, as if wrapped in the hide of a yellow cow. The moment for change has not yet arrived, so hold still and keep your intentions to yourself. Acting now would waste the force you will need later.",
      "When the day has come, you may begin. Preparation is in place and the need is clear to everyone. Step forward with confidence; timing is on your side, and holding back at this point would be the real mistake.",
      "Rushing ahead brings trouble, yet refusing to move is wrong as well. Talk the change over, and when the idea has been discussed and tested three times, commit to it. Measured resolve, not impatience, carries this stage.",
      "Doubts fall away, and others begin to trust the change you propose. Because your heart is sincere, the transformation can reach deep, even into the rules that govern daily life. Good fortune attends an honest remaking.",
      "You change the way a tiger's coat changes with the season: boldly, visibly, with a clarity no one can miss. People believe in it before they even ask for reasons. Your transformation speaks for itself and needs no oracle to vouch for it.",
      "You change like a leopard, refining what has already been transformed, while others merely adjust their faces to suit the new order. Do not push further now. The great change is done; settle in, consolidate gently, and let it hold.",
    ],
    angles: {
      guidance:
        "Something old is ready to be shed. A habit, a role, a belief about yourself may no longer fit. Before you tear it down, check your timing and your motives: is the need clear, and have you prepared what comes next? Change made at the right hour, for good reasons, tends to be welcomed. Start with one concrete step today and let the rest follow.",
      finances:
        "A financial overhaul may be due: a new budget, a career move, a different way of saving. Research thoroughly and plan the transition before you jump. Discuss it with the people it affects, and trial the plan in small ways first. Hasty change can cost more than it saves, whereas well-timed change can reset your footing for years to come.",
      relationships:
        "A bond may be ready for real transformation: new agreements, a deeper commitment, or an honest rethink. Talk it through more than once before acting, so both of you understand what is changing and why. Not yet with anyone? Shed an old pattern in how you choose partners. The new way may feel strange at first, and then, quite suddenly, right.",
    },
  },
  {
    number: 50,
    slug: "the-cauldron",
    pinyin: "Dǐng",
    characters: "鼎",
    english: "The Cauldron",
    lower: "wind",
    upper: "fire",
    keywords: ["nourishment", "refinement", "cultivation", "offering"],
    judgment:
      "The ancient bronze cauldron held offerings and feasts, turning raw food into nourishment fit for guests and ancestors alike. This hexagram speaks of culture, refinement, and the ordinary transformed into something that feeds the spirit. Tend the vessel of your life: your skills, your values, the traditions you choose to keep. Then offer what you cook to others. Good fortune gathers when what you make serves something larger than your own appetite.",
    image:
      "Flames lick up around wood, and the cauldron set above them simmers. The fire needs fuel, the vessel needs to stand level, and the meal needs time. The wise take their rightful place and hold it firmly, keeping their lives balanced so that what is meant to come through them can take shape.",
    lines: [
      "The cauldron is tipped over to empty out stale leftovers. What looks like an upset is really a cleansing. Even an unconventional beginning can lead somewhere good when the aim is to make room for something fresh.",
      "There is food in the cauldron. Others may envy what you have, yet they cannot harm you while you keep to your work. Stay focused and quietly modest; what you are cooking is worth protecting from distraction.",
      "The handles of the cauldron have come loose, so no one can lift it, and the rich pheasant meat goes uneaten. Your gifts are not being used. Be patient. When the rain comes, the tension breaks and your worth will be noticed.",
      "The legs of the cauldron snap and the feast spills across the floor. You have taken on more than your support can bear. Admit the mistake honestly, clean up, and rebuild on a sturdier footing before taking on so much again.",
      "The cauldron has yellow handles and golden carrying rings: it is ready to be lifted and shared. Your position is sound, and you can offer nourishment to many people. Stay receptive to good counsel, and keep your purpose steady.",
      "The cauldron bears rings of jade, hard and gleaming yet soft to the touch. Strength and gentleness meet in harmony here. Your work has reached its refined form, and it brings great good fortune to everyone who shares it.",
    ],
    angles: {
      guidance:
        "Think of your life as a vessel in which raw experience becomes something nourishing. What are you cooking? Invest in the skills, habits and values that turn ordinary days into meaning, and share the results. Today, make something with care, whether a meal, a piece of work or a kind message, and offer it to someone who will be glad of it.",
      finances:
        "Build value that lasts: skills, a solid reputation, tools that keep producing. A career or business built on real substance tends to hold up. Look after the structure supporting your work, since a cracked vessel spills whatever it holds. Share rewards fairly with those who helped you cook the meal, and avoid taking on more than your foundation can carry.",
      relationships:
        "A relationship can be a cauldron in which two lives become something richer together. Tend the fire: shared meals, rituals, gestures of care. Keep your commitments sturdy so nothing spills when pressure rises. If you are single, cultivate what you bring to the table, your interests, your warmth and your values, and let someone discover its flavor.",
    },
  },
  {
    number: 51,
    slug: "shock",
    pinyin: "Zhèn",
    characters: "震",
    english: "Shock",
    lower: "thunder",
    upper: "thunder",
    keywords: ["shock", "awakening", "sudden change", "composure"],
    judgment:
      "Thunder arrives without warning and everything shakes. Shock startles you out of complacency and shows what really matters. Tradition describes someone who, though thunder terrifies the country for a hundred miles around, does not spill the ladle of sacrificial wine: fear comes, then laughter, then composure. Let the jolt wake you rather than scatter you. Once the noise fades, look at what it uncovered, and carry on with steady hands.",
    image:
      "Thunder rolls upon thunder, one crash after another, and the sky itself seems to tremble. In awe of such power, the wise take honest stock of how they live and tidy what needs tidying, so that when the next jolt comes they can stand upright, with nothing they would be ashamed to have revealed.",
    lines: [
      "Shock arrives, and for a moment you tremble. Then laughter comes, the shaky release of someone who finds they are unharmed. The fright leads somewhere good, because it has shaken you into alertness and shown you what you value.",
      "The jolt brings danger and loss, and you scramble up to high ground. Do not run after what you dropped. Tradition says that in seven days it comes back on its own. Protect yourself first; belongings can wait.",
      "The shock leaves you dazed and unsettled. Let it move you to action rather than freeze you in place. Even disorientation can become a turning point if you respond by changing what clearly needs changing.",
      "The shock gets stuck in the mud. Your energy bogs down and nothing moves forward. Haul yourself out with small, deliberate efforts, and do not wait for another thunderclap to get you going again.",
      "Shock comes and goes, again and again, and there is danger in it, yet nothing essential is lost. Stay at your center and keep working. Repeated jolts can become familiar instead of frightening, and your task remains within reach.",
      "Panic spreads, and people stare wildly around them. Do not rush forward in the confusion. If the trouble strikes your neighbor instead of you, take the warning and prepare quietly. Gossip may follow; let it pass without joining in.",
    ],
    angles: {
      guidance:
        "Something has startled you, or soon might. Let the first wave of fear pass before you act. Shock can be a gift when it wakes you to what you had been ignoring. Breathe, steady your hands, and ask what this event is showing you. Then respond with one clear, grounded step rather than a flurry of reactions you would later regret.",
      finances:
        "An unexpected expense, a sudden market swing or abrupt news at work may rattle you. Avoid panic decisions. Take a day, review the facts, and consult someone level-headed before you move money or sign anything. A surprise can expose weaknesses in your plans; treat it as information, shore up your reserves, and adjust calmly once the dust settles.",
      relationships:
        "A jolt may shake a relationship: surprising news, a sharp argument, a revelation. Let emotions settle before you respond. Shock can clear stagnant air, showing what matters to each of you. Listen with care, speak when steadier, and do not make permanent decisions in the heat of the first reaction. For the unattached, an unexpected encounter could be the wake-up call.",
    },
  },
  {
    number: 52,
    slug: "keeping-still",
    pinyin: "Gèn",
    characters: "艮",
    english: "Keeping Still",
    lower: "mountain",
    upper: "mountain",
    keywords: ["stillness", "rest", "meditation", "boundaries"],
    judgment:
      "Stillness, like one mountain resting on another, brings a deep and lasting calm. Tradition speaks of keeping the back still, so that the restless self falls quiet; you cross the courtyard without being pulled toward every person in it, not from coldness but from inner peace. Stop when it is time to stop, and move when it is time to move. Real rest is not the absence of action; it is action in harmony with the moment.",
    image:
      "Mountains stand beside mountains, firm and unmoving, each content in its place. Contemplating them, the wise let their thinking stay with the situation they are actually in. They do not let the mind wander off into what is not theirs to handle, and they find clarity in that restraint.",
    lines: [
      "Keep your toes still before you take the first step. Pausing right at the beginning, before anything has gone wrong, prevents a whole chain of mistakes. Stay steady and quietly committed to what is right; there is time.",
      "You hold your calves still, yet you cannot stop the person you follow from rushing on, and your heart is heavy. Stillness has been forced on you while others hurry. Accept what lies beyond your control and keep your own balance.",
      "Forcing yourself still, as if locking your hips rigid, creates stiffness and strain, and tension smolders in the chest. Calm cannot be imposed by sheer force. Loosen your grip, breathe slowly, and let quiet arise of its own accord.",
      "You quiet the trunk of your body, the very center of yourself. You have not yet reached full peace, but this is a sound step along the way. You are learning to hold yourself calmly, and that learning will last.",
      "You keep your jaw still and choose your words with care. Speech that is measured and orderly prevents regret, and people listen more closely to someone who does not rush. Before you talk, let the words settle like silt in clear water.",
      "Stillness now comes from a generous and settled heart. It is no longer strain but peace, as natural as a mountain under snow. This calm, deeply rooted, brings good fortune and endures well beyond the moment.",
    ],
    angles: {
      guidance:
        "Stop. Not forever, just long enough to feel where you are. Constant motion has a way of hiding the questions that matter. Give yourself an hour of quiet today: a walk, a sit, a silent cup of tea. Let thoughts come and go without chasing them. Clarity often appears once the dust settles, and your next step will be truer for the pause.",
      finances:
        "Hold your position. This is not the moment for new ventures or sudden moves. Review what you have, let your plans settle, and resist pressure to act simply for the sake of acting. Steady, unhurried decisions made after reflection tend to serve you better than reactions. If in doubt, wait a week and look again with fresh eyes.",
      relationships:
        "Quiet time can deepen a connection. Sit together without an agenda, or give each other space to rest. If conflict has been flaring, pause before saying more; calmer words will come. If you are single, take a break from seeking and let yourself simply be. Stillness has a way of clearing the view so that real compatibility becomes visible.",
    },
  },
  {
    number: 53,
    slug: "gradual-development",
    pinyin: "Jiàn",
    characters: "漸",
    english: "Gradual Development",
    lower: "mountain",
    upper: "wind",
    keywords: ["gradual progress", "patience", "steady growth", "commitment"],
    judgment:
      "A tree on a mountainside grows slowly and grows strong. Development here comes step by step, in proper order, like a wedding where every custom is honored in its turn. Tradition pictures the wild goose landing stage by stage, from the riverbank to the clouds. There is no need to rush. Take each step thoroughly and let every stage become secure before reaching for the next. Patient progress builds something that lasts for generations.",
    image:
      "On the mountain a tree grows, slowly rooting and rising and changing the landscape around it. Its influence is gentle but lasting. The wise carry themselves with quiet dignity and kindness, and the habits of those around them improve bit by bit, the way a single tree slowly reshapes a slope.",
    lines: [
      "The wild goose approaches the shore, and the young one is exposed to danger and chatter. You are starting out, vulnerable and perhaps criticized. Be careful and steady; there is nothing wrong with beginning slowly, whatever others say.",
      "The wild goose settles on a broad rock and eats and drinks in peace. Having found secure footing, you can share your good fortune with those around you. Enjoy the rest, because it has been earned.",
      "The wild goose wanders onto dry high ground where it does not belong. Rash advance brings loss, like a traveler who never comes home. Defend what you already have rather than chasing conflict or overreaching into exposed territory.",
      "The wild goose lands in a tree, where webbed feet grip poorly, and perhaps it finds a flat branch. Your position is awkward, but with flexibility you can still find a secure place. Adapt, be humble, and hold on.",
      "The wild goose reaches the summit. For a long while you may feel isolated or misunderstood, even by those closest to you. In the end nothing can block what is right, and the patience you showed will be recognized.",
      "The wild goose rises into the clouds, and its dropped feathers are used in a sacred dance. Your journey becomes an example to others. Whatever you have built through patience now inspires people far beyond your own circle.",
    ],
    angles: {
      guidance:
        "Progress will come, just not all at once. Honor each stage: learn the basics before the advanced moves, build trust before asking for commitment. If you feel impatient, look back at how far you have come. A single consistent practice, sustained for months, will take you further than a burst of effort. Be gentle with your pace.",
      finances:
        "Steady growth is favored over quick wins. Regular saving, gradual skill-building and a career that advances step by step may be slower, yet they are more secure. Avoid jumping ahead with borrowed money or untested schemes. Honor your agreements and let your reputation build. Over time, patience can compound into real stability.",
      relationships:
        "Love that grows slowly tends to grow deep. Let a new connection unfold in stages, with time to know each other. In an established bond, renew commitments and keep the customs that bind you. Tradition sees this hexagram as an image of a well-arranged marriage, so honor the proper order of things and trust the process.",
    },
  },
  {
    number: 54,
    slug: "the-marrying-maiden",
    pinyin: "Guī Mèi",
    characters: "歸妹",
    english: "The Marrying Maiden",
    lower: "lake",
    upper: "thunder",
    keywords: ["subordinate roles", "unequal bonds", "tact", "modest expectations"],
    judgment:
      "A young woman enters a household as a junior bride, a place with little say in how things are run. Tradition warns that pushing forward from such a position brings trouble; it is not a role for giving orders. The hexagram speaks of relationships formed by inclination rather than formal agreement, and of the tact needed when you are not in charge. Know your place in the arrangement, keep your dignity, and keep your eye on the long view.",
    image:
      "Thunder rolls over the lake and the water stirs in answer. Desire moves, and the heart follows it. The wise understand that every union must be seen in the light of its ending, so they consider from the very start what will endure and what will fade, and they build accordingly.",
    lines: [
      "You enter as a junior partner, like someone with a limp who can still walk. Though your role is small, you can be effective by staying modest and loyal to the person you serve. Make the most of the modest influence you have.",
      "Like someone with one good eye who can still see the road, you stay faithful even when the relationship disappoints you. Your loyalty is a quiet strength. Keep to it, even if no one seems to notice the effort.",
      "You accept a lowly position because you want something badly, and the bargain wears at your dignity. Wait for a better arrangement, or reconsider what you truly value. Settling out of hunger rarely satisfies for long.",
      "You hold back, waiting for the right moment and the right match even past the expected time. Your patience is wise. A late union, entered on your own terms, can turn out to be a fortunate one.",
      "The princess goes to her wedding in plainer clothes than her maid. True worth needs no show. This humility is like the moon just before it is full, quietly radiant, and it draws good fortune toward you.",
      "She holds a basket with no fruit in it, and he cuts the sheep and no blood flows. The ritual is empty, form without substance. Nothing comes of going through the motions. Look for sincerity, not appearances, before going any further.",
    ],
    angles: {
      guidance:
        "You may be in a position where you have less power than you would like. Rather than forcing your way, use tact and patience. Understand the unwritten rules of the situation, and look for the influence you do have. Keep your self-respect intact. Over time, consistent integrity can shift your standing more than any dramatic move.",
      finances:
        "Be cautious about arrangements where you are the junior party: a contract with unclear terms, an informal loan between friends, a job with vague expectations. Clarify before you commit. Do not accept a poor deal simply because you want in. Keep your expectations modest and your documentation thorough, and protect your interests politely but firmly.",
      relationships:
        "Watch for imbalance. Is one person making all the decisions, or are you entering a connection mainly out of longing? Attraction can sweep you along, so check whether the bond is built on mutual respect. Be willing to wait for a relationship that honors you. If you are partnered, talk openly about roles and expectations.",
    },
  },
  {
    number: 55,
    slug: "abundance",
    pinyin: "Fēng",
    characters: "豐",
    english: "Abundance",
    lower: "fire",
    upper: "thunder",
    keywords: ["abundance", "fullness", "peak brightness", "generous leadership"],
    judgment:
      "Abundance is a peak moment, bright as the sun at noon. Everything seems full and you stand at your height. Tradition counsels against sadness that it will pass: be like the midday sun instead, shining on everyone without holding back. Enjoy the fullness, share it generously, and make the most of the light while it lasts. Every peak is followed by a descent, and wisdom lies in using the brightness well rather than clinging to it.",
    image:
      "Thunder and lightning arrive together, brilliant and powerful, filling the whole sky at once. This is the hour of fullness. The wise use such clarity to settle disputes and see fair decisions through, the lightning showing what is true and the thunder giving it force.",
    lines: [
      "You meet a partner whose strengths complement yours, someone of equal weight. Together you can achieve a great deal, and for a season nothing goes wrong. Move forward with confidence and share the work fairly between you.",
      "A heavy curtain blocks the light so thoroughly that stars appear at noon. Your view is obscured, and approaching directly may arouse suspicion. Stay sincere and patient; what is true tends to emerge once the screen thins.",
      "The thicket grows so dense that even faint stars show at midday, and your right arm is broken. Your ability to act is limited, through no fault of your own. Wait for better conditions instead of straining against the dark.",
      "The curtain still hangs heavy, but a kindred spirit appears and helps dispel the gloom. Together you find the way that neither could see alone. Good fortune comes through that partnership of equals.",
      "Light pours in, and talented people gather around you. Blessings and praise follow naturally. Open yourself to the advice and energy of others, and the whole circle shines brighter than any single lamp could.",
      "Your house is grand, yet you have shut out your own family. You peer through the gate and see no one there. Isolation in the midst of plenty is hollow. Open your doors and reconnect before the silence settles in for years.",
    ],
    angles: {
      guidance:
        "Things may be going very well, with energy, opportunity and recognition all around. Enjoy it without fear of the inevitable ebb. Use this bright period to make clear decisions, help others and set solid plans in motion. Fullness is meant to be shared. Ask yourself today: who can I bring into this light with me?",
      finances:
        "A prosperous spell may be here: strong income, successful projects, good returns. Celebrate, and also use the clarity to secure your position. Pay down debts, build reserves, and be generous where you can. Abundance is seasonal by nature; preparing for the quieter months ahead is part of enjoying this one wisely.",
      relationships:
        "Love may feel abundant, full of warmth, plans and shared joy. Savor it openly. Share your happiness with friends and family rather than retreating into a private bubble. If misunderstandings creep in, clear them quickly while the light is bright. Single or not, you may be at your most radiant; let yourself be seen.",
    },
  },
  {
    number: 56,
    slug: "the-wanderer",
    pinyin: "Lǚ",
    characters: "旅",
    english: "The Wanderer",
    lower: "mountain",
    upper: "fire",
    keywords: ["travel", "transition", "courtesy abroad", "traveling light"],
    judgment:
      "The traveler moves through unfamiliar lands, welcome in some places, a stranger in all of them. Tradition says a wanderer does well through small things: courtesy, modesty and care. This is no time to build an empire on the road. Keep your bags light, your manners kind and your judgment clear. Wherever you go, be gracious and watchful; the way home, or to a new home, is made of many small good choices.",
    image:
      "Fire on the mountain blazes brightly and does not linger; it moves on across the dry grass. The wise judge with a clear head and a light hand, settle quarrels promptly, and keep no one waiting in confinement longer than needed. Then, like the fire, they travel on.",
    lines: [
      "The traveler wastes energy on petty quarrels and trivial matters. Such small-mindedness invites trouble on the road and makes enemies where you need hosts. Keep your dignity and save your attention for what truly matters.",
      "The traveler reaches an inn, keeps his belongings safe, and finds a loyal young helper. Being modest and reliable, you find support even far from home. Rest a while, and accept the kindness you are shown.",
      "The traveler's lodging burns down and the helper walks away. Arrogance or carelessness has cost you your shelter and your allies. Be humble now, repair what you can, and treat the people around you with more respect.",
      "The traveler finds a place to stop and even gains some property and a tool for protection, yet the heart stays uneasy. You have a foothold but still feel like an outsider. Accept the unease; it is the price of being between places.",
      "With a single arrow the traveler brings down a pheasant, losing only that arrow. A small sacrifice earns recognition and a place among new people. Use your talents with care, and doors begin to open for you.",
      "The bird's nest catches fire. The traveler laughs at first, then must weep. Careless ease leads to loss, like a herder who lets the cow wander off while joking. Stay mindful; pride in a strange place can cost you everything you carried.",
    ],
    angles: {
      guidance:
        "Whether you are literally on the road or simply between chapters of life, this is a time of transition. Travel light, in luggage and in expectations. Be curious, polite and adaptable, and avoid making enemies in places where you are a guest. Small kindnesses open doors. Remember that being a stranger is temporary, and use the outsider's fresh eyes to see what locals miss.",
      finances:
        "Keep finances simple and mobile during a period of change. Avoid large commitments in unfamiliar territory, such as property far away or investments you do not understand. Guard your documents and valuables. If you are starting a new job or moving, be modest, learn the local customs, and build a small reserve for the unexpected costs that always come with being new.",
      relationships:
        "Connections during a transitional time can be warm but fleeting. Enjoy them without demanding more than they can give. If you are in a relationship while one of you is far away or changing, keep communication light and kind. Unattached travelers often find lovely encounters on the way; stay open-hearted, yet guard your well-being.",
    },
  },
  {
    number: 57,
    slug: "the-gentle-wind",
    pinyin: "Xùn",
    characters: "巽",
    english: "The Gentle Wind",
    lower: "wind",
    upper: "wind",
    keywords: ["gentle influence", "persistence", "subtlety", "quiet penetration"],
    judgment:
      "Wind follows wind, slipping through every crack, bending the grass, shaping dunes over years. Influence of this kind is gentle but persistent, working by steady penetration rather than force. Small gains come this way, and they add up. Tradition favors having a clear aim and seeking seasoned advice. Keep returning to your purpose like a breeze that never quite stops, and in time what seemed immovable will give way.",
    image:
      "Winds follow one upon another, each carrying on where the last left off. The wise spread their intentions the same way: they repeat their message patiently and see their plans through with consistency, so that the influence seeps in slowly and stays for good.",
    lines: [
      "You waver, stepping forward and back, unable to settle. Borrow the discipline of a soldier: pick a direction and follow it through. Indecision drains more strength than almost any choice you could make today.",
      "Something hidden needs searching out, as you might look under a bed for what lurks in the shadows. Call on people who understand such matters, counselors or trusted friends. Bringing the concealed into the open brings good results.",
      "You keep probing and reconsidering, turning the question over yet again. Endless deliberation becomes a trap of its own and leaves you looking foolish. Make the decision, then stand by it without reopening the case every hour.",
      "Regret falls away. Like a hunt that brings home three kinds of game, your gentle efforts gather rewards of several sorts at once. Keep acting with modest persistence, and share what you bring back.",
      "A change that begins badly can still end well. Take time before it, three days of reflection, and time after it, three days of review. Careful adjustment turns a poor start into a sound conclusion.",
      "You search too far under the bed, probing until you lose your footing and your means of defense. Analysis has turned into weakness. Step back, stop digging, and let the matter rest before you lose more than you find.",
    ],
    angles: {
      guidance:
        "Gentle persistence will achieve more than force right now. Decide what you want to influence, then return to it quietly every day: a short practice, a patient conversation, a small improvement. Like wind wearing down stone, consistency works where pushing fails. Seek advice from someone wise, and keep your aim clear, not scattered.",
      finances:
        "Small, regular actions are the way forward: automatic savings, gradual debt reduction, steady skill development. Avoid dramatic moves, however tempting a sudden swing may look. If you need to negotiate, be diplomatic and patient; repeated, courteous persistence often wins where aggression does not. Take time to research before decisions, but do not let analysis stall action forever.",
      relationships:
        "Soft influence works best in love now. Instead of demanding change, model what you hope for and speak your needs gently, more than once if necessary. Pay attention to what is unspoken between you, the sighs, the pauses, the subjects that get changed. If you are single, let attraction build slowly through repeated, easy contact rather than one grand gesture.",
    },
  },
  {
    number: 58,
    slug: "the-joyous-lake",
    pinyin: "Duì",
    characters: "兌",
    english: "The Joyous Lake",
    lower: "lake",
    upper: "lake",
    keywords: ["joy", "delight", "openness", "shared pleasure"],
    judgment:
      "Two lakes linked together refresh each other, and joy shared becomes joy doubled. This hexagram speaks of delight, openness, friendly exchange, and the happiness that comes from being genuinely yourself among others. Tradition values joy that is firm within and gentle without: not flattery, not indulgence, but warmth rooted in truth. Encourage the people around you, speak kindly, and let gladness flow. It makes hard work lighter and draws people together.",
    image:
      "Two lakes lie side by side, their waters mingling so that neither dries out. The wise gather with friends for conversation and shared study, and that lively exchange keeps each of them fresh, just as one lake keeps the other brimming through the dry months.",
    lines: [
      "Here is a quiet, contented joy that asks for nothing more. Being at peace with yourself is the foundation of every other gladness. Enjoy this simple happiness, since it is steady and brings good fortune.",
      "Sincere joy, grounded in what is true, clears away regret. Do not let tempting but shallow pleasures lure you from what is genuine. Your honesty is what makes your happiness trustworthy to others and to yourself.",
      "Joy sought from outside, pleasures pursued to fill an inner emptiness: this kind of hunting rarely satisfies and can lead you astray. Look inward for the source of contentment before reaching for the next distraction.",
      "You weigh one pleasure against another, restless and unsure. Decide firmly for what is worthy and let the rest go. Once you turn away from what would harm you, real joy has room to arrive.",
      "Trusting influences that slowly wear you down is risky. Someone or something may be draining your good nature while smiling at you. Stay alert, and protect your cheer from what would corrode it.",
      "A seductive pleasure is leading you along by the hand, perhaps toward a place you do not truly want to go. Notice the pull, name it, and make a conscious choice instead of drifting with the current.",
    ],
    angles: {
      guidance:
        "Let joy in. Spend time with people who make you laugh, share a meal, talk about ideas you love. Happiness grounded in honesty is not frivolous; it refreshes you for everything else. Be wary of pleasures that flatter or distract, and lean toward those that nourish. Today, do something purely because it delights you, and invite someone along.",
      finances:
        "Cooperation and goodwill can make money matters smoother now. Friendly negotiations, collaborative projects and a cheerful workplace tend to be more productive. Enjoy your earnings, yet steer clear of impulse purchases meant to fill an empty moment. Spend on experiences shared with others rather than on things meant to impress, and keep a clear head when a smooth talker offers a deal.",
      relationships:
        "Lightness and laughter nourish love now. Make time for play, conversation and shared pleasures. Speak kindly and openly, and enjoy each other without agenda. Be cautious only of charm that lacks substance. Parties and gatherings may bring delightful connections to anyone unattached; let your natural warmth show, and notice who meets it with sincerity.",
    },
  },
  {
    number: 59,
    slug: "dispersion",
    pinyin: "Huàn",
    characters: "渙",
    english: "Dispersion",
    lower: "water",
    upper: "wind",
    keywords: ["dispersion", "dissolving barriers", "reunion", "letting go"],
    judgment:
      "Wind blows over the water and breaks up the ice, and what was frozen begins to flow again. Dispersion dissolves rigid barriers: selfishness, division, hardened hearts. Tradition tells of a ruler going to the temple so that people scattered in spirit might find one another again in shared reverence. Now is the time to let go of whatever isolates you and reconnect with something larger. Bold ventures across wide waters may be favored, as long as your heart is whole and your purpose clear.",
    image:
      "Wind moves across the water, scattering its surface into ripples and melting the ice along the shore. Seeing this, rulers long ago honored the divine and raised temples, gathering scattered hearts around something shared. Dissolve what divides, and build what brings people back together.",
    lines: [
      "Help comes with the strength of a horse. Act quickly to break up a misunderstanding before it freezes into a grudge. Stepping in early, while the rift is still thin, prevents a much wider one later.",
      "As things come apart, hurry to whatever steadies you, the way you would grab a sturdy rail on a rocking boat. Find your anchor in people or principles you trust, and regret loosens its hold.",
      "You dissolve your own self-absorption, setting personal concerns aside for a larger purpose. There is nothing to regret in that. What you release makes room for what truly matters, and you feel lighter for it.",
      "You step away from your usual circle to serve a wider good. It may look like loss at first, yet scattering leads to a larger gathering, the way loose soil heaped together rises into a hill. Few people see this coming.",
      "Like sweat that breaks a fever, a bold declaration dissolves the tension. A leader's clear word, spoken from the center, can unite people who were drifting apart. Speak it now, while the moment is open.",
      "You wash away what is harmful and leave danger behind. By going out, keeping your distance and not looking back, you avoid the worst of it. Removing yourself from a poisonous situation is no failure; it brings relief.",
    ],
    angles: {
      guidance:
        "What has frozen in you, or between you and others, is ready to thaw. Let go of rigid positions, old grudges or a self-image that isolates you. Reconnect with a purpose or community larger than your own concerns. A shared ritual, a conversation across a divide or a moment of reverence can dissolve walls that arguments could not touch.",
      finances:
        "Loosen what has become stuck: stagnant savings that could be put to work, tangled accounts that need consolidating, an old grievance over money between you and someone close. Simplify and reorganize. Be cautious, though; dispersion can also mean funds scattering too widely. Gather what is essential and release what no longer serves your aims.",
      relationships:
        "Barriers between you and someone you care about can soften now. Reach out first, with humility and warmth. Let go of being right. Shared activities, especially ones with meaning, like a ritual or a cause you both care about, can reunite hearts. If you are single, step beyond your usual circles and let new currents carry you somewhere new.",
    },
  },
  {
    number: 60,
    slug: "limitation",
    pinyin: "Jié",
    characters: "節",
    english: "Limitation",
    lower: "lake",
    upper: "water",
    keywords: ["limits", "moderation", "measure", "healthy boundaries"],
    judgment:
      "A lake can hold only so much water; past that point it overflows. Limitation gives shape and meaning to freedom. Tradition counsels healthy limits, clear boundaries around time, money, energy and words, yet it also warns that limits grown bitter and harsh cannot be sustained. Find the measure that feels right, firm enough to hold and gentle enough to endure. Structure chosen wisely becomes a source of strength rather than a cage.",
    image:
      "Water lies above the lake, held within its banks. The shore gives the water its shape. The wise set down weights, measures and fair rules, and think hard about what decent conduct asks of people, because well-defined boundaries make freedom workable for everyone.",
    lines: [
      "You stay within your own doorway and courtyard, and that is wise. Knowing when to stay put is a skill. Hold back, prepare quietly, and keep your plans to yourself; your moment has not yet come, and you lose nothing by waiting.",
      "You stay inside the gate when you should be going out, and the chance slips by. Excess caution can cost as much as recklessness. When the door stands open and the way is clear, step through it.",
      "Ignoring limits leads to consequences you will have to lament. Own your part, without excuses, and learn from it. The sting of regret is pointing you toward a wiser measure for next time.",
      "You accept boundaries calmly and naturally, the way water accepts its banks. There is ease in living within measure when you no longer fight it. Contentment of this kind brings progress without strain.",
      "You set limits on yourself first, gracefully and without complaint, and others follow your example. Sweet restraint of this kind brings good fortune and wins respect. Going ahead from here earns esteem.",
      "Restrictions have become so severe that they taste bitter. Clinging to them invites trouble, and harshness toward yourself or others rarely lasts. Yet some situations do require firmness. Learn the difference, and soften what can be softened.",
    ],
    angles: {
      guidance:
        "Boundaries are not the enemy of freedom; they give it shape. Where do you need a clearer limit: on screen time, on work hours, on what you agree to? Set one kind, sustainable boundary today. Avoid rules so strict they become resentful burdens. The right limit feels like a riverbank, not a prison.",
      finances:
        "Budgeting and moderation are favored now. Set clear spending limits, track where money goes, and build a reserve. Avoid harsh austerity that you will abandon in a week; a realistic plan you can keep is worth far more than a heroic one you cannot. Within well-chosen limits, you will find more freedom, not less.",
      relationships:
        "Healthy boundaries help love thrive. Be clear about what you need, and respect the other person's limits too. Balance time together with time apart. Avoid imposing rigid rules that breed resentment. Know your own standards whether or not you are with someone, and hold them kindly; the right person will appreciate the clarity.",
    },
  },
  {
    number: 61,
    slug: "inner-truth",
    pinyin: "Zhōng Fú",
    characters: "中孚",
    english: "Inner Truth",
    lower: "lake",
    upper: "wind",
    keywords: ["inner truth", "sincerity", "trust", "open-heartedness"],
    judgment:
      "Inner truth reaches even the most stubborn hearts, or, as tradition puts it, even pigs and fishes. When you are sincere all the way through, your presence carries its own influence. This hexagram asks for an open, receptive center, free of prejudice, where truth can enter and flow outward again. Trust built this way can carry you through large undertakings. Speak from your heart, listen without bias, and let sincerity lead.",
    image:
      "Wind moves over the lake, stirring its surface, and the water yields and responds all the way down. The wise talk matters through carefully before passing judgment, and they delay verdicts where a life is at stake, understanding that true sincerity includes mercy as well as honesty.",
    lines: [
      "Being prepared and at peace within yourself brings good fortune. Secret designs or hidden agendas would disturb that calm and cloud your judgment. Stay grounded in your own truth, and let it be enough.",
      "A crane calls from the shade and its young one answers. Tradition adds a host with fine wine who means to pour it for a friend. Sincerity resonates across any distance, drawing kindred spirits close.",
      "You find a companion, and your moods swing wildly: now drumming, now silent, now weeping, now singing. Relying on another for your emotional center leaves you unsteady. Find the balance point inside yourself first.",
      "The moon is nearly full, and one horse of a matched pair goes its own way. Stepping away from a partner to follow a higher truth may be necessary. Stay humble and aligned with what is right.",
      "Sincerity links people together like links in a chain. Your genuine integrity holds the group together, and they know it. Trust runs strong in every direction, and there is nothing here to regret.",
      "A rooster crows as if its voice could reach the sky: words flying higher than truth can follow. Empty declarations lead to trouble. Let your message match your substance, and say less than you can deliver.",
    ],
    angles: {
      guidance:
        "Sincerity is your greatest power right now. When your words and actions come from a true place, people feel it, even those who usually resist. Clear away prejudice and listen openly. Check whether what you say aligns with what you believe. Today, speak one honest thing you have been holding back, gently and without agenda.",
      finances:
        "Trust is the real currency here, worth more than any rate of return. Deal honestly, keep promises, and build relationships with people whose integrity you can verify. Avoid arrangements that depend on hidden terms or wishful thinking. Your reputation for reliability may open doors no advertisement could. When promises sound too large, check the substance behind them.",
      relationships:
        "Deep trust is possible now. Speak from the heart and listen without judgment; sincerity can reach even a guarded partner. Share small truths along with big ones. If you are single, let people see the real you rather than a polished version. A genuine call tends to draw a genuine answer, like the crane's young replying from the shade.",
    },
  },
  {
    number: 62,
    slug: "small-exceeding",
    pinyin: "Xiǎo Guò",
    characters: "小過",
    english: "Small Exceeding",
    lower: "mountain",
    upper: "thunder",
    keywords: ["small steps", "modesty", "attention to detail", "careful conduct"],
    judgment:
      "Like a bird that should fly low, this is a time for small things, not great leaps. Tradition hears a warning in the call of a passing bird: keep low, and do not climb. Excel in small matters by being a little more careful, a little more humble, a little more thrifty than usual. Large ventures are not favored just now. Attention to detail and modest conduct keep you safe and bring quiet good fortune.",
    image:
      "Thunder rumbles on the mountain, muffled and close at hand. The wise become a little more reverent in conduct, a little more heartfelt in mourning, a little more careful in spending. They go beyond the usual measure only in small things, never in the grand ones.",
    lines: [
      "The fledgling tries to fly before its wings are ready and meets trouble. Stay in the nest a while longer. Patience at this early stage spares you a fall that would set you back for months.",
      "Instead of the grandfather you find the grandmother, and instead of the ruler, his minister. Accept the more modest connection. It serves you well, and it is fitting for now.",
      "Unless you are extremely careful, someone may come up behind you and strike. Do not be overconfident. Guard against hidden dangers, especially at the very moment you feel most secure.",
      "Meet the situation as it is without trying to push past it. Going forward is dangerous, so stay on guard. Hold steady and consistent, and resist the urge to force a result that is not ready.",
      "Dense clouds gather in the west, yet no rain falls. Everything is ready but not yet flowing. Like a prince who shoots and brings down what hides in a cave, seek capable helpers who are out of sight.",
      "You fly right past the mark without meeting it, overshooting everything. The bird that climbs too high meets disaster. Overreach now brings trouble of your own making, so come down before the fall chooses you.",
    ],
    angles: {
      guidance:
        "Small things matter more than big gestures right now. Take extra care with details, be a little more modest than usual, and focus on what is manageable. Avoid overreaching or making bold pronouncements. Like a bird flying low, stay close to the ground and safe. Today, do three small tasks carefully and completely rather than starting one grand one.",
      finances:
        "This is not a season for big financial leaps. Focus on small savings, careful bookkeeping and modest purchases, and be slightly more thrifty than usual. Postpone ambitious investments or risky expansions until the sky clears. Attention to the small print, the small expenses and the small habits will serve you better than any dramatic strategy.",
      relationships:
        "Little gestures carry great weight now: a kind word, a thoughtful text, remembering a detail. Avoid grand declarations or pushing for major commitments. Stay humble and attentive. If a disagreement flares, answer it with modesty and a softer voice than usual. For anyone unpartnered, low-key meetings in familiar settings may be more promising than dramatic romantic pursuits.",
    },
  },
  {
    number: 63,
    slug: "after-completion",
    pinyin: "Jì Jì",
    characters: "既濟",
    english: "After Completion",
    lower: "fire",
    upper: "water",
    keywords: ["completion", "vigilance", "maintenance", "fragile order"],
    judgment:
      "Everything is in its place, like water set over fire, each element in balance. The crossing is complete. Tradition warns that good fortune at the beginning can turn to disorder at the end. Completion is a fragile state; the moment you relax entirely, things begin to slip. Maintain what you have achieved with quiet vigilance. Small adjustments made in time prevent large troubles later, and steady care keeps the achievement alive.",
    image:
      "Water hangs over the fire, and the pot comes to the boil. The balance is exact and delicate: too much heat and it boils over, too little and it goes cold. The wise think ahead about trouble that may come and take precautions early, before anything has gone wrong.",
    lines: [
      "You brake your wheels and the tail of your coat gets wet, but you slow down just in time. A small mishap at the start teaches caution. Going carefully from here prevents bigger trouble later in the journey.",
      "A woman loses the curtain of her carriage. Do not run after it; in seven days it will come back on its own. Something lost returns if you are patient, and chasing it would only draw unwanted attention.",
      "An old king wages a long campaign and wins only after three years. Great tasks take time and wear people out. Do not hand such work to those of small character, since they will cut corners once the goal is in sight.",
      "Fine clothes wear down to rags, and a leaking boat must be watched all day. Even in success, wear and tear creep in. Keep an eye out for small leaks and fraying edges before they become holes.",
      "The eastern neighbor slaughters an ox for a grand sacrifice, yet the western neighbor, with a small sincere offering, receives more blessing. Sincerity matters more than show. Give what is genuine, not what is impressive.",
      "You wade too far and get your head wet. This is danger. Having completed the crossing, stop pushing onward and do not glance back with pride. Climb out onto the bank while you still can.",
    ],
    angles: {
      guidance:
        "You have reached a milestone: a goal achieved, a problem solved, a crossing made. Celebrate, yet do not coast. Things that are finished still need tending, or they slowly unravel. Set up routines that maintain what you built. Watch for small cracks and address them early. Quiet vigilance is how good outcomes stay good.",
      finances:
        "A financial goal may have been reached: a debt paid, a target saved, a project delivered. Enjoy the moment, then protect it: review insurance, keep records tidy, and avoid complacent spending. Conditions shift, so revisit your plans periodically. Maintenance is less exciting than achievement, but it is what keeps the achievement in place.",
      relationships:
        "Perhaps your bond has reached a settled, happy stage: a commitment made, a conflict resolved, a home built together. Do not take it for granted. Small attentions keep love alive after the big moments pass. Notice early signs of drift and talk about them kindly. Unattached? Celebrate your personal milestones and remain open to new beginnings.",
    },
  },
  {
    number: 64,
    slug: "before-completion",
    pinyin: "Wèi Jì",
    characters: "未濟",
    english: "Before Completion",
    lower: "water",
    upper: "fire",
    keywords: ["transition", "unfinished business", "careful preparation", "hope"],
    judgment:
      "The final hexagram is not an ending but an open threshold. Fire sits above and water below, each in the wrong place, and things have not yet fallen into order. Tradition pictures a young fox that has nearly crossed the frozen river and then wets its tail. Success is close but not assured. Move with caution and care, putting each thing in its right place, and the crossing can still be made. Hope lives in what is unfinished.",
    image:
      "Fire flames above the water, each drawing off in its own direction, and nothing has yet found its place. The wise sort things patiently, learning what each one is and where it belongs, so that elements which pull apart can at last begin to work together.",
    lines: [
      "You get your tail wet at the very start, rushing before you are ready. The stumble is avoidable. Slow down, study the ice, and wait until you understand the crossing before you attempt it again.",
      "You brake your wheels, holding back to gather strength. Steady patience brings good fortune. Use the pause to prepare thoroughly, and wait for the right moment rather than forcing an early start.",
      "Before completion, charging ahead alone brings trouble. Still, a venture across the water may be favored if you find help and change your approach. Rethink the method rather than fighting the current.",
      "Hold firm, and old regrets loosen their grip. Like a long campaign that finally wins a great reward, your sustained effort pays off. Stay focused and keep going; the change you are working for is real and close.",
      "Your light is genuine, and nothing is left to regret. Your sincerity shines, and people gather to it. The crossing is nearly done, and good fortune follows naturally from the integrity you have kept all along.",
      "Drink a toast with real confidence and celebrate the nearly finished work. But if you lose yourself in excess, getting your head wet, you lose what you gained. Enjoy the moment mindfully and keep a clear head.",
    ],
    angles: {
      guidance:
        "You are close to something, but not there yet. This is the delicate final stretch, when it is tempting to rush or to relax too early. Slow down, check your footing, and put each piece in its proper place. Ask for help where you need it. The unfinished is full of possibility; treat it with care and hope.",
      finances:
        "Within reach, not yet secured: that is where a money goal may stand now. Avoid premature celebrations or spending what has not yet arrived. Finish the paperwork, double-check the details, and keep to your plan until the deal is truly closed. Careful, methodical steps now protect everything you have worked for. The end is near; walk it, do not run.",
      relationships:
        "You and someone dear may stand on the threshold of something new: a deeper commitment, a reconciliation, a fresh start. Move carefully. Do not assume the outcome before it is real. Keep doing the small things that build trust, and be patient with what is still taking shape. Alone for now? A connection may be forming quietly; let it ripen without haste.",
    },
  },
];
