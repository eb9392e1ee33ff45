import type { NumberContent } from "../../src/shared/numerology/content-types";

/**
 * The twelve numbers of Pythagorean numerology, 1–9 and the master numbers 11, 22 and 33, in the order of
 * NUMEROLOGY_NUMBERS (src/shared/numerology/numbers.ts), in the oracle's voice. Each number is read in
 * exactly the positions positionsOf gives it, and for each situation. The master numbers speak of their
 * heightened charge and of the base number they also carry (11 of 2, 22 of 4, 33 of 6).
 */
export const NUMBERS: NumberContent[] = [
  {
    number: 1,
    title: "The Pioneer",
    keywords: ["independence", "initiative", "courage", "leadership", "originality"],
    essence:
      "One is the first stroke of the pen, the single upright line that stands before any other number exists. It speaks of beginnings, self-reliance and the nerve to move before the path is marked. Where One is strong, you tend to lead simply by stepping forward, and others follow the trail you clear. Its shadow is the lonely summit: pride that will not ask for help, or impatience with anyone slower. Held well, its fire lights a way for more people than yourself.",
    positions: {
      lifePath:
        "With One as your Life Path, the whole road of your life bends towards independence. You are here to trust your own judgement, to start what others only talk about, and to stand on your own feet without apology. Expect the lessons to arrive as moments when nobody else will go first. Each time you do, the road widens.",
      expression:
        "Drawn from the letters of your full name, an Expression of One shows a talent for initiative and decisive action. You work best when you can set the direction, invent the method and answer for the result. People often sense a quiet authority in the way you handle a task. Let others contribute too, and your gift multiplies.",
      soulUrge:
        "Deep down, a One in the Soul Urge longs to be free to choose. The vowels of your name hint at a heart that wants to make its own mark, to be first at something that matters, and to be respected for it. Honour that wish rather than hiding it; ambition held kindly is not vanity.",
      personality:
        "Others first meet you as a One: self-possessed, direct, perhaps a little hard to approach. Your consonants lend an outer manner that looks capable and sure, so people may hand you the lead before you have asked for it. A warm smile softens the edge without dimming the strength.",
      birthday:
        "Born on a day that reduces to One, you carry the gift of the spark. When a project stalls or a room falls silent, you are often the person who makes the first move. Use this gift deliberately: the opening step is your talent, and you can let others carry the later miles.",
      personalYear:
        "A Personal Year of One opens a fresh nine-year cycle. Seeds planted now shape what grows for years, so choose them with care: a new venture, a new habit, a changed direction. The energy favours action over waiting. Begin boldly, even if the beginning is small.",
      personalMonth:
        "This month carries the tone of One, a clean page inside the larger year. It is a good stretch for starting, proposing and deciding, rather than polishing old work. Name one thing you would like to have begun by the time the month turns, and begin it this week.",
      personalDay:
        "Take the first step yourself today, as One advises. Send the message, open the file, make the call you have been postponing. Small acts of initiative carry more weight than usual, and no one needs to approve them before you start.",
    },
    angles: {
      guidance:
        "One asks you to stand on your own judgement. Waiting for the right moment, or for someone's blessing, has kept a good idea in the drawer for too long. Choose a single clear aim and take an unglamorous first step towards it; momentum is easier to steer than stillness.",
      finances:
        "Where work and money are concerned, One favours initiative: the proposal you write yourself, the skill you decide to learn, the side project you finally launch. Lead where you can, but check the figures before you leap. Independence is strongest when it rests on a plan you understand.",
      relationships:
        "In love and friendship, One reminds you that a strong sense of self is a gift to the people close to you, not a wall against them. Say plainly what you want. If you tend to take charge, leave room for the other person's pace, and let them surprise you.",
    },
  },
  {
    number: 2,
    title: "The Peacemaker",
    keywords: ["cooperation", "diplomacy", "sensitivity", "patience", "partnership"],
    essence:
      "Two is the first meeting: one line answered by another, and with it the birth of balance. It speaks of partnership, tact and the fine listening that hears what is left unsaid. Where Two is strong, you are the hinge that lets a door swing smoothly between people. Its shadow is self-erasure, keeping the peace at the cost of your own voice. Held well, its gentleness is a quiet and durable strength.",
    positions: {
      lifePath:
        "A Life Path of Two is a journey learned through others. Your road winds through partnerships, teams and families, and the lessons come as you find the balance between giving way and standing firm. Patience is your compass. Over the years you may discover that making peace is a craft as real as any other.",
      expression:
        "When your full name adds up to Two, your talents lie in bringing people together. You notice moods, read details others miss, and find the wording that lets two sides agree. You may do your finest work as the partner, the editor or the mediator rather than the figurehead, and there is no lesser honour in that.",
      soulUrge:
        "Your heart, as the vowels of your name reveal it, wishes for closeness and harmony. A Two in the Soul Urge wants to belong, to be someone's trusted other half, and to live without needless conflict. Let that longing guide you towards people who return your care, and remember that your own needs count in the balance too.",
      personality:
        "Gentle, approachable and easy to confide in: that is the impression a Two Personality makes, drawn from the consonants of your name. Strangers may tell you their stories within minutes. This softness is a welcome, but keep a clear line between kindness and being taken for granted.",
      birthday:
        "A birthday of Two brings the gift of tact. You can sense tension in a room before it breaks and often know the word that eases it. Treat this as the skill it is, and offer it where it is truly wanted.",
      personalYear:
        "After last year's beginnings, a Personal Year of Two slows the pace. Seeds are germinating underground, so patience, cooperation and careful detail will serve you better than force. Partnerships of every kind come into focus. Let things ripen; not every answer is meant to arrive early.",
      personalMonth:
        "The tone of this month is Two: gentle, receptive and relational. It favours conversations, joint plans and the small courtesies that build trust. If something stalls, consider waiting a little before pushing, because timing is part of the work now.",
      personalDay:
        "With a Personal Day of Two, the advice is to listen more than you speak. Ask a question today and let the answer finish. Cooperation goes further than competition, and a modest gesture of support may be remembered for a long time.",
    },
    angles: {
      guidance:
        "Two counsels patience and partnership. You need not solve this alone, nor all at once. Find the ally, the second opinion or the quiet hour that lets you see both sides, and let the answer take shape between them rather than forcing it from one direction.",
      finances:
        "Collaboration and careful detail are Two's counsel for work and money. A joint effort, a fair agreement or a supportive colleague may matter more than a bold solo move. Read the small print, keep accounts tidy, and let a sound partnership carry what one person would struggle to lift.",
      relationships:
        "Here Two is at home. It asks for tenderness, attentive listening and a fair balance of giving and receiving. If you have been keeping the peace by staying silent, gently say what you need; a bond that can hold honest words is a stronger bond.",
    },
  },
  {
    number: 3,
    title: "The Communicator",
    keywords: ["creativity", "expression", "joy", "sociability", "imagination"],
    essence:
      "Three is the child of One and Two, the first number that makes something new from a meeting. It speaks of words, colour, laughter and the urge to share what you feel. Where Three is strong, life wants to be expressed rather than merely lived: written down, sung, told over supper. Its shadow is scattered energy and a bright surface over unspoken worry. Held well, its playfulness turns ordinary days into stories worth telling.",
    positions: {
      lifePath:
        "Walking a Three Life Path, you are on a road of self-expression. Your lessons come through creating and communicating: finding your voice, trusting your imagination and sharing it even when it feels exposed. Joy is not a distraction from your purpose here; it is much of the purpose.",
      expression:
        "An Expression of Three gives gifts of language and imagination. You may write, speak, design, perform or simply make every gathering livelier. Your natural way of acting is to turn experience into something others can enjoy. Discipline is the partner this talent needs, so that bright beginnings become finished pieces.",
      soulUrge:
        "In the heart, a Three longs to create and to be heard. The vowels of your name point to a wish for delight, friendship and a life with room to play. When that wish is ignored, you may feel grey and restless; a little time each week for pure making can restore you.",
      personality:
        "At a first meeting, a Three Personality comes across as warm, witty and easy company. The consonants of your name give a bright outer manner that draws conversation. Remember that a sparkling surface can hide a tired heart, and let those close to you see the quieter moods as well.",
      birthday:
        "Your birthday of Three brings the gift of a lively tongue and a quick imagination. You can find the image that makes an idea land, or the joke that softens a hard moment. Use this gift generously; it lifts others more than you might guess.",
      personalYear:
        "Three makes this Personal Year more sociable and expressive. After the patient groundwork of last year, invitations, ideas and creative projects tend to multiply. Enjoy them, but choose where to pour your energy, or it may scatter into too many half-finished things.",
      personalMonth:
        "This month hums with Three: talk, play and creative sparks. It is a fine time for writing, pitching an idea, reconnecting with friends or simply enjoying yourself without guilt. Keep one eye on your diary so the fun does not crowd out rest.",
      personalDay:
        "Three sets today's tone, so say it out loud. Share the idea, compliment the person, sketch the plan on paper. Expression is favoured, and a light touch will open doors that seriousness keeps shut.",
    },
    angles: {
      guidance:
        "Three asks you to put what you feel into words or form. Something has been bottled up, and naming it will loosen its grip. Write, talk it through with a friend, or make something with your hands; clarity often arrives halfway through the telling.",
      finances:
        "In work and money, Three favours communication, creativity and visibility. Your ideas may be worth more than you think, if you present them well. Guard against spreading yourself too thin or spending on impulse, and pick the project that excites you most to see through to the end.",
      relationships:
        "Laughter and open conversation are what Three brings to love and friendship. Plan something playful together, or send the message you have been drafting in your head. If there has been tension, a light and honest word can reach further than a long silence.",
    },
  },
  {
    number: 4,
    title: "The Builder",
    keywords: ["stability", "discipline", "order", "diligence", "foundations"],
    essence:
      "Four is the square: four corners, four walls, four seasons turning in order. It speaks of foundations, patience and the dignity of work done properly. Where Four is strong, you are the one who makes plans real, brick by careful brick. Its shadow is rigidity, a fear of change that mistakes the fence for the field. Held well, its steadiness gives everyone around you solid ground to stand on.",
    positions: {
      lifePath:
        "A Four Life Path runs through the country of effort and reward. You are here to build something that lasts, whether a home, a craft, a business or a set of values others can rely on. Progress may feel slow at times, yet each stone you lay stays laid. Learn to rest as well as toil, and the structure will hold.",
      expression:
        "From your full name, an Expression of Four shows practical gifts: organisation, reliability and a steady hand with detail. You act by making systems, schedules and plans that actually work. Colleagues and friends often trust you with what matters most. Allow yourself some flexibility, and your reliability becomes wisdom rather than strain.",
      soulUrge:
        "The heart of a Four wants security. Its vowels reveal a wish for order, honest dealings and a life with firm ground under it. There is nothing dull in that longing; a safe home and a clear conscience are treasures, and you are right to seek them.",
      personality:
        "Sensible, dependable, perhaps a little reserved: this is how a Four Personality tends to strike people at first. Your consonants give an outer manner that says this person will turn up on time. That trust is valuable, though it helps to let people glimpse your humour too.",
      birthday:
        "Born on a Four day, you have the gift of follow-through. When others lose interest, you keep going until the job is properly done. It is a humble gift and a rare one, and the world leans on it more than it admits.",
      personalYear:
        "Foundations are the work of a Personal Year of Four. The load is likely to be heavier and the rewards may feel slow, but what you build now supports the rest of the cycle. Tend to health routines, budgets, repairs and skills, since steady effort will take you further than a sudden leap.",
      personalMonth:
        "Four's steady beat runs through this month. It suits organising, finishing, mending and getting your paperwork in order. Progress may come in small, unglamorous pieces; count them anyway, because they add up.",
      personalDay:
        "Your Personal Day of Four has simple advice for today: do the solid thing. Clear the desk, make the list, tackle the task you have been avoiding. Order in small matters will lend you calm in larger ones.",
    },
    angles: {
      guidance:
        "Four counsels structure. Your situation calls for a plan with steps rather than a dream with wings. Break the matter into pieces you can handle this week, and trust that persistence, not brilliance, is what will carry you through.",
      finances:
        "Careful budgeting and honest labour belong to Four. Review what comes in and what goes out, fix the small leaks, and put effort into skills that compound over time. No shortcuts are promised here, only the sturdy gains that patience tends to bring.",
      relationships:
        "In relationships, Four values loyalty and showing up. Love is built from reliable small acts: the promise kept, the chore done without being asked. If things feel stuck in routine, choose one new shared habit to plant, and tend it together.",
    },
  },
  {
    number: 5,
    title: "The Adventurer",
    keywords: ["freedom", "change", "curiosity", "versatility", "adventure"],
    essence:
      "Five sits at the centre of the nine, with four numbers on either side, and it cannot keep still. It speaks of the senses, of travel, of curiosity and of change welcomed rather than feared. Where Five is strong, you learn by tasting life directly and you adapt faster than most. Its shadow is restlessness, the habit of leaving before anything can take root. Held well, its freedom becomes fresh air for everyone you meet.",
    positions: {
      lifePath:
        "On a Five Life Path, your whole life is a journey of variety. You are here to experience, to explore and to learn how to use freedom well. Change will visit often; the lesson is not to chase every door, but to walk through the right ones with an open mind and a clear head.",
      expression:
        "Five as your Expression gives a quick, adaptable mind and a knack for connecting with all sorts of people. You act best when there is movement: new places, new problems, new audiences. Promotion, teaching, travel and persuasion may suit you. Choose a few commitments worth keeping, so your versatility has a home base.",
      soulUrge:
        "What your heart wants, says a Five in the Soul Urge, is freedom: room to roam, to change your mind and to taste life at first hand. Feeling hemmed in may make you restless. Build some adventure into your ordinary weeks, and your loyalties will be easier to keep.",
      personality:
        "The consonants of your name show a Five's first impression: lively, curious, a little unpredictable. People sense energy in you and may find you exciting company. Steady eye contact and a promise kept will show them the depth beneath the sparkle.",
      birthday:
        "A Five birthday gives you the gift of adaptability. Plans can change around you, and you will find a way to make the new shape work. Use this gift to steady others when the ground shifts.",
      personalYear:
        "Movement marks a Personal Year of Five, loosening the ground after last year's hard work. Expect travel, new people, shifting plans or a welcome break from routine. Say yes to fresh experience, but keep some anchors in place so that freedom does not turn into chaos.",
      personalMonth:
        "Five colours this month with change. A plan may shift, an invitation may arrive out of the blue, or you may simply crave something new. Stay flexible, keep your budget in view, and let curiosity lead you somewhere you have not been.",
      personalDay:
        "Step off the usual path today, for the day is a Five. Take a different route, try a new dish, start a conversation with someone unfamiliar. A little variety will clear your head, provided you make no rash promises along the way.",
    },
    angles: {
      guidance:
        "Five says that change is already under way, so the question is how you ride it. Loosen your grip on the old plan and ask what a braver, more curious version of you would try. Move, but move with your eyes open.",
      finances:
        "Flexibility, new contacts and learning something different are favoured by Five at work. An opportunity may come from an unexpected direction. Impulsive spending and risky bets are its shadow, though, so pause before any decision about money that would be hard to undo.",
      relationships:
        "Fresh air blows through love and friendship under Five. Do something new together, or let yourself meet new people if you are single. If you feel restless in a bond, name the need for space honestly rather than drifting, and look for a way to grow without leaving.",
    },
  },
  {
    number: 6,
    title: "The Nurturer",
    keywords: ["care", "responsibility", "home", "harmony", "devotion"],
    essence:
      "Six is the hexagon of the honeycomb, the shape bees build to keep their young and their honey safe. It speaks of home, family, care and responsibility freely taken up. Where Six is strong, you feel the needs of others keenly and find joy in making life more beautiful and secure for them. Its shadow is over-giving, or a need to control what you love. Held well, its devotion becomes a warm hearth that others gather around.",
    positions: {
      lifePath:
        "A Life Path of Six is a road of love in action. Your lessons arise through family, community and the people who depend on you, and through learning where care ends and self-sacrifice begins. You may often be the one others turn to. Remember that you are also someone worth looking after.",
      expression:
        "With Six as your Expression, your talents lie in nurturing, teaching, everyday healing and the making of beauty. You act through service: making a room welcoming, a team feel valued, a problem feel lighter. Your sense of responsibility is strong, so let it include your own wellbeing.",
      soulUrge:
        "A Six in the Soul Urge reveals a heart that longs for a loving home and harmony among those it cares for. You feel most yourself when you are needed and appreciated. Be sure the love you give so readily also finds its way back to you.",
      personality:
        "People first see a Six as kind, trustworthy and protective. Your consonants give a manner that feels like shelter, so people may confide in you quickly. Learn to say no gently, and your warmth will stay sustainable.",
      birthday:
        "Born on a Six day, you have the gift of making others feel at home. A meal, a tidy corner, a word of reassurance: you know how to turn a space into a refuge. It is a gift the world often needs more than it asks for.",
      personalYear:
        "Home, family and responsibility draw your attention in a Personal Year of Six. Relationships may deepen, living arrangements may change, and people may lean on you more than usual. Give what you can with an open heart, and ask for help where the load grows too heavy.",
      personalMonth:
        "This month takes its tone from Six: care, domestic matters and commitments. It is a good time to mend a rift, improve your home or support someone close. Balance the giving with a few evenings that are entirely your own.",
      personalDay:
        "Six's advice for today is to tend what you love. Call a relative, cook something nourishing, brighten a small corner of your space. Kindness offered now returns in ways that are quiet but real.",
    },
    angles: {
      guidance:
        "Six asks where your care is most needed, and whether you have put yourself on the list. Responsibility is a gift, but it should not become a cage. Choose one duty to honour fully and one to share or set down, and notice how much lighter the day feels.",
      finances:
        "On the side of work and money, Six leans towards service, fairness and the household budget. A role that helps people may prove satisfying, and spending on home or family may be on your mind. Keep generosity in proportion, supporting others in ways that do not leave your own foundations bare.",
      relationships:
        "Devotion and domestic harmony are Six's gifts to relationships. It encourages commitment, forgiveness and practical acts of love. If you have been carrying more than your share, speak up kindly; a balanced home is happier than one held together by a single pair of hands.",
    },
  },
  {
    number: 7,
    title: "The Seeker",
    keywords: ["introspection", "wisdom", "analysis", "solitude", "faith"],
    essence:
      "Seven counts the days of the week and the wandering lights the ancients saw in the sky, and it has long been felt as a sacred number. It speaks of the search beneath the surface: study, reflection, intuition and questions without quick answers. Where Seven is strong, you need solitude the way others need company. Its shadow is withdrawal and suspicion. Held well, its depth turns knowledge into wisdom.",
    positions: {
      lifePath:
        "A Seven Life Path is a pilgrimage inward. You are here to question, to study and to find truths you can stand on because you have tested them yourself. The road may feel solitary at times, yet it leads towards a rare kind of understanding. Trust your inner knowing as much as your research.",
      expression:
        "Your full name, reduced to Seven, reveals an analytical and perceptive mind. You act by investigating, going deeper than others bother to, and you may excel at research, craft, science or the contemplative arts. Quality matters more to you than quantity. Share your findings more often; your insight helps more people than you realise.",
      soulUrge:
        "Beneath the surface, a Seven heart wishes for peace, privacy and meaning. The vowels of your name tell of a longing to understand life rather than merely get through it. Make room for quiet, whether in nature, in books or in prayer, and your spirit will breathe more easily.",
      personality:
        "Strangers often read a Seven as reserved, thoughtful, perhaps mysterious. The consonants of your name suggest depth and discretion. Some may take your quiet for distance, so a little openness with those you trust goes a long way.",
      birthday:
        "A Seven birthday brings the gift of discernment. You can sense when a story does not add up and find the question that gets to the heart of things. Lean on this gift when decisions matter.",
      personalYear:
        "Reflection is the keynote of a Personal Year of Seven. Outer progress may slow while inner growth quickens, and study, rest, spiritual practice and time alone are all favoured. Do not mistake this pause for failure; it is the season for understanding what you truly want next.",
      personalMonth:
        "Seven lends this month a quieter, inward tone. Use it to think, read, review your direction and listen to your intuition. Social obligations may feel heavier than usual, so protect a few hours of solitude without apology.",
      personalDay:
        "Pause before you act today, since Seven governs the day. Take a walk alone, read something that stretches your mind, or sit with a question instead of rushing an answer. The insight you need may arrive in the quiet.",
    },
    angles: {
      guidance:
        "Seven asks you to look beneath the surface. The answer you seek lies not in more noise or more opinions, but in careful thought and honest reflection. Step back from the situation, gather the facts, and then listen for what your intuition adds to them.",
      finances:
        "Research, expertise and patience serve you at work under Seven. Study a decision thoroughly before committing, and trust specialised knowledge over hype. This may be a time for learning rather than expanding, since deep skill tends to pay its way over the long run.",
      relationships:
        "Depth matters more than breadth in love and friendship when Seven appears. You may need more space than usual, or crave conversations that go beneath small talk. Explain your need for quiet so it is not misread as coldness, and invite those you love into your inner world a little at a time.",
    },
  },
  {
    number: 8,
    title: "The Executive",
    keywords: ["ambition", "authority", "abundance", "resilience", "judgement"],
    essence:
      "Eight, laid on its side, becomes the sign of infinity, and even upright it is two loops in endless exchange. It speaks of power, material mastery and the balance between what you give and what you gain. Where Eight is strong, you think in terms of results, resources and long-term strategy. Its shadow is a hunger for control or status that forgets the human cost. Held well, its strength builds abundance that many can share.",
    positions: {
      lifePath:
        "On an Eight Life Path, you are here to learn how to hold power wisely. Your road runs through ambition, responsibility and the world of money and influence. Setbacks may come, and your resilience grows with each one. The deeper lesson is balance: success that serves your values, not success that consumes them.",
      expression:
        "An Expression of Eight shows gifts for management, strategy and bold decisions. You act with authority and tend to see the bigger picture of how resources move. Leadership roles may suit you. Temper efficiency with fairness, and people will follow you willingly rather than dutifully.",
      soulUrge:
        "Marked by Eight, your heart longs for achievement and recognition. Its vowels carry the wish to be capable, secure and respected for what you have built. That wish is honourable; let it be guided by generosity, and your success will feel as good as it looks.",
      personality:
        "Before you have said much, an Eight Personality signals confidence: composed, capable, a person who means business. Others may assume you are in charge before you speak. A moment of warmth or humour shows them the heart behind the strength.",
      birthday:
        "An Eight birthday brings the gift of executive sense. You can see how to organise people and resources towards a goal, and you rarely lose your nerve when the stakes rise. Use this gift for aims you are proud of.",
      personalYear:
        "Numerologists often call a Personal Year of Eight a harvest year. Efforts from the cycle so far may begin to show in your career, in recognition or in added responsibility. Step into your authority, deal fairly and handle resources with care; what you gain is best used to strengthen, not to show off.",
      personalMonth:
        "Eight's drive fills this month, which suits negotiations, business decisions, applications and asking for what you are worth. Be ambitious and organised, and keep an eye on balance so that work does not swallow every evening.",
      personalDay:
        "An Eight day says: act with authority today. Make the decision you have been weighing, review your accounts, or speak up for what you have earned. Confidence grounded in preparation is your best tool until nightfall.",
    },
    angles: {
      guidance:
        "Eight asks you to take your own power seriously. Where have you been waiting for permission that you could simply give yourself? Make a clear decision, own its consequences, and remember that real strength includes knowing when to be generous.",
      finances:
        "Ambition, organisation and negotiation are strongly marked by Eight, though the number promises nothing on its own. Look at the larger strategy: where your effort earns the most, where money is leaking, and what responsibility you are ready to take on. Act with integrity, because the fair deal tends to be the lasting one.",
      relationships:
        "Between people, Eight raises questions of balance and control. Notice who makes the decisions and whether both of you feel heard. Share power generously, and let work stay at the door sometimes; those who love you want your presence more than your achievements.",
    },
  },
  {
    number: 9,
    title: "The Humanitarian",
    keywords: ["compassion", "completion", "generosity", "forgiveness", "release"],
    essence:
      "Nine is the last of the single numbers and holds something of all the others: multiply it by anything, add the digits of the answer, and you return to Nine. It speaks of completion, compassion and a wide view of the human family. Where Nine is strong, you care about causes larger than yourself and feel the pain of the world keenly. Its shadow is martyrdom, or clinging to what has already ended. Held well, its generosity leaves every place a little kinder than it found it.",
    positions: {
      lifePath:
        "Nine as a Life Path is the road of the old soul. Your lessons come through compassion, forgiveness and the art of letting go, and you may feel drawn to serve something larger than your own ambitions. Endings will teach you as much as beginnings. The more freely you give, the richer your life tends to feel.",
      expression:
        "With an Expression of Nine, your gifts are broad: artistic sensitivity, a generous spirit and an ability to understand people from every walk of life. You act by inspiring and helping, often on a wide stage. Causes, the arts, teaching and the caring professions may call to you. Let yourself receive, too.",
      soulUrge:
        "The vowels of your name show a Nine heart, one that longs to make the world better and to love without conditions. Your deepest wish is for meaning that outlasts you. Keep that ideal, yet let it include the imperfect people close at hand, not only humanity in general.",
      personality:
        "To people meeting you, a Nine seems gracious, worldly and somehow familiar, as though they had known you for years. Your consonants add an air of tolerance and breadth. Take care not to become everyone's counsellor at the expense of your own rest.",
      birthday:
        "Born on a Nine day, you carry the gift of compassion that reaches across differences. You can understand why people act as they do, even when you disagree with them. This gift makes you a natural bridge between people who would otherwise never meet.",
      personalYear:
        "Your Personal Year of Nine closes a nine-year cycle. It is a time to finish, tidy up, forgive and release what no longer fits, so that next year's beginning has room. Some endings may feel bittersweet. Let them go with gratitude, for clearing the ground is part of planting.",
      personalMonth:
        "Nine gives this month the tone of completion. Wrap up loose ends, return what you borrowed, clear out a cupboard or a grudge. The weeks suit finishing better than launching, and what you let go of now makes space for something new.",
      personalDay:
        "Finish something and let it go: that is Nine's counsel for today. Send the last email on an old matter, give away what you no longer use, or forgive a small wrong. A generous act, however modest, fits the day perfectly.",
    },
    angles: {
      guidance:
        "Nine speaks of endings that make room. Something in your situation has run its course, and holding on costs more than releasing it. Honour what it gave you, let it close with grace, and keep your hands open for what follows.",
      finances:
        "Completion and purpose are Nine's themes at work. A project may be ending, or you may be asking whether your work serves something you believe in. Settle old accounts, finish what is half-done, and consider how your skills might do good as well as earn a living.",
      relationships:
        "Compassion and forgiveness are what Nine asks of love and friendship. An old chapter may need closing so that a kinder one can open. Love generously, but do not mistake endless sacrifice for love; the best bonds let both people breathe.",
    },
  },
  {
    number: 11,
    title: "The Illuminator",
    keywords: ["intuition", "inspiration", "illumination", "sensitivity", "vision"],
    essence:
      "Eleven is the first master number: two Ones standing side by side, like pillars at a gateway. It carries a heightened charge of intuition and inspiration, and it also holds the gentle Two that its digits add up to. Where Eleven is strong, you may sense things before they are spoken and feel called to light the way for others. Its shadow is nervous tension, the strain of a current running too high. Held well, it makes you a channel for insight that lifts people.",
    positions: {
      lifePath:
        "An Eleven Life Path carries a master number's heightened charge. Your road is one of inspiration and intuition: you may feel you are here to illuminate, to teach by example or to bring a vision into the world. Because Eleven also reduces to Two, the everyday lessons are patience and partnership. Ground the lightning, and it becomes light.",
      expression:
        "When your full name reduces to Eleven, your talents include insight, inspiration and a gift for touching people through ideas, art or presence. You act from intuition more than calculation. The base Two beneath it adds tact and cooperation, which help your vision reach others gently. Protect your nerves, as sensitive instruments need care.",
      soulUrge:
        "Spiritual meaning and a life that inspires are what an Eleven heart longs for. Your vowels speak of idealism and a hunger to understand the unseen. This master number is intense, so honour the softer Two within it as well: you also wish for closeness, and that wish is just as sacred.",
      personality:
        "Your outer manner, shaped by the consonants of your name, carries Eleven's glow: luminous, sensitive, a little otherworldly. People may be drawn to you without knowing why. Beneath that charge sits Two's gentleness, which shows when you let others see your ordinary, human side.",
      birthday:
        "A birthday on the eleventh or the twenty-ninth brings Eleven's gift of intuition. Flashes of insight may arrive suddenly, and you often sense the right moment to speak. The Two inside this master number adds diplomacy, so your insight tends to land softly.",
    },
    angles: {
      guidance:
        "Eleven heightens your intuition now. Pay attention to hunches, dreams and sudden clarity, and write them down before they fade. Because this master number rests on Two, test each insight in calm conversation with someone you trust rather than acting on it in a rush of nervous energy.",
      finances:
        "Ideas that inspire and work with meaning are favoured by Eleven, but it asks for grounding. A vision may be ahead of its time; bring it down to earth with the patience and cooperation of its base Two. Keep practical checks in place, and avoid overstretching yourself on enthusiasm alone.",
      relationships:
        "Sensitivity and a longing for a soul-deep connection come with Eleven. You may feel the moods of others intensely. Share that depth, but guard your energy, and let the gentle Two within this number remind you that ordinary kindness is also a form of spiritual love.",
    },
  },
  {
    number: 22,
    title: "The Master Builder",
    keywords: ["vision", "mastery", "legacy", "discipline", "practical idealism"],
    essence:
      "Twenty-Two is often called the master builder, the most practical of the master numbers. It joins Eleven's vision to the solid Four it reduces to, so that dreams can become bridges, institutions and works that outlast their makers. Where Twenty-Two is strong, you sense you could achieve something large and lasting. Its shadow is the weight of that potential, which can bring pressure or paralysis. Held well, it turns great ideals into foundations others can stand on.",
    positions: {
      lifePath:
        "A Life Path of Twenty-Two carries the master builder's charge. You may feel called to create something that serves many people, and to do it in concrete, practical terms. Beneath the master number lies Four, whose lessons of patience, discipline and steady work are the tools of your larger vision. Build one floor at a time.",
      expression:
        "Twenty-Two as the number of your full name reveals rare gifts: the visionary's reach and the engineer's method together. You act by turning ambitious plans into working structures, and the Four within gives you stamina and organisation. Be careful not to measure yourself only by monumental results; the everyday bricks are part of the masterpiece.",
      soulUrge:
        "Deep in your heart, Twenty-Two longs to leave a legacy of real value. The vowels of your name belong to an idealist who also wants to see results in the world. Honour the Four underneath this master number too: you wish for security and order, and meeting that wish gives your grand hopes a steady base.",
      personality:
        "Others first perceive a Twenty-Two as capable, composed and quietly formidable. Your consonants lend a bearing that inspires confidence, and people may bring you their biggest problems. The Four beneath adds reliability; let some warmth show alongside it.",
      birthday:
        "Born on the twenty-second, you carry the master builder's gift: the ability to see how a large goal breaks down into workable steps. This master number also reduces to Four, which adds patience to the vision. Use the gift on projects that matter to you and to others.",
    },
    angles: {
      guidance:
        "Twenty-Two asks you to think big and act practically. A vision is within reach, but only if you give it structure: a plan, a timetable, allies. The Four inside this master number reminds you that great works are made from ordinary days of steady effort.",
      finances:
        "Large projects, long horizons and sound organisation are where Twenty-Two points in your working life. You may be considering something ambitious. Plan carefully, build the team, and let Four's prudence check each step; nothing is guaranteed, but thoughtful structure gives a big idea a fair chance to stand.",
      relationships:
        "Twenty-Two asks how love and your larger work can support each other. A partner or friend may be part of what you are building. Make sure the project does not crowd out tenderness, and use the reliability of Four to be present in small, everyday ways.",
    },
  },
  {
    number: 33,
    title: "The Master Teacher",
    keywords: ["compassion", "healing", "teaching", "selfless service", "guidance"],
    essence:
      "Thirty-Three is the rarest master number, often called the master teacher. It gathers the intuition of Eleven and the building power of Twenty-Two into compassionate service, and it reduces to Six, the number of care and responsibility. Where Thirty-Three is strong, you may feel called to uplift others through love, teaching or healing in its widest sense. Its shadow is self-sacrifice carried too far. Held well, it shows that kindness can be a form of mastery.",
    positions: {
      lifePath:
        "Rare and strongly charged with compassion, a Life Path of Thirty-Three may lead you towards teaching, nurturing or guiding others through their hardest moments. Underneath lies the Six, with its lessons of home, responsibility and balance. Give from a full cup, not an empty one, and your care can reach far.",
      expression:
        "With an Expression of Thirty-Three, your talents lie in uplifting people: teaching with patience, listening without judgement, creating beauty that soothes. You act from the heart. The Six within this master number grounds that gift in practical care, the meal cooked and the hand held, so your ideals always have somewhere to land.",
      soulUrge:
        "In the vowels of your name, a Thirty-Three heart longs to ease suffering and to see others flourish. That wish is beautiful and demanding. Remember the Six beneath it, which also longs for a warm home of your own; tending your own life is no betrayal of your calling.",
      personality:
        "Newcomers tend to meet a Thirty-Three as gentle, wise and deeply kind, someone to whom they can bring their troubles. From the consonants of your name comes a quiet authority rooted in care. Let the Six's warmth include firm boundaries, so that your kindness stays strong.",
    },
    angles: {
      guidance:
        "Thirty-Three asks you to lead with compassion. Someone may need your patience, your teaching or simply your presence. Offer it, yet remember the Six beneath this master number: responsibility shared is lighter than responsibility carried alone.",
      finances:
        "Vocations of service, teaching and care are favoured by Thirty-Three, along with a fair balance between giving and earning. Meaningful work deserves proper pay. Look after your own resources as carefully as you look after others, and you are likely to have more to give over the years.",
      relationships:
        "Tenderness and a wish to heal come with Thirty-Three. You may be the one everyone leans on. Let love flow both ways: accept care as graciously as you give it, and let the homely Six within this number build a household where everyone is nourished.",
    },
  },
];
