import type { HexagramContent } from "../../src/shared/iching/content-types";

/**
 * Hexagrams 1 to 32 of the King Wen order, in the oracle's voice. The classical images and the meaning
 * tradition gives each line are retold in fresh modern words; no translation's sentences are used.
 */
export const HEXAGRAMS_1_32: HexagramContent[] = [
  {
    number: 1,
    slug: "the-creative",
    pinyin: "Qián",
    characters: "乾",
    english: "The Creative",
    lower: "heaven",
    upper: "heaven",
    keywords: ["creative power", "initiative", "strength", "leadership"],
    judgment:
      "Six unbroken lines: nothing in this figure yields, and nothing holds back. Tradition reads it as the original force that sets seasons turning and seeds splitting open. A door stands open for work that is large, clean and begun in earnest. Strength of this kind lasts only when it is steady and aimed at something worthwhile, so choose your direction with care, then commit to it fully. Momentum is on your side if your purpose is sound.",
    image:
      "Heaven over heaven, the sky turning day after day without tiring. Its motion never stops and never hurries. A wise person takes the hint and builds strength the same way: a little each day, from within, without waiting for permission or applause. Keep your own practice turning like the stars and your vigor will renew itself.",
    lines: [
      "The dragon is still underwater, hidden below the surface. Your strength is real but not yet ready to show. Gather it quietly, learn, and resist the urge to announce your plans; acting now would only spend energy the coming season will need.",
      "The dragon appears in the open field. Your abilities are becoming visible, and it is wise to seek out someone experienced who can guide them. Show your work, ask for advice, and let a good mentor help you find where you belong.",
      "You are busy from morning to night and still uneasy after dark. The load is heavy because your position sits between ambition and responsibility. Stay alert and honest about the dangers; careful vigilance, not panic, will carry you through this stretch safely.",
      "Here the dragon hovers over the deep, deciding whether to leap or stay below. Either choice can be right. What matters is that you make it freely, true to yourself, rather than from fear of missing out or fear of falling.",
      "The dragon flies in the open sky. This is the moment of fullest expression, when talent and opportunity meet. Use it generously. Seek out those who can help the work grow, and let your influence serve more than your own name.",
      "A dragon that climbs too high grows proud and finds itself alone. Strength pushed past its limit turns to regret. Notice where you are overreaching, come down a step, and reconnect with everyone who once made your rise possible.",
    ],
    angles: {
      guidance:
        "You have more drive available than you think, and the moment favors beginnings. Pick one aim that truly matters and give it your steady best for the next stretch of days. Work from conviction rather than from a need to prove something. Rest, too, is part of strength: the sky keeps turning because it never strains, so pace yourself like someone planning to last.",
      finances:
        "Creative energy around money is high: a good time to set a clear plan, start a savings habit, or put effort into work that raises your value. Think in terms of building, not gambling. Consistent contributions and disciplined follow-through tend to outperform any bold leap. Keep your choices prudent and your purpose clear, and let the long view guide the short-term decisions.",
      relationships:
        "Your presence is strong right now, and others feel it. Use that energy to lead with warmth: make the plan, send the invitation, say what you want clearly. Be careful that confidence does not become control. A partner or friend needs room to meet you as an equal, so pair your initiative with real curiosity about what the other person hopes for.",
    },
  },
  {
    number: 2,
    slug: "the-receptive",
    pinyin: "Kūn",
    characters: "坤",
    english: "The Receptive",
    lower: "earth",
    upper: "earth",
    keywords: ["receptivity", "devotion", "patience", "support"],
    judgment:
      "All six lines are open, like the wide earth that takes in rain and sun and turns them into harvest. This is the strength of yielding well: following a good lead, supporting rather than steering, finding companions along the way. Trying to go first now would leave you lost; letting the right guide appear will set you on a sure path. Tradition holds that quiet, steady devotion brings lasting good, especially when you stay calm and true.",
    image:
      "Earth laid upon earth: land stretching in every direction, bearing forests, rivers and cities without strain. A wise person learns breadth from it, holding many people and many needs with patience. Make your character wide and solid enough that others can build on it, and carry your load the way the ground carries everything, without complaint.",
    lines: [
      "Thin frost crackles under your shoes; thick ice is on its way. Small signs are pointing toward a larger change. Pay attention to them now, while a little care can still steer the outcome, rather than waiting until the season has fully turned.",
      "Straight, square and broad: you do not need to strain or plan every step. Simply act from your natural honesty and the work will take shape on its own. Trust that what is true in you already knows the way.",
      "You carry real gifts but keep them tucked in, doing good work without seeking credit. If you serve someone else's project, finish it well and let the recognition go to the shared result. Your moment for open display will come later.",
      "A sack is tied shut. Now is a time for discretion: say little, commit little, and keep your counsel. Staying quiet draws neither praise nor criticism, and that neutrality protects you while the situation around you is still unsettled.",
      "A yellow garment worn beneath the robe: the color of the center, modest and genuine. Excellence here shows itself through restraint and inner quality rather than rank. Be reliable and unassuming, and good fortune finds you without being chased.",
      "Two dragons fight in the meadow and both bleed. When the yielding force tries to seize the role of the leader, everyone is hurt. If you are battling for control, stop and ask whether the fight is worth its cost.",
    ],
    angles: {
      guidance:
        "Receptivity is not weakness. This is a time to listen more than you speak, to follow a trusted lead and to let your support become your strength. Look for the person, plan or practice worth devoting yourself to, and give it your reliable effort. You will find your footing by being useful and steady, not by forcing a direction before it shows itself.",
      finances:
        "A patient, supportive approach serves your money best now. Rather than starting something bold, tend what you already have: review your spending, strengthen your savings, follow the sound advice of someone with experience. Gains come slowly, like crops in good soil. Keep expenses humble, avoid risky shortcuts, and let consistency do its quiet work over the coming months.",
      relationships:
        "Warmth and patient attention are your greatest gifts right now. Make room for the other person's needs and rhythm; listening well will do more than any grand gesture. Be careful not to disappear entirely in someone else's wishes, though. True receptivity is generous and also rooted, like earth that welcomes the rain but remains itself.",
    },
  },
  {
    number: 3,
    slug: "difficult-beginnings",
    pinyin: "Zhūn",
    characters: "屯",
    english: "Difficult Beginnings",
    lower: "thunder",
    upper: "water",
    keywords: ["new beginnings", "struggle", "first growth", "gathering help"],
    judgment:
      "A sprout pushes through cold soil, bent under its own seed case. Everything wants to happen at once and nothing is yet in order. This confusion is the normal birth pain of something new, not a sign of failure. Do not rush off in every direction. Settle the ground first, find helpers you trust, and take the next small step. Chaos, patiently organized, becomes the structure that lets young growth flourish.",
    image:
      "Clouds heavy with water gather above rumbling thunder, the storm not yet broken. Everything is charged and unsorted. A wise person meets such a time by sorting threads, the way a weaver separates tangled silk before starting the cloth. Bring order to your tasks one strand at a time, and the storm becomes rain that feeds the field.",
    lines: [
      "A large stone blocks the path just as you begin. Hesitation is natural, and it is not wrong. Stay steady, keep your purpose, and look for allies. Humble, patient leadership now will gather the people you need.",
      "Progress turns around and around like a cart stuck in mud. An offer arrives that is not quite right; you may wait years for the fitting one. Keep your integrity, decline what would bind you wrongly, and let time clear the road.",
      "Chasing deer into the forest without a guide only gets you lost among the trees. A wise hunter notices the signs and turns back. If you lack knowledge of the terrain, stop pushing and find someone who knows it.",
      "Horse and cart pull apart again, but now someone you can trust is reaching toward you. Accept the help. Joining forces, even if it means admitting you cannot do this alone, opens the way forward.",
      "You have good things to offer, yet the moment makes it hard to share them widely. Small, careful gestures go well; grand ones meet resistance. Give where you can and wait for a clearer season before attempting something large.",
      "The horses stand unhitched, and tears fall freely. The difficulties have worn you down, and you may feel stuck for good. That feeling is part of the weariness, not the truth. Rest, grieve what you must, then look for a fresh start.",
    ],
    angles: {
      guidance:
        "Beginnings are messy, and yours is no exception. The friction you feel shows that something real is taking root. Instead of waiting for perfect conditions, set up a simple structure: one daily habit, one list, one trusted person to ask. Accept that the early stage is clumsy. Confusion clears faster when you move in small, ordered steps than when you try to solve everything at once.",
      finances:
        "A new financial chapter, such as a job, a move or a venture, may bring early turbulence. Expect a few false starts and budget for them. Build the basics before expanding: an emergency cushion, clear records, and advice from someone who has walked this road. Patience now prevents costly tangles later. Growth is possible; it simply needs firmer ground first.",
      relationships:
        "A new connection, or a new phase in an old one, feels awkward and uncertain. That is normal. Do not force commitments before they are ready, and do not abandon the bond at the first snag. Talk honestly about what each of you needs. Asking friends you trust for perspective can help, and slow tending tends to bring a sturdy bond.",
    },
  },
  {
    number: 4,
    slug: "the-young-learner",
    pinyin: "Méng",
    characters: "蒙",
    english: "The Young Learner",
    lower: "water",
    upper: "mountain",
    keywords: ["learning", "inexperience", "humility", "seeking guidance"],
    judgment:
      "A spring rises at the foot of a mountain, not yet sure which way to run. Not knowing is where all learning begins, and there is nothing shameful in it. The teacher does not chase the student; the student must come with a real question. Ask once, sincerely, and listen. Asking the same thing over and over, hoping for a different answer, only muddies the water. Discipline in learning keeps the spring clear.",
    image:
      "A fresh spring bubbles up below the mountain and finds its course by flowing, filling each hollow before moving on. Character grows the same way, through patient practice carried all the way through, each lesson finished before the next begins. Let your learning be steady and complete, and let it run downhill into action.",
    lines: [
      "Some structure helps at the start. A bit of discipline is needed to free you from careless habits, but too much rigor would turn learning into punishment. Set clear rules for yourself, and keep them kind.",
      "Bear with those who do not yet know, including yourself. Gentleness toward beginners brings good results. This is a place of quiet responsibility, where patience with others' clumsiness helps a whole household, team or family find its way.",
      "Reaching for someone only because of what they own or seem to offer leads nowhere good. If you feel tempted to throw yourself away on a glittering shortcut, step back. Self-respect is part of learning anything well.",
      "Stuck in ignorance, far from anyone who could help, you may feel trapped by your own confusion. Pride or isolation is keeping you there. Reach out, even awkwardly; one honest question can end a long, lonely struggle.",
      "A beginner's open curiosity is a blessing here. You approach things without pretending to know, and that humility lets real teaching reach you. Stay teachable, and others will gladly share what they know with you.",
      "Correcting a fault is necessary now, but the aim is to protect, not to punish. Whether you are disciplining yourself or someone else, stop where the lesson is learned. Harshness that goes further creates new harm.",
    ],
    angles: {
      guidance:
        "You are at the start of learning something, and the wisest move is to admit what you do not yet understand. Find a good source, whether a teacher, a book or an experienced friend, and ask your question clearly once. Then practice. Skip the habit of seeking reassurance from many voices; choose one path of study and let it shape you for a while.",
      finances:
        "Money matters may be murky because you lack information, not because you lack ability. Take a basic course, read a reliable guide, or sit with someone knowledgeable and ask plain questions. Avoid signing or investing in anything you cannot explain in your own words. Learning the fundamentals now is the best return you can earn this season.",
      relationships:
        "Someone, perhaps you, is new to this kind of closeness and still learning how it works. Be patient with mistakes and clear about limits. Listening without assuming you already know the other person's heart will teach you more than any theory. If a pattern keeps repeating, it may be a lesson asking to be learned properly this time.",
    },
  },
  {
    number: 5,
    slug: "waiting",
    pinyin: "Xū",
    characters: "需",
    english: "Waiting",
    lower: "heaven",
    upper: "water",
    keywords: ["patience", "waiting", "trust", "readiness"],
    judgment:
      "Clouds have risen into the sky, but the rain has not yet fallen. Strength stands ready, and ahead lies something it cannot yet push through. The answer is not to force the storm but to wait with confidence, eating, resting and keeping your eyes open. Waiting done well is an active thing, full of trust. When the moment comes, a steady heart can move through large obstacles and arrive safely on the far side.",
    image:
      "Clouds climb above the heavens, full of rain that will come in its own time. A wise person uses such a pause to eat, drink and enjoy good company, gathering calm instead of worry. Feed body and spirit while you wait, so you are whole when the time to act arrives.",
    lines: [
      "You are waiting at the edge of the meadow, far from the trouble. Nothing needs doing yet. Carry on with ordinary life and keep a steady routine; staying calm here prevents you from wandering into danger before it even arrives.",
      "Out on the riverbank sand, you catch some idle talk and criticism. It stings, but it cannot really harm you. Stay composed, keep your plans, and the talk will fade while your steadiness remains.",
      "Stuck in the mud by the water's edge, you have moved too close to the trouble and invited it nearer. Ease back if you can, and act with extra care. Attention and caution now keep a difficult position from becoming worse.",
      "Now you wait in the thick of it, where blood has already been spilled. Panic would only tighten the trap. Be still, let events move around you, and watch for the opening that comes once the pressure shifts. Then ease your way out calmly.",
      "Waiting at a table of food and wine, you find a pause inside the difficulty. Enjoy this respite and gather strength, but do not forget the goal. This quiet moment is preparation, not the end of the road.",
      "Down in the hole at last, you hear footsteps: three visitors you never invited. Receive them with respect all the same. Help can come in strange forms; courtesy toward what you did not plan for turns a fall into a way out.",
    ],
    angles: {
      guidance:
        "What you hope for may well come, but not on your schedule. Use this interval wisely: look after your health, sharpen your skills, keep company with people who steady you. Anxiety will tempt you to act before conditions are ripe, and that would cost more than patience does. Hold your purpose quietly, stay prepared, and trust that timing matters as much as effort.",
      finances:
        "Hold off on big moves until the picture is clearer. This is a period for maintaining, not expanding: pay what you owe, keep reserves intact, and let pending decisions mature. Outcomes you are waiting on, such as a payment, an offer or an answer, may take longer than hoped. Plan for the delay, and avoid borrowing against money that has not yet arrived.",
      relationships:
        "Someone may need more time than you would like, or a situation between you has not yet ripened. Pressing for answers now could push things backwards. Keep showing up with warmth and ordinary kindness, enjoy the simple pleasures you already share, and give trust room to grow. Sincere patience often tells the other person more than words.",
    },
  },
  {
    number: 6,
    slug: "conflict",
    pinyin: "Sòng",
    characters: "訟",
    english: "Conflict",
    lower: "water",
    upper: "heaven",
    keywords: ["conflict", "disagreement", "caution", "compromise"],
    judgment:
      "Heaven rises and water sinks: two forces moving in opposite directions. You may feel certain you are right, and perhaps you are, but a fight pushed to the bitter end harms everyone, including the winner. Halfway is a good place to stop. Seek out a fair-minded person who can help both sides see clearly. This is not a moment for bold ventures; settle the quarrel before starting anything new.",
    image:
      "The sky draws away upward while water runs down and away; the two never meet. Learn from this to take great care at the start of anything, making agreements clear before disagreements can grow. Most conflicts are best prevented by careful beginnings and plain words.",
    lines: [
      "The quarrel is still small. You can let it go after a few words, and it will end quietly. Make your point once, then step aside; by the end, things will have turned out well enough.",
      "Facing a stronger opponent, you cannot win this fight. Withdrawing is not cowardice; it spares you and everyone close to you from damage. Go home, lower the stakes, and let a better day bring a fairer hearing.",
      "Nourish yourself on what you have honestly earned and rely on old virtues. Claiming more than your share would invite danger. If you serve someone else's aims, do the work faithfully and do not seek the credit.",
      "You could win, but you choose not to fight. Turning back to a calmer path and accepting your situation brings peace. This change of heart is not defeat; it is a return to what actually matters.",
      "A fair judge hears the dispute, and the truth can come out. If your cause is just, let it be weighed openly. Trust a balanced arbiter over your own anger; good outcomes arrive through honesty rather than force.",
      "Even if you win a sash of honor from the quarrel, it may be snatched away three times before the day ends. Victory gained by relentless fighting does not last. Ask whether the trophy is worth the peace it costs.",
    ],
    angles: {
      guidance:
        "A disagreement, inside you or with someone else, is taking up more energy than it deserves. Before pushing further, ask what outcome you truly need. Winning the argument is rarely the same thing. Clarify facts, listen once more, and consider stopping halfway. If the conflict matters, seek a neutral voice to help, rather than battling it out alone.",
      finances:
        "Money disputes, unclear contracts or shared costs may be the source of friction. Put agreements in writing, check the details and be willing to compromise on small points. Avoid escalating to costly battles unless fundamental fairness is at stake, and even then consider mediation and proper advice. Keep new ventures on hold until the air is clear.",
      relationships:
        "Tension between you and someone close may be building over something that began small. Resist the urge to keep score or to prove you are right. Say what hurt you, listen to what hurt them, and look for the point where you can both stop. A trusted third person may help you hear each other when direct talks stall.",
    },
  },
  {
    number: 7,
    slug: "the-army",
    pinyin: "Shī",
    characters: "師",
    english: "The Army",
    lower: "water",
    upper: "earth",
    keywords: ["discipline", "organization", "leadership", "shared effort"],
    judgment:
      "Water hidden within the earth: a great force held in reserve, waiting to be directed. A group of people can accomplish much when they are organized around a just purpose and led by someone experienced and trustworthy. Discipline matters, but so does the reason behind it. Enter struggles only when necessary, with clear aims and a steady hand, and the effort will be effective and free of regret.",
    image:
      "Groundwater lies hidden beneath the soil, feeding wells and fields across a wide country. Those who lead well care for the people around them in a similar way, nourishing them generously so that, when a collective effort is needed, strength is already gathered and willing.",
    lines: [
      "Troops who leave camp in a muddle rarely hold together for long. Begin with clear rules and a worthy reason; without them, even a promising effort falls apart. Organize yourself before you advance.",
      "The leader stands in the midst of the troops, sharing their hardship. Recognition comes from above, perhaps more than once. When you stay close to the people doing the work, your authority becomes trusted rather than merely obeyed.",
      "Carts carry home the dead: too many voices tried to lead, or the wrong person took command. If the plan has no single clear direction, pause and sort out who is responsible before losing more.",
      "The army retreats, and that is wise. When the ground cannot be held, pulling back in good order preserves strength for another day. Knowing when to withdraw is a skill, not a failure.",
      "Game has entered the field, and it is right to catch it. Respond to a real problem decisively, but let the most experienced person lead. Leaving it to the inexperienced, however eager, invites a cart full of losses.",
      "The campaign is over and rewards are given. Honor those who served, yet be careful whom you raise to power; some who fought well are not suited to govern. Choose people of good character for lasting roles.",
    ],
    angles: {
      guidance:
        "This is a moment for organization and self-discipline. Whatever you are taking on will require steady effort, clear priorities and perhaps the cooperation of others. Decide who leads, including within your own life: is it your fear, your impulses, or your wiser self? Put the best leader in charge, set simple rules, and move forward with purpose rather than scattered energy.",
      finances:
        "Money goals respond well to structure now: a clear budget, assigned responsibilities if finances are shared, and a plan that everyone understands. Discipline beats inspiration. If a financial challenge needs addressing, treat it like a campaign: gather information, set a strategy, act decisively, and review results. Keep the goal just and realistic, and avoid acting out of panic.",
      relationships:
        "Relationships thrive on shared purpose right now. Whether in a family, a partnership or a friend group, clarify roles and work together on something concrete. Conflicts need fair leadership, not force. Be the steady presence who keeps people connected, and avoid letting every voice pull in a different direction. Respect for each person's contribution keeps the bond strong.",
    },
  },
  {
    number: 8,
    slug: "union",
    pinyin: "Bǐ",
    characters: "比",
    english: "Union",
    lower: "earth",
    upper: "water",
    keywords: ["union", "belonging", "alliance", "loyalty"],
    judgment:
      "Water settles over the earth, filling every hollow and joining the land into one. This is a time for drawing together around a shared center. Ask yourself honestly whether you are the kind of person others can gather around, or whether you should join someone who is. Those who hesitate too long may find the circle already closed. Join sincerely, with a clear heart, and belonging brings good fortune.",
    image:
      "Water spreads over the ground and fills its low places until the two cannot be pulled apart. Rulers of old, tradition says, drew regions together by bonds of friendship and care. In the same spirit, build close ties with those nearby and look after the web of people that holds everyone.",
    lines: [
      "Hold to others with sincerity, like a simple earthen jar filled to the brim. Nothing fancy is needed. Honest loyalty at the start of a connection draws good things from unexpected directions.",
      "Unity grows from within. When your bond with others comes from genuine inner agreement rather than outward pressure, you keep your dignity. Stay true to yourself as you join; that makes the union trustworthy.",
      "You are drawn toward people who are not right for you. Closeness with the wrong crowd can feel like belonging while slowly pulling you off course. Be warm but discerning; keep the deeper parts of yourself in reserve.",
      "It is right to show your loyalty openly to someone worthy. Outward support for a good leader or a trusted friend brings you steadiness. Say plainly where you stand, and then keep standing there.",
      "A hunter drives game from three sides and leaves the fourth open, letting some escape. True unity is voluntary. Let people come to you freely and leave freely; those who stay will be wholehearted.",
      "A gathering with no one at its head cannot hold. If you waited too long, or never truly committed, the moment to belong may pass you by. Make your decision now, and be honest about what held you back.",
    ],
    angles: {
      guidance:
        "You are asked to think about where you belong. Which people, groups or causes truly share your values? This is a good time to join something, to reconnect with community, or to become a steady center others can rely on. Commit sincerely rather than halfway. Connection built on honesty will carry you farther than any solitary effort.",
      finances:
        "Cooperation helps your money more than going it alone now. Consider joining forces carefully: pooling resources with family, partnering with reliable colleagues, or joining a community that shares knowledge. Check that the people involved are trustworthy and that everyone's role is clear. Avoid joining schemes out of fear of being left out; choose alliances because they are sound.",
      relationships:
        "The oracle favors closeness now. Reach toward the people who matter, show up consistently, and make your commitment visible. If a bond has been undefined for too long, gently ask where you both stand. Real union is freely chosen: you cannot force someone to stay, but you can make your welcome sincere and your loyalty clear.",
    },
  },
  {
    number: 9,
    slug: "small-taming",
    pinyin: "Xiǎo Chù",
    characters: "小畜",
    english: "Small Taming",
    lower: "heaven",
    upper: "wind",
    keywords: ["gentle restraint", "small steps", "refinement", "gathering"],
    judgment:
      "Dense clouds blow in from the west, yet no rain falls. A gentle force is holding back a strong one, not by confrontation but by soft, steady influence. Big achievements are not possible yet; small ones are. Tend the details, refine your manner, and let minor gains accumulate. The rain will come when enough moisture has gathered. For now, the quiet shaping of little things is where your progress lives.",
    image:
      "Wind drifts across the high sky, moving clouds without yet bringing a downpour. When the means for large deeds are missing, someone wise turns to the small ones: courtesy, craft, the finish on a piece of work. Treat this season as a workshop where you sharpen the fine tools you will need later.",
    lines: [
      "You turn back to your own path before going too far. Returning to what is right for you is never a mistake. Whatever tempted you away was not worth the detour; good fortune lies along the familiar road.",
      "Drawn back by the example of others who are also retreating, you return together. There is strength in recognizing that the moment is not ripe, and in stepping aside alongside companions who see it too.",
      "The spokes come loose from the cart's wheel, and a couple argues with their eyes averted. Pushing forward when a gentle force holds you back leads to quarrels. Stop insisting; repair the wheel before moving again.",
      "Sincerity clears away the threat of bloodshed and fear. If you stay honest and open, even a tense position becomes safe. Your integrity is your influence here, and it is stronger than any argument.",
      "Sincere bonds join you with your neighbors and make everyone richer. Sharing what you have, not hoarding it, turns small gains into common wealth. Trust flows both ways when you lead by faithfulness.",
      "At last the rain falls and everything settles. Small efforts have added up to something real. Now stop pressing: keep quiet about your gains, like a moon that is nearly full, and do not push your advantage further.",
    ],
    angles: {
      guidance:
        "Progress is possible, but only in small increments. Something is holding back your bigger plans, and force will not remove it. Focus instead on refining the details: the habits, the skills, the little courtesies that will matter when the larger moment arrives. Today, choose one small task and do it beautifully. Gentle persistence prepares the ground for a breakthrough later.",
      finances:
        "Think small and steady. Big investments or purchases may be blocked or premature, but modest savings, trimmed subscriptions and careful record-keeping will add up. Accept that this is a gathering phase. Little by little, the reserve builds. Resist the frustration that could lead to impulsive spending; patience with small amounts lays the foundation for later abundance.",
      relationships:
        "Gentleness works better than pressure in love and friendship now. Small gestures of care, a kind message, a shared meal, a patient ear, will do more than grand declarations. If something feels blocked between you, do not force a conversation. Soften, wait, and let affection accumulate; the clouds will break when enough warmth has gathered.",
    },
  },
  {
    number: 10,
    slug: "careful-steps",
    pinyin: "Lǚ",
    characters: "履",
    english: "Careful Steps",
    lower: "lake",
    upper: "heaven",
    keywords: ["careful conduct", "caution", "courtesy", "respect"],
    judgment:
      "You find yourself right behind a tiger, close enough to step on its tail, and still it does not turn on you. Delicate situations can be navigated safely when your conduct is courteous, cheerful and correct. Power differences exist; pretending otherwise would be foolish. Respect them without cringing, and move with good manners and a light, sure step. Graceful behavior turns what could be danger into safe passage, and keeps you walking on.",
    image:
      "Heaven above, the lake below: a natural order of high and low. Seeing it, the thoughtful make roles and expectations clear, so that no one has to guess where they stand and worried minds can settle. Knowing your footing lets everyone around you walk more calmly.",
    lines: [
      "Simple conduct, plain and unpretentious, carries you forward. You do not need status or display to begin well. Walk your own modest path and your quiet honesty will protect you from the start.",
      "Treading a smooth, level road, the quiet person in the shadows stays steady. You do not need attention or approval. Keeping a calm, independent course keeps you safe from the tangles of ambition.",
      "With one eye you believe you see everything; with a limp you believe you can run. Overrating yourself, you tread on the tiger and feel its teeth. Be honest about your limits before charging ahead.",
      "You tread on the tiger's tail, but with great caution and awareness. The danger is real, yet careful attention carries you through. Go forward slowly and deliberately, and things turn out well in the end.",
      "Resolute conduct: you know what must be done and do it, fully aware of the danger involved. Firmness is needed, but stay alert; determination without care can harden into recklessness.",
      "Look back over the path you have walked and examine the results. If the conduct was sound, the outcome is good. Your own footsteps tell you what kind of traveler you have been.",
    ],
    angles: {
      guidance:
        "You are moving through a delicate situation, perhaps around someone powerful or unpredictable. Good manners and calm attention are your best protection. Be clear about your place without shrinking, and act with quiet confidence. Think before you speak, but do not freeze. A considerate, steady step is all you need today.",
      finances:
        "Proceed carefully where money meets authority: employers, lenders, landlords or official deadlines. Meet obligations promptly, read terms fully and communicate politely. This is no time to cut corners or test limits. Respectful, correct conduct keeps the tiger calm, and over time your reputation for reliability becomes a quiet asset in itself.",
      relationships:
        "Tact matters now. Someone may be touchy, or the balance between you may feel uneven. Approach with warmth and respect, pick your moment for hard conversations, and keep your tone light. You can say what you need without stepping on anyone's tail. Courtesy, even in close bonds, keeps affection safe.",
    },
  },
  {
    number: 11,
    slug: "peace",
    pinyin: "Tài",
    characters: "泰",
    english: "Peace",
    lower: "heaven",
    upper: "earth",
    keywords: ["peace", "harmony", "prosperity", "flourishing"],
    judgment:
      "Earth sits above and heaven below, so each moves toward the other and they meet. This is spring: small difficulties depart, good things arrive, and cooperation comes naturally. Enjoy the flow of this period, but do not waste it. Harmony is a season, not a permanent state. Use the ease to plant, to build bridges, to strengthen what is good, so that the benefits outlast the weather.",
    image:
      "Heaven and earth unite, the warm rising into the cool, and the land blossoms. Tradition says wise rulers used such times to shape the gifts of nature into order, arranging the seasons of work. A wise person helps blessings reach others, guiding abundance to where it is needed.",
    lines: [
      "Pull up one reed and the whole clump comes with it, roots tangled together. Others who share your aims are ready to move with you. Start something now; you will not be working alone.",
      "Be patient with rough edges, ford the river on foot if you must, remember friends who live far away, and refuse to join cliques. A generous, broad-minded approach holds the peace together. Stay balanced and inclusive.",
      "Every level stretch ends in a slope, and whatever goes out comes back. Even in good times, a descent follows the climb. Stay faithful to what is right, enjoy what you have, and you will not be thrown by the turn.",
      "Fluttering down, without boasting of wealth, you join your neighbors as an equal. Sincerity, not status, connects you. Meet people where they are, and trust is freely given in return.",
      "A ruler gives a daughter in marriage to a humbler house, joining high and low. Modesty paired with good will brings blessing. Use any advantage you have to lift others, not to stand apart.",
      "The town's rampart slumps back into the ditch it was dug from. Peace is ending, and force will not restore it. Do not call out troops; tend those closest to you, accept what is passing, and prepare quietly for the next season.",
    ],
    angles: {
      guidance:
        "Things are flowing your way. Energy, opportunity and support are lining up, and cooperation comes easily. Appreciate it, and put the good season to work: start projects, repair relationships, invest time in what you want to flourish. Stay humble and generous. Periods of peace are precious, and using this one wisely will carry you through the turns that come later.",
      finances:
        "A favorable period for finances, when earning, negotiating and planning can go smoothly. Use it to strengthen your position: build your emergency fund, pay down debts, make sensible long-term arrangements. Avoid the trap of assuming good times will last indefinitely. Share some of your fortune where it can help, and keep a portion set aside for leaner seasons.",
      relationships:
        "Harmony between people is natural now. Misunderstandings dissolve more easily, affection comes readily and shared plans feel right. Enjoy this closeness and nurture it with small rituals and open gratitude. Spend time with those you love, introduce friends to each other, be generous with praise. Good will stored up in peaceful times helps any bond weather future storms.",
    },
  },
  {
    number: 12,
    slug: "standstill",
    pinyin: "Pǐ",
    characters: "否",
    english: "Standstill",
    lower: "earth",
    upper: "heaven",
    keywords: ["stagnation", "withdrawal", "integrity", "endurance"],
    judgment:
      "Heaven pulls away upward and earth sinks downward; they no longer meet. Communication stalls, the wrong voices seem to prevail, and honest effort gets little traction. This is stagnation, not the end of the story. Do not compromise your values to get ahead in a crooked climate. Withdraw into your own integrity, conserve strength, and wait. Every blocked season eventually gives way to movement again.",
    image:
      "Heaven and earth turn their backs to one another, and nothing flows between them. In such a season the sensible thing is to live simply on your own quiet worth, turning down flattering offers and the glamour of rank. Keep your light low and steady; you will need it when the doors reopen.",
    lines: [
      "Reeds come out of the ground in clusters, their roots bound together. In a bad climate, it is better to retreat alongside like-minded people than to push alone. Stepping back together protects what you share.",
      "Patience and quiet endurance are asked of you. Those who flatter the powerful may gain for a time, but you do better to bear the situation without joining them. Stillness here keeps your hands clean.",
      "Those who rose by dishonest means begin to feel ashamed of it. If you sense discomfort about how something was gained, heed it. That unease is the first step toward setting things right.",
      "Acting on a higher calling rather than self-interest, you help move things forward. Others who share your aims gather around you. The standstill begins to loosen when someone acts from conscience.",
      "The standstill is ending, yet stay careful. Tie your hopes to something sturdy, like a bundle of mulberry shoots, and keep watching. Renewal comes to those who stay alert even as things improve.",
      "The long stall breaks, and gloom turns to gladness. You may need to push the last obstacle aside yourself, but the long block is breaking. Let relief in, and prepare to move again.",
    ],
    angles: {
      guidance:
        "You may feel blocked, unheard or out of step with your surroundings. Rather than forcing breakthroughs, guard your integrity and energy. Step back from situations that ask you to compromise what you value. Spend time on inner work: reading, reflection, rest. Stagnant periods do end, and those who stayed true are ready to move when the way clears.",
      finances:
        "Financial momentum is low. Deals stall, replies come slowly, growth seems out of reach. Do not chase quick fixes or bend your principles to speed things up. Focus on protecting what you have: trim needless costs, avoid new risks and keep careful records. Patient caution now preserves your footing until conditions improve.",
      relationships:
        "Communication may feel stuck, and warmth harder to reach. You cannot force understanding when someone has withdrawn. Keep your own heart honest and kind, avoid bitter words, and give space where needed. If a connection is truly draining you, this is a time to protect your well-being. Thaw comes; meet it with open hands when it does.",
    },
  },
  {
    number: 13,
    slug: "fellowship",
    pinyin: "Tóng Rén",
    characters: "同人",
    english: "Fellowship",
    lower: "fire",
    upper: "heaven",
    keywords: ["fellowship", "community", "shared purpose", "openness"],
    judgment:
      "Fire rises toward heaven, and the two share the same upward movement. True fellowship happens in the open, among people joined by a shared aim rather than private interest. Such a union can take on large undertakings. For it to hold, someone must give it clear purpose, and everyone must be honest. Reach beyond your usual circle; the widest fellowship is the strongest, and the most likely to last.",
    image:
      "Heaven shines down and fire burns upward; both give light to the same sky. Good organizers of people take this as their model, noticing what makes each person different as well as what joins them. Sort your allies thoughtfully so everyone finds a place that fits their gifts.",
    lines: [
      "Fellowship begins at the gate, out in the open where everyone can see. Meeting people without hidden agendas sets a clean foundation. Start your alliance honestly and there will be nothing to regret.",
      "Fellowship limited to your own clan becomes narrow and self-serving. If you only trust those who are just like you, the circle shrinks. Widen your welcome beyond family and faction.",
      "Weapons hidden in the thicket, watching from the high hill: mistrust has crept into the group. For three years nothing moves. Suspicion breeds more suspicion; lay down the hidden guard if you want progress.",
      "Up on the rampart, ready to strike, you find you cannot do it. Recognizing that conflict would be wrong is a turning point. Withdrawing from a quarrel you now see as pointless brings relief.",
      "Tears come first, laughter after. Companions kept apart by obstacles find one another at last, and the reunion is sweeter for the struggle that came before it.",
      "Fellowship in the meadow outside the town: you have companions, but not the deep unity you long for. This is acceptable. Friendly ties without full closeness can still be honest and good.",
    ],
    angles: {
      guidance:
        "This is a time to find your people or to strengthen the bonds you already share. Look for connections built on common values rather than convenience. Join a group, start a conversation, contribute to something bigger than yourself. Be open about your intentions. A shared purpose, honestly held, will give you strength you would never find alone.",
      finances:
        "Collaboration benefits your finances now. Team projects, cooperative ventures or shared resources can work well if everyone is transparent. Avoid cliques and side deals; fairness to all keeps the group sound. If you are part of a workplace or community effort, invest real energy in it. Common goals, clearly stated, help everyone's prosperity.",
      relationships:
        "Openness strengthens your bonds. Invite your partner, friends or family into your plans rather than keeping parts of your life separate. Introduce people who would enjoy each other. If mistrust has crept in, name it gently and clear the air. Community around a relationship supports it, so let your connections mingle and grow.",
    },
  },
  {
    number: 14,
    slug: "great-abundance",
    pinyin: "Dà Yǒu",
    characters: "大有",
    english: "Great Abundance",
    lower: "heaven",
    upper: "fire",
    keywords: ["abundance", "prosperity", "generosity", "stewardship"],
    judgment:
      "Fire shines high in the heavens, lighting everything below. Much is in your hands now: resources, influence, possibilities. Great possession brings great responsibility. Hold your abundance with modesty and use it for good, and it grows. Treat it as a trophy and it becomes a burden. Stay clear-sighted, generous and grounded, and you will find this a season of real and lasting fortune.",
    image:
      "The sun sits at the top of the sky, seeing and revealing everything. With that much light it becomes easy to tell the harmful from the good, and a careful steward checks the first and feeds the second. Let abundance sharpen your conscience rather than dull it.",
    lines: [
      "Nothing harmful has come near yet. You have not been touched by the pitfalls of wealth because you have not grown careless. Stay mindful of difficulty, and you will stay clear of trouble.",
      "A large, sturdy cart stands ready: your resources are well organized and able to carry a worthy load. You have capable help. Set out toward your aim; the means to get there are at hand.",
      "A prince offers his wealth to the ruler. Abundance is best placed in the service of the common good. If you hold more than you need, share it; a small-minded person could not manage this.",
      "Make a clear distinction between yourself and your neighbor's wealth. Do not compete in displaying abundance. Staying modest, without envy or show, keeps you out of trouble.",
      "Sincerity joined with dignity earns trust. Your openness wins people over, while your dignity stops them from taking liberties. Balance warmth and authority, and good fortune follows.",
      "Heaven itself seems to smile, and every road lies open. When you stay humble amid abundance and honor what is higher, support comes from unexpected directions. Gratitude keeps the blessing flowing.",
    ],
    angles: {
      guidance:
        "Good fortune is available to you. You may have more resources, support or opportunity than you realize. The key is how you hold it. Use your advantage generously and with integrity; share credit, help others rise, and remain humble. Abundance combined with wisdom multiplies itself, while abundance wasted on pride quickly fades.",
      finances:
        "A strong period for money. Income, recognition or assets may increase. Manage them wisely: organize your accounts, make sure your wealth is working for long-term goals, and resist showy spending. Share some of your gain thoughtfully. Good stewardship keeps prosperity stable and protects you from the envy or carelessness that abundance can attract.",
      relationships:
        "You have much to give, and others are drawn to your warmth. Be generous with time and attention, not just gifts. Enjoy the richness of your relationships, and let gratitude shape how you treat those close to you. Avoid making affection feel like a transaction; open-handed love is the real wealth here.",
    },
  },
  {
    number: 15,
    slug: "modesty",
    pinyin: "Qiān",
    characters: "謙",
    english: "Modesty",
    lower: "mountain",
    upper: "earth",
    keywords: ["modesty", "balance", "humility", "quiet strength"],
    judgment:
      "A mountain hidden beneath the earth: great height that does not display itself. Modesty does not mean shrinking. It means knowing your worth without needing to show it, and giving to others where there is too little while cutting back where there is too much. Nature levels peaks and fills valleys; people tend to trust the humble. This quiet quality carries undertakings through to completion.",
    image:
      "A mountain lies folded inside the earth, its height kept out of sight. The land around it evens out peaks and hollows, and someone wise does likewise, trimming excess and adding where something is lacking. Weigh things fairly, take a little from the heap and add it to the hollow, and bring balance to every situation you touch.",
    lines: [
      "With a humility so natural you hardly notice it yourself, you carry yourself lightly and can take on even large tasks. People help those who do not boast. Begin your project quietly, and it will go well.",
      "Modesty that shows itself naturally, in tone and manner, brings good fortune. What you are inside is visible without announcement. Keep steady and sincere, and others will recognize it.",
      "Hard-working modesty: you have done real work and still do not trumpet it. Such a person earns lasting respect and sees things through. Keep going, and let results speak for themselves.",
      "Nothing is lost by modesty that is active and helpful. Do not hide behind humility as an excuse for doing nothing; put your modesty to work in service of others.",
      "Without boasting of wealth, you can still enlist your neighbors. Sometimes modesty must act firmly, correcting what is wrong. Vigor joined to humility is powerful; step forward when needed.",
      "Modesty that has become known may be called on to set things right. Discipline begins at home. Use your quiet authority to put your own affairs in order before trying to fix the world.",
    ],
    angles: {
      guidance:
        "Humility is your strength now. Do your work well without needing applause, listen more than you assert, and look for balance in your commitments. Where you have too much, share; where something is lacking, quietly add. People will trust you more for it, and you will find that doors open when you stop pushing so hard.",
      finances:
        "Modesty in money means living within your means and not chasing status. Trim what is excessive, shore up what is thin, and avoid comparing your finances with others'. Quiet, steady management serves you better than bold display. A balanced budget and an unpretentious attitude protect both your resources and your peace of mind.",
      relationships:
        "Bring a humble heart to your relationships. Admit where you were wrong, thank people sincerely, and make space for others to shine. Modesty is not self-erasure: you still matter, and your needs count. But a gentle, unassuming presence invites closeness, and it smooths the rough edges where pride would otherwise create friction.",
    },
  },
  {
    number: 16,
    slug: "enthusiasm",
    pinyin: "Yù",
    characters: "豫",
    english: "Enthusiasm",
    lower: "earth",
    upper: "thunder",
    keywords: ["enthusiasm", "inspiration", "motivation", "celebration"],
    judgment:
      "Thunder bursts from the earth, and everything stirs. Enthusiasm spreads when it moves in harmony with others' feelings and with the natural flow of events. It can rally people, set plans in motion and make difficult tasks feel light. Harness it wisely: appoint helpers, prepare the ground, and make sure the excitement is tied to something real. Then it can carry you far.",
    image:
      "Thunder rises out of the earth and the land resounds. The old kings, tradition says, answered such moments with music, honoring the deserving and lifting the song toward the sky so that people felt as one. Celebration, rhythm and song can still unite hearts around what is worthy; use them.",
    lines: [
      "Boasting of your enthusiasm before anything is done leads to trouble. If you brag about connections or feelings that have not yet borne fruit, you invite disappointment. Keep quiet and prepare.",
      "Firm as a rock, you see the first signs and act without waiting all day. Not swept along by the crowd's excitement, you keep your head. Clear judgment brings good fortune.",
      "Looking upward and waiting for someone else to inspire you leads to regret. Hesitation costs you. Find your own motivation instead of depending on others' approval to move.",
      "Here you are the spring others draw their spirit from, gathering them because your confidence is real. Do not doubt. Friends come together like hair gathered in a clasp. Lead with sincerity and the group follows.",
      "A lingering weight keeps you from full enthusiasm, yet it also stops you from reckless excess. This limit is protective. Carry it calmly; it keeps you awake and careful while others lose their heads.",
      "Excitement has blinded you and carried you far past good sense. Even now, if you change course, things can be set right. Wake up from the spell, and steady yourself before continuing.",
    ],
    angles: {
      guidance:
        "Energy and inspiration are rising. Now is the moment to start something, to rally support or to rekindle a passion. Make sure your enthusiasm has a direction and a plan behind it; excitement alone fades quickly. Invite others into your vision, and let music, movement or celebration feed your motivation. Joy shared is joy that lasts.",
      finances:
        "Excitement about a financial idea may be running high, yours or someone else's. Enjoy the motivation, but test the plan before committing. Do the research, check the numbers, and prepare practical steps. Enthusiasm can help you launch a project or pursue a raise; just do not let it push you into hasty decisions or impulse buys.",
      relationships:
        "Joy and playfulness can refresh your relationships. Plan something fun, share music, dance or laugh together. Enthusiasm is contagious, and a warm, lively mood draws people closer. Stay attentive, though: make sure your excitement includes the other person's feelings, and avoid promising more than you can deliver in the glow of the moment.",
    },
  },
  {
    number: 17,
    slug: "following",
    pinyin: "Suí",
    characters: "隨",
    english: "Following",
    lower: "thunder",
    upper: "lake",
    keywords: ["following", "adaptation", "rest", "responsiveness"],
    judgment:
      "Thunder stirs beneath the lake, and the water moves with it. To lead well, one must first learn to follow: to adapt to the moment and to the real needs of others. Following is not weakness when it is chosen freely and in the service of something good. Stay consistent in your values while you bend your methods. Those who follow wisely soon attract followers of their own.",
    image:
      "In autumn, thunder sinks into the lake and falls silent. Taking the hint, the sensible person lets evening be evening: comes home at dusk, eats, rests and recovers. Honor your need for rest as part of the larger cycle; adapt to the season rather than fighting it.",
    lines: [
      "The standards you follow are shifting. Stay steady in what matters, and go out of your own door to meet different people. Listening to voices outside your usual circle helps you adapt well.",
      "Hold on to the small companion and the strong one walks away. Attachment to what is small and comfortable can cost you something greater. Choose carefully whom and what you follow from here.",
      "Choose the strong companion, and the small one slips from your side. You find what you seek by making a clear choice. Leaving behind the easier, smaller path is the price of real progress; stay true to it.",
      "Following can attract people who want to use you. If others trail after you for gain, stay sincere and clear-minded. Honest intentions protect you from flattery and false allies.",
      "Sincere in pursuing the good, you are rewarded. Following what is truly excellent, whether an ideal or a person, brings good fortune. Trust your devotion to what you know is right.",
      "Bound firmly to the one you follow, you find yourself held fast, and the bond is honored before the ancestors. Loyalty that has lasted through trials becomes something sacred and secure.",
    ],
    angles: {
      guidance:
        "Flexibility is your ally now. Rather than pushing your own plan at all costs, notice what the situation is asking and adapt. Follow good examples, good advice and your own deeper values. Make sure rest fits into the rhythm of your days, too. Willingness to follow the flow, while keeping your principles, will lead you where you need to be.",
      finances:
        "Adapt your money habits to current conditions rather than clinging to old routines. Follow trustworthy guidance, learn from people whose financial judgment you respect, and adjust your budget to the season you are in. Be wary of anyone who wants you to follow them for their own gain. Sensible adaptation keeps your resources aligned with reality.",
      relationships:
        "Responsiveness deepens connection. Follow the other person's lead sometimes, tune in to their moods, and let the relationship breathe on its own rhythm. Being flexible does not mean giving up yourself; it means meeting someone halfway with genuine interest. A bond in which both can lead and follow feels safe and alive.",
    },
  },
  {
    number: 18,
    slug: "repairing-the-spoiled",
    pinyin: "Gǔ",
    characters: "蠱",
    english: "Repairing the Spoiled",
    lower: "wind",
    upper: "mountain",
    keywords: ["repair", "renewal", "correction", "inherited trouble"],
    judgment:
      "A bowl in which worms have bred: something has decayed through neglect, perhaps long before you arrived. It can be repaired, and the effort brings good results. Before beginning, reflect on how the decay came about; after, watch carefully that it does not return. Three days of thought before, three days of vigilance after, says tradition. Energetic, honest repair turns a spoiled legacy into a fresh start.",
    image:
      "Wind blows along the foot of the mountain and stirs what had gone stale. The good reformer works like that breeze, waking people up, lifting their spirits, airing out old habits and feeding character. Shake loose what has stagnated, then tend it back toward health.",
    lines: [
      "A father's neglect has left a mess behind: you inherit a problem that has not yet grown deep. Address it now and carefully. There is some danger in correcting an elder's error, but the result is good.",
      "Mending a mother's mistakes calls for gentleness. Do not be too harsh or rigid; weaknesses born of love or tenderness need delicate handling. Repair with care and patience.",
      "You go at an inherited problem a little too hard. There may be some regret over the zeal, but no great mistake has been made. Better to act vigorously than not at all.",
      "Putting up with an old inherited fault, you let the rot go on spreading. Looking away from old problems only lets them grow. If you continue to tolerate them, you will come to regret it.",
      "Restoring what an earlier generation let slip, you are praised. Working with capable helpers, you bring back what was lost. Your efforts bring honor and a real sense of renewal.",
      "Stepping away from the service of rulers, you turn toward aims of your own. Sometimes the right course is to step back from worldly affairs and tend your own growth. This is not escape but a different kind of work.",
    ],
    angles: {
      guidance:
        "Something in your life needs repair: an old habit, a neglected responsibility, a pattern you inherited. Look at it honestly, without blame. Understand how it came to be, then take practical steps to set it right. Once fixed, stay attentive so it does not slide back. This work is demanding, but it clears the way for a genuinely fresh chapter.",
      finances:
        "Old financial patterns may need correcting: debts left unattended, paperwork piling up, spending habits learned in childhood. Now is the moment to face them. Review where things went wrong, make a plan to address each problem, and follow through steadily. Prudent repair today prevents deeper decay and frees energy for new goals.",
      relationships:
        "A relationship may carry wounds from the past: old hurts, family patterns or unspoken resentments. Healing is possible if you approach them with honesty and patience. Talk about what went wrong without assigning blame, then choose a new way forward together. Gentle persistence can turn a strained connection into one that is stronger than before.",
    },
  },
  {
    number: 19,
    slug: "approach",
    pinyin: "Lín",
    characters: "臨",
    english: "Approach",
    lower: "lake",
    upper: "earth",
    keywords: ["approach", "growth", "rising influence", "openness"],
    judgment:
      "The lake lies below the earth and the land leans over it, drawing near. Something is approaching: a season of growth, of rising energy, of warmth moving toward you. Spring is coming on, and effort now meets eager soil. Yet even the best seasons turn; by the eighth month the tide will change. Use this rising time well, with openness and care, and set things in order before it passes.",
    image:
      "Earth rises above the lake, leaning close to its edge. Draw near to others in that spirit: never tired of teaching, never short of patience, ready to protect without ever looking down on anyone. Let your nearness be a support to people, offered freely and generously.",
    lines: [
      "Approaching together with others, you move toward something good. Shared enthusiasm carries you forward. Stay steady in your intentions, and the joint effort brings good fortune to all who share it.",
      "Again you draw near alongside others, and this time everything favors you. The moment is ripe and cooperation flows easily. Move forward with confidence; your efforts fit the season and the people beside you.",
      "Drawing near in a lazy, easygoing way brings nothing of value. If you realize you have been too casual, correct yourself now. Taking the matter seriously removes the problem.",
      "Now you meet people fully and directly, holding nothing back. Being open and present with those below or beside you is exactly right at this stage.",
      "Leading from a distance, and knowing you cannot do everything, you choose capable people and trust them. This is the right way to lead. Delegation rooted in good judgment brings good fortune.",
      "Big-hearted nearness: someone who has withdrawn from active life returns to help others grow. Offering your experience with a warm heart is a blessing to everyone involved.",
    ],
    angles: {
      guidance:
        "Good energy is moving toward you. Opportunities, support or a new phase of growth are near. Step forward to meet them with openness and generosity. Use this time to teach, to encourage others, to put your plans into action. Stay aware that every rising season eventually peaks; make the most of this one while it lasts.",
      finances:
        "Conditions may be improving. This is a favorable time to pursue opportunities, ask for what you are worth or start a project you have been planning. Act while momentum is strong, but keep an eye on the future: put some of the gain aside, and do not assume the upswing will last forever. Prudence now secures benefits later.",
      relationships:
        "Warmth is approaching. A relationship may be deepening, or a new person coming closer. Meet them with sincerity and attentive care. Be available and patient, offering support without trying to control. Nurture the growth of the bond with daily kindness and honest words, and it can bloom naturally in this welcoming, generous season.",
    },
  },
  {
    number: 20,
    slug: "contemplation",
    pinyin: "Guān",
    characters: "觀",
    english: "Contemplation",
    lower: "earth",
    upper: "wind",
    keywords: ["contemplation", "observation", "perspective", "setting an example"],
    judgment:
      "Wind moves over the earth, touching everything it passes. This is the moment before the offering is made, when the washing of hands has been done and a hush fills the hall. Contemplation means seeing clearly and also being seen: people watch those they trust. Your example teaches more than any instruction. Stand quietly, look deeply, and let sincerity be your influence.",
    image:
      "Wind sweeps across the land, reaching into every corner. Tradition says rulers of old traveled through their regions, observing customs and offering teaching. Survey your own situation just as broadly, see how people actually live, and respond to what is real.",
    lines: [
      "A child's glance takes in only the surface of things. That is acceptable for a beginner, but not for someone who should know better. Look again, more deeply.",
      "Peeking through a door left ajar gives a narrow, limited picture. Perspective confined to your own small room can be comfortable but also misleading. Open the door wider and look out.",
      "Examining your own life shows whether to advance or retreat. Look honestly at what your choices have produced. Self-knowledge, more than outside advice, tells you which way to move now.",
      "Gazing at how a well-ordered land shines, you see what wise leadership could accomplish. It is right to offer your talents to a worthy cause. Consider serving where your gifts are welcome.",
      "Look at the effects of your own conduct. If you hold influence, ask what your example is actually teaching others. Honest self-examination keeps your path clean and your leadership trustworthy.",
      "From a distance, freed of ego, a person reviews the life they have lived. Detachment allows clarity. Examine your path with a calm eye rather than harsh judgment, and you will see what remains to be done.",
    ],
    angles: {
      guidance:
        "Step back and observe before acting. Take a broad view of your situation, noticing the patterns and influences at work. At the same time, remember that others are watching you, too; your calm example can steady people more than words. Spend a little time in quiet reflection today, and let insight guide your next move.",
      finances:
        "Survey your financial landscape with fresh eyes. Look at where your money actually goes, what your commitments are, and how the wider economy may affect you. Avoid reacting on impulse. Careful observation now reveals where to adjust. Your thoughtful example may also encourage family or colleagues to handle money more wisely.",
      relationships:
        "Watch and listen closely. What is really happening between you and the people you care about? Observe without rushing to conclusions. Your own conduct speaks volumes, so act in ways that reflect your best self. Quiet attentiveness often reveals what endless discussion misses, and it helps others feel seen and respected.",
    },
  },
  {
    number: 21,
    slug: "biting-through",
    pinyin: "Shì Kè",
    characters: "噬嗑",
    english: "Biting Through",
    lower: "thunder",
    upper: "fire",
    keywords: ["decisiveness", "justice", "clarity", "removing obstacles"],
    judgment:
      "Something stands between the upper and lower jaw, keeping them from closing. The obstacle must be bitten through with energy. This concerns obstruction, deception or an injustice that will not resolve itself. Clarity and decisiveness are needed, with fair consequences applied consistently. Act firmly but justly, neither too soft nor too harsh, and the way opens again for everyone involved.",
    image:
      "Thunder and lightning strike together: sudden force joined with brilliant clarity. In the old stories, kings made their penalties clear and their laws plain, so people knew where they stood. Set fair rules, state them openly for all to hear, and follow through.",
    lines: [
      "A foot caught in a wooden clamp: a mild penalty early on, and a small correction stops a mistake before it grows. Minor consequences now prevent major ones later. Accept the lesson gracefully, and go no further down that road.",
      "Your teeth sink into tender meat so eagerly that your face disappears into the bowl. The resistance is slight, and you go a little too far. Still, the correction is justified; temper your force.",
      "Chewing on tough, long-cured meat, you hit a sour, tainted piece. The problem is older and harder than expected, and it brings some unpleasantness. The effort is still right, though uncomfortable.",
      "Working through gristle, you find bronze arrowheads buried in the meat. The obstacle is stubborn, but you gain something from the struggle. Be firm and aware of difficulty, and the way tends to open.",
      "Inside lean cured meat lies a nugget of yellow gold. The task is hard, but you approach it with balance and fairness. Stay aware of danger, and your steadiness brings a worthy result.",
      "A heavy wooden yoke sits so high on the neck that the ears are hidden: someone has stopped listening to warnings and now faces consequences. Do not become deaf to counsel; listen before it is too late.",
    ],
    angles: {
      guidance:
        "An obstacle needs to be dealt with directly. Avoidance will not make it vanish. Identify clearly what is blocking you, whether a problem, a lie, a habit or an unfair situation, and take decisive action. Be fair, be clear and act with energy. Once the barrier is bitten through, things can flow together again.",
      finances:
        "A financial obstacle, such as an unpaid bill, an error, an unfair charge or a dispute, needs firm handling. Gather the facts, state your case clearly and insist on fairness through proper channels. Do not let small problems linger until they grow. Decisive, honest action resolves the issue and restores smooth flow to your finances.",
      relationships:
        "Something is standing between you and another person: a misunderstanding, an unspoken grievance or a hidden truth. Face it directly and fairly. Clear, calm honesty is needed, not punishment. Address the real issue rather than circling around it. Once the obstacle is removed, connection can close the gap and grow warmer.",
    },
  },
  {
    number: 22,
    slug: "grace",
    pinyin: "Bì",
    characters: "賁",
    english: "Grace",
    lower: "fire",
    upper: "mountain",
    keywords: ["grace", "beauty", "adornment", "elegance"],
    judgment:
      "Fire burns at the foot of the mountain, lighting its slopes with a warm glow. Beauty, form and grace bring pleasure and smooth small matters. They cannot carry great affairs alone, though. Ornament is a frame, not a foundation. Enjoy what is lovely, give your work an elegant shape, but do not mistake appearance for substance. Small undertakings go well when graced with care.",
    image:
      "Fire at the base of the mountain illuminates its slopes, making them beautiful without changing what they are. Clear, graceful handling suits the small business of the day, though a weighty quarrel cannot be settled by charm. Let polish serve what is true.",
    lines: [
      "You dress your feet with care, step down from the carriage and go on foot. Humble self-reliance has a dignity of its own. Choose simple means over borrowed splendor at the start, and walk on your own feet.",
      "Combing and oiling the beard is attention to appearance without substance underneath. Ornament follows the face; it does not make it. Focus on what is real before decorating it.",
      "Graceful and glistening: charm, comfort and pleasant company envelop you. Enjoy them, but stay constant in your deeper values. Do not let ease dissolve your resolve.",
      "Should you dress things up or keep them plain? A white horse gallops up, and its rider is an honest suitor, not a thief. Plain honesty may be worth more than elaborate show. Welcome what is genuine.",
      "You bring only a thin bolt of cloth to the hillside garden where you are a guest. You may feel your offering is small, but sincerity outweighs richness. In the end, it is well received.",
      "Plain white cloth, without a single ornament. At the end of the search for beauty lies simplicity. Let go of decoration; what is essential shines most clearly on its own.",
    ],
    angles: {
      guidance:
        "Beauty and form matter now. Pay attention to how you present your work, your space and yourself, not to impress, but to honor what you care about. Still, remember that polish is only a surface. Make sure what lies beneath is solid. Enjoy the pleasures of elegance today, and let simplicity keep you grounded.",
      finances:
        "Be wary of spending that is driven by appearances. Attractive packaging, status purchases or impressive presentations may not hold real value. Focus on substance: quality over flash, lasting value over trends. If you are presenting your work or business, a graceful, clear presentation helps, but only when it reflects genuine quality underneath.",
      relationships:
        "Romance and charm are in the air. Small gestures of beauty, like a thoughtful gift, a lovely setting or careful words, can brighten your bond. Just remember that attraction built only on appearance fades. Look beneath the surface, and let others see the real you. Simple, sincere affection is the most graceful gift you can offer.",
    },
  },
  {
    number: 23,
    slug: "stripping-away",
    pinyin: "Bō",
    characters: "剝",
    english: "Stripping Away",
    lower: "earth",
    upper: "mountain",
    keywords: ["decline", "letting go", "patience", "stillness"],
    judgment:
      "Five yielding lines press up against a single firm one at the top, like a house whose supports are being eaten away. Decay is taking its course, and fighting it head-on will not help. This is not the moment to push forward. Accept what must fall, protect what matters, and wait quietly. Like autumn leaves, what is stripped away makes room; the seed of renewal survives.",
    image:
      "The mountain rests on the earth, but its base is eroding. A wise person strengthens those below, being generous to those who depend on them, for a house stands only as long as its foundation holds. Secure your base while the high places crumble.",
    lines: [
      "Rot has reached the feet of the bed. Decay has begun at the foundation, quietly undermining what supports you. Notice early signs of erosion and protect the ground you stand on.",
      "The frame of the bed is cracking now. The danger creeps closer, and you may feel isolated, without allies. Stay cautious, keep a low profile, and adapt to the circumstances as best you can.",
      "While things break down around you, you stay clear of trouble. By separating yourself from the destructive crowd, you keep your integrity. Standing apart from harm is the wise choice.",
      "The damage has reached the mattress where you lie. Danger is close and can no longer be ignored. Protect yourself and those near you, and take practical steps to limit the harm.",
      "Like fish swimming in a single file, the yielding ones line up to receive favor from the one above. Order is restored through cooperation. Align yourself with what is strong and kind, and benefit follows.",
      "High on the stripped branch, one big fruit hangs untouched. What is truly good survives even a season of loss, and its seed will sprout again. The wise find shelter here; the petty tear down their own home.",
    ],
    angles: {
      guidance:
        "Something is wearing away, and resisting it would waste your strength. Accept that this phase of decline is part of a larger cycle. Focus on what you can protect: your health, your core values, your closest bonds. Avoid dramatic actions. Quiet patience now preserves the seed of renewal, ready to grow when the season turns.",
      finances:
        "Financial erosion, such as rising costs, slow income or leaking resources, may be at work. Do not make bold moves or chase losses. Protect your foundation: essentials first, reserves intact, unnecessary obligations trimmed. Wait for clearer conditions before expanding. By securing the base now, you will be in a good position when things improve.",
      relationships:
        "A relationship may be going through a difficult stage, with distance or tension gradually wearing down closeness. Do not try to fix everything at once or force a resolution. Be kind, keep communication gentle, and protect what remains good between you. If something must end, let it end with dignity; what is genuine will survive.",
    },
  },
  {
    number: 24,
    slug: "return",
    pinyin: "Fù",
    characters: "復",
    english: "Return",
    lower: "thunder",
    upper: "earth",
    keywords: ["return", "renewal", "turning back", "fresh starts"],
    judgment:
      "After the darkest point of the year, the light turns back. One firm line appears at the bottom, the first movement of life beneath frozen ground. Return is natural and cannot be hurried. Friends come back; the path opens again. Let the new beginning grow gently: rest, nurture it, allow it seven days. Tradition holds that what returns in its own time returns strong.",
    image:
      "Thunder stirs deep within the earth at midwinter, barely audible. On the shortest day, tradition says, the old rulers shut the border gates so that traders and travelers could rest at home. Protect a fragile new beginning the same way: keep quiet, do not push, and let renewed energy gather before it is used.",
    lines: [
      "A few steps down the wrong road, you turn around. Turning back after a small detour is the easiest and best kind of return. No great harm has been done; correct course now and things go very well.",
      "Coming home calmly, guided by good examples. Allow people you admire to draw you back toward what is right. Humble, natural renewal like this is a blessing.",
      "Again and again you slip and come back. It is not ideal, but each return counts. Keep turning toward what is good; the danger lies in giving up, not in starting again.",
      "The crowd walks on, and you alone turn around. Sometimes you must part from the group to follow what is right. Your solitary turn is honorable, even if no one follows.",
      "With a generous heart you examine yourself and freely correct your course, without waiting to be told. Honest self-reflection leaves no room for lingering regret. Take responsibility and begin again.",
      "The chance to turn back slipped past you unnoticed. Pushing ahead on the wrong course brings losses that may take a long time to recover. Stop, reflect, and find the way back.",
    ],
    angles: {
      guidance:
        "A turning point has arrived. After a difficult stretch, light is returning. Something you lost, whether energy, hope or direction, is coming back. Treat this fresh start gently; do not rush it or pile on demands. Rest, reconnect with what matters, and let the new cycle grow at its own pace. Small, steady steps are enough.",
      finances:
        "Your financial situation may be beginning to recover. Treat the turnaround with care: return to good habits, rebuild savings slowly and avoid rushing into big commitments. This is a time for restoring balance rather than expanding. Review what went wrong before, learn from it and let the recovery build on a firmer base.",
      relationships:
        "Reconnection is in the air. An old friend may return, or warmth may return to a bond that had cooled. Welcome it without pressure. Go slowly, rebuild trust through small, sincere acts, and let both of you find your footing again. Returning to what is good between you is a gift to treasure and protect.",
    },
  },
  {
    number: 25,
    slug: "innocence",
    pinyin: "Wú Wàng",
    characters: "無妄",
    english: "Innocence",
    lower: "thunder",
    upper: "heaven",
    keywords: ["innocence", "sincerity", "spontaneity", "the unexpected"],
    judgment:
      "Thunder rolls beneath the open sky, and everything moves in accord with its own nature. Innocence here means acting without scheming, from a heart that has not bent itself around hidden motives. Such sincerity finds its way. But if you stray from what is right and try to force events for gain, trouble follows. Stay honest, stay spontaneous, and do not reach for what is not yours.",
    image:
      "Thunder rolls across the land beneath the open sky, and every living thing wakes in its true form. Tradition tells of wise rulers who, in tune with the seasons, nourished all beings in their time. Act in harmony with the moment, caring for growth without manipulation.",
    lines: [
      "Acting with a clean heart is lucky now. Follow your first, honest impulse. At the start of this situation, simplicity and sincerity carry you further than any clever plan could.",
      "Break the soil without dreaming of the harvest; clear new ground without already spending next year's crop. Do each task for its own sake, not for its reward, and the way forward opens naturally.",
      "Trouble you did not earn: a tethered cow is led off by a passing traveler, and the villagers are blamed. Sometimes loss arrives without cause. Do not turn bitter; stay honest and let the matter settle.",
      "Stay with what is truly yours. Whatever others do, hold firmly to your own integrity, and no loss can reach what matters most. You do not need to chase anything; keep your course steady and quietly sure.",
      "A trouble arrives that you did nothing to invite. Resist the urge to fix it with hasty remedies; some disturbances pass on their own when left alone. Trust your sound core and let time do its quiet work.",
      "Innocent action, pushed at the wrong moment, brings trouble. When the time is not right, even good intentions misfire. Wait, because nothing is gained by moving now. Stillness protects you at the end of this cycle.",
    ],
    angles: {
      guidance:
        "Act from sincerity rather than calculation. Drop the hidden strategies and let your honest nature lead. Unexpected events may arise; meet them with openness instead of trying to control every outcome. Do the right thing because it is right, not because of what it will bring. Simplicity of heart is your best guide today.",
      finances:
        "Avoid schemes, shortcuts and anything that feels too clever. Honest work and straightforward choices protect your money now. Unexpected expenses may appear; keep a buffer for surprises and do not panic. Focus on doing good work rather than calculating every return, and resist speculation born of greed. Integrity keeps your finances sound.",
      relationships:
        "Be genuine. Let your feelings show without strategy or games. Sincerity invites sincerity, and spontaneous affection is more powerful than carefully planned moves. If something unexpected disrupts your bond, respond with honesty rather than suspicion. Love flourishes where no one is trying to manipulate the outcome, and where both of you can be surprised by each other.",
    },
  },
  {
    number: 26,
    slug: "great-taming",
    pinyin: "Dà Chù",
    characters: "大畜",
    english: "Great Taming",
    lower: "heaven",
    upper: "mountain",
    keywords: ["restraint", "stored strength", "study", "discipline"],
    judgment:
      "Heaven is held within the mountain: great creative power gathered and contained. This is a time to store energy, knowledge and resources, restraining the urge to spend them too early. Daily renewal of character keeps the stored force alive rather than stagnant. Eat away from home, says tradition, meaning serve beyond your own walls. When the time comes, undertake something great; the reserves are there.",
    image:
      "Heaven lies within the mountain, its vast energy held in stone. Store wisdom the same way: read the words of those who came before, study what they did, and let it thicken your character. Their example can become your own inner wealth, ready when you need it.",
    lines: [
      "Danger ahead: it is better to stop. A strong urge to move forward meets firm resistance. Pause here, let the timing ripen, and do not force your way through.",
      "The cart has lost the pin that holds its wheels. You are held back, and it is wise to accept the check rather than fight it. Gather your strength patiently; the restraint serves you.",
      "A fine horse now runs behind others in a team. Awareness of danger and daily practice with chariot and defense make progress possible. Keep training, keep alert, and move with a clear goal.",
      "A board is fixed across the horns of a young bull before they can do harm. Prevention is easier than cure. Restrain wildness early and gently, and great good follows.",
      "A boar whose temper has been gentled keeps its tusks but no longer charges: the aggression is tamed at its source, not by force against the tusk but by changing the nature of the drive. Address root causes, and danger fades.",
      "A road opens straight into the sky. The long restraint is over, and stored power can now be released. Move forward freely; what you have gathered is ready to serve.",
    ],
    angles: {
      guidance:
        "Hold your energy in reserve a while longer. You may feel ready to burst forward, but this is a time to gather strength, deepen knowledge and refine your character. Study, practice, prepare. The restraint is not a punishment; it concentrates your power. When the moment opens, you will be ready to do something significant.",
      finances:
        "Save, invest wisely and resist spending impulses. Accumulating resources now builds a powerful base for future action. Learn from the financial experience of others, such as mentors or solid books, and apply it consistently. Large undertakings may become possible later; for now, let your reserves grow and your plans mature.",
      relationships:
        "Restraint can strengthen love. Rather than acting on every impulse, channel your feelings into steady care and patience. Learn from relationships you admire. Shared discipline, like saving together, growing together or keeping promises, builds a deep reserve of trust. When the time comes for bigger commitments, this foundation will hold.",
    },
  },
  {
    number: 27,
    slug: "nourishment",
    pinyin: "Yí",
    characters: "頤",
    english: "Nourishment",
    lower: "thunder",
    upper: "mountain",
    keywords: ["nourishment", "self-care", "moderation", "sustenance"],
    judgment:
      "The figure looks like an open mouth, firm lines above and below, empty within. Watch what people nourish, and you learn who they are. Look at what you take in (food, words, ideas, company) and at what you feed to others. Sustenance chosen wisely builds strength. Take care of body and spirit with moderation, and nourish those who depend on you with equal care.",
    image:
      "Thunder stirs beneath the mountain, like a jaw moving to chew. Two things pass through the mouth: words going out and food coming in. Someone wise watches both, choosing speech with care and eating and drinking in moderation. Guard both doors with attention.",
    lines: [
      "You set aside your own magic tortoise and stare hungrily at someone else's plate. Envying what others have, you neglect the resources already yours. Return to what truly nourishes you.",
      "Looking up the hill for someone to feed you, you stray from your own road: depending on others when you could provide for yourself creates trouble. Seek sustenance through your own honest effort.",
      "Pushing away real food to chase what merely tickles the tongue: for ten years nothing comes of it. Empty pleasures leave you hungrier. Choose what actually sustains you.",
      "Asking those above for help is right here. Like a tiger watching intently, you seek capable helpers to serve a good cause. Requesting support in order to nourish others is fitting.",
      "Leaving the usual path, you need others' help to provide what is needed. Stay steady and accept support graciously. Do not attempt grand undertakings alone at this point.",
      "Many now eat from your hand, and depend on you. The responsibility is great and carries risk, but awareness of it brings good fortune. Now you can take on a large task.",
    ],
    angles: {
      guidance:
        "Pay attention to what you are feeding: your body, your mind, your relationships. Choose nourishment that builds you up, whether good food, good books or good company. Be mindful of your words, too; what you say nourishes or depletes others. Moderation and care in what you take in and give out will restore your strength.",
      finances:
        "Review what sustains you financially and what drains you. Are you investing in what truly nourishes your life, or in habits that leave you empty? Spend thoughtfully on essentials and on things that genuinely support your well-being. If you support others, plan for it responsibly. Balanced, mindful consumption keeps your resources healthy.",
      relationships:
        "Nourish your relationships with attention and kind words. Notice what each person needs, and offer care without depleting yourself. Speak thoughtfully; words can feed love or starve it. Share meals, stories, comfort. The bonds you tend with patience and moderation grow strong, and over time they nourish you in return, often when you need it most.",
    },
  },
  {
    number: 28,
    slug: "great-excess",
    pinyin: "Dà Guò",
    characters: "大過",
    english: "Great Excess",
    lower: "wind",
    upper: "lake",
    keywords: ["pressure", "excess", "courage", "extraordinary measures"],
    judgment:
      "The ridgepole sags under too much weight: strong lines crowd the center, and the ends are weak. Something is overloaded, an extraordinary situation calling for extraordinary measures. Do not panic, and do not ignore the strain. Act, but gently, finding a way through that does not break what is fragile. Having somewhere to go helps; move with purpose, and the overload can be relieved.",
    image:
      "The lake rises above the trees until even the tall wood is submerged. In such a flood, you may have to stand alone without fear, or step back from the world without despair. In extraordinary times, hold to your inner ground calmly, whatever the water does around you.",
    lines: [
      "You lay pale reeds on the ground as a cushion: extra care at the foundation. When putting down something heavy, soften its landing and place it slowly. Such thoroughness is never wasted.",
      "Fresh shoots spring from the roots of a dried-out willow. Unexpected renewal is possible: an unlikely pairing or a late new beginning can revive what seemed finished. Welcome it without embarrassment.",
      "The main roof beam bows until it is about to crack. Pushing ahead stubbornly, refusing help, brings collapse. Accept advice and lighten the load before the beam gives way.",
      "Someone props up the roof beam. With support, the strain becomes manageable. Do not exploit the help you receive for selfish ends; use it to keep the structure sound.",
      "An old willow bursts into flower at its tips, with nothing new below. A showy revival without roots does not last. Such blossoming is pleasant but brief; seek renewal that reaches the roots.",
      "The river rises above your head as you wade on, going beyond your depth for a worthy cause. The situation is dangerous, but courage in service of what is right is never shameful.",
    ],
    angles: {
      guidance:
        "You may be carrying more than you can bear, or facing a situation so unusual that normal rules do not apply. Acknowledge the strain honestly. Take extraordinary but measured steps: ask for support, remove unnecessary weight, act with quiet courage. Avoid drastic moves born of panic. With care and resolve, you can get through this intense period.",
      finances:
        "Financial pressure may be high, perhaps from debt, heavy commitments or an unusual expense. Do not ignore the strain. Take firm, sensible action: cut what is not essential, seek qualified advice if needed and restructure gently rather than abruptly. This is a time for bold but careful measures, keeping the foundation intact.",
      relationships:
        "One of you may be carrying too much, or the bond itself is under heavy strain. Name the pressure openly. Share the load, seek outside support if needed and avoid making dramatic decisions while tempers are hot. Extraordinary times call for patience and courage. Standing firmly by what is true in your heart will guide you.",
    },
  },
  {
    number: 29,
    slug: "the-abyss",
    pinyin: "Kǎn",
    characters: "坎",
    english: "The Abyss",
    lower: "water",
    upper: "water",
    keywords: ["danger", "persistence", "sincerity", "resilience"],
    judgment:
      "Water upon water: a ravine, and then another ravine. Danger repeats itself, and you may feel that one difficulty leads straight into the next. Yet water teaches the way through. It never loses its nature; it fills each hollow completely and then flows on. Hold to your sincerity and keep moving, as water does. Inner truth gives you a steady heart in the midst of peril.",
    image:
      "Water keeps arriving, one wave after another, until every gorge is full and the river runs on. Goodness that lasts works the same way: it becomes a habit rather than an event, and it teaches by doing the same right thing again and again. Let consistency carry you through hazards, as the river carries itself through stone.",
    lines: [
      "Deep in the gorge, you stumble into a hole within the hole. Repeated exposure to danger has made you careless, and you have sunk further than you meant to. Do not grow used to peril; keep your guard.",
      "The abyss is dangerous; aim only for small gains now. You cannot escape completely at once, so take modest steps that keep you afloat. Little by little, the way out appears.",
      "Whichever way you turn, another chasm gapes. Every move leads to more danger. Stop struggling, wait, and do not act until a clear path appears. Sometimes stillness is the only safe choice.",
      "A little wine and rice in plain clay bowls, handed quietly across a sill. In danger, simple sincerity matters more than ceremony. Honest, plain exchanges get you through.",
      "The water in the gorge rises only to the level of its banks and no higher. Do not attempt more than is needed. Simply get out of danger, without grand ambition; that is enough for now.",
      "Tied up and fenced in by thorny hedges: you have lost your way and are trapped by your own choices. Recovering will take time. Be patient with yourself, learn, and gradually find release.",
    ],
    angles: {
      guidance:
        "You may be facing a series of challenges, one after another. Do not give up, and do not panic. Keep your heart steady and your intentions clear. Like water, stay true to yourself and keep moving, filling each difficulty fully before flowing on. Steady persistence and sincerity will see you through, one hollow at a time.",
      finances:
        "Financial risks may seem to be everywhere. Do not take on extra danger now: avoid speculation, new debt or impulsive decisions. Focus on staying afloat, handling one problem at a time with steady, honest effort. Keep communication with creditors or partners clear. Small, consistent moves get you across this narrow, rushing channel.",
      relationships:
        "Deep waters may be running between you and a person you love, with recurring problems or emotional turbulence. Stay sincere and keep communicating, even when it is hard. Do not sink into despair or give up too quickly. Simple gestures of honesty and care matter most. Trust built through difficulty becomes a strong current that carries you both.",
    },
  },
  {
    number: 30,
    slug: "radiance",
    pinyin: "Lí",
    characters: "離",
    english: "Radiance",
    lower: "fire",
    upper: "fire",
    keywords: ["clarity", "radiance", "dependence", "devotion"],
    judgment:
      "Fire upon fire: a double brightness, like sun rising on sun. Flame has no form of its own; it clings to what it burns and so gives light. Clarity likewise depends on what you attach yourself to. Choose to hold onto what is good and true, and your light spreads. Tend a gentle cow, says tradition: cultivate gentleness and patient care, and the brightness lasts.",
    image:
      "Fire rises on fire, one dawn following another, and light reaches every corner of the world. Someone clear-sighted keeps that brightness going, passing understanding from day to day and place to place. Let your understanding light the way for others, steady as the sun that returns each morning and warms whatever it touches.",
    lines: [
      "At dawn the path is a tangle of tracks. Early in the day, many impressions crowd in and confuse the eye. Stay composed and attentive; a careful, serious start avoids mistakes later.",
      "A warm, golden glow at midday, the color of the middle way. Balanced clarity, neither too bright nor too dim, brings great good fortune. Moderation gives you wisdom and keeps your vision true.",
      "As the sun goes down, some drum on a cooking pot and sing, while others moan that age is creeping in. Time passes; accept it. Enjoy the present instead of mourning what ends.",
      "A flash, a flare, then ashes swept out with the rubbish. Brilliance that burns too fast consumes itself. Slow, steady radiance lasts longer than a sudden blaze.",
      "Weeping freely and sighing aloud, you let grief move through you, and deep emotion brings real transformation. When sorrow is honestly felt, it clears the way for good fortune to return.",
      "A ruler sends troops to end a rebellion. Correction and clarity are needed: remove the root of the disorder, but spare those who merely followed. Firmness with compassion brings lasting order.",
    ],
    angles: {
      guidance:
        "Clarity is available to you, but it depends on what you hold onto. Choose your attachments wisely, such as people, values or ideas that nourish your inner light. Stay warm and open. Like fire, you shine most brightly when you are connected to something worthwhile. Let your understanding illuminate the situation, and others will find their way by your glow.",
      finances:
        "Clear understanding of your money situation is the key now. Shed light on what has been hidden or confusing: track spending, read contracts carefully, ask questions. Be mindful of what you depend on financially and whether it is stable. Steady clarity will guide sound decisions; avoid flashy plans that burn brightly and fade quickly.",
      relationships:
        "Warmth and devotion shine through your connections. You and those you love are like flames on shared fuel, each making the other brighter. Cherish this mutual reliance, but keep it healthy: support without smothering, attach without clinging. Bring light to misunderstandings by speaking clearly and kindly, and let your affection be a lamp rather than a blaze.",
    },
  },
  {
    number: 31,
    slug: "mutual-attraction",
    pinyin: "Xián",
    characters: "咸",
    english: "Mutual Attraction",
    lower: "mountain",
    upper: "lake",
    keywords: ["attraction", "influence", "courtship", "receptiveness"],
    judgment:
      "The lake rests on the mountain, and the mountain receives its moisture. Attraction works through openness: the firm yields to the gentle, and both are moved. Influence that touches the heart is stronger than pressure. Stay receptive, sincere and still enough to feel what is really drawing you. A union entered in this spirit, tradition says, is blessed from the start.",
    image:
      "A lake sits high on the mountain, its water soaking into the stone below. A wise person welcomes others with an empty, open heart, letting them approach without needing to impress. Make room in yourself, and true connection can enter.",
    lines: [
      "The first stir of feeling reaches only the big toe. Something has begun, but it is not yet visible to anyone else. Notice the first impulse, and let it grow before acting.",
      "Feeling now tugs at the calves, and you want to run ahead before you are ready. Acting from restlessness rather than true intention brings trouble. Stay put until the impulse matures.",
      "The pull reaches the thighs: you cling to whatever you follow and rush after every whim. Chasing each attraction scatters you. Master your impulses and choose where to move.",
      "When the heart itself is moved, steady and quiet, good fortune comes. When you are agitated and restless, only a few will follow you. Calm sincerity draws people more surely than effort.",
      "Only the stiff back of the neck is touched: firm resolve that does not waver. You are unmoved by passing feelings. Such steadiness protects you, though it also limits deeper contact.",
      "The stirring stops at jaw, cheeks and tongue, and it is all talk now. Words without substance produce little effect on anyone. Let action and feeling speak louder than clever speech.",
    ],
    angles: {
      guidance:
        "Something or someone is drawing you. Pay attention to what stirs you at a deep level. Influence flows through openness and sincerity, not through force or persuasion. Make yourself receptive, listen more than you speak, and let natural attraction guide your choices. The right connections form when you are genuinely present.",
      finances:
        "Mutual benefit is the key to financial progress now. Partnerships, negotiations or collaborations go well when both sides feel heard. Listen carefully to what others need and find terms that serve everyone. Avoid high-pressure tactics or deals that feel forced. Genuine rapport, built patiently, attracts opportunity more than aggressive persuasion.",
      relationships:
        "Attraction is strong and courtship is favored. A new connection may deepen quickly, or an existing bond feel refreshed. Let feelings unfold naturally, with openness and respect. Listen with your whole heart. Avoid games and hasty moves; true affection grows where both people feel free to be themselves and to respond in their own time.",
    },
  },
  {
    number: 32,
    slug: "endurance",
    pinyin: "Héng",
    characters: "恆",
    english: "Endurance",
    lower: "wind",
    upper: "thunder",
    keywords: ["endurance", "consistency", "commitment", "steady renewal"],
    judgment:
      "Thunder and wind move together, as they always have; their partnership is lasting. Endurance is not rigidity. It is the self-renewing constancy of things that keep their direction while changing with the seasons, like the sun and moon returning. Stay faithful to your path, keep renewing your effort, and the work will endure. Consistency is favored, especially when it is heading somewhere.",
    image:
      "Thunder and wind, companions since the beginning, move through the world together. Stand like their partnership: rooted in one direction, holding a steady purpose even as fashions shift and voices change. Let your deepest commitments stand while the weather moves around them.",
    lines: [
      "Demanding that something last before it has even begun gets you nowhere. Lasting things grow slowly; insisting on permanence at the outset only causes friction. Begin patiently and let commitment deepen over time.",
      "Old worries settle. When you hold to the center and do not overreach, the anxiety loosens its grip. Steady moderation is the right kind of endurance for this stage.",
      "Without a steady core, you waver with every mood. Others notice your inconsistency, and it costs you trust. Decide what matters, and keep to it steadily.",
      "You hunt day after day in a field where no game lives, pursuing something in the wrong place. Endurance is useless if the aim is mistaken. Check where you are searching before you keep trying.",
      "Constancy of character is right for someone who follows, less so for someone who must lead. Know when quiet faithfulness is enough and when the moment asks you to decide.",
      "When restlessness becomes your normal state, constant agitation wears away whatever you build. Stop rushing from task to task; endurance requires calm at its core, not endless motion and noise.",
    ],
    angles: {
      guidance:
        "Commitment and consistency are your path now. Stay the course with what matters, while allowing methods to evolve. Endurance does not mean rigidity; it means renewing your effort day after day with quiet determination. Look at your long-term goals and ask what daily habits support them. Steady dedication builds something that lasts.",
      finances:
        "Long-term thinking benefits your finances. Stick with your budget, keep saving regularly and maintain steady work habits. Avoid chasing every new opportunity; consistency usually beats restless change. Review your plans periodically, adjusting details without abandoning your core strategy. Financial strength, tradition and common sense agree, comes from patience and steady effort sustained over years.",
      relationships:
        "Lasting love asks for constancy and renewal. Keep showing up, keep your promises and continue to grow together. A long bond stays alive through small daily acts of care and honest communication, not grand gestures alone. Commit to each other's growth, adapt to life's changes side by side, and your relationship can endure through many seasons.",
    },
  },
];
