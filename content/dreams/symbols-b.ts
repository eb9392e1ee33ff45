import type { DreamSymbolContent } from "../../src/shared/dreams/content-types";

/**
 * The second half of the dream symbol dictionary (75 symbols, "mountain" to "whale"), in the oracle's
 * voice: each symbol's word forms, what it often carries in dreams, and three questions to ask oneself.
 */
export const SYMBOLS_B: DreamSymbolContent[] = [
  {
    slug: "mountain",
    name: "Mountain",
    forms: ["mountain", "mountains", "hill", "hills", "peak", "peaks", "summit", "summits"],
    reflection:
      "A mountain in a dream often stands for something large that sits between where you are and where you hope to be: a goal, a test of stamina, a question too big to see around. Seen from below it can feel impossible; seen from the top, the same ground looks like a map of your own progress. Notice where you stood on its slopes, and whether the air felt thin or clear.",
    questions: [
      "What feels as large and immovable as that mountain right now?",
      "Were you heading for the summit, or simply gazing up at it?",
      "Who could walk the next stretch of the path beside you?",
    ],
  },
  {
    slug: "cave",
    name: "Cave",
    forms: ["cave", "caves", "cavern", "caverns", "grotto"],
    reflection:
      "Caves are the earth's hidden rooms, and dreamers who wander into one are often turning inward. The dark inside can feel like shelter, a place to rest away from noise, or like the unknown you have been reluctant to explore. Old stories place hermits, oracles and sleeping heroes in caves, as if wisdom waits where the light thins. What you found in the depths, or feared finding, may say the most.",
    questions: [
      "Did the cave feel like a refuge or a trap?",
      "What part of your life have you been keeping in the dark lately?",
      "If you walked one step deeper, what would you hope to discover?",
    ],
  },
  {
    slug: "desert",
    name: "Desert",
    forms: ["desert", "deserts", "dune", "dunes", "wasteland"],
    reflection:
      "An empty stretch of sand and sun can mirror a season that feels dry: work without reward, a friendship gone quiet, a creative well running low. Yet deserts are also places of clarity, where nothing crowds the horizon and every small spring matters. Mystics once went into the wilderness on purpose to listen. Ask whether your dream desert felt parched and lonely, or spacious and strangely peaceful.",
    questions: [
      "Where in your waking days do you feel thirsty for something?",
      "What did you carry with you across the sand?",
      "Is there an oasis nearby that you have been overlooking?",
    ],
  },
  {
    slug: "island",
    name: "Island",
    forms: ["island", "islands", "isle", "islet"],
    reflection:
      "To dream of an island is to dream of edges: a small world ringed by water, complete in itself and cut off from the mainland. For some it is a retreat they long for, a chance to be alone and unhurried. For others it echoes isolation, the sense of shouting across a channel no one else can hear. Whether you arrived by choice or washed ashore may shape what the image holds.",
    questions: [
      "Would you want to stay on that island, or leave as soon as you could?",
      "Who in your life feels far away across the water?",
      "How much solitude do you need this month, and how much are you getting?",
    ],
  },
  {
    slug: "beach",
    name: "Beach",
    forms: ["beach", "beaches", "sand", "sandy", "seaside"],
    reflection:
      "The beach is a threshold between solid ground and the vast, moving sea, and it often appears when you stand at a border of your own. Childhood holidays, rest and play may surface here, or the feeling of watching tides you cannot control. Footprints wash away; sandcastles last an afternoon. Perhaps the dream is asking you to enjoy what is brief, or to notice which way the water is turning.",
    questions: [
      "Were you walking along the shore, lying still, or looking out to sea?",
      "What is shifting like a tide around you at the moment?",
      "When did you last give yourself a truly idle afternoon?",
    ],
  },
  {
    slug: "snow",
    name: "Snow",
    forms: ["snow", "snows", "snowy", "snowing", "snowfall", "snowflake", "snowflakes"],
    reflection:
      "Fresh snow covers the world in one soft color and hushes every sound. In dreams it can carry a clean slate, a pause, the stillness before something new begins. It can also feel cold and isolating, a blanket that hides the path you know. Children greet a snowy morning as a holiday, and part of you may be asking for that same permission to stop everything and play.",
    questions: [
      "Did the snow feel peaceful, or did it keep you shut indoors?",
      "What would you like to cover over and begin again?",
      "Where could you allow yourself a little more stillness this week?",
    ],
  },
  {
    slug: "ice",
    name: "Ice",
    forms: ["ice", "icy", "icicle", "icicles", "frost", "frosty", "glacier", "glaciers"],
    reflection:
      "Ice is water held still, so it may stand for feelings that have cooled or been set aside for safekeeping. A frozen pond can bear your weight, yet you tread carefully, listening for cracks. Some dreamers meet ice when a relationship has grown distant; others when they have chosen calm detachment to get through a hard stretch. Thaw, in either case, tends to come slowly and at its own pace.",
    questions: [
      "What have you put on ice, hoping to return to it later?",
      "Did you slip, skate, or stand watching the surface?",
      "Which warm gesture might begin a gentle thaw?",
    ],
  },
  {
    slug: "wind",
    name: "Wind",
    forms: ["wind", "winds", "windy", "breeze", "breezes", "gust", "gusts"],
    reflection:
      "You cannot see the wind, only what it moves: leaves, hair, sails, the door that slams upstairs. Asleep, you may meet it as the forces at work around you that are felt more than understood, such as change in the air, other people's moods, or a restlessness you cannot name. A gentle breeze may feel like encouragement; a gale can feel like being pushed where you did not choose to go.",
    questions: [
      "Was the wind at your back or in your face?",
      "What invisible pressure seems to be pushing you lately?",
      "If you let the air carry you for a while, where might you drift?",
    ],
  },
  {
    slug: "rainbow",
    name: "Rainbow",
    forms: ["rainbow", "rainbows"],
    reflection:
      "A rainbow needs both rain and sunlight, which is why so many cultures read it as a bridge after difficulty. In the story of the flood it is a promise; in Norse myth, a road between worlds; in folklore, a path to gold no one quite reaches. Seeing it in sleep may bring relief, hope, or a wish for something beautiful and fleeting. Consider what storm came before it in the dream.",
    questions: [
      "What difficulty in your life might be easing, even a little?",
      "Did you try to reach the rainbow's end, or simply look?",
      "Which small beauty could you pause for today?",
    ],
  },
  {
    slug: "sky",
    name: "Sky",
    forms: ["sky", "skies", "cloud", "clouds", "cloudy", "horizon"],
    reflection:
      "The sky in a dream is a backdrop that sets the whole mood: wide blue calm, heavy gray cover, a strange color you have never seen awake. Because it arches over everything, it may reflect your outlook, how open or limited the future feels from where you stand. Looking up is also an old human gesture of longing and wonder. Notice the weather above you and how it made you feel.",
    questions: [
      "What color was the sky, and what does that color stir in you?",
      "Does your horizon feel wide or narrow at the moment?",
      "What do you find yourself looking up to, or hoping for?",
    ],
  },
  {
    slug: "city",
    name: "City",
    forms: ["city", "cities", "town", "towns", "downtown", "metropolis"],
    reflection:
      "A city is many lives packed close together, and in dreams it can reflect your social world: the routes you know by heart, the districts you avoid, the crowds that energize or drain you. Wandering unfamiliar streets may mirror a new role you are still learning to navigate. A city you once lived in can bring back who you were then. What was open, what was closed, and how did you move through it?",
    questions: [
      "Did the city feel alive and inviting, or overwhelming?",
      "Which neighborhood of your life have you not visited in a while?",
      "Where do you feel most at home among other people?",
    ],
  },
  {
    slug: "temple",
    name: "Temple",
    forms: ["temple", "temples", "church", "churches", "chapel", "cathedral", "shrine", "mosque"],
    reflection:
      "Sacred buildings in dreams, whether a temple, a chapel or a small roadside shrine, often point toward whatever you hold most worthy of reverence. They may echo faith, or simply a longing for quiet, ritual and meaning in busy days. Some dreamers feel welcomed inside; others stand outside unsure whether they belong. Your own history with such places, tender or complicated, will color what the image brings up.",
    questions: [
      "What do you treat as sacred, even if you would not use that word?",
      "Were you inside the building or standing at its doorway?",
      "What small ritual might bring more calm into your routine?",
    ],
  },
  {
    slug: "castle",
    name: "Castle",
    forms: ["castle", "castles", "palace", "palaces", "fortress", "fortresses", "tower", "towers"],
    reflection:
      "Castles are built to impress and to defend. Such a stronghold may speak of ambitions, a taste for grandeur, or a childhood love of stories with drawbridges and banners. It can equally carry the walls you have raised around your heart, strong enough to keep out danger and, sometimes, company too. Ask whether you were the ruler, the guest, the prisoner in the tower, or the traveler approaching from afar.",
    questions: [
      "What are you defending so carefully right now?",
      "Did you feel at home in the castle, or small within it?",
      "Who would you invite across the drawbridge if you lowered it?",
    ],
  },
  {
    slug: "room",
    name: "Room",
    forms: ["room", "rooms", "chamber", "chambers", "hallway", "hallways", "corridor", "corridors"],
    reflection:
      "Rooms in dreams are frequently read as parts of the self. A familiar room may hold comfort or routine; one you never knew existed can feel like discovering a talent, a memory or a need you had not noticed. Locked rooms suggest something set aside, while long corridors can echo a search still underway. Pay attention to the furnishings, the light, and whether you wanted to stay or leave.",
    questions: [
      "Which room did you enter, and had you seen it before?",
      "What might be waiting in the part of you that you rarely visit?",
      "Is there a space at home you could make more your own?",
    ],
  },
  {
    slug: "basement",
    name: "Basement",
    forms: ["basement", "basements", "cellar", "cellars"],
    reflection:
      "Below the living spaces lies the basement, where we store what we do not use every day and what we would rather not look at. In dreams it can stand for foundations, old memories, or instincts kept out of sight. Going downstairs may feel eerie, yet plenty of dreamers find something useful down there: forgotten tools, boxes from long ago. The dream might be inviting you to sort, not to fear.",
    questions: [
      "What was kept in that cellar, and who put it there?",
      "Which old memory has been surfacing when you least expect it?",
      "What foundation in your life could use some care?",
    ],
  },
  {
    slug: "attic",
    name: "Attic",
    forms: ["attic", "attics", "loft", "lofts", "garret"],
    reflection:
      "Attics gather the past: trunks of letters, outgrown coats, heirlooms wrapped in newspaper. Going up into one in a dream can suggest revisiting family history or ideas you tucked away years ago. Because it sits at the top of the house, some readers also link the attic with the mind and its higher thoughts. Dust and cobwebs need not frighten you; they simply show how long something has waited for your attention.",
    questions: [
      "What did you uncover under the eaves?",
      "Which idea or hope have you stored away for later and never returned to?",
      "What part of your family story would you like to understand better?",
    ],
  },
  {
    slug: "window",
    name: "Window",
    forms: ["window", "windows", "windowsill", "windowpane", "shutters"],
    reflection:
      "A window lets you see without crossing over. Dreaming of looking out can show a wish to observe before acting, or a sense of watching life happen elsewhere. Looking in from outside can echo feeling excluded, or simple curiosity about another way of living. Clean panes, a crack, curtains drawn tight: each detail shades the meaning. Notice what view the dream framed for you, and whether the latch was open.",
    questions: [
      "What were you watching through the window?",
      "Where are you an onlooker when you could step in?",
      "What would you like to let in if you lifted the latch?",
    ],
  },
  {
    slug: "wall",
    name: "Wall",
    forms: ["wall", "walls", "walled", "fence", "fences", "barrier", "barriers"],
    reflection:
      "Walls divide and protect at the same time. A dream wall may show a boundary you have drawn well, one that keeps your energy safe, or an obstacle that blocks you from a person or a plan. Climbing over, breaking through, or walking along it looking for a door are three very different stories. How high it stood, and which side you were on, might tell you more than the bricks themselves.",
    questions: [
      "Was the wall keeping something out or keeping you in?",
      "Which boundary in your life needs strengthening, and which could soften?",
      "What might lie on the far side if you found a way around?",
    ],
  },
  {
    slug: "gate",
    name: "Gate",
    forms: ["gate", "gates", "gateway", "gateways", "portal", "portals"],
    reflection:
      "A gate marks passage from one territory to another, and often it has a keeper or a lock. In dream language it may stand for an opportunity, a transition, or a permission you feel you need from someone else. An open gate can feel like an invitation; a closed one asks what it would take to pass. Many myths place a guardian at the threshold, testing the traveler before the way opens.",
    questions: [
      "Did you pass through the gate, or wait before it?",
      "Whose permission are you still waiting for, and do you truly need it?",
      "What new territory is calling you to step across?",
    ],
  },
  {
    slug: "bed",
    name: "Bed",
    forms: ["bed", "beds", "bedroom", "bedrooms", "mattress", "pillow", "pillows"],
    reflection:
      "Beds hold our most private hours: rest, closeness, sleepless nights, and the dreaming itself. Finding one in your dream may speak of a need for rest, for intimacy, or for a safe place to be unguarded. A strange bed can echo unfamiliar circumstances, while an unmade or crowded one may mirror a life with little room to recover. Consider who else was there, and whether the sheets felt welcoming or cold.",
    questions: [
      "Whose bed was it, and did you feel you belonged there?",
      "How rested do you honestly feel at the end of a day?",
      "What would make your own sleeping space more of a refuge?",
    ],
  },
  {
    slug: "kitchen",
    name: "Kitchen",
    forms: ["kitchen", "kitchens", "pantry", "stove", "oven", "fridge", "refrigerator"],
    reflection:
      "The kitchen is often the warm heart of a home, where nourishment is made and families gather to talk. A dream set there may reflect how you care for yourself and others, or how much you feel cared for in return. A bare or cluttered kitchen might mirror a season of scarcity or hurry, while a busy one can hum with connection. What was on the stove, and who stood beside you?",
    questions: [
      "Who was in the kitchen with you, and what were they doing?",
      "How well are you feeding yourself, in body and in spirit?",
      "Which shared meal would you like to bring back into your week?",
    ],
  },
  {
    slug: "food",
    name: "Food",
    forms: ["food", "foods", "meal", "meals", "eat", "eats", "eating", "ate"],
    reflection:
      "Food in a dream may speak of hunger in a wide sense: for comfort, affection, knowledge, or simple pleasure. A generous table can echo abundance and welcome, while an empty plate or spoiled dish might reflect needs you feel are going unmet. Who served the food matters, as does whether you ate freely or held back. Cravings in sleep sometimes point toward a longing that has not yet been named.",
    questions: [
      "What were you hungry for in the dream, and were you satisfied?",
      "Who feeds you, literally or otherwise, in your waking life?",
      "Which longing might deserve a place at your table?",
    ],
  },
  {
    slug: "bread",
    name: "Bread",
    forms: ["bread", "breads", "loaf", "loaves", "dough", "crust"],
    reflection:
      "Bread is among the oldest symbols of daily sustenance and sharing; breaking it together has sealed friendships across many cultures. In a dream it may carry basic security, the plain reassurance of having enough. Rising dough can suggest growth that needs patience and warmth. Stale or moldy bread, by contrast, might reflect routines that no longer nourish. Consider whether you were baking, buying, or offering the loaf to someone.",
    questions: [
      "What feels like your daily bread, the thing that quietly sustains you?",
      "Who would you like to share a simple supper with?",
      "Which hope of yours is rising slowly and needs more time?",
    ],
  },
  {
    slug: "fruit",
    name: "Fruit",
    forms: ["fruit", "fruits", "apple", "apples", "berry", "berries", "grapes", "peaches"],
    reflection:
      "Ripe fruit is the reward of a long season, so dreams of it often circle around results: effort ripening, pleasure, sweetness, ideas bearing seed. Picking fruit may echo reaching for something you have earned; unripe fruit, impatience; rotting fruit, a chance left too long. The apple alone carries a heavy load of stories, from temptation to knowledge. Notice the taste, and whether the fruit was yours to take.",
    questions: [
      "What have you tended long enough that it is nearly ripe?",
      "Was the fruit sweet, sour, or not yet ready?",
      "Is there something you are reaching for that belongs to someone else?",
    ],
  },
  {
    slug: "eggs",
    name: "Eggs",
    forms: ["egg", "eggs", "eggshell", "eggshells", "yolk", "yolks"],
    reflection:
      "An egg holds a whole life in waiting, which is why traditions around the world use it as an emblem of beginnings and potential. Dreaming of eggs might reflect a plan or hope still in its shell, fragile and not yet ready to show itself. Cracked eggs can echo worry about something delicate, while a nest full of them suggests abundance in the making. Patience and warmth are the old remedies.",
    questions: [
      "What idea or plan are you quietly incubating?",
      "Who or what are you treating as delicately as an eggshell?",
      "What would help a fragile beginning feel safer?",
    ],
  },
  {
    slug: "milk",
    name: "Milk",
    forms: ["milk", "milky", "milked", "cream", "creamy", "dairy"],
    reflection:
      "Milk is the first food, and it tends to bring up themes of nurture, comfort and dependence. A dream of drinking it might reflect a wish to be looked after or soothed. Spilled milk, as the old saying goes, is usually not worth tears, and the image may ask you to release a small mistake. Pouring milk for someone else can mirror your role as a caregiver and what it asks of you.",
    questions: [
      "Who looked after you in the way you needed when you were small?",
      "Is there a minor mishap you are still crying over?",
      "How do you replenish yourself when you have been caring for others?",
    ],
  },
  {
    slug: "knife",
    name: "Knife",
    forms: ["knife", "knives", "blade", "blades", "dagger", "daggers"],
    reflection:
      "A knife cuts, and in dreams the question is usually what needs separating. It can stand for decisiveness, the ability to trim what is unnecessary or to speak a sharp truth. Beside a chopping board it is a tool of care; in a stranger's hand it can frighten. A blade turned toward you might reflect words that stung or a feeling of exposure. Consider who held it and what, if anything, was being cut.",
    questions: [
      "Which tie, task or habit needs a clean, decisive cut?",
      "Have sharp words passed between you and someone recently?",
      "Who was holding the knife, and how did their presence feel?",
    ],
  },
  {
    slug: "weapon",
    name: "Weapon",
    forms: ["weapon", "weapons", "gun", "guns", "pistol", "rifle", "bullet", "bullets"],
    reflection:
      "Weapons in dreams are startling, but they are seldom about violence itself. More often they carry power, defense, or the fear of being harmed, and sometimes anger that has no safe outlet during the day. Holding a weapon may reflect a wish to protect yourself or assert a boundary; facing one can echo feeling threatened or cornered somewhere in your life. Ask what the dream self was trying to guard or claim.",
    questions: [
      "Were you holding the weapon, or was it pointed at you?",
      "Where do you feel you must defend yourself right now?",
      "Is there anger you could express in a calmer, safer way?",
    ],
  },
  {
    slug: "sword",
    name: "Sword",
    forms: ["sword", "swords", "swordsman", "saber", "sabre", "rapier"],
    reflection:
      "The sword is an emblem older than most kingdoms: justice, honor, courage, and the mind that cuts through confusion. Tarot gives it the suit of thought and conflict, and legends hand it to the rightful heir. In a dream, a sword might reflect a challenge you are ready to meet, a principle worth defending, or a decision that needs clarity. Whether you wielded it, surrendered it, or pulled it from stone changes the tale.",
    questions: [
      "What principle would you stand up for if it were tested?",
      "Which decision calls for more clarity than you have given it so far?",
      "Did the sword feel heavy or natural in your hand?",
    ],
  },
  {
    slug: "ring",
    name: "Ring",
    forms: ["ring", "rings", "signet"],
    reflection:
      "A ring is a circle without end, and people have used it for ages to seal promises, mark belonging, or show rank. In dreams it may reflect commitment in love, friendship, work, or to yourself. Losing a ring can echo worry about a bond; finding or receiving one might mirror a new connection or a renewed vow. The metal, the stone and the finger it sat on add their own nuance.",
    questions: [
      "What commitment is most on your mind these days?",
      "Did someone give you the ring, or did you come across it?",
      "Which promise to yourself would you like to renew?",
    ],
  },
  {
    slug: "jewelry",
    name: "Jewelry",
    forms: ["jewelry", "jewellery", "jewel", "jewels", "necklace", "necklaces", "bracelet", "earrings"],
    reflection:
      "Jewelry often speaks, in sleep, of what you value and how you want to be seen. A precious heirloom can carry family ties and inherited gifts; glittering costume pieces might reflect playfulness or a concern about appearances. Receiving jewels may echo feeling cherished, while losing them can mirror doubts about self-worth. Consider whether the pieces felt truly yours, borrowed, or weighed you down with expectation.",
    questions: [
      "Which of your qualities would you call a hidden jewel?",
      "Whose approval have you been dressing up for?",
      "What heirloom, object or trait connects you to your family?",
    ],
  },
  {
    slug: "gold",
    name: "Gold",
    forms: ["gold", "golden", "gilded", "nugget", "nuggets"],
    reflection:
      "Gold has meant worth, sunlight and permanence since the first person saw it glint in a stream. In sleep it can stand for something you prize, a talent you have uncovered, or a sense of inner richness. Alchemists sought to turn base metal into gold, an image of transformation through patient work. Yet gold can also gild a cage; the dream may ask whether something glittering is quite as precious as it seems.",
    questions: [
      "What shines brightest when you take an honest inventory?",
      "Which of your talents has been hidden like ore in rock?",
      "Is anything gleaming that you are valuing for the wrong reasons?",
    ],
  },
  {
    slug: "crown",
    name: "Crown",
    forms: ["crown", "crowns", "crowned", "tiara", "diadem"],
    reflection:
      "A crown rests on the head and marks authority, achievement, or a right to rule. In dreams it can reflect recognition you long for or responsibility you already carry. Wearing one may feel triumphant, or heavy, as the old line says of the uneasy head beneath it. Watching someone else crowned might mirror comparison or admiration. Consider whether the crown fit, slipped, or was placed on you without asking.",
    questions: [
      "Where are you ready to claim more authority over your own life?",
      "Does a recent responsibility feel like an honor or a weight?",
      "Whose recognition do you still find yourself seeking?",
    ],
  },
  {
    slug: "book",
    name: "Book",
    forms: ["book", "books", "novels", "library", "libraries"],
    reflection:
      "Books hold stories, knowledge and other minds, so a dream of one may point to learning, memory, or a chapter of your life being written. An open book can suggest openness and honesty; a closed or locked one, something private or not yet understood. Words that shift on the page are common in dreams and may reflect how hard it feels to pin a situation down. Which book was it, and who wrote it?",
    questions: [
      "If this season of your life were a chapter, what would its title be?",
      "What are you curious to learn more about?",
      "Is there a story you keep rereading instead of turning the page?",
    ],
  },
  {
    slug: "letter",
    name: "Letter",
    forms: ["letter", "letters", "envelope", "envelopes", "postcard", "postcards", "mail"],
    reflection:
      "A letter carries a voice across distance. In dreams it might reflect news you hope for or dread, words left unsaid, or a bond with someone far away. An unopened envelope can hold anticipation; a letter you cannot read may echo a message you have not yet understood. Writing one yourself might show what you long to express. Notice who sent it and how you felt before breaking the seal.",
    questions: [
      "Who do you wish would write to you, and what would you want them to say?",
      "Is there a message you have been meaning to send?",
      "What feeling came over you as you held the envelope?",
    ],
  },
  {
    slug: "map",
    name: "Map",
    forms: ["map", "maps", "atlas", "atlases"],
    reflection:
      "Maps promise orientation. Dreaming of one may mirror a desire for direction, a plan you are drafting, or a need to understand where you truly stand. A torn map, a blank one, or one full of places you do not recognize can reflect the sense that old plans no longer match the land. Old mapmakers, so the story goes, drew sea serpents at the edges; those unknown regions may be exactly where your curiosity wants to go.",
    questions: [
      "Where are you trying to go, and do you know the route?",
      "Which plan of yours might need redrawing?",
      "What unexplored corner of life draws your curiosity?",
    ],
  },
  {
    slug: "clock",
    name: "Clock",
    forms: ["clock", "clocks", "wristwatch", "hourglass", "ticking"],
    reflection:
      "Clocks make time visible, and a dream of one often circles around pressure, deadlines, or the sense that a chance is closing or opening. A stopped clock may reflect a moment you keep returning to; hands spinning too fast can echo feeling rushed through life. The ticking itself might simply be your own pulse of urgency. Ask whose time the clock was keeping, and whether you trusted it.",
    questions: [
      "What deadline, real or imagined, is pressing on you?",
      "Is there a moment in the past that still seems stuck on the clock face?",
      "How would your days change if you felt you had enough time?",
    ],
  },
  {
    slug: "candle",
    name: "Candle",
    forms: ["candle", "candles", "candlelight", "candlestick", "candlesticks", "wick"],
    reflection:
      "A single candle makes a small circle of warmth against the dark, and its flame has long stood for hope, prayer and remembrance. Seen in sleep, it might carry a fragile but steady faith in something, or a vigil you are keeping for a person or an outcome. A guttering wick might mirror energy running low. Lighting candles can echo intention; blowing them out, an ending or a wish.",
    questions: [
      "What are you keeping a light burning for?",
      "Does your own energy feel steady, or is the wick running short?",
      "What wish would you make if you blew out a candle today?",
    ],
  },
  {
    slug: "mask",
    name: "Mask",
    forms: ["mask", "masks", "masked", "disguise", "disguised", "masquerade"],
    reflection:
      "Masks hide a face and reveal a role. Wearing one while you sleep can point to the personas you put on at work, at family gatherings or online, and how tiring they can become. Seeing masked figures can echo uncertainty about someone's intentions. In carnival traditions, though, a mask also frees people to play. Consider whether the dream mask protected you, concealed you, or let you try on a different self.",
    questions: [
      "Which face do you show most often, and is it truly yours?",
      "Is there someone whose real feelings you are unsure of?",
      "Where could you be a little more openly yourself this week?",
    ],
  },
  {
    slug: "doll",
    name: "Doll",
    forms: ["doll", "dolls", "dollhouse", "puppet", "puppets", "mannequin", "mannequins"],
    reflection:
      "Dolls are miniature people, and in dreams they often bring up childhood, play, or the feeling of being handled by others. A beloved doll may carry comfort and memory; a lifeless or eerie one might echo a sense of being controlled or of performing without feeling. Puppets in particular raise the question of who pulls the strings. Notice whether you were the one playing, or the one being moved.",
    questions: [
      "Who, if anyone, seems to pull your strings these days?",
      "What childhood comfort have you missed lately?",
      "Are there feelings you act out rather than truly feel?",
    ],
  },
  {
    slug: "clown",
    name: "Clown",
    forms: ["clown", "clowns", "jester", "jesters"],
    reflection:
      "Clowns are meant to delight, yet many people find them unsettling, and the sleeping mind can hold both at once. The painted smile may reflect cheerfulness you perform while feeling something else underneath. Court jesters were allowed to mock kings and tell truths no one else dared, so the image may point to honesty wrapped in humor. Ask whether the clown amused you, unnerved you, or wore your face.",
    questions: [
      "Where are you smiling on the outside while feeling otherwise?",
      "What truth might be easier to say with a touch of humor?",
      "When did you last laugh without holding back?",
    ],
  },
  {
    slug: "monster",
    name: "Monster",
    forms: ["monster", "monsters", "creature", "creatures", "beast", "beasts", "demon", "demons"],
    reflection:
      "Monsters in dreams are usually made of feelings rather than flesh. They often take the shape of something you are avoiding: a worry, a conflict, an impulse, or some side of yourself that is hard to accept. Running from them tends to keep them large; turning around to look, even in imagination, sometimes shrinks them to a manageable size. Try describing the creature in daylight and naming what it wanted.",
    questions: [
      "If the monster could speak, what would it ask of you?",
      "What have you been avoiding that grows larger the longer you wait?",
      "Which part of yourself would you rather hide from others?",
    ],
  },
  {
    slug: "vampire",
    name: "Vampire",
    forms: ["vampire", "vampires", "vampiric"],
    reflection:
      "Folklore made the vampire a creature that feeds on the living, and in dreams it often appears when something feels draining. It might reflect a relationship that takes more than it gives, a habit that saps your energy, or a fascination with what is forbidden and alluring. By tradition a vampire cannot enter without being invited, which raises a gentle question about the invitations you extend. Who, or what, is leaving you tired?",
    questions: [
      "Which relationship or routine leaves you most depleted?",
      "Have you invited something in that you now wish to send away?",
      "What helps you restore your energy after a draining day?",
    ],
  },
  {
    slug: "witch",
    name: "Witch",
    forms: ["witch", "witches", "witchcraft", "wizard", "wizards", "sorcerer", "sorceress", "warlock"],
    reflection:
      "The witch of stories is many things at once: healer, outcast, wise woman, trickster, villain. Meeting one at night might touch on your relationship with intuition, independence, or hidden power, or a fear of being judged for being different. A kindly witch might echo trust in your own knowing; a threatening one can mirror an influence you feel has a hold on you. What spell was being cast, and by whom?",
    questions: [
      "Where do you trust your instincts, and where do you doubt them?",
      "Is there a side of you that others might misunderstand?",
      "What would you change if you had a little everyday magic?",
    ],
  },
  {
    slug: "royalty",
    name: "Royalty",
    forms: ["royalty", "royal", "king", "kings", "queen", "queens", "prince", "princess"],
    reflection:
      "Kings, queens, princes and princesses in dreams tend to reflect authority, status and self-regard. Meeting royalty might mirror your feelings about people in power, or a wish to be treated with dignity. Being royal yourself can echo confidence, or the weight of expectations you inherited. Fairy tales also use a monarch for the whole personality, ruling its inner kingdom well or poorly. Which royal were you, and how did you govern?",
    questions: [
      "How do you feel around people with authority over you?",
      "In what area would you like to rule your own life more wisely?",
      "What expectations did you inherit that may not suit you?",
    ],
  },
  {
    slug: "teacher",
    name: "Teacher",
    forms: ["teacher", "teachers", "professor", "professors", "tutor", "mentor", "mentors"],
    reflection:
      "A teacher in a dream may stand for guidance, judgment, or a lesson you are in the middle of learning. Old teachers often return when you face a situation that feels like a test of what you know. A kind mentor can reflect your own inner wisdom; a stern one might echo self-criticism. Becoming the teacher yourself could point to knowledge you are ready to share. What subject was on the board?",
    questions: [
      "What lesson does life seem to be repeating for you lately?",
      "Whose voice do you hear when you criticize yourself?",
      "What could you teach someone else from your own experience?",
    ],
  },
  {
    slug: "child",
    name: "Child",
    forms: ["child", "children", "kid", "kids", "childhood", "son", "daughter"],
    reflection:
      "A child in a dream can be your own, a stranger's, or the young self you once were. Often the image points to innocence, playfulness, vulnerability, or needs that were never quite met. Caring for a child may mirror something new you are nurturing, such as a project or a fresh side of your personality. A crying or wandering child might reflect tenderness asking for attention. Whose child was it?",
    questions: [
      "What did you love doing as a child that you have stopped doing?",
      "Which new part of your life needs nurturing now?",
      "How might you comfort your younger self if you could?",
    ],
  },
  {
    slug: "grandparent",
    name: "Grandparent",
    forms: ["grandparent", "grandparents", "grandmother", "grandfather", "grandma", "grandpa", "granny", "grandad"],
    reflection:
      "Grandparents often appear in dreams as keepers of memory, continuity and unhurried love. A visit from one, especially someone no longer living, can feel like comfort, reassurance, or a reminder of family values and old wisdom. Some people treasure these dreams as a kind of conversation; others simply wake with the smell of a familiar kitchen. Think about what that elder stood for and what they might say to you now.",
    questions: [
      "What did the elders in your life teach you without words?",
      "Which family tradition would you like to keep alive?",
      "What advice do you imagine your grandparents would give you today?",
    ],
  },
  {
    slug: "twins",
    name: "Twins",
    forms: ["twin", "twins", "doppelganger", "lookalike", "lookalikes"],
    reflection:
      "Twins double the world. Dreaming of them may point to two sides of a choice, two roles you are balancing, or a part of yourself mirrored back in someone else. Identical twins can echo questions of individuality, of being seen as your own person; meeting your own double may feel uncanny, as if the dream were showing you how others see you. Consider which twin you felt closer to.",
    questions: [
      "What two paths or roles are you trying to balance?",
      "Do you feel seen as yourself, or compared with someone else?",
      "If you met your double, what would you want to ask them?",
    ],
  },
  {
    slug: "crowd",
    name: "Crowd",
    forms: ["crowd", "crowds", "crowded", "throng", "audience", "mob"],
    reflection:
      "A crowd can carry you along or swallow you whole. Getting lost in the throng might mirror anonymity, pressure to conform, or not being heard. Standing before an audience can stir the wish, or the worry, to be seen and judged. A joyful crowd, cheering together, echoes belonging. Notice where you were in relation to the mass of people: at its center, its edge, or above it.",
    questions: [
      "Where do you feel pressure to go along with everyone else?",
      "Do you want more attention right now, or less?",
      "Which group of people makes you feel you truly belong?",
    ],
  },
  {
    slug: "party",
    name: "Party",
    forms: ["party", "parties", "celebration", "celebrations", "festival", "festivals", "birthday", "feast"],
    reflection:
      "Parties in dreams bring people together for joy, but the feeling inside one can vary widely. Laughing and mingling may reflect a hunger for connection or a recent achievement worth marking. Arriving uninvited, standing alone by the drinks table, or finding the hall empty can echo worries about fitting in. A birthday party might ask how you feel about growing older. What were you celebrating, and with whom?",
    questions: [
      "What recent win have you not yet taken time to celebrate?",
      "Where do you feel like a welcome guest, and where like an outsider?",
      "Who would you gather if you threw a party this weekend?",
    ],
  },
  {
    slug: "dancing",
    name: "Dancing",
    forms: ["dance", "dances", "danced", "dancing", "dancer", "dancers", "waltz", "ballet"],
    reflection:
      "Dancing joins body, rhythm and feeling, and in sleep it often carries freedom, harmony or flirtation. Moving in step with a partner might reflect a relationship flowing well; stumbling or missing the beat can echo a sense of being out of sync with someone. Dancing alone in an empty hall may be a picture of self-expression without onlookers. How did your body feel as the music played?",
    questions: [
      "Where are you moving in rhythm, and where out of step?",
      "When did you last let your body move just for joy?",
      "Who would you like to be more in tune with?",
    ],
  },
  {
    slug: "singing",
    name: "Singing",
    forms: ["sing", "sings", "sang", "sung", "singing", "singer", "song", "songs"],
    reflection:
      "A voice raised in song is a voice that wants to be heard. Dreams of singing can carry joy, creativity, or feelings that spoken words cannot quite hold. Singing beautifully might mirror confidence; losing your voice mid-song can echo a fear of not being listened to. A familiar tune may carry a memory or mood worth exploring. Think about the lyrics, if you remember them, and who was listening.",
    questions: [
      "What have you been wanting to say out loud?",
      "Which tune has been running through your head, and what does it bring back?",
      "Where could you share your voice more freely?",
    ],
  },
  {
    slug: "swimming",
    name: "Swimming",
    forms: ["swim", "swims", "swam", "swum", "swimming", "swimmer", "swimmers"],
    reflection:
      "Swimming is moving through feeling, since water so often stands for emotion in dreams. Gliding easily could show that you are handling a situation well and trusting your own strength. Struggling against a current can mirror effort spent fighting circumstances rather than working with them. The kind of water matters too: a clear pool, a murky lake, the open sea. How confident did you feel, and what were you swimming toward?",
    questions: [
      "Do you feel you are keeping your head above water lately?",
      "Are you swimming with the current of your life or against it?",
      "What would help you feel more at ease in deep feelings?",
    ],
  },
  {
    slug: "drowning",
    name: "Drowning",
    forms: ["drown", "drowns", "drowned", "drowning"],
    reflection:
      "Drowning dreams can shake you awake, and they tend to come when something feels like too much: too many demands, too many feelings at once, too little room to breathe. The image is not a forecast; it tends to mirror overwhelm. Notice whether someone reached for you, whether you found the surface, or whether you discovered you could breathe underwater after all. Each ending tells a different story.",
    questions: [
      "What in your days feels like more than you can hold right now?",
      "Who could you reach out to for a hand?",
      "What one demand could you set down this week to find more air?",
    ],
  },
  {
    slug: "climbing",
    name: "Climbing",
    forms: ["climb", "climbs", "climbed", "climbing", "climber", "climbers", "clambered"],
    reflection:
      "Climbing is effort made visible. Whether it is a cliff, a trunk, a rope or a ladder, a dream ascent may reflect ambition, progress toward a goal, or the struggle of a steep stretch in life. Reaching the top can bring a rush of satisfaction; slipping or stalling halfway might echo doubt about your footing. Consider how you felt about the height and whether anyone was climbing with you.",
    questions: [
      "What goal are you working your way toward, handhold by handhold?",
      "Where do you feel unsure of your footing?",
      "Who could support you as you keep going up?",
    ],
  },
  {
    slug: "frozen-in-place",
    name: "Frozen in Place",
    forms: ["frozen", "froze", "freeze", "paralyzed", "paralysed", "immobile", "motionless"],
    reflection:
      "Few dream moments feel as helpless as trying to move and finding that you cannot. Being stuck to the spot may reflect a situation where you feel unable to act, or held back by hesitation. Sleep researchers note that the body naturally stays still during vivid dreaming, and sometimes that stillness seeps into the story. It can help to ask where, awake, you are waiting for permission to take one step.",
    questions: [
      "In which situation do you feel unable to make a move?",
      "What small step could you take even while feeling uncertain?",
      "What would you do first if no one's approval were needed?",
    ],
  },
  {
    slug: "glass",
    name: "Glass",
    forms: ["glass", "glassy", "shard", "shards", "shattered", "shattering"],
    reflection:
      "Glass is both barrier and view: you can see through it, yet you cannot pass. A dream of glass may reflect fragility, transparency, or a feeling of being close to something and still separated from it. Breaking glass often startles, and may echo a sudden change, a boundary crossed, or an illusion ending. Walking carefully across broken pieces can mirror caution after a hurt. What was the glass protecting?",
    questions: [
      "What feels close enough to see but just out of reach?",
      "Has an illusion of yours recently cracked?",
      "Where are you stepping carefully after something broke?",
    ],
  },
  {
    slug: "wound",
    name: "Wound",
    forms: ["wound", "wounds", "wounded", "injury", "injuries", "injured", "scar", "scars"],
    reflection:
      "A dream wound can stand for a hurt that has not fully healed, perhaps an old disappointment or words that struck deep. Where it sits can shape its meaning for you: a hand that cannot hold, a chest that aches, a leg that slows you down. Tending the injury suggests recovery underway; ignoring it might mirror pain you have been pushing aside. Scars, too, can tell of survival and strength.",
    questions: [
      "What hurt are you still carrying, even quietly?",
      "How might you tend to it with the care you would give a friend?",
      "What have your old scars taught you about your own resilience?",
    ],
  },
  {
    slug: "illness",
    name: "Illness",
    forms: ["illness", "illnesses", "ill", "sick", "sickness", "disease", "fever", "flu"],
    reflection:
      "Being sick in a dream is rarely a report on the body. More often it mirrors depletion, the sense that something in your life is out of balance, or a wish to be cared for and excused from demands for a while. Nursing someone else may echo worry for a person you love or the weight of responsibility. If a real health concern is on your mind, a doctor is the one to ask; the dream is a story.",
    questions: [
      "What part of your life feels out of balance right now?",
      "Where do you wish someone would take care of you for a change?",
      "What rest or help might you give yourself this week?",
    ],
  },
  {
    slug: "cooking",
    name: "Cooking",
    forms: ["cook", "cooks", "cooking", "cooked", "bake", "baking", "baked", "recipe"],
    reflection:
      "Cooking turns raw ingredients into nourishment, and stirring a pot in sleep can reflect creativity, care, or a project you are bringing together piece by piece. Following a recipe can echo a wish for structure; improvising, a readiness to trust your own taste. Burning a dish or missing an ingredient might mirror fear of not getting something right. Who were you cooking for, and did they come to the table?",
    questions: [
      "What are you trying to bring together at the moment?",
      "Do you prefer following the recipe or inventing as you go?",
      "Who would you love to feed, and what would you make for them?",
    ],
  },
  {
    slug: "shopping",
    name: "Shopping",
    forms: ["shop", "shops", "shopping", "shopped", "mall", "market", "supermarket", "boutique"],
    reflection:
      "Shopping in dreams is about choosing, wanting and weighing value. Wandering aisles may reflect a search for something you cannot quite name; filling a basket can echo abundance or a hunger to fill an empty space. Being unable to find an item, or to afford it, might mirror doubts about your worth or resources. Notice what you reached for, and what you put back on the shelf.",
    questions: [
      "What are you searching for that may not be for sale?",
      "Which choices come with so many options that you stall?",
      "What are you buying, doing or saying to fill a gap?",
    ],
  },
  {
    slug: "luggage",
    name: "Luggage",
    forms: ["luggage", "suitcase", "suitcases", "baggage", "backpack", "packing", "unpacking"],
    reflection:
      "Luggage is what we carry from one place to the next, and its dream meaning sits close to the everyday phrase 'emotional baggage.' A heavy suitcase may reflect burdens or old stories you are dragging along; mislaid luggage can echo a fear of losing parts of your identity, or a hidden wish to travel light. Packing in a hurry might mirror unreadiness for a change. What was inside the bag?",
    questions: [
      "What are you carrying that you could set down?",
      "If you could take only one bag into your next chapter, what would go in it?",
      "Do you feel ready for the journey ahead, or still packing?",
    ],
  },
  {
    slug: "ticket",
    name: "Ticket",
    forms: ["ticket", "tickets", "passport", "passports"],
    reflection:
      "A ticket is permission to go somewhere or see something. Held in a dream, it can stand for an opportunity, a pass you feel you have earned, or access you fear you lack. Losing your ticket at the barrier can echo worry about missing a chance or not being allowed in; holding one for an unknown destination might mirror openness to adventure. Where was the ticket meant to take you?",
    questions: [
      "What opportunity are you hoping to be admitted to?",
      "Do you believe you have earned your place?",
      "Where would you go if you held an open ticket today?",
    ],
  },
  {
    slug: "computer",
    name: "Computer",
    forms: ["computer", "computers", "laptop", "laptops", "keyboard", "internet"],
    reflection:
      "Computers in dreams are often about work, communication, and the mind's own processing. A machine that crashes or hangs might mirror overload, too many tabs open in life as well as on screen. Searching for a missing file can echo the effort to retrieve a memory or a plan. Typing messages no one receives might echo feeling unheard. Ask whether the screen showed something you needed or something you wished to avoid.",
    questions: [
      "How many mental tabs do you have open right now?",
      "What information are you struggling to retrieve or organize?",
      "Which message have you sent that still awaits a reply?",
    ],
  },
  {
    slug: "photograph",
    name: "Photograph",
    forms: ["photograph", "photographs", "photo", "photos", "picture", "pictures", "camera", "snapshot"],
    reflection:
      "A photograph stops a moment that has already gone. Old pictures in sleep often stir nostalgia, a wish to hold on to someone, or a need to look at the past more clearly. Taking photos can echo a desire to preserve the present before it slips away. A blurred, faded or torn image might mirror memories that are changing with time. Who was in the frame, and who was missing?",
    questions: [
      "Which moment from your past would you most like to revisit?",
      "What about the present do you want to remember clearly?",
      "Is anyone missing from the picture you keep of your life?",
    ],
  },
  {
    slug: "painting",
    name: "Painting",
    forms: ["painting", "paintings", "paint", "painted", "painter", "canvas", "portrait", "easel"],
    reflection:
      "A painting is a world seen through one person's eyes and hands. In dreams it may reflect creativity, self-expression, or how you are shaping the image of your own life. Painting yourself can suggest that you are choosing the colors now; looking at someone else's work may echo admiration or a new perspective. An unfinished canvas might point to a project, or a self, still in progress.",
    questions: [
      "If your life were a canvas, which colors would dominate at the moment?",
      "What would you create if no one were going to judge it?",
      "What unfinished work is waiting for your brush?",
    ],
  },
  {
    slug: "treasure",
    name: "Treasure",
    forms: ["treasure", "treasures", "treasured", "hoard"],
    reflection:
      "Buried treasure has lured dreamers since the first pirate tale, and finding it in sleep often reflects discovering value you did not know you had: a skill, a memory, a relationship, a hidden strength. Searching with a map might mirror a quest for meaning or fulfillment. Guarding a hoard can echo fear of loss. The dream may ask what you truly count as riches, and who shares them with you.",
    questions: [
      "What hidden strength have you recently uncovered in yourself?",
      "What are you guarding so tightly that you cannot enjoy it?",
      "Which of your riches cannot be counted in money?",
    ],
  },
  {
    slug: "butterfly",
    name: "Butterfly",
    forms: ["butterfly", "butterflies", "caterpillar", "caterpillars", "cocoon", "chrysalis"],
    reflection:
      "Few creatures carry transformation as clearly as the butterfly, which begins as a crawling caterpillar and emerges with wings. Its appearance can echo personal change, lightness, or a fresh start after a quiet period of growth. In several traditions it stands for the soul. A butterfly that will not land might echo restlessness; one resting on your hand, a rare moment of peace.",
    questions: [
      "What in you is changing form right now?",
      "Are you in the cocoon stage, waiting, or ready to fly?",
      "Where could you let a little more lightness into your days?",
    ],
  },
  {
    slug: "bee",
    name: "Bee",
    forms: ["bee", "bees", "honeybee", "honeybees", "hive", "beehive", "honey"],
    reflection:
      "Bees are tireless workers and careful builders of community, and dreams of them can hum with industry and cooperation, or with the pace of a busy season. The honey they make suggests sweetness earned through effort. A swarm can echo a buzz of activity you cannot control, while a sting might mirror a small, sharp hurt. Beekeepers traditionally told their bees the family news; perhaps the dream asks what you have kept from your hive.",
    questions: [
      "Where are you working hard, and does it feel sweet or exhausting?",
      "How well do you cooperate with the people around you?",
      "What news have you been keeping to yourself?",
    ],
  },
  {
    slug: "owl",
    name: "Owl",
    forms: ["owl", "owls", "owlet", "owlets"],
    reflection:
      "The owl sees in the dark and moves in silence, so it often carries wisdom, intuition, and the ability to notice what others miss. Ancient Athens linked it with its goddess of wisdom. Yet in some cultures its call at night was heard with unease, and the dream may hold both notes. An owl watching you might reflect a need to look more closely at something you sense but cannot yet see.",
    questions: [
      "What are you sensing beneath the surface of a current situation?",
      "Whose quiet wisdom could help you now?",
      "What might you notice if you watched patiently for a while?",
    ],
  },
  {
    slug: "rabbit",
    name: "Rabbit",
    forms: ["rabbit", "rabbits", "bunny", "bunnies", "hare", "hares"],
    reflection:
      "Rabbits are quick, gentle and famously fertile, so they may carry abundance, new beginnings, or a sense of nervous alertness. Following one down a hole, as a much-loved story has it, can reflect curiosity leading you into a strange new world. A frightened rabbit might mirror feeling exposed or jumpy. In folklore the hare is often a trickster, or a creature that belongs to the moon.",
    questions: [
      "What are you tempted to follow down an unknown path?",
      "Where do you feel skittish or on alert?",
      "What is multiplying in your life, for better or worse?",
    ],
  },
  {
    slug: "mouse",
    name: "Mouse",
    forms: ["mouse", "mice", "rat", "rats", "rodent", "rodents"],
    reflection:
      "Mice and rats slip through small gaps and notice crumbs, so in dreams they often point to small things: minor worries that gnaw, details you have overlooked, or a quiet part of you that feels timid. A rat may carry distrust or something unwelcome that has crept in. Yet a mouse can also be resourceful and brave beyond its size, as in many fables. What was it after?",
    questions: [
      "What small worry keeps nibbling at your attention?",
      "Where do you make yourself smaller than you are?",
      "Is there a detail you have been ignoring that deserves a look?",
    ],
  },
  {
    slug: "shark",
    name: "Shark",
    forms: ["shark", "sharks"],
    reflection:
      "A shark glides beneath the surface, and meeting one at night may stir a sense of hidden threat, aggression, or someone circling with their own agenda. It may also mirror your own drive, the part of you that keeps moving and goes after what it wants. The fear it stirs is real in the dream, yet the image usually points to feelings rather than events. Was the shark hunting you, or were you watching it from a safe distance?",
    questions: [
      "Is there someone around you whose intentions feel uncertain?",
      "Where might your own ambition be too sharp, or not sharp enough?",
      "What feels like it is circling beneath your calm?",
    ],
  },
  {
    slug: "whale",
    name: "Whale",
    forms: ["whale", "whales", "orca", "orcas"],
    reflection:
      "Whales are the giants of the deep, and in dreams they can carry vastness, ancient memory, and emotions too large to see all at once. Their songs travel for miles, which may echo a longing to communicate across distance. Being swallowed by a whale, as in the old story of Jonah, can reflect a time of retreat before a return transformed. Seeing one surface may feel like awe itself.",
    questions: [
      "What feeling in you is larger than you usually admit?",
      "Who are you trying to reach across a great distance?",
      "Is this a season for diving deep or coming up for air?",
    ],
  },
];
