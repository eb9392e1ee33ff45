import type { TarotCardContent } from "../../src/shared/draws/content-types";

/** The suit of Pentacles, Ace to King: the element of Earth, work, money, body and home. */
export const PENTACLES: TarotCardContent[] = [
  {
    slug: "ace-of-pentacles",
    name: "Ace of Pentacles",
    keywords: {
      upright: ["new opportunity", "prosperity", "a seed of abundance", "grounded beginning"],
      reversed: ["a missed chance", "poor planning", "a delayed start", "scarcity thinking"],
    },
    element: "Earth",
    astrology: "Root of the powers of Earth",
    image:
      "On the old card a hand emerges from a cloud holding a great golden coin marked with a five-pointed star, above a garden path that runs through an arch of flowers toward distant mountains. Our emblem shows the single gold pentacle resting on an open palm over a garden gate.",
    essence:
      "The Ace of Pentacles is a seed placed in your hand: the first real chance to build something lasting in the material world. It speaks of resources, health, home and work that can grow if they are tended. Unlike a windfall, it asks to be planted and cared for. It carries the promise of the earth itself: what you nurture with patience can flourish.",
    reversedEssence:
      "A seed dropped on stony ground: the Ace of Pentacles reversed is an opportunity that fails to take root, or one that slips past while you are still deciding. Thin planning and a start postponed once too often play their part, and so does a fearful voice insisting there will never be enough. A missed chance is rarely the last. Prepare the soil, quiet the talk of scarcity, and the next seed will find a readier bed.",
    upright: {
      guidance:
        "Something you can touch, build and grow may be placed in your hand. Receive it with both hands and a practical plan. Small, steady actions taken in this season can become the roots of something that lasts for years, so begin with the first humble task rather than the grand design.",
      finances:
        "A new source of income, an offer, or a practical idea could be taking shape. Treat it as a seed rather than a harvest: water it with patience, give it good soil, and plan the first months with care. The modest first step may turn out to be the one that matters most.",
      relationships:
        "Love and friendship may take on a more grounded, dependable quality. A new bond built on reliability, or a step toward shared security with a partner, could be in the air. Show your care through practical kindness: a meal cooked, a promise kept, a hand offered when the shelves need putting up.",
    },
    reversed: {
      guidance:
        "An opening may be slipping by, or a plan may lack the grounding it needs to grow. Rather than blaming luck, look at the soil: is there time, energy and preparation enough to support it? A few practical adjustments could still bring the seed to life.",
      finances:
        "Delays or missed chances around money and work may be frustrating you. Review your plans for weak foundations or hasty choices made in a hurry. Fear of scarcity can also make you grip too tightly; steadiness rather than anxiety is what lets you build again.",
      relationships:
        "Practical worries may be straining your closeness with others, or a promising connection might lack follow-through. Ask what would make the bond feel more secure, then offer one concrete gesture toward it. Trust is grown from small promises kept, one after another, more than from fine words.",
    },
  },
  {
    slug: "two-of-pentacles",
    name: "Two of Pentacles",
    keywords: {
      upright: ["juggling priorities", "adaptability", "balance in motion", "flexibility"],
      reversed: ["overcommitment", "disorganisation", "dropped threads", "losing the rhythm"],
    },
    element: "Earth",
    astrology: "Jupiter in Capricorn",
    image:
      "Traditionally a young figure dances while juggling two coins joined by a ribbon looped into a figure of eight, as tall ships ride great waves behind. Our emblem shows two pentacles linked by that endless ribbon, rising and falling like a tide.",
    essence:
      "Two coins, one ribbon: this is the dance of keeping things in motion, work and rest, spending and saving, duty and delight. It celebrates adaptability and good humour in the face of change. The ribbon linking the coins traces the sign of infinity, a reminder that balance is a rhythm rather than a fixed point. The ships behind the dancer add that the sea is never still, and neither is life.",
    reversedEssence:
      "The juggler of the Two of Pentacles, reversed, has lost the beat. Too many commitments, a desk buried in papers, and suddenly the coins are bouncing across the floor. Threads that once ran smoothly get dropped, and the lively dance turns into a scramble. Rather than catching everything, choose what to set down; a shorter list, kept with good humour, lets the rhythm come back.",
    upright: {
      guidance:
        "Life may ask you to juggle several priorities at once, and you are more nimble than you think. Keep a light touch and a sense of humour, since rigid plans tend to topple while flexible ones ride the wave. Decide what matters most today, and let tomorrow bring its own arrangement.",
      finances:
        "Income and outgoings may be shifting back and forth, demanding attention and small adjustments. A simple overview, kept up to date, lets you know which coin is in the air at any moment. Adaptability is your strength here: timely tweaks can keep everything moving without a crash.",
      relationships:
        "Balancing love with work, friends with family, or your own needs with another's may feel like a juggling act. Be honest about your limits and playful in your efforts. A partner or friend who shares the rhythm can make the dance lighter, and laughter helps when a coin wobbles.",
    },
    reversed: {
      guidance:
        "Too many coins may be in the air, and some are beginning to fall. It could be time to put one or two down on purpose rather than watch them drop. Simplify, say no where you can, and return to a pace you can actually sustain.",
      finances:
        "Overcommitment or a muddle of loose papers might be straining your resources. Step back to get the whole picture, and consider letting go of obligations that no longer serve you. A calmer rhythm may restore your footing better than simply working harder.",
      relationships:
        "Connections you have neglected may be feeling the strain of your busy days. Someone dear could be waiting for your full attention. Making time for them, even one short and undistracted hour, can mean more than any grand gesture planned for later.",
    },
  },
  {
    slug: "three-of-pentacles",
    name: "Three of Pentacles",
    keywords: {
      upright: ["teamwork", "craftsmanship", "collaboration", "skill recognised"],
      reversed: ["poor coordination", "going unnoticed", "misaligned goals", "working in isolation"],
    },
    element: "Earth",
    astrology: "Mars in Capricorn",
    image:
      "The old picture shows a stonemason on a bench inside a cathedral, listening as a monk and a robed patron hold up the plans for the arch where three pentacles are carved. Our emblem shows three coins set into a pointed stone arch.",
    essence:
      "The Three of Pentacles honours skill and the teamwork that turns plans into something real. Each person brings a gift: craft, vision or resources. Together they raise what none could build alone. It is a card of apprenticeship and mastery, and of work that is seen and valued by those who share it.",
    reversedEssence:
      "Scaffolding goes up crooked when the Three of Pentacles is reversed. The builders each follow a different drawing, skills are wasted or overlooked, and someone quietly decides to do the whole job alone. Good work can go unnoticed in such a muddle. Gather the team around one plan, give each craft its due, and remember that no cathedral was ever raised by a single pair of hands.",
    upright: {
      guidance:
        "Collaboration can carry your efforts further now. Share your ideas, welcome the skills of others, and listen to feedback with an open mind. Your craft, whatever form it takes, deserves both care and quiet pride, and the right companions can help it reach a height you could not reach alone.",
      finances:
        "Recognition for careful work may be on its way, or a shared effort could bring lasting results. Time spent learning and sharpening your skills tends to repay itself. Working beside people whose talents complement your own may build something sturdier than you could manage by yourself.",
      relationships:
        "Partnerships thrive on shared effort and mutual respect at the moment. Building something together, a home, a trip, even a long Sunday meal, can draw you closer. Value what each person brings to the table, and say so out loud rather than assuming it is known.",
    },
    reversed: {
      guidance:
        "Plans may not be coming together because the builders are not aligned. Roles, communication or shared aims might need clarifying before the next stone is laid. If you feel unappreciated, ask whether your contribution is visible, and speak up about it kindly.",
      finances:
        "Teamwork may be faltering: crossed wires, unclear roles, or someone not pulling their weight. A frank conversation about who does what can clear the scaffolding before anyone slips. Quality matters too, because rushed work rarely stands for long, however fast it goes up, and your name is carved into it along with everyone else's.",
      relationships:
        "Differing expectations may be making it hard to build something together. You might feel your efforts go unnoticed, or you may be overlooking someone else's. A calm talk about what each of you hopes for can bring the blueprints back into line.",
    },
  },
  {
    slug: "four-of-pentacles",
    name: "Four of Pentacles",
    keywords: {
      upright: ["security", "conservation", "holding on", "control"],
      reversed: ["possessiveness", "loosening your grip", "overspending", "fear of loss"],
    },
    element: "Earth",
    astrology: "Sun in Capricorn",
    image:
      "Traditionally a crowned figure sits on a stool before a city, clutching one coin to his chest, balancing another on his crown and pinning two beneath his feet. Our emblem shows four coins pressed into a tight square, closed like a fist.",
    essence:
      "The Four of Pentacles is about holding on: to money, to security, to control. There is wisdom in conserving what you have built, yet the card also asks whether your grip has grown too tight. Stability turns into stagnation when fear makes the decisions. Its lesson is to hold what you value with an open hand.",
    reversedEssence:
      "Fingers that clutched the coins begin to uncurl in the Four of Pentacles reversed. Sometimes this is a healthy loosening, an old fear of loss finally easing its hold. Sometimes the grip lets go too suddenly, and money slips away on spending that soothes for an hour. Possessiveness toward people or things may also surface to be looked at. Seek the open hand that neither hoards nor scatters.",
    upright: {
      guidance:
        "Protecting what you have built is wise, and stability may rightly be your priority. Still, notice whether caution is sliding into control. Ask what you might gain by loosening your fingers a little, and whether anything precious is being squeezed out of shape by the effort of keeping it.",
      finances:
        "Saving and careful management may bring a welcome feeling of safety. At the same time, hoarding out of fear can block the new chances that come your way. Keep a healthy reserve while leaving some room for growth, generosity, and the occasional well-earned pleasure.",
      relationships:
        "Wanting security in love is natural, yet holding too tightly may stifle the very bond you cherish. Are you guarding your heart so closely that others cannot reach it? Trust tends to grow where there is room to breathe, for you and for the people you hold dear.",
    },
    reversed: {
      guidance:
        "A tight grip may be loosening, either by choice or by circumstance. Letting go of control can feel frightening and freeing in the same breath. Look for the middle ground where security and openness can sit side by side without quarrelling, and open one finger at a time to see what stays.",
      finances:
        "Spending may be swinging from too careful to too loose, or an old fear about money may finally be lifting. Aim for a steady middle path: enough structure to feel safe, enough flexibility to live. Notice which impulse is speaking before each purchase, fear or freedom.",
      relationships:
        "Possessiveness or jealousy may be surfacing in a bond, whether yours or someone else's. Or you may be learning, slowly, to trust and to give freely. Ask what security truly means to you, and whether some of it could come from within rather than from holding on.",
    },
  },
  {
    slug: "five-of-pentacles",
    name: "Five of Pentacles",
    keywords: {
      upright: ["hardship", "exclusion", "worry over means", "out in the cold"],
      reversed: ["accepting help", "turning a corner", "recovery", "lingering isolation"],
    },
    element: "Earth",
    astrology: "Mercury in Taurus",
    image:
      "The old scene shows two ragged figures trudging through the snow past a lit church window, one on crutches, neither looking up at the five coins glowing in the stained glass above. Our emblem shows a bright window of five pentacles over a field of falling snow.",
    essence:
      "The Five of Pentacles names hard times: scarcity, strain, the feeling of being left out in the cold. Yet the lit window is right there, and the card's quiet message is that help is often closer than it seems. It asks you to notice where shelter might be found, and to let yourself accept it. It also speaks of companionship in hardship, for the two in the snow walk together.",
    reversedEssence:
      "Someone in the snow finally knocks at the lit window. The Five of Pentacles reversed marks a corner turned after a hard season: help accepted, pride set aside, warmth slowly returning to cold hands. Recovery may be modest at first, a steadier month or a meal shared. If a sense of being on the outside still lingers, let it thaw in company, since isolation heals faster beside an open door.",
    upright: {
      guidance:
        "A stretch of hardship may leave you feeling shut outside in the frost. You are not as alone as it seems, and warmth may be nearer than you think. Lift your eyes from the snow for a moment: a friend, a community, or a door you walked past may be waiting.",
      finances:
        "Money may be tight, or work uncertain, and that worry can feel isolating. Reach out for support rather than struggling in silence; there may be people or services ready to help. Small practical steps, taken one at a time, can carry you through the coldest stretch.",
      relationships:
        "Feeling left out or unsupported can be deeply painful. If you share a hard season with someone, lean on each other and let the burden be halved. If you feel excluded, ask yourself whether a door is truly closed or simply one you have not yet knocked on.",
    },
    reversed: {
      guidance:
        "Hard times may be easing, and a way back toward warmth is opening. Accept help when it is offered, since pride can keep you outside longer than necessary. A turning point may be closer than it looks from where you stand in the snow.",
      finances:
        "A recovery may be beginning, slowly but surely. Reflect on what the difficult period taught you and how it has made you more resourceful. Keep the habits that saw you through, and allow yourself to feel some relief as the pressure lifts.",
      relationships:
        "Reconnection after a lonely spell may now be possible. Old friends, family or a partner could welcome you back more warmly than you expect. If loneliness still lingers, open the door a crack and let one person in; the rest can follow in time.",
    },
  },
  {
    slug: "six-of-pentacles",
    name: "Six of Pentacles",
    keywords: {
      upright: ["generosity", "giving and receiving", "fairness", "sharing"],
      reversed: ["strings attached", "one-sided giving", "debt", "forgetting yourself"],
    },
    element: "Earth",
    astrology: "Moon in Taurus",
    image:
      "Traditionally a merchant in fine clothes holds a pair of scales in one hand and drops coins into the open palm of a kneeling figure with the other, while a second waits beside. Our emblem shows balanced scales hanging above six coins.",
    essence:
      "The Six of Pentacles is about the flow of giving and receiving. Sometimes you are the one with plenty, sometimes the one in need, and both places deserve dignity. The scales speak of fairness: generosity that does not demean, help that does not bind. The card asks you to look at how resources move through your life and whether the current runs both ways.",
    reversedEssence:
      "The merchant's scales tip when the Six of Pentacles lies reversed. Gifts arrive with strings, loans quietly turn into leverage, or one person gives and gives while the other only takes. Debt, whether of money or of favours, can sour a friendship. You may also be forgetting yourself in the rush to be generous. Fair exchange includes you, and clear terms keep kindness from becoming a chain.",
    upright: {
      guidance:
        "Kindness is moving freely around you now, and you may be its giver or its receiver. Both roles ask for grace: give without keeping score, and receive without shame. Notice where a small act of generosity could change someone's day, including your own.",
      finances:
        "Money, time or knowledge may be flowing toward you, or you may be in a position to share. Fair exchange is the theme, in wages, in favours, in help offered and returned. If you give, give what you can spare with a light heart; if you receive, say thank you and let it settle.",
      relationships:
        "Mutual support strengthens your bonds at this time. Notice who has been there for you, and who might need you in return. A relationship where both people give and both receive tends to stand steady, like scales that rest level after a gentle sway.",
    },
    reversed: {
      guidance:
        "The flow of giving and receiving may have fallen out of balance. Perhaps you give so much that little is left for you, or help offered to you arrives with conditions. Look honestly at where the scales tip, and adjust them gently.",
      finances:
        "Watch for arrangements with hidden strings, or debts, owed or lent, that weigh on your peace. It may be time to set clearer terms, or to step back from giving beyond your means. Fairness to yourself is part of fairness to everyone else.",
      relationships:
        "A one-sided bond may be tiring you out, whether you are always the giver or always the one in need. Gifts with strings can breed resentment on both sides. Speak kindly but clearly about what you need, and invite the other to do the same.",
    },
  },
  {
    slug: "seven-of-pentacles",
    name: "Seven of Pentacles",
    keywords: {
      upright: ["patience", "the long view", "assessment", "effort invested"],
      reversed: ["impatience", "wasted effort", "frustration", "rethinking the plan"],
    },
    element: "Earth",
    astrology: "Saturn in Taurus",
    image:
      "The old scene shows a farmer leaning on his hoe, gazing at a bush on which seven pentacles hang like ripening fruit. Our emblem shows a leafy vine with seven coins growing among its leaves.",
    essence:
      "A gardener's pause belongs to this card: the moment you stop digging to see how the crop is coming along. It speaks of patience, long-term effort and honest assessment. Growth is happening, but the harvest is not yet ready. The card asks whether to keep tending the same ground, or to change what you plant.",
    reversedEssence:
      "Leaning on the hoe of the Seven of Pentacles reversed, the gardener frowns at a plot that has not delivered. Impatience urges you to dig everything up; frustration insists the work was wasted. Some of it may have been, and honest rethinking is part of good gardening. Yet crops keep their own calendar. Decide what to prune and what to wait for, and spend your effort where the ground answers.",
    upright: {
      guidance:
        "Lean on your hoe for a moment and look at what has grown. Progress may be slower than you hoped, yet it is real. Decide with clear eyes whether to keep tending this plot, or to put your energy into a different patch where the soil is kinder.",
      finances:
        "The hours and effort you have sown may be ripening, though not ready for picking just yet. Patience now can protect the harvest you have worked toward. Take stock: what is growing well, what needs pruning, and what might be given another season before you judge it?",
      relationships:
        "Love that has been tended with care may be deepening quietly, even if there are no fireworks. Pause to appreciate how far you have come together. If a bond feels stuck, ask honestly whether it needs more time, more care, or a change of ground.",
    },
    reversed: {
      guidance:
        "Impatience may be tempting you to pull up seedlings to check their roots. Or you might be pouring effort into something that is not growing. Step back, reassess, and let go of what is not working without losing faith in the whole garden.",
      finances:
        "Frustration over slow returns could push you toward a hasty change. Before you tear anything out, look at whether the problem is the plan or only the timing. Sometimes a small adjustment, rather than starting over, is what lets a crop finally come in.",
      relationships:
        "Feeling that you put in more than you get back can sour even a good bond. Name the frustration gently before it grows bitter. Together you might find that a different kind of care, not simply more of it, is what the relationship is asking for.",
    },
  },
  {
    slug: "eight-of-pentacles",
    name: "Eight of Pentacles",
    keywords: {
      upright: ["diligence", "mastery", "skill-building", "attention to detail"],
      reversed: ["perfectionism", "lack of focus", "cutting corners", "uninspired routine"],
    },
    element: "Earth",
    astrology: "Sun in Virgo",
    image:
      "Traditionally a craftsman sits at his bench carving pentacles one after another, six finished ones displayed on a post beside him and a town in the distance. Our emblem shows eight coins in a neat column, the last one only half carved.",
    essence:
      "The Eight of Pentacles is the joy of honest work: practice, apprenticeship and the slow road to mastery. Each coin is shaped with care, one at a time. It is a card of dedication, attention to detail and pride in a craft well learned. Skill, it reminds you, grows from repetition done well rather than from sudden genius.",
    reversedEssence:
      "At the workbench of the Eight of Pentacles reversed, the craft has gone dull. One coin is polished for weeks and never finished, while another is rushed out with its edges rough. Attention wanders, the routine feels hollow, and the apprentice's old delight in learning has faded. This card asks for honest, good-enough work and a new challenge to sharpen the chisel, so that skill and pleasure can grow together again.",
    upright: {
      guidance:
        "Focused practice is your path forward now. Choose one skill, one project or one habit, and give it steady, patient attention. Mastery rarely arrives all at once; it gathers coin by coin, each hour at the bench adding to the one before.",
      finances:
        "Diligence at work may be building a quiet reputation for quality. Training, study or simply doing the task well could open new doors over time. Take satisfaction in the detail, for careful work is noticed, even when nobody says so straight away.",
      relationships:
        "Relationships, too, are a craft that improves with practice. Small daily efforts, listening well, keeping promises, remembering what matters to someone, build a bond that lasts. Put as much care into your closest ties as you would into work you are proud of.",
    },
    reversed: {
      guidance:
        "Repetition may have turned into a rut, or the pursuit of perfection may be stopping you from finishing anything. Ask whether your effort still serves your goal. A fresh approach, or simply permission to be good enough, could restore your pleasure in the work.",
      finances:
        "Corners cut now may cost more later, while endless polishing can also eat the time you do not have. Find the middle: do the task properly, then let it go. If the work no longer inspires you, think about what new skill might rekindle your interest.",
      relationships:
        "Putting everything into work may be leaving little for the people you love. Or you might be trying so hard to get a relationship exactly right that you forget to enjoy it. Ease off the chisel, and let some warmth in where the routine has gone cold.",
    },
  },
  {
    slug: "nine-of-pentacles",
    name: "Nine of Pentacles",
    keywords: {
      upright: ["self-sufficiency", "refinement", "enjoying the fruits", "discipline rewarded"],
      reversed: ["overwork", "hollow success", "dependence", "shaken self-worth"],
    },
    element: "Earth",
    astrology: "Venus in Virgo",
    image:
      "The old picture shows a woman in a flowing robe standing alone in a lush vineyard, a hooded falcon on her gloved hand and nine coins gathered among the vines. Our emblem shows a falcon perched above a vine heavy with golden coins.",
    essence:
      "Here stands the garden you have grown by your own effort: comfort, refinement and independence. It celebrates the pleasure of enjoying what you have earned. The falcon speaks of discipline, wildness tamed by patience. It is a card of self-worth and of solitude that feels gracious rather than lonely.",
    reversedEssence:
      "The lady of the Nine of Pentacles, reversed, walks a beautiful garden and feels strangely poor. She may have worked so hard for it that she has no time to sit in it, or she may be keeping it up on borrowed means and borrowed approval. Her self-worth wobbles whenever the falcon flies off. Her task is to find value that does not depend on display, and a comfort she can actually rest in.",
    upright: {
      guidance:
        "Your own effort has brought you somewhere good, and it is fine to pause and enjoy it. Walk slowly through the vineyard you have planted. Independence and self-reliance are gifts, and so is the quiet confidence that you can create comfort for yourself.",
      finances:
        "Years of discipline may be bearing fruit, bringing a measure of ease and freedom. Savour it, while staying thoughtful about how you keep it. Treating yourself now and then is part of the reward, and so is the security of knowing you built this.",
      relationships:
        "Feeling whole on your own can make you a richer companion to others. If you are single, you may be enjoying your own company more than ever. If you are partnered, your independence can bring freshness to the bond rather than distance.",
    },
    reversed: {
      guidance:
        "Success may feel hollow if it has cost you rest, joy or connection. Or you might be relying on others for a sense of worth that could grow from within. Ask what comfort would look like for you, and whether your garden has room for it.",
      finances:
        "Overwork or overspending may be undermining the security you worked so hard for. Appearances can be tempting to maintain even when they strain your resources. Return to what really brings you ease, and let go of what only looks like it does.",
      relationships:
        "Dependence on someone else for security may be leaving you uneasy. Or independence may have turned into a wall that keeps others out. Look for a balance where you can stand on your own and still welcome company into the vineyard; a shared glass at the end of the row is no threat to your freedom.",
    },
  },
  {
    slug: "ten-of-pentacles",
    name: "Ten of Pentacles",
    keywords: {
      upright: ["legacy", "family", "lasting wealth", "belonging"],
      reversed: ["family discord", "short-term thinking", "the burden of tradition", "fleeting success"],
    },
    element: "Earth",
    astrology: "Mercury in Virgo",
    image:
      "Traditionally an old man in a patterned cloak sits by an archway with two dogs, while a couple and a child stand beyond it, ten coins laid across the scene in the shape of the Tree of Life. Our emblem shows ten coins in a branching pattern over a stone arch.",
    essence:
      "The Ten of Pentacles takes the long view: family, heritage and the wealth that outlasts a single life. It speaks of belonging and roots, of what is built across generations. Its riches are not only money but tradition, home and the bonds that hold people together. The card asks what you wish to receive, to keep, and to leave behind.",
    reversedEssence:
      "Old quarrels echo through the family house when the Ten of Pentacles turns over. Inheritance, in money or in expectations, becomes a weight instead of a gift, and relatives pull in opposite directions. Quick gains may tempt everyone away from what would last. Choose which traditions still shelter you, speak frankly about what is shared, and build slowly, so that what you pass on is worth receiving.",
    upright: {
      guidance:
        "Think in generations rather than in weeks. The choices you make now may shape not only your own future but the lives of people who come after you. Draw strength from your roots, and plant something that will give shade long after you have stopped tending it.",
      finances:
        "Long-term security may be the theme: building a foundation, honouring a family tradition, or planning for the years ahead. Steady, patient choices tend to last longer than quick gains. Think about what stability means for the whole household, not only for this month.",
      relationships:
        "Family bonds, whether of blood or of choice, may be especially meaningful now. Gatherings, shared stories and traditions can deepen your sense of belonging. Honour your elders, welcome the young, and notice how love passes from hand to hand across the years.",
    },
    reversed: {
      guidance:
        "Inherited expectations may be weighing on you, or tensions in a family may be unsettling your sense of home. Ask which traditions still nourish you and which you have outgrown. You are free to keep the roots and prune the branches, and a family tree can put out a new shoot in your name.",
      finances:
        "Disagreements over shared resources, or a focus on quick wins, might be unsettling your long-term security. Talk openly with those involved before small rifts widen. Steady foundations are easier to keep than to rebuild, and patience is part of the inheritance.",
      relationships:
        "Old family patterns may be resurfacing, bringing friction or distance to the table. You might feel torn between duty and your own path, or between two households and their expectations. Speak kindly about what you need, and remember that belonging can be rebuilt, sometimes in a new and gentler form.",
    },
  },
  {
    slug: "page-of-pentacles",
    name: "Page of Pentacles",
    keywords: {
      upright: ["study", "a new venture", "diligence", "ambition taking root"],
      reversed: ["procrastination", "lack of progress", "daydreaming", "missed lessons"],
    },
    element: "Earth",
    astrology: "Earth of Earth, ruling a quarter of the heavens around the pole rather than a span of the zodiac",
    image:
      "The old card shows a young figure standing in a green, flowering meadow, holding a single gold coin up before the eyes as if studying it closely. Our emblem shows one pentacle raised against a freshly furrowed field.",
    essence:
      "The Page of Pentacles is the eager student of the material world: studious, practical and ready to learn. It brings news of openings in work, study or wellbeing, and the diligence to follow them through. Here is the very beginning of a careful plan. The card invites you to turn a dream into steps you can actually take.",
    reversedEssence:
      "Picture the earnest student of the Page of Pentacles, reversed, gazing out of the window while the textbook lies open at the same page as last week. Plans are lovely in the imagining and stalled in the doing. Procrastination gathers, lessons are missed, and progress becomes something for tomorrow. This Page needs no grand overhaul, just a single chapter read today, so that study becomes a habit again.",
    upright: {
      guidance:
        "A new interest or plan may be sprouting, and it rewards steady attention more than excitement. Learn all you can, keep notes, and begin with the smallest practical step you can take this week. Patience and a willingness to study are your finest tools now, worth more than any shortcut you might be offered.",
      finances:
        "Courses, apprenticeships or modest new ventures may be opening up around you. Meet them with curiosity and a humble willingness to start at the very beginning, turning the coin over until you understand it. Careful groundwork laid now can grow, season by season, into something solid enough to lean on.",
      relationships:
        "Love may be growing slowly and sincerely, like a seedling given good light. Small, thoughtful gestures and a genuine wish to learn about each other can build a lasting bond, whether the connection is new or years old. Friendships, too, flourish under this patient, attentive care, so ask the question you have always meant to ask.",
    },
    reversed: {
      guidance:
        "Dreams may be drifting in the clouds rather than touching the ground. Procrastination or distraction could be slowing your progress more than any outside obstacle. Choose one small action today and do it, however modest, so that the soil starts turning again and the plan remembers it belongs to the earth.",
      finances:
        "A plan that never leaves the page cannot grow. If study or a new project has stalled, look at what is really holding you back: fear, a lack of structure, or simply a lack of interest. Adjust, then begin again with a smaller first step.",
      relationships:
        "Unrealistic expectations or a lack of follow-through may be stalling a connection. Words without deeds can leave others unsure where they stand with you, and the same may be true in reverse. Show up consistently in small ways, a call returned, a plan kept, and trust will have something real to grow on.",
    },
  },
  {
    slug: "knight-of-pentacles",
    name: "Knight of Pentacles",
    keywords: {
      upright: ["reliability", "routine", "hard work", "steady progress"],
      reversed: ["stagnation", "boredom", "stubbornness", "excessive caution"],
    },
    element: "Earth",
    astrology: "Fire of Earth, 20° Leo to 20° Virgo",
    image:
      "Traditionally a knight sits on a heavy, motionless black horse at the edge of a ploughed field, holding one coin out before him and gazing at it steadily. Our emblem shows a coin held above neat, dark furrows.",
    essence:
      "Of all the knights, this one is the most patient. He does not gallop; he ploughs. His virtues are reliability, persistence and the willingness to do the unglamorous work that leads to lasting results. The card asks you to value steady progress over dramatic gestures and to trust the slow turning of the soil.",
    reversedEssence:
      "Mud-heavy hooves stand still in the furrow: here is the Knight of Pentacles reversed. He ploughs the same strip over and over, bored yet unwilling to try another field, and calls his stubbornness prudence. Caution that once kept him safe now keeps him stuck. Nudge him gently toward one unfamiliar gate, and the whole day may wake up.",
    upright: {
      guidance:
        "Slow and steady is the wisest pace right now. Keep showing up, keep doing the work, and let consistency carry you where bursts of enthusiasm cannot. Routine may not be glamorous, but it is quietly powerful, and each furrow you finish makes the next one easier.",
      finances:
        "Dependable effort may be quietly building trust and results in your working life. Careful planning and keeping to what you promised serve you well, even when nobody applauds. Hold your course through the uneventful weeks; small gains, patiently gathered, tend to add up to more than a single lucky strike.",
      relationships:
        "Loyalty and dependability are your gifts to those you love. You may prefer showing care through deeds rather than grand words: the lift offered, the shelf fixed, the call made every Sunday. Let that steadiness be a comfort to others, while leaving a little room for the occasional spontaneous moment.",
    },
    reversed: {
      guidance:
        "Steadiness may have tipped into stagnation, with the same field ploughed over and over until nothing new can grow. Caution is wise, but too much of it can keep you from moving at all. Try one small change of routine this week, a new road home perhaps, and see what fresh ground it opens.",
      finances:
        "Boredom or perfectionism might be slowing your progress at work. Or plain stubbornness may be keeping you on a path that no longer yields much. Look honestly at whether persistence is still serving you, or whether a change of course is overdue; turning the plough is not the same as leaving the field.",
      relationships:
        "Routine may have crowded out romance or spontaneity. A partner or friend could be longing for something new, even if they have not said so. Surprise them, or yourself, with a break from the usual; a weekday picnic or an unplanned outing can refresh a steady bond.",
    },
  },
  {
    slug: "queen-of-pentacles",
    name: "Queen of Pentacles",
    keywords: {
      upright: ["nurturing", "practicality", "home comfort", "generous abundance"],
      reversed: ["self-neglect", "smothering care", "work and home out of balance", "insecurity"],
    },
    element: "Earth",
    astrology: "Water of Earth, 20° Sagittarius to 20° Capricorn",
    image:
      "In the traditional picture a queen sits in a flowering garden on a throne carved with fruit and goats, a rabbit at her feet and a coin cradled in her lap. Our emblem shows a pentacle nestled among roses with a small rabbit beneath.",
    essence:
      "The Queen of Pentacles is the warm, practical heart of the home. She nurtures with food, comfort and wise management. Her wealth lies in the care she gives and the security she creates for everyone around her. The card honours those who make ordinary life a place of comfort, and it asks you to include yourself in that care.",
    reversedEssence:
      "In the Queen of Pentacles reversed, the woman who keeps everyone fed has forgotten to eat. Her care may tighten into smothering, home and work pull her in two, and worry about security never quite lets her sit down. She measures love in tasks done. Let her accept a little looking-after in return, and let those she tends make their own soup for once.",
    upright: {
      guidance:
        "Practical care, for yourself and for others, is your strength now. Tend your home, your body and your daily rhythms as if they were a garden. There is wisdom in ordinary comforts, and in making life feel safe and warm for the people around you.",
      finances:
        "Sensible, resourceful management can create real comfort. You may have a knack for making a little go a long way, or for balancing work with home life gracefully. Trust your down-to-earth judgement and keep your plans grounded in daily reality.",
      relationships:
        "Warmth, generosity and practical support are the language of love at this time. Friends and family may lean on your steady kindness, and a warm meal or a mended thing from your hands means more than you know. Remember to let yourself be looked after too; nurturing flows best when it runs both ways.",
    },
    reversed: {
      guidance:
        "Caring for everyone else may have left you running on empty. Or worry about security may be crowding out your sense of ease. Turn some of your nurturing inward, with rest, good food and a little time that is only yours; a garden needs its gardener to stay well.",
      finances:
        "Work and home may be pulling at you from both sides, leaving little room to breathe. Anxiety about resources could also be driving you to overwork. Look for simple ways to lighten the load, and ask for help where it is available.",
      relationships:
        "Care may be tipping into control, or giving may be leaving no room to receive. Loved ones might need space to grow on their own. Step back gently, and let the relationship breathe; love is not measured by how much you do.",
    },
  },
  {
    slug: "king-of-pentacles",
    name: "King of Pentacles",
    keywords: {
      upright: ["abundance", "security", "leadership", "discipline", "generosity"],
      reversed: ["materialism", "stubbornness", "greed", "rigid control"],
    },
    element: "Earth",
    astrology: "Air of Earth, 20° Aries to 20° Taurus",
    image:
      "Traditionally a king sits on a throne carved with bulls, robed in grapes and vines, one hand resting on a large coin, a castle rising at his back. Our emblem shows a crowned pentacle among vine leaves, above the head of a bull.",
    essence:
      "The King of Pentacles has built his kingdom stone by stone, and he enjoys it. He stands for abundance, achievement and the wisdom of long experience with money and land. He is generous, steady and reliable. The card asks you to lead by example and to share what you have gained.",
    reversedEssence:
      "Gold can harden a heart, and in the King of Pentacles reversed it has begun to. This lord of plenty counts his wealth more than he enjoys it, holds every decision in his own fist, and mistakes stubbornness for strength. Greed makes him suspicious of anyone who asks. Meet him, or this mood in yourself, with the reminder that riches are for living, and that a loosened grip can hold far more.",
    upright: {
      guidance:
        "Years of steady effort have built something solid beneath your feet, and you can stand on it with quiet confidence. Lead by example: calm, dependable, openhanded. Enjoy the grapes of your own vineyard while keeping the discipline that planted them, and let others learn from watching how you tend it.",
      finances:
        "Stability and practical wisdom may be close to their peak in your affairs. You might be in a position to guide, employ or provide for others, and your experience is worth sharing. Keep making well-grounded choices at an unhurried pace, and remember that the kings of the old tales were loved for their open tables.",
      relationships:
        "For the people you love, you may be a source of security and strength. Show your care through reliability and generosity, but also through presence: your time, your attention, your laughter at the dinner table. Stability is a gift; affection is what turns it into a home.",
    },
    reversed: {
      guidance:
        "A focus on material success may be crowding out other parts of your life, or stubbornness could be keeping you from adapting when change is due. The bull is strong, yet it can also dig in its hooves at the wrong gate. Ask what you are holding on to, and whether it still serves you.",
      finances:
        "Greed, rigidity or a tight-fisted approach to money might be causing strain, in you or in someone whose choices affect you. A fear of loss can grip as hard as ambition does. Seek the balance between security and openness to new ideas, and let a trusted, qualified voice look over any plan that feels driven by fear.",
      relationships:
        "Possessions or status may be taking the place of closeness. Someone might feel valued for what they provide rather than for who they are, and that ache can go unspoken for years. Reconnect through time and tenderness, not only through gifts; an evening walk may say more than anything bought.",
    },
  },
];
