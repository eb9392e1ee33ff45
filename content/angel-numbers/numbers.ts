import type { AngelNumberContent } from "../../src/shared/angel-numbers/content-types";

/**
 * The 64 angel numbers, in the oracle's voice: triples, quadruples, repeating pairs, mirror times on a
 * clock, climbing sequences and palindromes. Angel numbers are a modern popular tradition built on the
 * digit meanings of numerology; each essence reads the number from its digits and from its shape, and
 * every claim is given as tradition's reading, never as a message anyone is promised.
 */
export const ANGEL_NUMBERS: AngelNumberContent[] = [
  {
    number: "000",
    slug: "000",
    pattern: "triple",
    essence:
      "Zero is the open circle, the empty bowl before anything is poured into it. Seen three times, it is read by tradition as a clean slate: the pause after an old pattern has finished and before a new one is chosen. Many take 000 as an invitation to rest in that emptiness instead of rushing to fill it, because the bowl will hold whatever you decide to pour in next.",
    meanings: {
      guidance:
        "A blank page can feel daunting, yet it is the only kind anyone can write on. If 000 keeps finding you, pause before drawing up the next plan. Sit for ten quiet minutes without a list and notice which wish rises first when nothing is demanding your attention. That wish deserves a place near the top.",
      finances:
        "With money, zero reads as a reset rather than a loss. Look at your accounts from the ground up, as if you were opening them for the very first time. Which habits would you choose again today? Keep those, and let one that no longer fits come quietly to an end this month.",
      relationships:
        "Between people, 000 speaks of starting fresh without dragging the old score along. Perhaps a friendship wants a new beginning, or you need some room before the next love arrives. Let the circle stay open for a while. Say less about what went wrong and more about what you would like to build.",
    },
    prompt: "If today were a completely blank page, what is the first line you would want to write on it?",
  },
  {
    number: "111",
    slug: "111",
    pattern: "triple",
    essence:
      "One is the spark, the single upright stroke that moves before anything else does. Tripled in 111, that spark is struck again and again, like a match insisting on catching. Numerologists read it as a nudge toward initiative: your thoughts are hardening into direction, so choose them with care. Many who notice 111 take it as a cue to begin the thing they keep describing to friends.",
    meanings: {
      guidance:
        "Your attention works like a lever right now. Whatever you keep thinking about tends to become what you do next, so steer it on purpose. Write one sentence naming the beginning you want, pin it where you will see it tomorrow morning, and take a first step small enough to finish before lunch.",
      finances:
        "The spark of 111 favors fresh starts at work: the application, the pitch, the first hour spent on a side project. Begin, but begin sensibly. Sketch what it would cost in time and money before you leap, then make the opening move while the enthusiasm is still warm in your hands.",
      relationships:
        "Someone may be waiting for you to go first. In love or friendship, 111 points to the courage of the opening line: the invitation, the honest compliment, the apology you have rehearsed in your head. Offer it simply and without conditions, and let the other person answer at their own pace.",
    },
    prompt:
      "Which beginning have you described to others many times without starting it, and what would its smallest first step look like?",
  },
  {
    number: "222",
    slug: "222",
    pattern: "triple",
    essence:
      "Two is the answering line, the second voice that turns a solo into a conversation. In 222 that voice repeats three times, and tradition hears reassurance about balance and timing: what you have planted is rooting out of sight. Numerologists link the number to patience, partnership and trust in slow processes. It asks you to keep faith with quiet work that has not yet shown a single green shoot.",
    meanings: {
      guidance:
        "Nothing visible is happening, and that may be exactly right. Seeds spend weeks underground before anyone sees a leaf. Resist the urge to dig them up to check. Keep tending what you started, water it with a little daily effort, and remember that slow does not mean stuck.",
      finances:
        "A careful, cooperative approach serves you well now. 222 favors the joint project, the steady saving plan, the negotiation where both sides leave content. If a deal or a raise is taking longer than you hoped, use the waiting to prepare your case rather than pressing for a rushed answer.",
      relationships:
        "Balance between two people is the heart of this number. Notice where the give and take has tilted, and nudge it gently back toward level. A patient conversation over tea will do more than a grand gesture. If you are single, tend the friendships that already feel mutual; warmth grows there first.",
    },
    prompt:
      "Where in your life are you digging up seeds to check on them, and what would it mean to simply keep watering?",
  },
  {
    number: "333",
    slug: "333",
    pattern: "triple",
    essence:
      "Three is the child of one and two, the first number that makes something new out of a meeting. Tradition ties it to voice, color and play. Appearing as 333, it is read as encouragement to express yourself out loud instead of keeping your ideas folded in a drawer. It carries the bright energy of a gathering where someone finally starts to sing and everyone else joins in.",
    meanings: {
      guidance:
        "You have something to say, make or share, and 333 hints that this is a good moment to let it out. Speak up in the meeting, post the sketch, sing in the car with the windows down. Joy is not frivolous here; it is fuel that makes the harder tasks lighter.",
      finances:
        "Creativity can pay its way. Look at a talent you treat as a pastime and ask whether it could earn a little, or make your present job more satisfying. Share your ideas with the people who decide things. Keep your budget playful but honest, with room for one small creative expense.",
      relationships:
        "Laughter and conversation open doors now. 333 favors lightness between people: the shared joke, the spontaneous outing, a note that says what you admire. If things have grown heavy with a partner, plan something purely for fun together. Meeting new people? Let your humor show early.",
    },
    prompt: "What would you create or say aloud this week if you were certain no one would judge it?",
  },
  {
    number: "444",
    slug: "444",
    pattern: "triple",
    essence:
      "Four is the square: four corners, four walls, the number of foundations that hold. Tradition reads 444 as steady support, a sign that the groundwork you have laid is sound and that you are not building alone. Popular fears that tie four to bad luck are not this reading; here the repeated digit is a cornerstone, not a warning. Many take it as permission to trust the floor beneath their feet.",
    meanings: {
      guidance:
        "Your foundations are firmer than your worries claim. Check the basics, sleep, meals, one tidy corner of your space, and you may find they are holding better than you feared. Build on what is solid today. Add a single brick rather than a whole tower, and let that be enough.",
      finances:
        "Steady effort may be paying quiet dividends. 444 favors budgets, routines and the unglamorous task of keeping records straight. Set up one automatic habit, such as moving a small sum to savings on payday. It is the kind of structure that works while you sleep and asks nothing dramatic of you.",
      relationships:
        "Reliability is a way of loving too. Four honors the partner who shows up on time, the friend who remembers, the relative who fixes the shelf. Be that person for someone this week, and notice who already is for you. A bond with good walls feels safe enough to open its windows.",
    },
    prompt:
      "Which foundation in your life, a habit, a person or a place, is quietly holding you up, and how could you thank it?",
  },
  {
    number: "555",
    slug: "555",
    pattern: "triple",
    essence:
      "Five stands in the middle of the nine digits, the crossroads where senses and roads meet. It is restless, curious and fond of change. Tripled as 555, it is read as a shift already underway: a door swinging open, a plan rearranging itself. It is often taken as a cue to loosen your grip and stay flexible, because the wind is moving whether or not you raise a sail.",
    meanings: {
      guidance:
        "Change is in the air, and fighting it will only tire you. Identify one thing you cling to out of habit rather than love, and let it shift. Try a new route, a new routine, a new question. Flexibility now makes the bigger transitions feel like adventure instead of upheaval.",
      finances:
        "Work and money may be rearranging themselves. A role could change, an opening could appear suddenly, or an old arrangement may end. Stay nimble but not reckless: keep a small cushion, read the terms before you sign, and give any sudden offer a night's sleep before saying yes.",
      relationships:
        "Something between you and another person wants room to breathe. 555 favors freshness: new places together, new topics, a little surprise. If you feel hemmed in, name it kindly rather than bolting. Single? Say yes to an invitation outside your usual circle, since variety suits this number.",
    },
    prompt:
      "What are you holding on to mainly because it is familiar, and what might happen if you loosened your grip a little?",
  },
  {
    number: "666",
    slug: "666",
    pattern: "triple",
    essence:
      "Six is the number of the hearth: home, care, duty, the table where everyone eats. Popular fears about 666 belong to other stories and are not this reading. Numerologists see triple six as a call to rebalance, bringing the practical and the tender back into proportion. If worry about money or obligation has crowded out warmth, tradition takes the number as a gentle reminder to turn back toward people and comfort.",
    meanings: {
      guidance:
        "Most of your attention may have gone to practical worries lately. Give the inner life an equal share. Cook something nourishing, call someone who makes you laugh, or tidy one room until it feels like home again. Small tending of the heart steadies the mind more than another round of planning.",
      finances:
        "Money matters may have been loud. Keep them in proportion. Make a simple plan for the week's essentials, then set it aside so it stops filling every thought. Six favors security built for the sake of the people you love, not piling up for its own sake.",
      relationships:
        "Home and family come into focus with 666. Someone close might need your presence more than your problem-solving. Sit with them, listen fully, share a meal without screens. If you give care constantly, let someone care for you in return; a hearth needs tending from both sides.",
    },
    prompt: "Where has worry crowded out warmth lately, and what small act of care could restore the balance tonight?",
  },
  {
    number: "777",
    slug: "777",
    pattern: "triple",
    essence:
      "Seven is the seeker's number, the one that steps apart to think, study and listen inward. Tradition reads 777 as a sign that your inner compass is well tuned: a hunch is worth following, a line of study worth continuing. Many treat it as encouragement to trust quiet knowing over noise. It carries the hush of a library at dusk, when the answer you need rises off the page.",
    meanings: {
      guidance:
        "Your intuition has been right more often than you admit. 777 invites a few quiet hours alone, a walk, a book, a journal, to hear what you already know. Follow the thread of one question you keep returning to. You need not explain a hunch to act on it gently.",
      finances:
        "Learning is the wisest spending now. Seven favors study, research and careful analysis over quick moves. Read the fine print, take the course, ask someone who knows. If a decision is pending, gather more facts before committing; the right choice often becomes plain once you understand the details.",
      relationships:
        "Depth matters more than quantity here. 777 favors conversations that go beyond small talk and bonds built on shared curiosity. Give a partner or friend your full attention and ask a question you have never asked them. If you need solitude to recharge, say so plainly; the right people will understand.",
    },
    prompt:
      "What question keeps returning to you in quiet moments, and what does your first instinct say about its answer?",
  },
  {
    number: "888",
    slug: "888",
    pattern: "triple",
    essence:
      "Eight looks like two circles stacked, or a loop that never ends: what flows out comes back around. Tradition links it to abundance, authority and the fair use of power. Read as 888, it suggests a season of harvest for effort already made, and those who keep meeting it are encouraged to manage their resources with confidence. The loop also reminds you that generosity keeps the circuit alive.",
    meanings: {
      guidance:
        "Your efforts may be circling back. Receive them without false modesty. 888 invites you to step into your own authority: make the decision you have been deferring, set the boundary, claim the space. Power used fairly grows; power hoarded stalls. Keep one hand open to receive and the other to give.",
      finances:
        "Eight is traditionally tied to material flow. It may be a good time to review what you have built and where it could grow, always with ordinary prudence: a budget, a cushion, no wild bets. Ask for fair pay for good work, and consider where a portion could support someone else.",
      relationships:
        "Reciprocity keeps love healthy. 888 asks whether giving and receiving are flowing both ways in your closest bonds. If you always host, let someone else cook. If you often lean, offer your strength in return. Abundance between people looks like mutual respect and appreciation spoken out loud.",
    },
    prompt: "What have you earned that you have not yet allowed yourself to fully receive?",
  },
  {
    number: "999",
    slug: "999",
    pattern: "triple",
    essence:
      "Nine is the last single digit, the number that holds all the others before the count begins again. Tradition reads 999 as a chapter closing: a project, habit or phase that has given what it came to give. Many take it as a kind invitation to finish well, release with gratitude and clear the shelf. Nine also carries a wide, humane warmth, the sense that an ending can serve more than yourself.",
    meanings: {
      guidance:
        "Something may be completing. Rather than clinging, honor what it taught you and let it go with grace. Tidy the loose ends: return the borrowed book, send the closing email, delete the old file. Endings handled kindly leave room for what comes next, and nine always leads back to one.",
      finances:
        "Close out what is finished. 999 favors settling accounts, ending subscriptions you no longer use, wrapping up a project and filing its papers. Look too at where your resources could help others, since generosity is part of nine's completion. Clear the ledger so the next round starts clean.",
      relationships:
        "A phase of a relationship may be ending, and that need not mean the relationship itself. It could be an old argument finally laid to rest, or a pattern ready to change. Forgive where you can, yourself included. If a connection has truly run its course, part with kindness.",
    },
    prompt:
      "What chapter of your life is asking to be closed, and how could you close it with gratitude rather than regret?",
  },
  {
    number: "0000",
    slug: "0000",
    pattern: "quadruple",
    essence:
      "Four zeros are a circle traced until it becomes a wheel, turning all the way around to where it began. Where 000 is a blank page, 0000 is read as the whole book closed and resting on the table: a full cycle done, nothing owed, everything connected. Tradition hears in it wholeness and the deep quiet before a count starts. Many take it as leave to stop, breathe and feel complete.",
    meanings: {
      guidance:
        "You have come full circle on something, perhaps without noticing. Before you reach for the next ambition, stand still inside the finished round. Walk somewhere without headphones, or sit by a window as the light changes. Completeness is a feeling worth learning, and 0000 suggests you have earned it today.",
      finances:
        "A round of effort may have reached its natural end: a debt cleared, a contract closed, a savings goal met. Mark it. Write the date down, then let the money rest before you assign it a new job. Decisions made from a settled place tend to be wiser than those made in a rush.",
      relationships:
        "Wholeness is the theme here, and it begins with you. Four zeros suggest you are already complete rather than half of something waiting for its match. From that place, love becomes a choice instead of a need. Spend an evening enjoying your own company, and notice how different your next conversation feels.",
    },
    prompt:
      "What cycle in your life has quietly come full circle, and how might you honor its completion before starting anything new?",
  },
  {
    number: "1111",
    slug: "1111",
    pattern: "quadruple",
    essence:
      "Four ones stand side by side like the pillars of a gate, and many people pause to make a wish when a clock shows them. Numerologists also see the master number eleven twice over, the number of sudden insight. Together they are read as a threshold: thought and deed lining up, so that what you hold in mind as you step through tends to shape the room beyond. Walk through on purpose.",
    meanings: {
      guidance:
        "Treat this as a doorway moment. Tradition holds that intentions set while 1111 is in view carry unusual weight, so make yours clear and kind. Say it aloud or write it on a card. Then act as if the gate has already opened: one concrete move, taken before the day is out.",
      finances:
        "Alignment is the key word. Does the work you do match the life you want? 1111 invites you to line up your daily effort with your larger aim, even by a single degree. Update the profile, book the conversation, or simply list three skills you would like to be paid for.",
      relationships:
        "Moments of recognition may arrive now: the glance that lasts a beat too long, the friend who says exactly what you were thinking. Notice them without forcing meaning onto them. If you hope for a certain kind of love, describe it honestly to yourself, including how you wish to feel within it.",
    },
    prompt: "If you stood at a gate that opened onto the life you want, what intention would you carry through it?",
  },
  {
    number: "2222",
    slug: "2222",
    pattern: "quadruple",
    essence:
      "Four twos make a round table where every seat has a partner. Numerologists also find twenty-two in it twice over, the master number of the builder. Tradition reads 2222 as harmony that has taken root: trust established, cooperation working, patience repaid. Where 222 asks you to wait, four twos suggest the waiting has shaped something steady enough to lean on.",
    meanings: {
      guidance:
        "Peace is available if you choose it. Some quarrel, inner or outer, has gone on long enough, and 2222 leans toward settling it. Look for the option that lets both sides keep their dignity. Harmony is not the absence of difference but an arrangement where differences can live side by side.",
      finances:
        "Partnerships built with care start to show their worth. A colleague's trust, a shared venture, a fair agreement signed long ago may now carry you. Nurture these links with thanks and follow-through. If you are deciding something jointly, write down what each person expects, so goodwill has clear terms to rest on.",
      relationships:
        "Commitment and companionship are highlighted. Existing bonds may deepen into something calmer and more certain, the kind that survives an ordinary Tuesday. Celebrate the quiet loyalty that holds you together. If you are looking, seek someone whose pace and values match yours rather than someone who merely dazzles.",
    },
    prompt:
      "Which relationship in your life has grown steady enough to lean on, and have you told that person what their steadiness means?",
  },
  {
    number: "3333",
    slug: "3333",
    pattern: "quadruple",
    essence:
      "Four threes sound like a full choir after a single voice has taught the song. In numerology thirty-three is the master teacher, the number of compassionate guidance, and 3333 holds it twice. Tradition reads it as creative gifts maturing into something you can share: what delighted you privately can now help or inspire others. Some feel in it that mentors, living or remembered, are cheering from the wings.",
    meanings: {
      guidance:
        "Your voice has grown, and it is ready to encourage someone else. Teach what you know, even informally: show a friend the recipe, explain the shortcut, write the guide you wish you had been given. Passing on a gift does not shrink it; it tends to sharpen your own understanding.",
      finances:
        "Creative or teaching work may bring reward. 3333 favors roles where you explain, design, perform or mentor. Consider offering a class or workshop, or simply volunteering knowledge at work in ways that get noticed. Price your time fairly, and remember that generosity and good pay can coexist.",
      relationships:
        "Joyful, expressive love takes center stage. Say the affectionate thing plainly, leave notes, plan a shared creative project. Families and friend groups may gather more often under this number. If tension has dulled a bond, bring back play, because laughter shared in a crowded kitchen can reset more than a careful speech.",
    },
    prompt: "What do you know well enough to teach, and who in your life might be helped if you shared it this month?",
  },
  {
    number: "4444",
    slug: "4444",
    pattern: "quadruple",
    essence:
      "Four fours are a square of squares, a stone house with thick walls and a fire in the grate. Tradition reads 4444 as deep protection and settled order: the work of building is largely done, and the structure holds you now. Old worries about the number four belong to other customs. Here it means shelter. Many take it as a sign that they can stop bracing and rest inside what they built.",
    meanings: {
      guidance:
        "You can lower your shoulders. The structures you have built, routines, skills, friendships, are strong enough to hold you through a hard patch. Stop checking every bolt. Use the stability as a platform: from a secure base, one careful risk becomes far less frightening than it looks.",
      finances:
        "Order and discipline are rewarded. Your systems, from savings habits to filing, may be serving you better than you realize. Keep maintaining them without obsessing. 4444 suggests a good moment for long-range planning: a five-year sketch, an emergency fund target, a skill you will build slowly over many seasons.",
      relationships:
        "Security in love is the message. A partnership may feel solid enough now to discuss shared plans, a home, a routine that suits you both. Friends who have proved themselves deserve recognition. If you have been guarded, notice that walls built for protection can also have doors, and you hold the key.",
    },
    prompt: "Where could you stop bracing for trouble and trust the shelter you have already built?",
  },
  {
    number: "5555",
    slug: "5555",
    pattern: "quadruple",
    essence:
      "Five times four is a whole landscape in motion: rivers changing course, roads rerouted, seasons turning faster than expected. Where 555 hints at a shift, 5555 is read as transformation already reshaping the ground. Tradition links five with freedom and the senses, and fourfold it suggests change that touches many parts of life at once. The advice folded into it is simple: travel light and keep curious eyes open.",
    meanings: {
      guidance:
        "Big change works best when you hold it loosely. Let go of the need to control every detail and focus on what you can steer: your attitude, your next step, the company you keep. Pack lightly, literally or figuratively. Reinvention may be closer than you think, and it can be exciting.",
      finances:
        "A career shift or a new source of income could be on the horizon. Stay open to unexpected paths while keeping the basics covered: an emergency fund, updated records, contracts read in full. Change rewards the prepared. Explore widely, then commit only to what suits your values and your sleep.",
      relationships:
        "Relationships may be renewing themselves from the roots. Old patterns fall away, and fresh connection can arrive from surprising places. Give your partner room to change as well. If a bond cannot bend with the new season, honor what it gave you. Adventure, shared or solo, revives the heart.",
    },
    prompt: "If the ground beneath your routines shifted this year, which freedom would you most want to claim?",
  },
  {
    number: "6666",
    slug: "6666",
    pattern: "quadruple",
    essence:
      "Four sixes are a house where every room is lived in: bread on the table, lamps lit, someone humming in the hallway. Frightening tales about repeated sixes are not this tradition's concern. Numerologists read 6666 as care that has become a settled way of life, and as a check on whether that care flows in every direction. It asks gently whether anyone is looking after the one who looks after everyone.",
    meanings: {
      guidance:
        "You may be carrying other people's loads as well as your own. 6666 asks you to share the weight. Delegate one task, accept the help that is offered, let a loved one carry the groceries. Caring for yourself is not selfish; it keeps the household of your life running warmly.",
      finances:
        "Spending on the household and family may be in focus. Review the shared costs, talk openly about who contributes what, and make sure the arrangement feels fair to everyone. Investing in home comforts can be worthwhile when it suits your means, yet a cozy room rarely needs an expensive purchase.",
      relationships:
        "Domestic harmony is highlighted. It is a good time to nurture family ties, repair old rifts, and make your home a place where people feel welcome. A partner may need words of appreciation more than gifts. Open the door to friends, cook together, and let the rooms fill with voices.",
    },
    prompt: "Who looks after you the way you look after others, and how might you let them do it more?",
  },
  {
    number: "7777",
    slug: "7777",
    pattern: "quadruple",
    essence:
      "Four sevens read like the final chapters of a long study, when scattered notes suddenly arrange themselves into understanding. Where 777 encourages the search, 7777 is read as its reward: insight deepened into wisdom you can stand on. Tradition links sevens to solitude, contemplation and the inner life. Many take four of them as a sign that their patience with difficult questions may be close to paying off.",
    meanings: {
      guidance:
        "Understanding may be ripening. Something you have puzzled over may click into place in a quiet moment, in the shower or halfway through a walk. Make space for those moments by stepping back from constant input. When the insight arrives, write it down before ordinary life smooths it away.",
      finances:
        "Expertise built over years may now be recognized. Consider how your specialized knowledge can serve you: consulting, writing, a promotion based on depth rather than speed. Keep learning, but also trust what you already know. A quiet, well-researched decision is likely to serve better than a loud, fast one.",
      relationships:
        "Soul-level connection is the theme. You may find yourself drawn to people who think deeply and speak honestly. Share your inner world with someone you trust, a doubt, a dream, a belief you have been refining. The right partner or friend will respect your need for stillness and meet you there.",
    },
    prompt: "Which hard question have you lived with long enough that an answer might finally be ready to surface?",
  },
  {
    number: "8888",
    slug: "8888",
    pattern: "quadruple",
    essence:
      "Turn four eights on their sides and they become a chain of endless loops, each feeding the next. Tradition reads 8888 as abundance that has found a rhythm: not a windfall but a steady current, sustained by wise stewardship. Where three eights speak of harvest, four speak of a well-run estate that can support many seasons. Many take the number as encouragement to think about legacy and lasting value.",
    meanings: {
      guidance:
        "Your influence reaches further than you may think. Use it wisely. 8888 invites you to consider what you want to leave behind: skills taught, systems built, kindnesses remembered. Make one decision today with your future self and the people downstream of you in mind, not only your present wants.",
      finances:
        "Long-term stability is highlighted. It is a good moment to build sustainable habits: a standing savings habit, an emergency fund, patience with large purchases, the sort of ordinary prudence that compounds over years. Avoid the temptation to gamble on a quick win. Abundance of this kind is slow, steady and shared, and wise advice helps.",
      relationships:
        "Partnerships may reach a more mature, equal footing. Talk openly about money, roles and shared goals; eight honors relationships where both people hold power fairly. Acknowledge what each brings to the table. Generosity flows best when nobody is keeping score, and when both people feel free to ask for what they need.",
    },
    prompt:
      "What would you like to leave behind for the people who come after you, and what could you begin building toward it now?",
  },
  {
    number: "9999",
    slug: "9999",
    pattern: "quadruple",
    essence:
      "Four nines mark the end of a long road rather than a single chapter. Tradition reads 9999 as the closing of a major cycle, years in the making, with all its lessons gathered. Nine is the humanitarian digit, so the number also points outward: what you learned may now serve a wider circle. Many take it as a call to finish generously, hand on what you no longer need, and stand ready.",
    meanings: {
      guidance:
        "A major life chapter may be winding down. Reflect on the whole arc, the struggles and the breakthroughs, before rushing to define what comes next. Write a letter to your younger self. Give away what you have outgrown, whether objects, roles or grudges. Readiness grows in the space that clearing leaves.",
      finances:
        "Completion and service come together. A career phase may be concluding, or you may feel called to work that contributes more to others. Finish projects properly and leave good records for whoever follows. Consider donating skills or resources where they matter, always within your means.",
      relationships:
        "Old relationship patterns may be resolving for good. Release resentments, offer forgiveness where it feels right, and appreciate the people who shaped you, including those who taught through difficulty. Love guided by nine is broad and compassionate, reaching past your inner circle to community and friendship.",
    },
    prompt:
      "Looking back over the whole of this long chapter, what lesson do you most want to carry forward, and what can you set down?",
  },
  {
    number: "1010",
    slug: "1010",
    pattern: "repeating-pair",
    essence:
      "One and zero blink in turn, like a lighthouse flashing over dark water: the spark, then the open space that lets it be seen. Tradition reads 1010 as initiative backed by wide potential. Each step you take lands on ground that can hold more than you expect. Many take this rhythm as a call to act and then pause, act and then pause, letting each move settle before the next.",
    meanings: {
      guidance:
        "Alternate effort with stillness this week. Make one bold move, then give it a day of quiet so you can see what it stirred. The pause is not hesitation; it is the dark between the lighthouse flashes that lets the light mean something. Follow the rhythm instead of forcing constant motion.",
      finances:
        "Possibility is wider than your current plan. 1010 encourages you to take a first practical step toward a goal and then look around at what new doors it revealed. A single email may lead to three conversations. Keep notes of every opening so you can weigh them calmly later.",
      relationships:
        "Here the spark meets the space around it. In love, give your affection clearly, then let the other person respond without pressure. In friendship, reach out and trust the silence afterward. Healthy bonds breathe in and out, and the breathing room is part of what keeps them alive.",
    },
    prompt: "Where could a rhythm of one bold step followed by a quiet pause serve you better than constant effort?",
  },
  {
    number: "1212",
    slug: "1212",
    pattern: "repeating-pair",
    essence:
      "One steps forward and two answers; one steps again and two answers again, like partners learning a dance. Numerologists read 1212 as the rhythm between independence and cooperation, and many take it as encouragement to leave a comfortable corner, trusting that support often meets the stride. The pattern suggests that growth comes in exchanges, your move and then the world's reply, rather than in a single leap.",
    meanings: {
      guidance:
        "Step slightly outside your comfort zone, then watch for the answer. Sign up for the class, speak in the circle, ask the question that feels exposed. 1212 suggests life meets courage halfway. Notice the replies you get, even small ones, and let them guide the following step.",
      finances:
        "Collaboration can carry your ambitions further than solo effort. Propose an idea, then invite feedback and partnership. Do your share with initiative and let others bring what they do best. If you have been working alone on everything, try delegating one piece and see how the rhythm changes.",
      relationships:
        "Love as a dance is the image: lead sometimes, follow sometimes. Notice whether one of you always initiates and experiment with switching roles. A new connection may grow through a series of small exchanges rather than one grand declaration. Trust the back and forth; it is how intimacy learns its steps.",
    },
    prompt: "In which part of your life are you waiting for a reply before you have taken your own step?",
  },
  {
    number: "1313",
    slug: "1313",
    pattern: "repeating-pair",
    essence:
      "One and three trade places like a drummer and a singer, beat and melody. The superstitions that gather around thirteen are not this reading. Numerologists add thirteen's digits to reach four, the builder, so 1313 is read as creative beginnings that need steady work to become real. In this reading it encourages you to keep turning an inspired idea into a practice, verse by verse and day by day.",
    meanings: {
      guidance:
        "If inspiration has arrived, it now wants hands. Pair every creative impulse with a practical step: the song with a rehearsal slot, the story with a daily page count. Nothing is unlucky about the effort this number asks of you. Little by little, a flicker of an idea becomes a thing you can hold.",
      finances:
        "Creative work may start to earn if it is given structure. Set a schedule, count costs, decide what a finished product looks like. 1313 blends imagination and discipline. Treat your talent as a craft, with tools, time and limits, and it becomes easier to show others why it has value.",
      relationships:
        "Expressive love thrives when it is also dependable. Surprise your partner, and then follow through on what you promised. Friendships grow through both laughter and showing up. If communication has been scattered, set a regular time to talk, so the playful and the steady can work together.",
    },
    prompt: "Which inspired idea of yours needs a practical routine to become real, and what could that routine be?",
  },
  {
    number: "1414",
    slug: "1414",
    pattern: "repeating-pair",
    essence:
      "First comes the spark of one, then the square of four, and the pattern repeats: ignite, then build; ignite, then build. Numerologists reduce fourteen to five, the number of change, so 1414 is read as transformation that arrives through planning rather than chaos. Tradition takes it as encouragement to lay the foundation for the change you want, so the new start has somewhere solid to land.",
    meanings: {
      guidance:
        "Ideas without structure drift away, and structure without ideas grows stale. 1414 asks you to alternate the two. Write the plan, then do one piece of it; revise the plan, then do the next. Change built this way feels less like a storm and more like renovation.",
      finances:
        "Practical groundwork turns fresh ambitions into results. If you want a new role or income stream, map the steps: training, savings, contacts. Start one of them this week. The rhythm of 1414 rewards people who prepare carefully and then move decisively when the moment arrives.",
      relationships:
        "New beginnings in love benefit from clear agreements. If a relationship is changing, talk about what each of you needs to feel secure. If you are single, know your non-negotiables before you fall for a smile. Passion and stability can coexist when both are named and honored.",
    },
    prompt: "What change do you long for, and what one foundation stone could you set in place for it today?",
  },
  {
    number: "1515",
    slug: "1515",
    pattern: "repeating-pair",
    essence:
      "One sets out and five throws the map in the air: a fresh start meets a change of plan, twice over. Fifteen reduces to six in numerology, the number of home and care, so tradition reads 1515 as personal choices that reshape your daily life and the people in it. Many take it as an invitation to choose freedom thoughtfully, so that new paths still lead back to what you love.",
    meanings: {
      guidance:
        "You have more freedom of choice than habit suggests. List three small changes you could make to your days, a new route, a new hour for rest, a new hobby, and try one. Notice how it affects your home life. The best changes widen your world without uprooting what sustains you.",
      finances:
        "A change of direction may be tempting. Explore it with curiosity and care. Research how it would affect your household budget, talk to people already on that path, and estimate a transition period. Freedom funded by planning feels far lighter than freedom that leaves the rent uncertain.",
      relationships:
        "New experiences can refresh love. Suggest something neither of you has tried, a trip, a class, a different way of spending Sundays. 1515 also asks you to include the people you care about in your changes rather than presenting them as finished decisions. Adventure shared becomes a bond.",
    },
    prompt:
      "Which change would make your days feel freer without pulling you away from the people and places you love?",
  },
  {
    number: "1616",
    slug: "1616",
    pattern: "repeating-pair",
    essence:
      "One wants to stand alone; six wants to gather everyone around the table. In 1616 the two pull back and forth like a swinging gate between the yard and the wider road. Numerologists add sixteen's digits to reach seven, the inward thinker, and read the pattern as a search for balance between independence and devotion. Tradition takes it as a call to reflect before you say yes or no.",
    meanings: {
      guidance:
        "You may feel torn between your own path and the needs of others. Neither side has to win. Take some quiet time to ask what you truly want and what you truly owe. Often there is a way to honor both: a boundary stated kindly, or help offered on your own terms.",
      finances:
        "Weigh personal ambition against household responsibility. A career move might serve you but strain family routines, or the reverse. Talk it over honestly with those affected and think it through in private as well. Decisions made with both heart and head tend to last longer.",
      relationships:
        "Balancing togetherness and independence is the lesson. If you feel smothered, ask for space gently; if you feel distant, move closer on purpose. A healthy partnership includes two whole people, each with their own friends, interests and quiet hours. Respect for solitude can deepen intimacy.",
    },
    prompt:
      "Where do you feel pulled between your own path and your care for others, and what would a fair balance look like?",
  },
  {
    number: "1717",
    slug: "1717",
    pattern: "repeating-pair",
    essence:
      "One acts and seven reflects, then one acts again, the way a hiker walks, stops to read the trail, and walks on. Numerologists add seventeen's digits to reach eight, the number of achievement, and read 1717 as inner knowing that turns into concrete results. Followers of the number hear in it encouragement to trust the quiet voice that says which path to take, and then to walk it with confidence.",
    meanings: {
      guidance:
        "Listen, then move. Spend a few minutes each morning in quiet, asking what the day needs from you, and then act on that answer without overthinking it. 1717 pairs intuition with initiative. Whatever you do today can be guided by reflection without being stalled by it.",
      finances:
        "Informed instinct can guide career decisions well. If a hunch points toward a new opportunity, research it thoroughly, then let that research give your instinct a backbone. Knowledge plus confidence is a strong combination in negotiations, interviews and planning alike. Keep ordinary caution in your pocket.",
      relationships:
        "Your inner sense of people is sharp now. Notice who feels genuinely good to be around, and invest there. Share your reflections with a partner; depth invites depth. If you have been hesitating over a step, a talk or an apology, let your quiet clarity lead the way.",
    },
    prompt: "What does your quiet inner voice keep telling you to do, and what would it take to act on it this week?",
  },
  {
    number: "1818",
    slug: "1818",
    pattern: "repeating-pair",
    essence:
      "The lone upright of one leans against the double loop of eight, twice: a new initiative meeting the machinery of money and influence. Eighteen adds up to nine, the number of completion, and tradition reads 1818 as one door in your working life closing while a more rewarding one opens. Many take it as a prompt to release an outgrown role and step into greater responsibility.",
    meanings: {
      guidance:
        "Trust that an ending can make room for growth. If something is concluding, a role, a project, a habit, let it close cleanly. 1818 suggests the next step asks more of you and may offer more as well. Prepare by writing down what you have learned so far.",
      finances:
        "Work transitions are highlighted. A job, business venture or income source may be changing shape. Stay practical: update your records, keep a cushion, and look at what skills you carry forward. Opportunity tends to favor those who leave gracefully and arrive prepared.",
      relationships:
        "Old dynamics around power or money in relationships may resolve now. If one partner has carried more, talk about rebalancing. Endings may also mean growth: an old role in a friendship, caretaker or rescuer, can give way to something more equal. Speak plainly about what you both want next.",
    },
    prompt: "What role have you outgrown, and what greater responsibility are you ready to take on in its place?",
  },
  {
    number: "1919",
    slug: "1919",
    pattern: "repeating-pair",
    essence:
      "The first digit and the last take turns, the opening chord and the final bow, so one chapter closes even as the next is already opening. Nineteen adds to ten and then to one, so numerologists read 1919 as endings that are really beginnings in disguise. Tradition takes it as reassurance that letting go is part of moving forward, and that every conclusion carries a seed.",
    meanings: {
      guidance:
        "Both hands are busy: one closing, one opening. Rather than mourning only the ending or rushing only toward the start, hold both. Write down what you are finishing and what you are beginning side by side. Seeing them together makes the transition feel less like loss and more like a turning.",
      finances:
        "A cycle of work or income may be finishing while a new one stirs. Close the old properly, with settled accounts and returned tools, and meet the new with fresh energy. Budget for the gap between the two if there is one. Endings handled cleanly make new chances easier to recognize.",
      relationships:
        "A relationship may be completing one phase and entering another: friends becoming family, partners redefining roles, or a goodbye that frees both people. Speak honestly about what is ending. Then, together or apart, welcome what comes next with an open heart and realistic hopes.",
    },
    prompt: "What in your life is ending and beginning at the same time, and how can you honor both movements?",
  },
  {
    number: "2020",
    slug: "2020",
    pattern: "repeating-pair",
    essence:
      "Two and zero alternate like the two eyes of a clear gaze, and many hear in 2020 the phrase for perfect sight. Tradition reads it as partnership resting on wide potential: cooperation, faith and seeing a situation plainly. The zeros give the twos room, suggesting that patience now can bring clarity. Many take the number as an invitation to look again, without the blur of worry.",
    meanings: {
      guidance:
        "Clarity tends to arrive once you slow down long enough to receive it. Step back from a confusing situation and describe it as a calm friend would. What becomes obvious? 2020 suggests that your vision sharpens when fear is set aside. Trust the next clear step you see.",
      finances:
        "Look at your money with plain eyes. Write down income and spending without judgment, then notice what the picture tells you. Partnerships and joint ventures may benefit from the same honest review. Shared goals become achievable when everyone can see them clearly on paper.",
      relationships:
        "See the people you love as they are, not as you fear or hope them to be. That clear gaze can bring unexpected tenderness. If a misunderstanding lingers, ask a direct, gentle question. A relationship grounded in honest sight can grow deeper than one built on assumptions.",
    },
    prompt:
      "If you looked at your current situation with perfectly clear eyes, what would you see that worry has been blurring?",
  },
  {
    number: "2121",
    slug: "2121",
    pattern: "repeating-pair",
    essence:
      "Here the partner speaks first and the self replies: two leads, one follows, and the pattern repeats. Tradition reads 2121 as the gentle reverse of 1212, where listening comes before acting and cooperation builds into confident independence. Twenty-one adds to three, so numerologists also hear joy and expression in it. It invites you to let what you learn from others fuel a bold move of your own.",
    meanings: {
      guidance:
        "Listen first, then lead. Gather the perspectives of people you trust, and let them sharpen your intention. 2121 suggests that good counsel turns into confident action. Once you have heard enough, step forward with your own decision and own it gladly.",
      finances:
        "Teamwork can lay the ground for your personal advancement. Learn from colleagues, mentors and partners, then apply that knowledge independently. If you have been following someone else's plan, it may be time to propose your own. Credit those who helped, and let your creativity show.",
      relationships:
        "Harmony gives you the courage to express yourself. In a supportive relationship, you can share ideas and dreams more freely. Let your partner's encouragement become fuel for your individual growth. Friendship, too, can be a springboard: a friend's belief in you may be what moves you forward.",
    },
    prompt: "Whose advice have you gathered that is ready to become your own confident decision?",
  },
  {
    number: "2323",
    slug: "2323",
    pattern: "repeating-pair",
    essence:
      "Two listens, three speaks, two listens again: the rhythm of a lively conversation between friends. Twenty-three reduces to five, the digit of movement, and numerologists read 2323 as words and collaboration that open new directions. Tradition links it with sociability, creativity and adaptability. Its advice is to share ideas widely, since a good exchange may be what shifts something stuck.",
    meanings: {
      guidance:
        "Talk it through. An idea that feels stuck inside your head may move the moment you share it. Choose a curious, kind listener and explain what you are thinking. 2323 favors dialogue: the questions others ask may change your direction in a good way.",
      finances:
        "Networking and creative collaboration are favored. Conversations may lead to opportunities: a tip, a project, an introduction. Be open about what you are looking for. Group brainstorming could spark fresh solutions at work. Keep track of promises made in conversation, so enthusiasm turns into agreement.",
      relationships:
        "Communication refreshes love. Try new ways of connecting: write a letter, play a game of questions, talk during a walk instead of across a table. Friendships could expand, bringing interesting people into your circle. Playful conversation can dissolve tension that serious talks have not reached.",
    },
    prompt: "What idea of yours might finally move if you talked it through with a curious, kind listener?",
  },
  {
    number: "01:10",
    slug: "01-10",
    pattern: "mirror",
    essence:
      "On a clock, 01:10 folds neatly in half: zero then one, one then zero, a beginning looking at its own reflection in still water. Mirror times are read by tradition as moments to see yourself, and this one shows you at the very start of something. Numerologists pair zero's open potential with one's first step, so the hour invites you to notice how you begin, not only what you begin.",
    meanings: {
      guidance:
        "Watch your first moves today, the first thought on waking, the first words you say, the first task you touch. They reveal a good deal about where you are heading. If they feel rushed or anxious, try beginning again more gently. Fresh starts can happen at any minute of the day.",
      finances:
        "Notice the habit that opens your working day. Do you check messages before you plan, or plan before you react? 01:10 suggests a small change in how you start could reshape how the whole day unfolds. Experiment for one week and keep simple notes on what happens.",
      relationships:
        "How do you begin conversations with the people you love? A greeting, a sigh, a complaint? This reflected hour invites you to open with warmth. Try starting the next exchange with appreciation. Small changes at the threshold of a meeting can shift the tone of a whole evening together.",
    },
    prompt: "What does the way you usually begin things reveal about you, and how would you like to begin differently?",
  },
  {
    number: "02:20",
    slug: "02-20",
    pattern: "mirror",
    essence:
      "Two faces two across the colon of 02:20, like people seated opposite each other at a small table. Tradition reads mirrored times as reflections, and this one reflects your relationships back at you: the qualities you admire or resent in others may echo something within. Numerologists link two with sensitivity and partnership. The hour suggests looking across the table with curiosity instead of judgment.",
    meanings: {
      guidance:
        "Someone who irritates you lately may be showing you a part of yourself you have not yet accepted. That is not an accusation, just a useful mirror. Ask what exactly bothers you, and whether you recognize it. Understanding the reflection often softens the reaction and frees your energy.",
      finances:
        "Collaborators reflect your working style back at you. If a colleague seems disorganized, check your own systems; if someone seems generous, learn from them. Treat workplace frictions as feedback rather than obstacles. Honest, calm conversations can turn a mirrored tension into a stronger team.",
      relationships:
        "Partners are mirrors in the most intimate way. Whatever you wish your partner would give, try offering it first and see what returns. If you are single, notice the qualities you seek in others and cultivate them in yourself. Love grows warmer when both reflections are kind.",
    },
    prompt:
      "What quality in someone close to you might be a reflection of something you are still learning to accept in yourself?",
  },
  {
    number: "03:30",
    slug: "03-30",
    pattern: "mirror",
    essence:
      "At 03:30 the three sits on both sides of the clock like an echo in a canyon: your own voice, sent out and returned. Three belongs, in numerology, to voice and invention, and tradition hears in this reflected hour a call to notice how you speak, above all to yourself. Is the inner voice encouraging or harsh? The reflected hour invites you to choose words that help you create rather than shrink.",
    meanings: {
      guidance:
        "Listen to your inner commentary for a day. Write down three phrases you repeat in your head and ask whether you would say them to a friend. Replace one harsh phrase with a kinder, truer one. The echo you send out shapes the one that returns to you.",
      finances:
        "How you describe your work affects how others value it. Practice talking about your skills in plain, confident language without inflating or apologizing. 03:30 favors clear self-presentation: an updated bio, a portfolio that reflects your real strengths, a brief pitch you can say without cringing.",
      relationships:
        "Your words echo through your relationships. Notice whether they bring people closer or push them away, especially in stressful moments. Speak as you would like to be spoken to. A simple, sincere compliment or thank-you can change the atmosphere between you and someone dear.",
    },
    prompt: "What phrase do you repeat to yourself most often, and would you ever say it to someone you love?",
  },
  {
    number: "04:40",
    slug: "04-40",
    pattern: "mirror",
    essence:
      "Four and its twin stand on either side of 04:40, the still hour before birdsong when a house seems to hold its breath. Mirror times ask you to look at yourself, and this one reflects your foundations: the habits and routines you lean on every day. Numerologists link four with order, effort and endurance. Tradition reads the hour as a gentle inspection, a chance to check which supports are sound and which are tired.",
    meanings: {
      guidance:
        "Take a calm inventory of your routines. Which ones steady you, and which simply repeat out of inertia? Keep the supportive ones and gently retire one that drains you. The best foundations are chosen on purpose, and this reflected hour invites you to choose again.",
      finances:
        "Review the structures behind your money: accounts, bills, automatic payments, filing. Are they serving you or just running on habit? Cancel what you no longer need and strengthen what protects you. Quiet maintenance now can prevent noisy problems later, and it is easier while things are calm.",
      relationships:
        "Look at the routines you share with others. Do weekly calls or shared meals still nourish you both, or have they become hollow gestures? Refresh them together. Reliability is valuable, but it thrives with a little renewal, a new coffee shop for the usual date, a new question at dinner.",
    },
    prompt: "Which daily routine supports you most, and which one is running out of habit rather than choice?",
  },
  {
    number: "05:50",
    slug: "05-50",
    pattern: "mirror",
    essence:
      "Fives frame 05:50 on both sides, just as the sky pales at the window and the day decides what it will be. Five is change and movement, and a mirror time reflects your own stance, so tradition reads this hour as a look at how you meet change. Do you brace, bolt or lean in? Seekers are invited to notice their reflex in the face of the new and to choose their response.",
    meanings: {
      guidance:
        "Change is rarely the problem; our reaction to it often is. When something shifts today, pause for one breath before responding. Name the feeling, then choose the next step deliberately. Over time, this small gap between the change and your answer can transform how you move through life.",
      finances:
        "Shifts at work or in your finances may test your adaptability. Instead of reacting instantly, gather facts, consider options, and ask for time if you need it. Flexibility backed by calm planning is a strength. Even an unwelcome change can reveal a path you had not considered.",
      relationships:
        "Notice how you respond when a partner or friend changes, whether in mood, plans or direction. Do you feel threatened or curious? 05:50 invites curiosity. Ask questions before drawing conclusions, and allow the people you love to grow in ways you did not predict.",
    },
    prompt:
      "When something changes unexpectedly, what is your first reaction, and what response would you rather choose?",
  },
  {
    number: "10:01",
    slug: "10-01",
    pattern: "mirror",
    essence:
      "At mid-morning the clock reads 10:01: a one at each edge with two zeros in the middle, like a lone swimmer and their reflection with a wide, still lake between them. Tradition reads it as a reflection of your independence: are you standing alone by choice, or out of habit? Numerologists see one's self-reliance meeting zero's wide possibility, and the mirror suggests your autonomy is at its best when it stays open to the unknown.",
    meanings: {
      guidance:
        "Independence is a strength, but it can harden into isolation. Notice if you have been refusing help you actually want. 10:01 invites you to keep your self-reliance while opening a window: accept one offer of support, or ask one question you would normally research alone.",
      finances:
        "Self-direction in your work is highlighted. If you are self-employed or leading a project, reflect on whether your independence leaves room for fresh ideas from outside. Consult someone with a different perspective. Possibility often enters through conversations you did not plan to have.",
      relationships:
        "Look at how you balance autonomy and closeness. You can be whole on your own and still choose to share your life. If you tend to keep people at arm's length, try letting one person a little closer. If you lean on others, spend some time enjoying your own company.",
    },
    prompt: "Where has your independence become a wall rather than a strength, and what window could you open in it?",
  },
  {
    number: "12:21",
    slug: "12-21",
    pattern: "mirror",
    essence:
      "Just after noon, when shadows are shortest, the clock reads 12:21 and the hour seems to gaze at its own reflection. One and two face two and one: self and partner seen from both sides. Its traditional reading is a moment of plain sight on how you show up with others, neither hidden nor exaggerated. Unlike the enclosed shape of 1221, this is a glance at the glass, quick and revealing.",
    meanings: {
      guidance:
        "Catch yourself in the mirror of the moment. What were you doing when you noticed 12:21? That activity may reveal something about your current priorities. Take a brief, honest look: are you leading your day, or following others' demands? Adjust course with kindness rather than criticism.",
      finances:
        "Midday is a natural checkpoint. Pause and ask whether your morning efforts moved your main goal forward. If not, reorder the afternoon. At work, consider whether you take initiative or wait for instructions, and whether either serves you. Small corrections at noon can save an evening of catching up.",
      relationships:
        "See yourself through a partner's eyes for a moment. What might they notice about your moods, your attention, your care? Use that imagined view with compassion, not harshness. If you like what you see, keep going; if not, make one small change today that they would feel.",
    },
    prompt:
      "If you could see yourself at this moment through the eyes of someone who loves you, what would they notice?",
  },
  {
    number: "13:31",
    slug: "13-31",
    pattern: "mirror",
    essence:
      "Early afternoon on a twenty-four hour clock shows 13:31, one and three facing their own reversal like dancers in a mirrored studio. Numerologists pair one's initiative with three's playful expression, and tradition reads the reflected time as a look at your creative self-image. Do you see yourself as someone who makes things? The mirror suggests your creative capacity is larger than the reflection you usually accept.",
    meanings: {
      guidance:
        "Try describing yourself as a creative person, even if it feels awkward. What would such a person do this afternoon? Perhaps doodle during a call, rearrange a shelf, or cook without a recipe. 13:31 reminds you that creativity is a way of living, not only a talent for artists.",
      finances:
        "Your inventive side may solve a practical problem. Look at a work challenge as a designer would: what if the process were simpler, more pleasant, more playful? Share the idea with someone who can help develop it. Original thinking often gets noticed in unexpected places.",
      relationships:
        "Bring creativity into how you show love. Write a short poem, draw a silly card, plan a themed dinner. These gestures reflect the playful parts of you that a partner or friend may rarely see. Expressive affection invites the other person to reveal their own playful side.",
    },
    prompt: "If you fully believed you were a creative person, what would you make or try this afternoon?",
  },
  {
    number: "14:41",
    slug: "14-41",
    pattern: "mirror",
    essence:
      "Halfway through the working afternoon, 14:41 sets one and four facing each other: the spark and the square, looking into the same glass. Here the reflection falls on effort. Are your plans and your daily labor matching? Numerologists link one with intention and four with steady work, and the hour asks whether what you intend and what you actually do are still recognizably the same shape.",
    meanings: {
      guidance:
        "Compare your intentions with your calendar. If the two tell different stories, which one is telling the truth? 14:41 invites you to bring them closer together, either by changing what you do or by honestly revising what you say you want. Either choice is a relief.",
      finances:
        "A mid-afternoon audit is favored. Look at the tasks in front of you and ask which actually serve your goals. Drop or delegate one that does not. Effort matters, yet effort pointed in the right direction matters more. Save energy for the work that builds something lasting.",
      relationships:
        "Do your actions reflect your feelings? Saying you value someone is lovely; showing it in small practical ways makes it real. Check whether your time and attention match your words. If there is a gap, close it with one concrete gesture this week.",
    },
    prompt: "If someone read only your calendar, what would they say you care about, and is that true?",
  },
  {
    number: "15:51",
    slug: "15-51",
    pattern: "mirror",
    essence:
      "Late afternoon, the light beginning to slant, and the clock shows 15:51: one and five reflected, the self and the open road. Numerologists read five as freedom and adventure. Seen in a mirrored hour, the question turns to your own relationship with freedom. Do you feel free in your own life, or are you waiting for permission? The hour hints that some of the liberty you seek is already within reach.",
    meanings: {
      guidance:
        "Freedom often begins with small choices you already control: how you spend an hour, which thoughts you entertain, what you agree to. Claim one of those freedoms today. 15:51 suggests you may have been waiting for outside change when an inner shift is available right now.",
      finances:
        "Reflect on how your work supports or limits your freedom. Is there flexibility you have not asked for, such as remote days, new responsibilities or a different schedule? Ask respectfully. If your situation is fixed for now, look for freedom in how you approach tasks rather than which tasks you do.",
      relationships:
        "Healthy love leaves room to breathe. Notice whether you feel free to be yourself with those closest to you, and whether you give them the same space. If something feels tight, talk about it openly. Shared adventures can also refresh a bond that has grown too routine.",
    },
    prompt: "What freedom are you waiting for permission to take, and could you grant that permission yourself?",
  },
  {
    number: "20:02",
    slug: "20-02",
    pattern: "mirror",
    essence:
      "Evening has settled when a twenty-four hour clock reads 20:02, two and zero reflected around the colon like a pair of candles on either side of a mirror. Numerologists link two with patience and companionship, and zero with wholeness. Read as a mirror, the hour turns quietly toward trust: in others, in timing, in yourself. It suggests ending the day by noticing what went right, however small.",
    meanings: {
      guidance:
        "Before the day ends, name three things that went well, even tiny ones. 20:02 favors gentle reflection over criticism. Trust is built in these quiet evening reviews, as you notice that life holds more support than your anxious moments suggest. Let yourself rest on that knowledge.",
      finances:
        "Patience with money matters is favored. If you are waiting for a payment, a decision or a result, use the evening to let go of constant checking. Prepare what you can, then trust the process. Calm nights tend to produce clearer mornings and better choices.",
      relationships:
        "Evening is a natural time for connection. Share the small moments of your day with someone close, and listen to theirs. This reflected hour invites tenderness and patience. If you live alone, call or message someone you trust, or simply write them a note you can send tomorrow.",
    },
    prompt: "What three small things went right today, and what do they say about the support already in your life?",
  },
  {
    number: "21:12",
    slug: "21-12",
    pattern: "mirror",
    essence:
      "Late in the evening, 21:12 shows two and one facing one and two, as if the day were glancing back over its shoulder. The custom of reading mirrored clocks treats it as a pause to weigh the dance between give and take in the hours just passed. Numerologists pair two's receptivity with one's initiative. Unlike the rhythm of 2121, this is a single reflection, a still review at the window before sleep.",
    meanings: {
      guidance:
        "Look back at the day with fair eyes. Where did you lead, and where did you yield? Did each feel right? 21:12 invites balance, not judgment. Tomorrow you might speak up a little more, or listen a little longer. Let the review be gentle and then let it go.",
      finances:
        "Consider how today's work was divided. Did you take on too much, or hold back when your voice was needed? Plan tomorrow with a better balance. Late evening is not the time for big decisions, though writing down one adjustment can help you sleep more easily.",
      relationships:
        "Reflect on the give and take in your closest relationship today. Was there a moment you wish had gone differently? Consider a brief word tomorrow: a thank-you, an apology or a question. Healthy love is built in these small corrections, one day at a time.",
    },
    prompt:
      "Looking back over today, where did you lead, where did you follow, and what balance would you like tomorrow?",
  },
  {
    number: "123",
    slug: "123",
    pattern: "sequence",
    essence:
      "One, two, three: the count children shout before they jump into the lake. A sequence climbs, and 123 is the first and simplest staircase, moving from a single spark to a partnership to something newly made. Tradition reads it as a sign that life is asking for simple, ordered steps rather than a grand leap. Take the first stair, then the second, and trust the third to appear.",
    meanings: {
      guidance:
        "Simplify. If a situation feels complicated, break it into three steps: what to start, whom to involve, what to create. 123 suggests that progress is easier than it looks once you stop trying to do everything at once. Begin with the most obvious move and count forward from there.",
      finances:
        "Orderly progress serves you. Write down the next three steps for a work goal, keeping each small and concrete. Complete the first before worrying about the third. Plain, sequential effort builds momentum, and momentum tends to attract the help and opportunities you need.",
      relationships:
        "Love can grow step by step. If you want a deeper connection, start simply: one honest conversation, then one shared plan, then one joyful experience together. No need to rush ahead. The natural order of getting to know someone has a sweetness that skipping steps would lose.",
    },
    prompt: "What are the three simplest steps toward something you want, and which one could you take today?",
  },
  {
    number: "234",
    slug: "234",
    pattern: "sequence",
    essence:
      "The staircase of 234 starts one step up from the ground: two's partnership, three's expression, four's foundation. This is not the spark of a beginning but the middle of a climb, when cooperation starts to produce ideas and ideas start to harden into something built. Tradition reads it as encouragement that teamwork is turning into tangible results, and that now is a time to keep climbing steadily.",
    meanings: {
      guidance:
        "You are past the start and not yet at the top, which is where many people lose heart. 234 says keep going. Lean on the support you have gathered, let your ideas take clearer form, and begin building the structure that will carry them. Middle stairs matter as much as the landing.",
      finances:
        "Group efforts are maturing. Projects built with colleagues may be ready for a more concrete phase: budgets, timelines, responsibilities. Help turn enthusiasm into a plan. Your ability to bridge creative ideas and practical steps can make you valuable to any team you are part of now.",
      relationships:
        "A relationship may be moving from early connection toward something more established. Shared laughter and conversation can now give way to shared plans. Talk about what you might build together, whether a routine, a home, a tradition. Move at a pace that feels secure for both of you.",
    },
    prompt: "Which project or relationship of yours is in the middle of its climb, and what would help you keep going?",
  },
  {
    number: "345",
    slug: "345",
    pattern: "sequence",
    essence:
      "Three's voice, four's walls, five's open road: 345 climbs from expression to structure to freedom. Tradition reads this sequence as creative energy gaining a solid platform and then launching outward. It often appears, readers say, when ideas have been grounded enough to travel. The number invites you to let your work leave the workshop and meet the wider world, while trusting the groundwork you laid.",
    meanings: {
      guidance:
        "Your ideas may be ready to move. 345 suggests that what you have shaped and steadied can now be shared, tested, sent out. Choose one creation, a plan, a piece of writing, a new habit, and expose it to fresh air. Expansion after preparation feels exciting rather than reckless.",
      finances:
        "Growth in work may follow a natural arc: idea, structure, expansion. If you have done the groundwork, consider how your project could reach more people or new markets. Keep the foundation in view, though, and test before scaling. Measured expansion tends to hold up better than rapid sprawl.",
      relationships:
        "Freedom and commitment can coexist. A relationship built on good communication and steady habits may be ready for adventure: travel, a new shared interest, expanding your social circle together. Let the strength of your bond give you courage to explore, rather than fear of change.",
    },
    prompt: "What have you built carefully enough that it is ready to be shared with the wider world?",
  },
  {
    number: "456",
    slug: "456",
    pattern: "sequence",
    essence:
      "In 456 the climb moves from four's solid ground through five's turn in the road to six's warm hearth. Numerologists read it as practical effort leading through change toward home and belonging. Tradition often ties this sequence to a shift in domestic life: a move, a renovation, a new arrangement of family or friends. It carries the sense that the change you are working through is taking you somewhere you can settle.",
    meanings: {
      guidance:
        "Steady work and a willingness to adapt are leading you toward something more comfortable. 456 invites you to imagine where you want to feel at home, in a place, a routine or a community, and to take a practical step toward it. Change is the bridge, not the destination.",
      finances:
        "Financial changes connected to home may be in view: saving for a move, adjusting a household budget, investing in comfort. Plan carefully and be flexible. Discuss decisions with anyone they affect. This sequence favors choices that make daily life more stable and more pleasant for the people you care for.",
      relationships:
        "Relationships may evolve toward deeper commitment or a new living arrangement. Talk openly about what home means to each of you. Be patient with the adjustments change requires. Friendships, too, may shift into more family-like closeness as you move through a transition together.",
    },
    prompt: "Where do you most want to feel at home, and what change could bring you a step closer to it?",
  },
  {
    number: "567",
    slug: "567",
    pattern: "sequence",
    essence:
      "Five's wandering, six's caring, seven's reflecting: the sequence 567 describes a journey that turns inward as it climbs. Tradition reads it as adventures and responsibilities adding up to wisdom. The traveler comes home, tends the garden, then sits under the tree to understand what it all meant. Readers of the number often hear encouragement to pause after a busy period and let experience become insight.",
    meanings: {
      guidance:
        "Movement and duty have filled your days; now reflection wants its turn. Set aside an evening to look back on recent changes. What did you learn? Write it down, even in fragments. 567 suggests that meaning emerges when experience is given quiet space to settle into understanding.",
      finances:
        "After a period of change and responsibility at work, study and analysis are favored. Review what worked and what did not before planning your next move. Perhaps a course or a mentor could help you deepen your expertise. Thoughtful reflection now prevents repeating costly patterns later.",
      relationships:
        "Shared experiences may lead to deeper understanding between you and someone you love. Talk about what you have been through together, the trips, the hard months, the caretaking. Listening to each other's reflections can bring a new, quieter intimacy that grows roots beneath everyday routine.",
    },
    prompt: "What has a recent period of change and responsibility taught you that you have not yet put into words?",
  },
  {
    number: "678",
    slug: "678",
    pattern: "sequence",
    essence:
      "Care, contemplation, then reward: 678 climbs from six's devotion through seven's wisdom to eight's abundance. Numerologists read it as service and study that ripen into material or personal gain. Tradition often frames the sequence as encouragement for people who have given generously and quietly: their efforts are building toward recognition. It suggests that goodness and good sense together form a sturdy staircase.",
    meanings: {
      guidance:
        "The care you have offered and the knowledge you have gathered are not wasted. 678 suggests they are combining into something that can support you. Acknowledge your own contributions without false modesty, and allow yourself to accept recognition, thanks or opportunity when it comes.",
      finances:
        "Dedication and expertise may soon be rewarded. If you have been working hard behind the scenes, document your contributions and share them with the right people. Ask for what your work is worth, grounded in clear evidence. Prudent financial planning helps the rewards last.",
      relationships:
        "Relationships built on care and understanding may flourish into greater security. A partner may express appreciation, or a friendship may reach a deeper level of trust. Let love be a source of strength that you both draw from. Generosity within the relationship comes back in many forms.",
    },
    prompt: "What quiet effort have you made that deserves more acknowledgment, first of all from yourself?",
  },
  {
    number: "789",
    slug: "789",
    pattern: "sequence",
    essence:
      "The last steps of the single-digit staircase, 789 climbs from seven's wisdom through eight's mastery to nine's completion. Tradition reads it as approaching the top of a long climb, where insight and achievement come together and a cycle can close with dignity. Numerologists see it as a time to gather what you know, use it well, and prepare to pass the lessons on when the landing is reached.",
    meanings: {
      guidance:
        "You may be nearer the summit than you think. Keep going with the steadiness that brought you here. 789 suggests finishing what you started with care, using the wisdom you have gained along the way. The view from the top tends to show what comes next, so there is no need to plan it yet.",
      finances:
        "Career milestones may be close: a project's completion, a recognition, a transition to a new level. Bring your expertise to bear and finish strongly. Consider how your achievements could serve others, perhaps through mentoring. Wrap up loose financial ends so the next stage starts cleanly.",
      relationships:
        "Relationships may reach a stage of maturity and fulfillment. Celebrate how far you have come together. If something needs to close, a chapter or an old pattern, let it close with grace. Wisdom gained in love can now be shared with friends who are earlier on their own paths.",
    },
    prompt: "What long climb are you close to completing, and how do you want to reach the top?",
  },
  {
    number: "1234",
    slug: "1234",
    pattern: "sequence",
    essence:
      "Four steps in perfect order, 1234 adds a landing to the simple count of 123: spark, partnership, expression, then the solid floor of four. Tradition reads it as progress that becomes stable, a plan unfolding one stage after another. Many musicians count a song in this way before the first note. The number invites you to trust the sequence of your life and to build steadily rather than leap unsupported.",
    meanings: {
      guidance:
        "Order is your friend now. Lay out your plan in clear stages and follow them in turn. 1234 suggests that each step you complete creates solid ground for the next. If life feels chaotic, create one small ordered routine, a morning sequence or an evening checklist, and notice the calm it brings.",
      finances:
        "Methodical progress builds lasting results. Break a career or money goal into four phases: start, collaborate, create, stabilize. Track each phase on paper. The satisfaction of ticking off steps keeps you motivated, and the structure protects you from rushing ahead too fast.",
      relationships:
        "Love can grow in clear stages, from attraction to friendship to shared joy to security. Let the relationship find its own rhythm rather than forcing milestones. If you are already committed, consider which stage needs attention now. Counting together in step makes the dance easier.",
    },
    prompt: "What would your current goal look like broken into four clear steps, and which step are you on right now?",
  },
  {
    number: "101",
    slug: "101",
    pattern: "palindrome",
    essence:
      "Read 101 forward or backward and it stays the same: one, the open circle, one again. It looks like two doorposts with a clear space between them. Numerologists pair one's initiative with zero's potential, and tradition reads this palindrome as the self framing possibility. You stand at both the beginning and the return, and whatever passes through the doorway is yours to choose.",
    meanings: {
      guidance:
        "Treat your life today as a doorway you control. What will you let in, and what will you keep outside? 101 invites conscious choice: the media you consume, the conversations you join, the tasks you accept. Guard the open space between the posts, and fill it with what you actually want.",
      finances:
        "Basics first, as the course number 101 implies in many classrooms. Return to the fundamentals of your work or finances: a clear budget, core skills, honest records. Mastery often grows from revisiting the simple things with fresh eyes. Strengthen those, and the advanced opportunities become easier to handle.",
      relationships:
        "Your presence shapes every relationship from both sides: the way you arrive and the way you leave. Offer warmth at both ends of each meeting, a full greeting and a kind goodbye. The space in between will feel safer. If you want to meet someone new, open the door and be yourself.",
    },
    prompt: "What are you allowing through the doorway of your days that you would rather leave outside?",
  },
  {
    number: "202",
    slug: "202",
    pattern: "palindrome",
    essence:
      "Two on either side of zero, 202 looks like a couple standing around an empty garden bed, deciding together what to plant. Numerologists link two with partnership and zero with open potential. As a palindrome it speaks of shared possibility: what you and another person could create has not yet been decided. Read from either end it holds the same, suggesting that mutual effort brings mutual reward.",
    meanings: {
      guidance:
        "A joint venture of some kind is waiting for its first seeds. Think about the people you trust: what could you begin together that neither could do alone? 202 favors cooperation built on open conversation. Ask what the other person hopes for before sharing your own plans.",
      finances:
        "Partnerships at work may offer untapped potential. A conversation with a colleague could reveal a project you could develop together. Discuss expectations early, including credit and money, so trust stays strong. Balanced collaboration tends to produce results that satisfy both sides.",
      relationships:
        "You and someone close share a blank space that could become anything: a new tradition, a shared dream, a project for the home. Sit down together and imagine freely before deciding. Love flourishes when both partners feel equally invested in what grows between them.",
    },
    prompt: "What could you and someone you trust create together that neither of you could make alone?",
  },
  {
    number: "303",
    slug: "303",
    pattern: "palindrome",
    essence:
      "A note, a rest, the same note: 303 reads like a musical phrase built around silence. Numerologists tie three to expression and imagination, while zero is the open space between sounds. Angel-number lore takes it as a reminder that creativity needs pauses. The rest in a melody is not empty but part of the music. You are encouraged to value quiet as much as output.",
    meanings: {
      guidance:
        "Your creative energy may be running low because you have not paused. 303 suggests building silence into your days: a walk without music, ten minutes without a screen, a morning without plans. Ideas often return refreshed after rest. Treat the pause as part of your work, not a break from it.",
      finances:
        "Productivity is not only about constant output. Schedule breaks between projects to reflect and recharge, and notice whether your best work comes after rest. If possible, protect a slower day for creative thinking. Sustainable pacing can improve both your results and your wellbeing.",
      relationships:
        "Comfortable silence is a sign of closeness. With a partner or friend, practice being together without filling every moment with talk. Then, when you do speak, your words may carry more meaning. Expressive love and quiet presence balance each other like notes and rests.",
    },
    prompt: "Where in your days could a little more silence make room for your best ideas to return?",
  },
  {
    number: "505",
    slug: "505",
    pattern: "palindrome",
    essence:
      "Five sets out, circles the open ground of zero, and five comes home again: 505 reads like a round journey. Numerologists tie five to freedom, travel and change. Popular readings hear in it adventure that brings you back to yourself, wiser for the trip. It suggests change need not mean losing your center; sometimes you have to leave a place to understand it.",
    meanings: {
      guidance:
        "Go somewhere new, even briefly, a neighborhood you have never walked or a hobby you have never tried. Then notice what you see when you return to the familiar. 505 suggests that fresh experience renews perspective. You come back the same person, yet with new eyes.",
      finances:
        "Exploration in your work may lead back to your core strengths. Try a side project or a new approach, and watch what it teaches you about what you already do well. Experimentation is valuable, but keep a home base: your main income, your emergency fund, your essential skills.",
      relationships:
        "Time apart can renew time together. A solo trip, a weekend with friends, or simply separate hobbies can bring fresh energy home. Share stories when you reunite. If you are single, travel or new activities may expand your view of what you want in love.",
    },
    prompt: "Which place or habit would you understand better if you left it for a while and came back?",
  },
  {
    number: "1001",
    slug: "1001",
    pattern: "palindrome",
    essence:
      "A thousand and one, the number of nights in the old tale where each unfinished story bought its teller one more dawn. In 1001 two ones guard a double zero, like a storyteller at each end of a very long night. The palindrome is read as the self holding vast inner potential: more stories, skills and possibilities than you have yet told. It invites you to trust that the next chapter is already inside you.",
    meanings: {
      guidance:
        "You have more within you than you have yet expressed. 1001 invites you to tell a new story about who you are, one that includes possibilities you have been keeping quiet. Write down a version of your life five years from now, in which you dared something. Notice what feels alive.",
      finances:
        "Untapped skills may be your greatest asset. List everything you can do, including talents you dismiss as trivial. One of them might open a new opportunity. Invest time in developing the one that excites you most, without abandoning your present stability while it grows.",
      relationships:
        "Stories connect people. Share a personal story you rarely tell with someone you trust, and ask for theirs. The depth of connection that follows may surprise you. If you are seeking love, let your own story be heard rather than trying to fit someone else's.",
    },
    prompt:
      "What untold story about yourself, or untried possibility, has been waiting through the long night for its turn?",
  },
  {
    number: "1221",
    slug: "1221",
    pattern: "palindrome",
    essence:
      "Ones stand at each end of 1221 with a pair of twos held between them, the shape of two arms wrapped around a couple. Where the clock time 12:21 is a quick glance in the mirror, this palindrome is an embrace. Tradition reads it as independence that protects partnership: two strong selves enclosing a shared middle. It suggests relationships thrive when each person stays whole while holding the bond together.",
    meanings: {
      guidance:
        "Your own strength is what allows you to support others well. 1221 invites you to tend your individual needs so you can show up fully for the people you love. Rest, pursue your interests, keep your word to yourself. A person who is whole makes a steadier partner.",
      finances:
        "Individual competence supports collaborative success. Bring your best skills to team projects while respecting others' contributions. In shared finances, a household or a business, clear personal responsibility helps protect the common pot. Each person doing their part well keeps the middle safe.",
      relationships:
        "Love as an embrace between two whole people is the message. Protect the relationship by protecting each other's individuality: separate friends, personal goals, private time. Then come together fully. If you are single, becoming whole on your own draws relationships with the same balance.",
    },
    prompt: "How could you stay fully yourself while holding a relationship you care about even more closely?",
  },
  {
    number: "1331",
    slug: "1331",
    pattern: "palindrome",
    essence:
      "Inside 1331 two threes sit sheltered between a pair of ones, like a sketchbook kept safe inside a sturdy cover. Numerologists read one as the self and three as creative expression, and tradition takes this palindrome as a protected creative core. Your imagination deserves a safe place to develop before facing the critics. It also happens to be eleven times eleven times eleven, a small curiosity of arithmetic.",
    meanings: {
      guidance:
        "Guard your creative projects in their fragile early stages. Not every idea needs to be shared immediately. 1331 suggests giving your imagination a private space, a notebook, a studio corner, a secret playlist, where it can grow without judgment. When it is stronger, show it to the world.",
      finances:
        "Creative ideas connected to work may need protection before they are pitched. Develop them fully, gather evidence that they work, and consider how to present them. Keep notes that show your authorship. Confidence built in private helps you advocate for your ideas when the time comes.",
      relationships:
        "Share your playful, creative side with someone you trust, inside the safety of a close bond. A partner who protects your dreams is a treasure; be that person for them too. Encourage each other's creative pursuits without critique for a while. Let joy grow in a protected space.",
    },
    prompt: "Which fragile idea or creative dream of yours needs a protected place to grow before you share it?",
  },
  {
    number: "1441",
    slug: "1441",
    pattern: "palindrome",
    essence:
      "Two ones bracket a pair of fours in 1441, like a builder's hands on either side of a brick wall. Readers of such numbers see a foundation you build yourself: your initiative enclosing solid structure. Numerologists link four with order and endurance. The message is one of self-made security, the quiet pride of knowing your stability comes from your own effort and can be rebuilt if needed.",
    meanings: {
      guidance:
        "You are the architect of your own stability. Take one practical step today toward a more secure life, such as organizing a cupboard, fixing a leak or keeping a promise to yourself. 1441 honors the dignity of self-made order. Each small act adds another brick.",
      finances:
        "Build your financial foundation with your own hands. Set a realistic savings target, create a simple budget, and follow through consistently. Independence grows from steady effort rather than windfalls. Take pride in modest progress; it compounds into real security over time.",
      relationships:
        "A secure relationship is built by two people choosing reliability. Take initiative in creating stability: keep commitments, communicate plans, be dependable in small things. If you are single, build a life you love on your own foundation, so partnership becomes an addition rather than a rescue.",
    },
    prompt: "What part of your life's foundation could you strengthen with your own hands this week?",
  },
  {
    number: "2112",
    slug: "2112",
    pattern: "palindrome",
    essence:
      "Two partners stand at either end of 2112, and between them two ones hold their ground, like a community forming a circle around individuals. Its reading is partnership that shelters individuality: relationships where each self is protected and encouraged. It is the inverse of 1221, placing the bond on the outside and the person on the inside. It asks who stands around you, and whom you stand around.",
    meanings: {
      guidance:
        "Notice the people who support your individuality, who encourage your ideas rather than shrinking them. Thank them. Then consider whose unique spark you could protect in turn. 2112 suggests strength grows in circles where each person is free to be fully themselves.",
      finances:
        "Teams that respect individual talent tend to thrive. Advocate for colleagues whose skills are overlooked, and accept support for your own. If you lead others, create conditions where people can bring their distinct strengths. Shared success built on individual excellence is worth pursuing.",
      relationships:
        "A good partnership lets each person grow. Support your partner's personal goals as well as your shared ones. Protect each other's independence lovingly. In friendships, be the circle around someone finding their voice, and allow others to do the same for you.",
    },
    prompt: "Who stands around you protecting your individuality, and whose spark could you protect in return?",
  },
  {
    number: "2332",
    slug: "2332",
    pattern: "palindrome",
    essence:
      "At the heart of 2332 two threes sing, and on either side a pair of twos listens and supports, like friends around a campfire while someone tells a story. Numerologists link two with cooperation and three with expression. Its reading points to a supportive audience for your creativity, or to you offering that audience to others. Encouragement, it suggests, multiplies the gifts of everyone in the circle.",
    meanings: {
      guidance:
        "Find your audience, or become one. Share your creative work with people who will receive it kindly, and listen generously when others share theirs. 2332 favors mutual encouragement. Applause offered sincerely costs nothing and can give someone courage to continue.",
      finances:
        "Collaboration around creative projects is favored at work. Pitch ideas in supportive settings, and help colleagues develop theirs. Credit shared fairly strengthens the team. You might find a creative partner whose skills complement yours in a surprising and rewarding way.",
      relationships:
        "Be your partner's best audience, laughing at their jokes, admiring their projects, listening to their stories. Invite the same attention in return. Friendships may deepen through shared creative activities such as cooking, music or crafts. Love that celebrates expression keeps a bond lively.",
    },
    prompt: "Who in your life would flourish if you became a more attentive audience for their creativity?",
  },
  {
    number: "3443",
    slug: "3443",
    pattern: "palindrome",
    essence:
      "Threes frame the fours in 3443, like bright paint on the walls of a sturdy house. Numerologists pair three's joy and expression with four's order and labor. The customary reading is creativity that protects and enlivens structure. Work and routine need not feel gray; imagination can wrap around them and make them enjoyable. The number suggests bringing play to the tasks you usually endure.",
    meanings: {
      guidance:
        "Make your routines more joyful. Put on music while cleaning, use a beautiful notebook for planning, turn a chore into a game. 3443 suggests that when structure is framed by delight, it becomes easier to keep. Discipline and play are allies, not enemies.",
      finances:
        "Bring creativity to practical tasks. A fresh way of organizing your budget or workflow might make it more engaging. Color-code, illustrate, gamify, whatever helps you stay consistent. Employers and clients often value someone who makes dull tasks lighter for everyone.",
      relationships:
        "Keep routines in a relationship playful. The weekly shop can become a small adventure, the evening meal a chance to try something new. Laughter shared during ordinary tasks strengthens a bond. Friends, too, appreciate someone who brings fun to the dependable moments.",
    },
    prompt: "Which routine task could you frame with a little more joy, and how might that change the way it feels?",
  },
  {
    number: "4554",
    slug: "4554",
    pattern: "palindrome",
    essence:
      "Inside 4554 a pair of fives is ringed by fours, like adventurous travelers inside a well-built ship. Numerologists link four with structure and five with change and freedom. Those who follow angel numbers see in it change held safely by a steady frame: you can explore boldly because your base is sound. It suggests planning the adventure carefully so that the journey becomes exciting rather than frightening.",
    meanings: {
      guidance:
        "Plan your changes so they feel safe. If you want to try something new, set up the supports first: time, resources, allies. 4554 favors bold exploration grounded in preparation. Pack the essentials, then set sail with curiosity rather than anxiety.",
      finances:
        "Change in your work or finances can be handled with structure. Before making a big move, build a cushion, research the risks, and set clear checkpoints. Then commit with confidence. Secure foundations let you embrace new opportunities without losing sleep over them.",
      relationships:
        "Adventure in love thrives inside trust. Plan new experiences with a partner while maintaining the routines that make you feel safe together. A trip with a plan, a new hobby with a regular time slot. Stability gives freedom its wings rather than clipping them.",
    },
    prompt: "What adventure could you begin if you first built a safe, sturdy frame around it?",
  },
];
