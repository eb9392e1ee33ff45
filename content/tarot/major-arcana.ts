import type { TarotCardContent } from "../../src/shared/draws/content-types";

/**
 * The 22 Major Arcana, The Fool (0) to The World (XXI), in the order of TAROT_DECK. Element and
 * astrology follow the Golden Dawn correspondences; the three elemental trumps (The Fool, The Hanged
 * Man, Judgement) also name the outer planet that modern readers give them.
 */
export const MAJOR_ARCANA: TarotCardContent[] = [
  {
    slug: "the-fool",
    name: "The Fool",
    keywords: {
      upright: ["new beginnings", "a leap of faith", "spontaneity", "innocence", "the open road"],
      reversed: ["recklessness", "hesitation at the edge", "naivety", "scattered plans"],
    },
    element: "Air",
    astrology: "Air (elemental trump); Uranus in modern use",
    image:
      "A traveller's bundle hangs from a staff at the very lip of a cliff, with a young sun rising behind it. The old scene shows a carefree wanderer stepping toward the drop, a white rose in one hand and a small dog at the heels; our emblem keeps only the staff, the edge and the morning light.",
    essence:
      "The Fool is the zero of the deck, the breath before the first step, belonging to no station and free to enter any. It speaks of trust in the road before the road is known, and of a lightness that carries no baggage but curiosity. Tradition sets the card beside a cliff not to warn of falling but to ask whether you are willing to be surprised. Every later trump can be read as a stage of the Fool's long walk.",
    reversedEssence:
      "Turned on its head, the Fool shows the leap gone wrong. Either the traveller has frozen at the brink, bundle on shoulder, waiting for a certainty that never arrives, or has stepped off with eyes shut and called it freedom. Naivety, haste and plans dropped like loose coins along the path belong to this card. Its counsel is to test the ground with one foot and then move: the road still wants you, awake this time.",
    upright: {
      guidance:
        "A blank page is sitting in front of you, and it does not need a perfect first line. Pack lightly, tell one person where you are heading, and set out toward the thing that has been tugging at your sleeve. You may find that the path appears only under moving feet, and that the not-knowing is part of the gift.",
      finances:
        "Fresh ventures, a new role or an untried way of earning could be stirring at the edge of your plans. Enthusiasm is a fine engine, yet it runs best with a small map: note what you can afford to test before you commit more than a pocketful. Curiosity about money, rather than dread of it, may open a door you had walked past.",
      relationships:
        "Someone, or something in an existing bond, invites you to play again. When you are single, a chance meeting on an ordinary afternoon could carry more spark than any planned evening; when you share a life, suggest an outing neither of you has tried. Let your heart arrive without a script and hear what it says.",
    },
    reversed: {
      guidance:
        "You are standing at the lip of the cliff with one foot lifted, and you have been standing there a while. Either the leap feels too wild, or you have already jumped without looking and now wonder about the landing. Pause long enough to check the ground, then choose: hesitation and haste both cost more than one honest, considered step.",
      finances:
        "Impulse spending, a scheme that sounds too bright, or a plan delayed by nerves may be where the Fool hides in your accounts. Before you sign or buy anything on a whim, sleep on it one night. If the opposite is true and fear keeps you frozen, try a small, reversible experiment instead of waiting for total certainty.",
      relationships:
        "Careless words, a rushed commitment or a refusal to be pinned down may be straining a bond. You might be the restless one, or you may be loving someone who keeps one bag packed by the door. Ask gently what freedom means to each of you; playfulness can stay, and it thrives beside a little reliability.",
    },
  },
  {
    slug: "the-magician",
    name: "The Magician",
    keywords: {
      upright: ["willpower", "skill", "focused intention", "resourcefulness", "manifestation"],
      reversed: ["manipulation", "untapped talent", "scattered focus", "trickery"],
    },
    element: "Air",
    astrology: "Mercury",
    image:
      "A wand is raised toward the sky, and above it glows a lemniscate, the figure eight lying on its side. The old picture shows a figure at a table laid with a cup, a sword, a coin and a staff, one hand pointing up and one down; our card draws just the wand and the endless loop, the bridge between heaven and hand.",
    essence:
      "The Magician is the first number, the moment a wish becomes a working. Every tool of the four suits lies within reach, and the card asks only that you pick them up and use them with purpose. It is the patron of craft, speech and quick wits, ruled by Mercury the messenger. What is above is brought below through attention: that is its whole art.",
    reversedEssence:
      "A reversed Magician stands at a table still laid, but his wand points nowhere. Gifts lie unused in a drawer, or attention darts between so many workings that none is finished. The card can also mark a conjuror's patter, clever words meant to steer rather than to serve, whether they come from another mouth or your own. Gather your tools onto one surface, choose a single aim, and ask plainly whom the clever words are serving.",
    upright: {
      guidance:
        "Everything you need is already on the table, even if it looks humble: a skill, a contact, an hour each morning. Name exactly what you wish to make, then gather those tools and begin the working. Your focus is the wand here; point it at one target and you may be surprised how quickly the air responds.",
      finances:
        "Talent turned into trade is the theme of your money matters now. A pitch, a proposal, or a craft you have kept as a pastime could be shown to the world. Try writing your offer in one clear sentence; precise words tend to attract precise opportunities, and clever hands are worth more once people know what they do.",
      relationships:
        "Charm and clear speech are on your side, so say what you mean rather than hoping it will be guessed. In courtship your confidence may be magnetic; in a long partnership, a well-chosen gesture can renew the spark. Make sure the magic serves both hearts, not only the pleasure of being admired.",
    },
    reversed: {
      guidance:
        "Power is present but unplugged: the tools sit in a drawer, or your attention flickers between five projects and finishes none. Another possibility is that someone's polished words are steering you. Clear one surface, choose one task, and check whether the story you have been sold matches the evidence in front of you.",
      finances:
        "Watch for offers that sparkle more than they explain, and for your own talents going unpaid because you doubt them. Sleight of hand can come from outside, or from a habit of juggling accounts rather than facing them. Read the fine print twice this week, and list one skill you have been quietly undervaluing.",
      relationships:
        "A performance may be standing in for presence: saying the right thing without meaning it, or being dazzled by someone who does. For a little while, weigh actions over words. If you have been hiding your own gifts to keep the peace, the bond may grow stronger once you let them show.",
    },
  },
  {
    slug: "the-high-priestess",
    name: "The High Priestess",
    keywords: {
      upright: ["intuition", "inner knowing", "mystery", "stillness", "the subconscious"],
      reversed: ["hidden agendas", "ignored instincts", "secrets surfacing", "withdrawal"],
    },
    element: "Water",
    astrology: "The Moon",
    image:
      "Two pillars, one dark and one pale, stand on either side of a veil, and a crescent moon rests at their feet. Tradition seats a quiet guardian between them with a half-hidden scroll in her lap; on our card only the pillars and the crescent remain, the doorway to what is known without words.",
    essence:
      "The High Priestess keeps the threshold between the seen and the unseen. Where the Magician acts, she waits and listens, and her wisdom arrives as a hunch, a dream, a silence that says more than speech. Ruled by the Moon, she honours cycles, tides and everything that grows in the dark. She does not hand you answers; she reminds you that you already hold them.",
    reversedEssence:
      "The High Priestess reversed is a veil pulled crooked. Her quiet voice has been talked over, by a crowded day or by a mind that trusts only what it can prove, and the hunches you set aside are tapping at the glass. Secrets kept by you, or from you, begin to rise. Sometimes she turns away into a silence that protects nothing. Sit between her pillars for a while and let the half-heard thing finish its sentence.",
    upright: {
      guidance:
        "Quiet is your compass now. Before you ask anyone else, sit somewhere still and notice the first answer that rises, the one you might have brushed aside as too soft. Write down your dreams for a few mornings. Not everything must be decided today; some knowledge ripens only when it is left behind the veil a little longer.",
      finances:
        "Not every figure is on the page yet, so it may be wise to gather information quietly before you make a move. Trust the small unease that says a deal needs another look, and the calm that says another is sound. Keeping your plans private for a while can protect them as they take shape.",
      relationships:
        "Much is being said beneath the surface of your bonds: a glance, a pause, a feeling you both sense but have not named. Listen to that undercurrent. A new attraction may grow slowly and mysteriously, and between old partners an evening of unhurried closeness may reveal more than any long talk.",
    },
    reversed: {
      guidance:
        "Your inner voice has been speaking, but the noise of the day has drowned it, or you have been overruling it with logic alone. Secrets, yours or another's, may be pressing toward the light. Make room for a little silence each day, and receive whatever surfaces without judgement before deciding what to do with it.",
      finances:
        "Information is being held back somewhere: a clause nobody mentioned, a cost not yet disclosed, or your own reluctance to look at the balance. Bring it gently into view. Ask the question you have been avoiding, and if your gut has whispered caution about a venture, it may deserve a hearing this time.",
      relationships:
        "Withdrawal may have crept into a bond, with one of you retreating into silence or keeping a small secret that has grown heavy. You do not have to pour everything out at once. Offer one honest sentence about what you feel, and watch whether the other person's guardedness softens in return.",
    },
  },
  {
    slug: "the-empress",
    name: "The Empress",
    keywords: {
      upright: ["abundance", "nurturing", "fertility", "sensual pleasure", "creative growth"],
      reversed: ["creative block", "smothering", "neglect of self", "dependence"],
    },
    element: "Earth",
    astrology: "Venus",
    image:
      "Ripe wheat rises around the curved glyph of Venus, circle above cross, set in a field of gold. In the traditional picture a crowned figure reclines on cushions in a flourishing garden beside a running stream; our emblem keeps the grain and the sign of love, the harvest that grows from care.",
    essence:
      "The Empress is the fertile earth and the hand that tends it. She governs everything that grows when it is given warmth: gardens, children, projects, friendships, the body's pleasure in food and rest. Venus rules her, so beauty and comfort are not luxuries here but nourishment. She teaches that abundance is cultivated, season by season, rather than seized.",
    reversedEssence:
      "Upside down, the Empress is a garden tended badly: some beds drowned, others left to crack in the sun. Her care may flow to everyone but the one who gives it, or cling so close that nothing else can grow. Creative work dries up, and comfort slides into dependence. The remedy is modest and bodily: feed yourself first, loosen your hold on those you mother, and let one small thing bloom purely for pleasure.",
    upright: {
      guidance:
        "Something in your life is ready to flourish if you give it sun and patience. Tend it the way you would a garden: water, weeding, and long stretches of simply letting it grow. Allow yourself pleasure along the way, a good meal, a walk under trees, because a well-fed spirit creates more generously than a starved one.",
      finances:
        "Steady growth rather than sudden windfalls is the Empress's gift to your resources. Projects you have nurtured may begin to bear fruit, and time invested in your craft could fill a fuller basket. Treat what you have like a garden bed: plant modestly, tend regularly, and leave some of the harvest for rest and beauty.",
      relationships:
        "Warmth, affection and care flow easily now. Families may draw closer, friendships deepen over shared tables, and love can feel generous and unhurried. Let yourself be seen enjoying life, since contentment is attractive. Between partners, small comforts offered without being asked may say more than any declaration.",
    },
    reversed: {
      guidance:
        "The garden is overgrown or parched: you may be pouring care into everyone except yourself, or the creative well has run dry. Step back and replenish. One restful day, one hour spent making something purely for joy, can begin to coax the green shoots back. Growth that pauses is not growth that is lost.",
      finances:
        "Overspending on comfort, or neglecting the basics of your resources, could be quietly draining the harvest. Alternatively, a project may have stalled because it has been given too little attention. Take an honest walk through your accounts this week, noting where nourishment goes in and where it leaks out.",
      relationships:
        "Care can tip into smothering, and giving can turn into keeping score. A bond may feel lopsided, with one person mothering and the other feeling small. Loosen your grip a little and let others tend themselves. If you are the one depleted, say so kindly; receiving is part of the cycle of love too.",
    },
  },
  {
    slug: "the-emperor",
    name: "The Emperor",
    keywords: {
      upright: ["structure", "authority", "stability", "leadership", "protection"],
      reversed: ["rigidity", "domination", "lack of discipline", "stubborn control"],
    },
    element: "Fire",
    astrology: "Aries",
    image:
      "A square stone throne is crowned with the spiralling horns of a ram. The old scene places a stern, armoured ruler upon it against bare red mountains, holding an orb and a sceptre; our emblem is the throne and the ram of Aries alone, the seat of order.",
    essence:
      "The Emperor builds the walls that let a city thrive. Where the Empress grows, he orders and defends, setting boundaries, laws and routines. Aries gives him a fiery start, the will to lead and to take responsibility. At his best he is the steady father of the deck, protective and fair; at his worst, a ruler who forgets why the rules were made.",
    reversedEssence:
      "The Emperor on his head is order gone wrong in either direction. His throne may have hardened into a fortress, every rule enforced for its own sake and every quieter voice overruled, or it may stand empty, the walls unbuilt and the days without shape. Domination and slackness are failures of the same duty. Ask which one lives in your house, then soften a rule that chafes, or lay one stone of routine where there is none.",
    upright: {
      guidance:
        "Lay down a frame for your days and your ambitions will have something firm to climb. Decide who you are responsible for, what you will and will not do, and keep to it with quiet consistency. Leadership may be asked of you; step into it calmly, remembering that real authority listens before it commands.",
      finances:
        "Order brings its rewards in your working life. A clear budget, a sound plan or a strong position at work could become the backbone of your security. Be the steady hand in a project, since reliability is often noticed by the people who hold the keys. Structure is not a cage here but scaffolding.",
      relationships:
        "Stability and commitment are prized, and you may be the one others lean on. Offer protection without taking over: a dependable presence speaks louder than a loud one. Someone mature and grounded could catch a single heart's eye, while in a shared home, clear agreements about who does what may make everyone feel safer.",
    },
    reversed: {
      guidance:
        "Control has gone rigid, or it has gone missing. You may be gripping your plans so tightly that they cannot breathe, or living without the structure you need to move forward. Look at one rule you keep and ask whether it still serves you. Then either loosen it or, if life has been shapeless, build one small routine.",
      finances:
        "A domineering boss, an inflexible system or your own resistance to discipline may be shaping your resources. If authority at work feels heavy-handed, note the facts calmly and look for allies. If your own habits have grown slack, choose one simple rule, such as checking your balance every Sunday, and keep it for a month.",
      relationships:
        "Someone may be calling the shots too often, and the bond is starting to feel like a chain of command rather than a partnership. Notice whether it is you or them. Power that is shared tends to last; invite the quieter voice to decide something. If you have been overly yielding, a calm boundary may be the kindest gift.",
    },
  },
  {
    slug: "the-hierophant",
    name: "The Hierophant",
    keywords: {
      upright: ["tradition", "teaching", "spiritual guidance", "belonging", "shared values"],
      reversed: ["rebellion", "dogma", "unconventional paths", "questioning rules"],
    },
    element: "Earth",
    astrology: "Taurus",
    image:
      "A triple cross stands above two crossed keys, one gold and one silver. Tradition shows a robed teacher raised between pillars, blessing two kneeling students; our card shows the staff and the keys, the doors that learning opens.",
    essence:
      "The Hierophant is the keeper of inherited wisdom: ritual, lineage, the lessons passed from teacher to student. Where the High Priestess knows inwardly, he teaches outwardly, through institutions, ceremonies and the shared wisdom of a group. Taurus roots him in what endures. He asks what you have been given by those before you, and what you will hand on.",
    reversedEssence:
      "Reversed, the Hierophant's keys turn in new locks. The inherited creed no longer fits, and you may feel drawn to question the teachers, leave the congregation or make a custom of your own. That rebellion can be wise, yet the card also warns of dogma on both sides: the rigid institution, and the rebel who swaps one rulebook for another. Learn what the old way was guarding before you step off its road, and take its best lesson with you.",
    upright: {
      guidance:
        "A well-trodden road may serve you better than a new trail just now. Seek out a mentor, a class, a community or a practice with deep roots, and let yourself be a student again. Traditions carry the weight of many hands; borrowing their shape for a while could steady you while you find your own voice.",
      finances:
        "Established routes are favoured: a recognised qualification, a trusted institution, counsel from someone seasoned. Learn the conventional method properly before trying to improve on it. Joining a professional circle, formal or informal, might open doors that a lone approach would knock on for years.",
      relationships:
        "Shared values, family customs and vows made in front of others come to the fore. A ceremony, a meal with the elders, or a talk about what you both believe in could bring you closer. Seekers of love may find that a community gathering introduces someone who speaks their language of the heart.",
    },
    reversed: {
      guidance:
        "The old rules no longer fit, and you may feel a pull to question what you were taught. That restlessness is honest. Study the tradition carefully before leaving it, so you know what you keep and what you set down. Your own path can still honour its teachers even as it wanders off the map.",
      finances:
        "Conventional wisdom may not suit your situation, or a rigid institution is slowing you down. Before you break from the usual way, weigh what it was protecting. An unorthodox approach to work could suit you well, provided it rests on a clear understanding of the ground you are stepping off.",
      relationships:
        "Expectations from family, culture or habit may be pressing on a bond that wants its own shape. You are allowed to love differently from those who raised you. Talk about which customs you truly value together and which you have been performing out of duty; the honest answer can free a great deal of tenderness.",
    },
  },
  {
    slug: "the-lovers",
    name: "The Lovers",
    keywords: {
      upright: ["union", "harmony", "meaningful choice", "values aligned", "attraction"],
      reversed: ["disharmony", "misalignment", "temptation", "avoiding a decision"],
    },
    element: "Air",
    astrology: "Gemini",
    image:
      "Two figures stand facing each other beneath a winged sun. In the classic picture they are a pair in a garden, a tree behind each, an angel blessing them from a bright sky; our emblem keeps the pair and the radiant wings, the union that a true choice makes sacred.",
    essence:
      "The Lovers is a card of union, but also of choosing. Gemini, the twins, gives it two sides that must be reconciled, and the card asks which path truly matches your values. Love is its most famous face, yet any decision made with the whole heart belongs here. It celebrates relationship in every sense: with another, with your ideals, with yourself.",
    reversedEssence:
      "When the Lovers turn over, the winged sun looks down on two people facing slightly apart. Head and heart disagree, values drift out of line, or a temptation offers a sweetness that does not match the life you mean to live. Often the trouble is a choice left hanging until it decides itself. The card asks for honesty in two directions: with the other person about what you each need, and with yourself about which value you will not trade.",
    upright: {
      guidance:
        "A meaningful crossroads lies ahead, and the right road is the one your deepest values would recognise. Set aside what would impress others and ask what you would be glad to have chosen ten years from now. Alignment brings a feeling of ease in the chest, a quiet click; follow it.",
      finances:
        "Partnerships and collaborations may be favoured, as long as the values beneath them match. A job or venture that fits who you are could feel worth more than one that simply pays well. Weigh any offer against your principles as well as your figures; harmony between the two tends to last.",
      relationships:
        "Attraction, deep connection and candid talk glow brightly in your bonds. A relationship may step into a new level of commitment, or two friends may discover they understand each other completely. Someone whose values mirror your own could appear for the unattached. Speak from the heart; it is ready to be heard.",
    },
    reversed: {
      guidance:
        "Your head and heart may be pulling in different directions, and a choice keeps being postponed. Or a temptation has been offered that does not fit who you want to be. Sit with the disagreement inside you rather than forcing it closed. Once you know which value matters most, the decision usually makes itself.",
      finances:
        "A partnership may be out of balance, with one side giving more, or a role may clash with your principles. Look closely at where your money and your values part ways. It might be worth renegotiating terms, or simply naming aloud that something feels off before the gap grows wider.",
      relationships:
        "Misunderstanding, a cooling of feeling or a choice you keep avoiding may shadow your love life. Perhaps you want different things and neither has said so. Gentle honesty is the bridge: ask what each of you truly needs. If the answer is hard, it is still kinder than a silence that slowly drifts you apart.",
    },
  },
  {
    slug: "the-chariot",
    name: "The Chariot",
    keywords: {
      upright: ["determination", "victory", "momentum", "self-control", "willpower in motion"],
      reversed: ["lack of direction", "aggression", "scattered drive", "loss of control"],
    },
    element: "Water",
    astrology: "Cancer",
    image:
      "A canopy of stars arches over a chariot drawn by two sphinxes, one dark and one light. Tradition shows an armoured driver holding no reins, steering by will alone; we draw the starry canopy and the opposing beasts, the forces that must learn to pull together.",
    essence:
      "The Chariot is triumph through discipline. Two creatures pull in different directions, and the driver's task is to harness them without a whip, through focus and self-command. Cancer, its sign, gives it a protective shell: armour around a tender heart. The card speaks of journeys, victories hard won, and the moment you stop waiting and drive.",
    reversedEssence:
      "Reversed, the Chariot spins its wheels. The two sphinxes strain toward different horizons, and the driver, unsure of the destination, either freezes or drives them harder. Ambition scatters across too many goals, frustration turns to force, and control slips exactly where it was most wanted. Pull in at the roadside. Name one place you truly mean to reach, and let the beasts quieten before you gather the reins.",
    upright: {
      guidance:
        "Take the reins, even the invisible ones. Opposing forces in your life, doubt and desire, duty and dream, can be made to pull the same way if you fix your eyes on a single destination. Momentum is available now; commit to the route, keep your hands steady, and move.",
      finances:
        "Ambition, once directed, can carry you forward at work or in a venture. A goal pursued with discipline may show visible progress. Map the milestones between here and the finish line and take them in order; focus rather than force wins this race. Keep your armour on at the negotiating table.",
      relationships:
        "Working together toward a shared aim can bring partners closer, and a bond may move forward decisively. If you have been unsure, one clear step, a trip, a talk, an invitation, could break the deadlock. Protect your tender centre, but do not let the armour become a wall between you and the person beside you.",
    },
    reversed: {
      guidance:
        "The beasts are pulling in opposite directions and the chariot spins in place. You may have lost sight of where you are going, or be pushing so hard that you crash through what you meant to steer around. Pull over for a moment. Decide on one destination before you take up the reins again.",
      finances:
        "Effort is spread across too many aims, or frustration is turning into hasty choices you may later regret. A stalled project might need a new route rather than more speed. Pause to ask what winning actually looks like for you, then drop one goal that is draining strength from the rest.",
      relationships:
        "A struggle for control, or a bond steered by one person's agenda, may be causing friction. Alternatively, you may feel stuck, unsure which way to take things. Put down the whip. Ask where you both want to go, and let the journey slow enough for the two of you to pull in step.",
    },
  },
  {
    slug: "strength",
    name: "Strength",
    keywords: {
      upright: ["courage", "compassion", "gentle power", "patience", "inner fortitude"],
      reversed: ["self-doubt", "raw emotion", "inner struggle", "depletion"],
    },
    element: "Fire",
    astrology: "Leo",
    image:
      "A lion rests its great head beneath a glowing loop of infinity. In the traditional picture a calm figure in white closes the lion's jaws with bare hands; our card keeps the lion beneath its loop, courage that needs no cage.",
    essence:
      "Strength is the power that does not need to shout. The lion is passion, appetite, fear and fury; the gentle hand that calms it is patience and love. Leo gives the card its warm fire, but the victory it describes is inward: taming without breaking. It reminds you that kindness, held steadily, can move what force cannot.",
    reversedEssence:
      "Strength turned over finds the gentle hand trembling. Either the lion has broken loose, in a flare of jealousy, temper or fear, or it has been held down so long that whoever holds it is spent. Self-doubt whispers that you were never strong at all. This card does not ask for a firmer grip; it asks for rest, for care received as well as given, and for the patience toward yourself that you would show any wild, frightened creature.",
    upright: {
      guidance:
        "Courage is asked of you, but of the soft kind: staying calm when you want to roar, being patient with your own rough edges. Meet your fears as you would a frightened animal, steadily and with warmth. You may find that the wild thing inside you becomes an ally once it stops being fought.",
      finances:
        "Persistence and composure may serve you better than bold moves at work. A difficult colleague or a stubborn problem could yield to patience and good humour. Approach the challenge gently but without backing down; quiet confidence tends to earn a respect that bluster never does.",
      relationships:
        "Compassion is your strongest tool in love now. A tense moment may be softened by a gentle word, and someone's fears eased by your steady presence. Let genuine warmth lead rather than a polished image, whether you are meeting someone new or sitting beside an old companion. Bonds grow stronger through tenderness shown in difficult weather.",
    },
    reversed: {
      guidance:
        "The lion is restless, or you have been holding it down so long that you are exhausted. Self-doubt may be whispering that you are not strong enough. Rest. Find where your energy is leaking, and remember that gentleness includes gentleness toward yourself; roar and fear alike calm faster under kindness.",
      finances:
        "Worry or a flash of temper may be steering work decisions more than you would like. Doubt can make you shrink from asking what your work is worth. Breathe before replying to a difficult message, and write down three things you have handled well; evidence can quiet an anxious inner voice.",
      relationships:
        "Raw feelings may be running the show, with jealousy, impatience or insecurity flaring up. Or you have been the endlessly patient one and are running on empty. Let someone see that you need care too. Tender honesty about what is hard may do more for the bond than pretending to be unshakeable.",
    },
  },
  {
    slug: "the-hermit",
    name: "The Hermit",
    keywords: {
      upright: ["solitude", "introspection", "inner guidance", "wisdom", "retreat"],
      reversed: ["isolation", "loneliness", "shutting life out", "avoiding counsel"],
    },
    element: "Earth",
    astrology: "Virgo",
    image:
      "A lantern hangs in darkness, a six-pointed star glowing inside its glass. Tradition shows an old, cloaked figure on a snowy peak holding it out to light the way; our emblem keeps only the lamp and its star, a wisdom that shines just far enough for the next step.",
    essence:
      "The Hermit has climbed away from the crowd to hear himself think. His lantern holds a star: the light of hard-won understanding, carried to see by and perhaps to guide others. Virgo brings careful discernment and a love of what is essential. The card honours the seasons of withdrawal that let a life find its true direction.",
    reversedEssence:
      "The Hermit reversed has let his lantern go dark. The climb away from the crowd has ended at a locked door, solitude souring into loneliness, and good counsel is refused because asking feels like weakness. Or the opposite holds, and the clamour of the day never pauses long enough for one honest thought. Either way the star inside the glass goes unused. Open the door a crack to one trusted voice, or shut it for one quiet hour, whichever you have avoided.",
    upright: {
      guidance:
        "Step back from the noise for a while. A walk alone, a quiet weekend or an hour each evening without screens may let your own thoughts finally reach you. The answer you seek is unlikely to come from one more opinion; it is more likely to glow up from within once you give it darkness to shine in.",
      finances:
        "Careful, solitary work and a thoughtful review may serve your resources well. Before chasing the next opportunity, study what you already have and what your past choices taught you. Expertise gathered quietly can become valuable; you may be the one others eventually climb the hill to consult.",
      relationships:
        "Time apart may matter as much as time together just now. You might need space to understand your own heart before you can share it fully. Solitude can be rich rather than lonely for anyone unattached. Partners can honour each other's quiet hours, returning refreshed to a closeness that runs deeper for the pause.",
    },
    reversed: {
      guidance:
        "Retreat has turned into hiding, or you have been dodging the solitude you need. Either way, the lantern is going unused. If you have been alone too long, reach out to one person this week. If you have had no silence at all, carve out an hour and shield it the way you would a candle from the wind.",
      finances:
        "Working in isolation may mean you are missing advice or collaboration that could help. Or busyness is crowding out the careful review your finances need. Seek a knowledgeable voice, or book a quiet session to look honestly at where things stand, whichever of the two you have been putting off.",
      relationships:
        "Loneliness or withdrawal may be weighing on your bonds. You might be shutting others out for fear of being misunderstood, or someone close may have gone quiet. A small, warm gesture, a message, an invitation to sit together without pressure, can bring a little light into the cave without demanding anyone leave it.",
    },
  },
  {
    slug: "wheel-of-fortune",
    name: "Wheel of Fortune",
    keywords: {
      upright: ["cycles", "turning point", "luck", "destiny", "a change of fortune"],
      reversed: ["resistance to change", "setbacks", "bad timing", "repeating patterns"],
    },
    element: "Fire",
    astrology: "Jupiter",
    image:
      "A great wheel with eight spokes turns in a field of night, marked with letters and signs at its rim. The traditional card surrounds it with four winged creatures reading books and sets a sphinx on top; here the wheel stands alone, the turning that never stops.",
    essence:
      "The Wheel of Fortune is the great turning of life: rise and fall, luck and lesson, seasons that always come round. Jupiter, planet of expansion and good fortune, lends it optimism. The card reminds you that no condition is permanent, and that wisdom lies in moving with the turn rather than fighting it. It marks a point where fate and choice meet.",
    reversedEssence:
      "A reversed Wheel of Fortune grinds at the bottom of its circle. Delays stack up, timing feels wrong, and an old scene plays again with new faces, as though the rim kept carrying you back to a place you thought you had left. Straining against the spokes only makes the ride harsher. Name the pattern aloud, since a loop that is seen has already begun to loosen, tend what lies within reach, and trust that the wheel is still turning.",
    upright: {
      guidance:
        "The great wheel creaks round, and your spoke may be rising. Stay awake to chance meetings, surprise openings and the small coincidences that hint at a new chapter. You cannot steer the wheel itself, yet you can be ready when your moment comes: keep a bag half packed, so to speak, and your eyes open.",
      finances:
        "Timing and luck may count for more than usual in your money matters. One cycle could be closing and a more generous one starting. Stay flexible enough to catch an opening as it passes, and remember that fortune turns both ways; setting a little aside during the good stretch is how you ride a downturn later.",
      relationships:
        "Fate seems to have a hand in your bonds. A reunion, a chance encounter on an ordinary day, or a relationship stepping into a new phase may feel written in the stars. Enjoy the lift. Single seekers might meet someone in an unlikely place, while partners can welcome a change of season in their life together.",
    },
    reversed: {
      guidance:
        "Stuck at the bottom of the turn, you may feel the wheel is going backwards or has stopped altogether. Fighting it only makes the ride rougher. Ask what this low phase is teaching, and tend to what is within your reach; the rim keeps moving, and the lowest point is also where the climb begins.",
      finances:
        "A run of delays or small setbacks may be testing your patience with money and work. Timing feels off, and pushing harder may simply spin the wheels. Review your plans for flexibility, trim where you comfortably can, and save any large launch for a kinder season; treat this one as preparation.",
      relationships:
        "The same scene seems to replay in your love life: the familiar quarrel, the same type of partner, the old disappointment. Notice the loop, because noticing is how it breaks. Make one different choice next time it comes round. If the timing is simply wrong for someone you care about, patience may help more than pressure.",
    },
  },
  {
    slug: "justice",
    name: "Justice",
    keywords: {
      upright: ["fairness", "truth", "accountability", "balance", "clear decisions"],
      reversed: ["unfairness", "dishonesty", "avoiding responsibility", "bias"],
    },
    element: "Air",
    astrology: "Libra",
    image:
      "A pair of scales hangs level beside an upright, double-edged sword. Tradition shows a crowned judge seated between pillars, holding both; our emblem keeps the scales and the blade, the weighing and the clean cut of a clear decision.",
    essence:
      "Justice weighs what is true and cuts cleanly through confusion. It is the card of cause and effect, of actions meeting their consequences and choices made with open eyes. Libra, the sign of balance, rules it, while its element is the clear air of reason. It asks for honesty first with yourself, and trusts that fairness, given and received, restores equilibrium.",
    reversedEssence:
      "Justice reversed tips her scales. Something has been weighed unfairly: a bias in the judge, a truth left out of the account, a share of blame carried by the wrong shoulders. Sometimes the dishonesty is a quiet one of your own, a responsibility set down and never lifted again. The sword still cuts cleanly once it is raised. Lay out the facts without decoration, own the part that is yours, and let proper channels weigh the rest.",
    upright: {
      guidance:
        "Weigh the matter honestly, with your own part in it placed squarely on the scale. A clear decision is called for, and the facts, laid out plainly, may make it easier than you fear. Take responsibility for what is yours and let go of what is not; balance returns when each thing sits in its proper pan.",
      finances:
        "Contracts, agreements and fair exchange are highlighted in your working life. Read carefully, keep good records, and make sure both sides understand what is promised. For anything formal, a qualified professional is the right person to ask. What is fair now has a good chance of being rewarded over time.",
      relationships:
        "Honesty and equal give-and-take sit at the heart of your bonds. A conversation in which each person owns their share could clear the air. You may notice that you attract people who treat you as you treat yourself. Among partners and friends, fairness in small daily things may matter more than grand promises.",
    },
    reversed: {
      guidance:
        "The scales are tilted. You may be carrying blame that is not yours, or avoiding a truth that is. Unfair treatment can sting, yet bitterness keeps the balance off too. Write down the facts as plainly as you can, then decide which part is yours to act on and which you can set down.",
      finances:
        "An agreement may have been lopsided or unclear, or you may be reluctant to face the consequences of an earlier choice. Go back to the documents and the figures. Where something feels unjust, calm records and proper channels are allies; where a mistake is yours, owning it early tends to cost less.",
      relationships:
        "Resentment may be collecting where the give-and-take has tipped too far one way. Perhaps someone is not being entirely truthful, or you are withholding something yourself. A balanced conversation, each of you naming one thing you could do differently, may ease the weight more than any verdict on who was wrong.",
    },
  },
  {
    slug: "the-hanged-man",
    name: "The Hanged Man",
    keywords: {
      upright: ["surrender", "pause", "new perspective", "letting go", "suspension"],
      reversed: ["stalling", "needless sacrifice", "resistance", "indecision"],
    },
    element: "Water",
    astrology: "Water (elemental trump); Neptune in modern use",
    image:
      "A figure hangs by one foot from a living T-shaped cross, a soft halo around the upturned head. In the traditional scene the face is serene, one leg crossed behind the other; our emblem draws the cross and the halo, the light that comes from seeing the world turned round.",
    essence:
      "The Hanged Man hangs by choice, not as punishment. He has stopped struggling, and from his strange angle he sees what upright eyes miss. The card belongs to Water, element of surrender and feeling, and speaks of pauses, sacrifices and the insight that arrives only when you stop pushing. It is the wisdom of waiting, not as defeat, but as a kind of ripening.",
    reversedEssence:
      "Set on his feet by the reversal, the Hanged Man loses the strange angle that gave him insight. The pause that once ripened wisdom has become a stall: a decision postponed for fear, or a martyr's sacrifice that feeds no one. He can also mark someone thrashing against a rest they badly need. The test is simple and hard: is anything ripening in this waiting? If not, set a date and climb down; if so, hang quietly a while longer.",
    upright: {
      guidance:
        "Stop pushing for a moment and hang in the question. Turn your situation upside down and look again: what if the obstacle is actually the path? A pause you did not plan may be giving you the view you need. Release the need to know the answer today, and it may arrive sideways.",
      finances:
        "A project may be on hold, or progress slower than you hoped. Rather than forcing it, use the waiting time to see things from a new angle. A small sacrifice now, an hour, a luxury, a habit, might open room for something better later. Patience is not idleness here.",
      relationships:
        "A bond may be suspended, neither moving forward nor ending. Use the quiet to see it differently: stand in the other person's shoes, or question a story you keep telling about them. Setting down your picture of how things should be may let the relationship show you what it actually is.",
    },
    reversed: {
      guidance:
        "The pause has gone on too long, or you are fighting it so hard that nothing can shift. Ask yourself honestly: am I waiting, or am I stuck? If you are delaying a decision out of fear, gently set a date. If you are refusing a needed rest, let yourself hang for a while.",
      finances:
        "You may be sacrificing too much for too little return, staying late for recognition that never comes. Or indecision is keeping an opportunity dangling. Ask whether the effort you give is truly serving you. Sometimes the bravest move is to stop playing the martyr and ask for a change.",
      relationships:
        "Giving endlessly without receiving, or waiting for someone who is not moving, can drain the heart. Notice where you have been hanging on. It may be time to ask for what you need, or to release a hope that keeps you in place. Either choice frees you to live rather than wait.",
    },
  },
  {
    slug: "death",
    name: "Death",
    keywords: {
      upright: ["endings", "transformation", "transition", "release", "clearing the ground"],
      reversed: ["resisting change", "lingering", "stagnation", "fear of loss"],
    },
    element: "Water",
    astrology: "Scorpio",
    image:
      "A white rose blooms in the foreground while the sun rises between two distant towers. Traditionally a skeletal rider on a pale horse passes through, and people of every station bow before it; our emblem keeps the rose and the rising sun, the promise that follows every ending.",
    essence:
      "Despite its name, Death is the card of transformation. It describes a door closing so that another can open: a chapter finished, a role outgrown, a skin shed. Scorpio, sign of depth and renewal, rules it. The card asks you to release what is complete with grace, trusting that the sun rises again behind the towers.",
    reversedEssence:
      "When Death lies reversed, the door is closing but a hand is braced against it. An ending has already begun, whether of a role, a bond or a habit, and the refusal to let it finish keeps everything in a grey waiting room. Stagnation settles in, and the fear of loss grows larger than the loss itself. The card asks you to let go in pieces you can bear, a shelf cleared, a truth admitted, until the sun behind the towers looks like a promise again.",
    upright: {
      guidance:
        "Something has run its course, and relief waits on the far side of letting it go. Clear the shelves: the old habit, the outdated plan, the version of yourself that no longer fits. Grieve what deserves grieving, then turn toward the morning. New growth needs the ground you are clearing.",
      finances:
        "A job, a project or a way of earning may be reaching its natural end. Rather than clutching it, ask what the next form of your work wants to be. Clearing out commitments, subscriptions or obligations tied to a finished chapter could make room for a fresh beginning.",
      relationships:
        "A relationship may be transforming, shedding an old pattern so that something truer can grow. For some this means ending what is complete; for others, letting a familiar dynamic die while the bond itself renews. Releasing a past love fully may clear the way for new warmth to reach you.",
    },
    reversed: {
      guidance:
        "You may be holding the door shut on a change that is already happening, and the effort is wearing you out. Fear of endings is natural. Try naming what you are afraid to lose, and what you might gain. Small releases, one drawer, one habit, can teach you that letting go is survivable.",
      finances:
        "Clinging to a role, a venture or a habit that no longer pays its way may be keeping things stagnant. A slow transformation is underway even if you resist it. List what you would do if this chapter closed tomorrow; the exercise may reveal that you are readier than you think.",
      relationships:
        "An ending long overdue, or a pattern you keep repeating, may be holding the heart in limbo. You need not act rashly, but honesty about what has already changed can ease the heaviness. Whether a bond is ending or transforming, lingering in between rarely serves either person for long.",
    },
  },
  {
    slug: "temperance",
    name: "Temperance",
    keywords: {
      upright: ["moderation", "patience", "blending", "harmony", "steady purpose"],
      reversed: ["excess", "imbalance", "impatience", "discord"],
    },
    element: "Fire",
    astrology: "Sagittarius",
    image:
      "Two cups are tilted toward each other, and a stream flows between them in an impossible arc. In the traditional picture a winged figure stands with one foot on land and one in water, pouring; we keep the cups and their stream, the art of mixing just enough.",
    essence:
      "Temperance is the quiet alchemist of the deck, blending opposites into something new. Hot and cold, fire and water, effort and rest: the card finds the right proportion of each. Sagittarius, archer of far aims, gives it purpose, while its patience keeps that aim steady. It speaks of healing, moderation and the middle path that is wiser than either extreme.",
    reversedEssence:
      "Temperance reversed spills its stream. One cup overflows while the other runs dry: nights given over to work, a single passion crowding out the rest, a home where one person sprints and another drags their feet. Impatience tempts you to mend it all with one sweeping pour, which only tips the balance the other way. The alchemy returns slowly, through adjustments so small you can keep making them, until the mixture settles and tastes right again.",
    upright: {
      guidance:
        "Mix, do not choose. You may be asked to blend two things you had filed as opposites: ambition and rest, solitude and company, the practical and the dreamy. Pour slowly from one cup to the other, tasting as you go. A steady, even rhythm could carry you further this season than any heroic burst of effort.",
      finances:
        "Think of your resources as water passed between two vessels: some for today, some kept back, none spilled. Neither feast nor famine suits you now. Blending two of your skills in an unexpected way might create something others value, and patient, measured steps tend to outlast the dramatic gamble.",
      relationships:
        "Peace is being brewed slowly at your table. Disagreements may soften when each person yields a spoonful rather than a bucket. In a family or a circle of friends, you could be the one who blends clashing temperaments into calm. Between partners, one small shared adjustment may ease an old friction without a word of blame.",
    },
    reversed: {
      guidance:
        "Your cups are spilling over in one place and running dry in another: too much work, too little sleep, one passion drowning the rest. Notice where the excess lives and pour a little back. Rebalancing is rarely dramatic; a small daily correction, kept up for a few weeks, begins to steady the stream.",
      finances:
        "An uneven flow may be troubling your accounts, with generous spending in one corner and hardship in another, or long hours that leave nothing for recovery. Impatience can whisper about shortcuts. Adjust one thing at a time and watch the effect, because hurried, sweeping corrections often tip the scales the other way.",
      relationships:
        "Mismatched rhythms may be causing friction: one of you racing ahead while the other hangs back, or a pattern that swings between all and nothing. Look for the middle together. Where voices have been loud, try a quieter evening; where things have cooled, add a little warmth and let the mixture settle before judging it.",
    },
  },
  {
    slug: "the-devil",
    name: "The Devil",
    keywords: {
      upright: ["attachment", "temptation", "materialism", "the shadow self", "bondage"],
      reversed: ["release", "breaking free", "reclaiming power", "facing what is hidden"],
    },
    element: "Earth",
    astrology: "Capricorn",
    image:
      "An inverted five-pointed star glows above a pair of loose chains. The traditional scene shows a horned figure on a dark pedestal with two small figures chained below, their collars slack enough to lift off; our emblem keeps the star and the chains, bonds that hold only as long as they are believed.",
    essence:
      "The Devil shows the chains we agree to wear: habits, cravings, fears and bargains that promise comfort and deliver confinement. Capricorn grounds it in the material world, in ambition and appetite. Yet the card is not a curse; it invites you to look at your shadow honestly. Seen clearly, many chains turn out to be loose enough to slip.",
    reversedEssence:
      "The Devil reversed is the moment the collar lifts off. A habit, a craving or a bargain that once felt like fate is seen for what it is, and the chain proves looser than it looked. Freedom rarely comes in one clean stride; old pulls return, and stumbling back is part of walking out. What was hidden asks to be faced in daylight, ideally with friends beside you. Each different choice is power taken back into your own hands.",
    upright: {
      guidance:
        "Something holds you more tightly than you would like: a craving, a belief about yourself, a pull you keep following against your own better sense. Look at it in daylight, without shame. Naming a chain is the first step to lifting it off, so ask what this attachment gives you and whether a kinder habit could meet the same need.",
      finances:
        "Gold can glitter like a collar. Debt, overwork or a post kept only for its pay may feel like a chain around your days, and the lure of easy gain may tug at you. Try noting where money makes your decisions for you; seeing the pattern on paper can begin to shift the balance of power back into your hands.",
      relationships:
        "Within a bond there may be hunger that feels more like need than love: jealousy, control, or a loop of quarrel and reunion neither of you can step out of. Passion itself is not the trouble. Ask whether both of you are free here, because healthy desire wants the other person to flourish, not merely to stay within reach.",
    },
    reversed: {
      guidance:
        "Links are loosening. You may be recognising an old pattern for what it is and tasting the first cool air of freedom. Go gently; familiar pulls can return, and that is part of the process rather than failure. Celebrate each moment you choose differently, and let people who care about you stand beside you as you walk out.",
      finances:
        "Release is underway in your working life or your accounts: stepping back from a draining role, easing a spending habit, or questioning a fearful belief about scarcity. Progress may come in fits and starts. Mark each step, a balance reduced, a boundary held at work, as proof that you are reclaiming your own resources.",
      relationships:
        "An unhealthy dynamic may be surfacing, and with it the chance to change the script. You might be stepping out of a controlling pattern or finally speaking about a private struggle. Lean on trusted friends and proper support where you need it; love without chains grows from candour, respect and room to breathe.",
    },
  },
  {
    slug: "the-tower",
    name: "The Tower",
    keywords: {
      upright: ["sudden change", "upheaval", "revelation", "awakening", "breakthrough"],
      reversed: ["averted disaster", "slow collapse", "clinging to the familiar", "inner upheaval"],
    },
    element: "Fire",
    astrology: "Mars",
    image:
      "A tall tower is split by a bolt of lightning, its crown tumbling from the top. Tradition adds flames at the windows and two figures falling through a dark sky; our emblem keeps the tower and the jagged light, the flash that shows what was built on sand.",
    essence:
      "The Tower is the sudden clearing: a flash of lightning that topples what was built on false ground. Mars, the planet of force, rules it, and its energy is abrupt. Yet what falls is rarely what you truly needed; the card reveals illusions so that you can rebuild on something real. Shock passes, and the view from the rubble is often clearer than the view from the battlements.",
    reversedEssence:
      "When the Tower falls upside down, the lightning strikes more quietly. Perhaps the crash was narrowly avoided, or cracks are spreading through the masonry so slowly that no one wants to name them. You may be bracing the walls with both arms, loyal to a shelter that no longer shelters, while the real upheaval happens inside, unseen. Take the warning while it is still a warning: bring down a brittle belief by your own hand, and build on the rock beneath.",
    upright: {
      guidance:
        "Lightning has a way of showing the whole landscape in one white instant. Something you leaned on may shake or fall, or a truth may arrive without knocking. Let the cracked structure go rather than propping it up with both arms. When the dust settles, ask what the collapse revealed, and build the next thing on rock.",
      finances:
        "A sudden shift at work or in your resources could rattle your plans. Before reacting, look at what the shake exposes: a weak foundation, too much resting on one source, a role you had outgrown. A small reserve and a flexible plan may help you keep your feet while you decide where to lay new stones.",
      relationships:
        "A startling revelation or a flash of anger might shake a bond to its beams. Illusions may fall, and what was hidden can no longer stay behind the walls. Painful as that is, clearer air often follows. Single seekers may find a surprising encounter overturns every old idea about the kind of person they are drawn to.",
    },
    reversed: {
      guidance:
        "Change is knocking, and you may be holding the walls up with both hands, tired but unwilling to let go. Or the upheaval is happening inside you, quietly, where no one sees. Let a little crumble on your own terms, an outgrown belief, a brittle plan, before the storm chooses which stones fall.",
      finances:
        "You may have narrowly dodged a crisis, or there are cracks in the masonry that have been widening slowly. Treat this as a timely warning rather than a verdict. Reinforce what matters, simplify commitments where you can, and make your changes now while you still get to choose their shape.",
      relationships:
        "Tension ignored may be building under the floorboards, or a bond has just survived a near collapse and both of you are catching your breath. Use the calm to speak honestly about what almost broke. Repairs made side by side can strengthen a foundation, while avoidance tends only to postpone the next storm.",
    },
  },
  {
    slug: "the-star",
    name: "The Star",
    keywords: {
      upright: ["hope", "renewal", "inspiration", "serenity", "healing"],
      reversed: ["discouragement", "disconnection", "faltering trust", "creative drought"],
    },
    element: "Air",
    astrology: "Aquarius",
    image:
      "A large eight-pointed star shines over seven smaller ones in a clear night sky. Traditionally a figure kneels at a pool beneath them, pouring water onto the land and back into the stream; our card holds the great star and its companions, hope that returns after the storm.",
    essence:
      "The Star follows the Tower as calm follows a storm. It is hope restored, a quiet faith that the sky is still full of light. Aquarius, the water-bearer, rules it, pouring inspiration freely for anyone who looks up. The card speaks of healing, renewal and the gentle confidence that you are guided, even when you cannot see far ahead.",
    reversedEssence:
      "The Star reversed is still burning, only hidden behind cloud. Hope falters after a disappointment, the inspiration that used to pour freely runs to a trickle, and the spring that once refreshed you seems to have moved away. Trust, in others or in the future, wears thin. The card does not demand grand faith. It asks for one small kindled thing, a page of sketches, an early night, a window opened to cold air, and for patience while your eyes adjust.",
    upright: {
      guidance:
        "After the storm the sky rinses itself clean, and a softer light returns. Let yourself hope again, not naively, but with the steadiness of someone who has come through weather. Pour your energy into whatever renews you. Small acts of faith in your own future, a plan written out, a seed pressed into a pot, can grow into bright things.",
      finances:
        "Fresh optimism may colour your work, and an inspiring idea could point toward better prospects. Recovery after a lean stretch feels possible. Let your values choose the next step rather than fear; work that feeds your spirit may, given time, feed the purse too. Keep the idea in view the way sailors keep a fixed star.",
      relationships:
        "Healing light falls across your bonds. A connection recovering from strain may find gentler ground, and trust can be rebuilt one kept promise at a time. If your heart has been closed, you may feel ready to believe in love again. Share your hopes plainly; openness offered in calm water tends to be met with care.",
    },
    reversed: {
      guidance:
        "Your stars still burn, but cloud has drifted between you and them. Discouragement may have dimmed your sense of purpose, or you feel far from the source that usually refreshes you. Find one small thing that lifts you, a song, a walk at dusk, a letter from an old friend, and let it kindle the next spark.",
      finances:
        "An uninspired spell at work, or gloom about money, may weigh more than the facts alone justify. A setback can be real without being the whole story. Write down one thing that has improved lately and one modest goal that genuinely excites you; reconnecting with purpose often revives the will to keep going.",
      relationships:
        "Disappointment may have taught you to guard your heart, or a bond feels out of reach, as if you were signalling across a dark field. You might doubt things can improve. Take one small hopeful step: an honest word, an open invitation, a quiet hour shared. Even a faint star is enough to steer by.",
    },
  },
  {
    slug: "the-moon",
    name: "The Moon",
    keywords: {
      upright: ["illusion", "dreams", "uncertainty", "the unconscious", "instinct"],
      reversed: ["clarity returning", "released fear", "confusion lifting", "truths revealed"],
    },
    element: "Water",
    astrology: "Pisces",
    image:
      "A full moon with a quiet face hangs between two towers, and a winding path leads from a pool toward distant hills. In the traditional picture a dog and a wolf howl at it while a crayfish climbs out of the water; our emblem keeps the moon, the towers and the path, the road walked by half-light.",
    essence:
      "The Moon rules the hours when shapes shift and imagination runs ahead of sight. It is the card of dreams, instinct, fears and illusions, the deep water where both wisdom and anxiety are born. Pisces, sign of the boundless sea, governs it. By this half-light you are invited to walk carefully, trusting your instincts while remembering that not everything is as it appears.",
    reversedEssence:
      "As dawn greys the sky, the reversed Moon loosens its hold. Shapes that frightened you in the half-light turn out to be fence posts and shadows, fears lose their teeth, and what was concealed steps out where it can be seen. Clarity may arrive unevenly, and some truths feel raw in the morning air. Still, a path you can see is a path you can walk. Thank the night for showing you the tricks your mind can play, and choose by daylight.",
    upright: {
      guidance:
        "Shapes shift by moonlight, and your path is not fully lit yet. Walk slowly. Pay attention to dreams, hunches and moods that rise without explanation, for some are shadows thrown by imagination and others are genuine warnings. Give yourself time to tell the wolf from the dog before you choose a road.",
      finances:
        "Fog may hang over a money decision, with figures missing or promises vaguer than they sound. Before signing or committing your time, gather more facts and let the picture sharpen in daylight. If something feels off, that flicker of unease deserves a hearing; a little patience now can spare you a choice made half-blind.",
      relationships:
        "Feelings may run deep yet prove hard to read, like faces glimpsed across a moonlit room. You might wonder what someone truly thinks, or find yourself projecting old fears onto them. Ask rather than assume. Dreams and intuition may offer clues, but a gentle, direct conversation keeps them from becoming stories you tell yourself.",
    },
    reversed: {
      guidance:
        "Dawn is creeping in at the edges. Fears that loomed large in the dark may shrink to their true size, and something hidden could step into view. Let the morning arrive at its own pace. Give yourself credit for finding your way through the half-light, and carry what it taught you about your own mind.",
      finances:
        "Clarity may be returning to a muddled situation at work or with money. Details that were obscured could surface, helping you choose with firmer footing. Review what you now know and adjust accordingly. If worry clouded your judgement, the plainer light may reveal a simpler path than the one you feared.",
      relationships:
        "Misunderstandings may be clearing, and assumptions or quiet secrets could come into the open. That can feel unsettling, yet what stands in daylight is easier to tend. If you have been lying awake wondering about someone's feelings, a kind and straightforward question may settle more than nights of guessing.",
    },
  },
  {
    slug: "the-sun",
    name: "The Sun",
    keywords: {
      upright: ["joy", "success", "vitality", "warmth", "clarity"],
      reversed: ["clouded joy", "temporary setbacks", "overconfidence", "a hidden light"],
    },
    element: "Fire",
    astrology: "The Sun",
    image:
      "A radiant sun with a calm face beams over a row of tall sunflowers. Tradition shows a child riding a white horse beneath it, arms spread wide and a red banner flying; our card draws the blazing disc and the flowers turned toward it, joy that needs no reason.",
    essence:
      "The Sun is the warmest card in the deck: light, vitality, success and the uncomplicated happiness of a bright day. Ruled by the Sun itself, it shines on everything without judgement. It speaks of clarity after confusion, of being seen and celebrated, of the childlike delight that reminds you why life is worth living. Under its rays, what was hidden grows and flowers.",
    reversedEssence:
      "Under cloud, the Sun is muffled, never put out. Joy feels thinner than it should, a success arrives late, or confidence has run a few steps ahead of the facts and stumbled. Sometimes the hidden light is your own, kept back for fear that it will be refused. Read the card as a grey afternoon, not a season: hold expectations a little more loosely, look for plain pleasures close at hand, and let some of your warmth show again, for the brightness is still there above the grey.",
    upright: {
      guidance:
        "Warmth is on your side. Things may feel clearer, lighter and more possible than they have for a long while, like the first morning you leave the house without a coat. Step into that brightness: share your ideas, let enthusiasm show, enjoy plain pleasures. Joy is not frivolous here; it is fuel for everything else you mean to build.",
      finances:
        "Bright days may be shining on your working life, with a project going well or your efforts finally being noticed. Celebrate the progress and share the credit generously. Confidence serves you now, provided it stays rooted in the figures, because full sunlight shows the road clearly without showing every pothole.",
      relationships:
        "Laughter, openness and play can deepen every kind of bond just now. Single seekers may find their natural warmth draws someone near without effort. Partners might renew their closeness with time outdoors, a shared celebration or simply a silly afternoon. Families, too, may gather more easily under this light. Let yourselves be happy together.",
    },
    reversed: {
      guidance:
        "A cloud has slid across the sun, dulling enthusiasm or delaying a success you were counting on. The light has not gone out; it is only muffled. Look for small joys and let them warm you. If overconfidence nudged you off course, a gentle reality check can turn you back toward the brightness.",
      finances:
        "Progress may be slower than you hoped, or optimism may have run ahead of practical planning. Take stock calmly, since the fundamentals may still be sound. Adjust expectations without abandoning the goal itself. A passing overcast afternoon in your working life need not foretell a stormy season.",
      relationships:
        "Joy in a bond may feel muted, dimmed by stress, routine or worries nobody has voiced. Try recalling what once made you laugh together and do a small version of it again. If you are on your own, you may be hiding your glow for fear of rejection; let a little more of it show, and notice who turns toward it.",
    },
  },
  {
    slug: "judgement",
    name: "Judgement",
    keywords: {
      upright: ["awakening", "renewal", "a calling", "reckoning", "absolution"],
      reversed: ["self-criticism", "doubt", "ignoring the call", "stuck in the past"],
    },
    element: "Fire",
    astrology: "Fire (elemental trump); Pluto in modern use",
    image:
      "A golden trumpet sounds from the clouds, and small figures rise from below with their arms lifted toward it. In the traditional picture an angel blows the horn while people lift from open tombs on a grey sea; our emblem keeps the trumpet and the rising figures, the call that wakes you.",
    essence:
      "Judgement is a trumpet call to rise. It marks an awakening: a moment when you hear your true calling, forgive the past and step into a fuller version of yourself. Its element is Fire, the purifying flame. The card is less about being judged than about taking honest stock, releasing old versions of yourself, and answering a summons you can no longer ignore.",
    reversedEssence:
      "Judgement reversed hears the trumpet and pulls the blanket over its head. A calling has sounded, yet doubt, a harsh inner critic or an old verdict about who you are keeps you lying among the tombs of the past. The card may also point to blame you hold against someone else long after it has done its work. Rising does not demand perfect readiness. Forgive what can be forgiven, answer the summons with one modest step, and let the old story close.",
    upright: {
      guidance:
        "A horn is sounding, faint at first, inviting you to rise into a truer life. Take honest stock of where you stand, and forgive yourself for the missteps that brought you here. A new chapter can open when you answer the call wholeheartedly. Listen closely; you may already know exactly what it is asking of you.",
      finances:
        "Work and money may be ready for an honest review. You might recognise a vocation tugging you toward more meaningful labour, or look back at past choices with clear, unflinching eyes. Imagine what you would do if you trusted that calling, and take the smallest practical step toward it this month.",
      relationships:
        "Old wounds can begin to mend when they are met with honesty. A relationship might rise to a new stage, or you may suddenly understand what you truly want from love. Families could find a reconciliation long overdue. Single seekers who set down old regrets may find their hearts more open than they have been in years.",
    },
    reversed: {
      guidance:
        "The summons is playing, yet you may be covering your ears out of fear or doubt. A harsh inner critic might be keeping you inside an old story. Be kinder to yourself. Listen quietly to what calls, and take one modest step toward it instead of waiting until you feel perfectly ready.",
      finances:
        "Reluctance to look back, or to pursue a meaningful change at work, may be keeping you where you are. Fear of how others will judge the move might play a part. Review candidly what is not working and what you actually want; awareness, even uncomfortable, is where every renewal begins.",
      relationships:
        "Old grievances, guilt or blame may be sitting heavy on a bond. You may be judging yourself, or someone dear, more harshly than the facts deserve. Approach the past with compassion; forgiveness need not excuse everything, yet it can lighten the load enough for a fresh start to become possible.",
    },
  },
  {
    slug: "the-world",
    name: "The World",
    keywords: {
      upright: ["completion", "fulfilment", "integration", "wholeness", "accomplishment"],
      reversed: ["unfinished business", "delays", "lack of closure", "shortcuts"],
    },
    element: "Earth",
    astrology: "Saturn",
    image:
      "A laurel wreath forms a wide oval, with a small mark at each of its four corners. Tradition shows a dancer within the wreath holding two wands, while the four creatures of the Wheel watch from the corners; only the wreath and the four marks remain on our card, the circle closed and the journey whole.",
    essence:
      "The World completes the Fool's journey. Every lesson has been learned, every part of you gathered in, and you dance at the centre of a finished circle. Saturn, the planet of time and structure, rules it, reminding you that wholeness is earned through patience. It celebrates achievement and belonging, and hints that every ending opens the next great cycle.",
    reversedEssence:
      "In reverse, the World leaves a gap in its wreath. The journey is nearly complete, yet a last step is being dodged, a shortcut is tempting, or an ending was never properly spoken and still tugs at your sleeve. Delays gather around whatever remains undone. Finish the circle patiently: list the loose ends, tie them one by one, and accept that some circles close in a shape you did not plan. The dance at the centre is waiting for you.",
    upright: {
      guidance:
        "A long road is curving back to its beginning, and the circle closes. Savour what you have accomplished and honour every turn of the journey that brought you here. You may feel whole and at home in your own skin. When you are ready, a new adventure may beckon, carried forward by all you have learned.",
      finances:
        "Effort may arrive at fulfilment: a goal reached, a project delivered, recognition earned. Pause to celebrate the milestone and note what made it possible, so you can do it again. Horizons could widen beyond your usual circle, perhaps across distance. A finished piece of work makes a sturdy platform for whatever you build next.",
      relationships:
        "Belonging runs deep in your bonds now, and they may feel rounded and harmonious. A relationship might reach an important milestone, or loved ones could gather for a celebration. If you walk alone, you may feel complete in your own company, which tends to draw partners who meet you as an equal rather than a missing half.",
    },
    reversed: {
      guidance:
        "The wreath is almost closed, yet one gap remains. You may be looking for a shortcut or quietly avoiding the final step. Turn back to whatever is left undone and give it your full attention. Completion may be nearer than it seems; patience and steady persistence can bring the last stretch within reach.",
      finances:
        "A goal may be stalling just short of the line: loose ends, unfinished paperwork, one more skill to learn. List what remains and work through it steadily. Rushing the final lap can undo good work, whereas an unhurried finish may prove far more rewarding than a hasty one.",
      relationships:
        "A lack of closure may linger in your bonds: an ending never properly spoken, a promise half kept, a sense that something small is still missing. Address the unfinished part with honesty and care. Sometimes wholeness comes from accepting that a circle closed differently from the way you once imagined it would.",
    },
  },
];
