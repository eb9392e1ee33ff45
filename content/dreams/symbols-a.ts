import type { DreamSymbolContent } from "../../src/shared/dreams/content-types";

/**
 * The first half of the dream symbol dictionary (75 symbols, falling … forest), in the dictionary's order,
 * in the oracle's voice: what each symbol often carries, offered as possibilities, and three questions to
 * ask oneself. Nothing here diagnoses or foretells; a dream of death is read as endings and change.
 */
export const SYMBOLS_A: DreamSymbolContent[] = [
  {
    slug: "falling",
    name: "Falling",
    forms: ["fall", "falls", "fell", "falling", "fallen", "tumbling", "plunging", "plummeting"],
    reflection:
      "Few dream images are as common as the sudden drop, the stomach lurching as the ground vanishes. A fall can echo a moment when your footing feels uncertain: a plan slipping, a role you doubt you can hold, a grip you have kept too tight for too long. Some dreamers notice the opposite as well, a strange relief in letting go. Think about what you were standing on before the drop, and whether the landing, if it came, felt harsh or surprisingly soft.",
    questions: [
      "Where in your days does the ground feel least steady right now?",
      "What would it cost you to loosen your grip on one thing you are holding too hard?",
      "Did the fall frighten you, or was part of it a release?",
    ],
  },
  {
    slug: "flying",
    name: "Flying",
    forms: ["fly", "flew", "flying", "flown", "soaring", "soared", "levitating", "hovering"],
    reflection:
      "Rising off the ground without wings is one of the oldest pleasures the sleeping mind offers. Flight often carries a taste of freedom and ease, the chance to see your life from above, where its tangles look smaller. Notice how you flew: effortlessly, straining to stay aloft, or dragged down by power lines and rooftops. The quality of the flight may say as much as its height, hinting at where you feel unbound and where something still tugs at your ankles.",
    questions: [
      "What in your life lately has made you feel lighter?",
      "Who or what kept you from rising higher in the dream?",
      "If you could look down on your current worries from a great height, which one would shrink first?",
    ],
  },
  {
    slug: "teeth",
    name: "Teeth",
    forms: ["teeth", "tooth", "molar", "molars", "toothless", "dentist"],
    reflection:
      "Teeth that crumble, loosen or drop into your palm turn up in dreams across many cultures, and folk traditions have read them in a dozen ways. A gentler reading looks at what teeth do: they bite, chew, smile and show. Such a dream may hint at concern about how you come across, words you wish you had said differently, or a sense of losing your bite in some situation. Notice whose gaze you felt while it happened, and what you tried to cover.",
    questions: [
      "Where are you unsure of how others see you at the moment?",
      "Is there something you have been chewing on for weeks without deciding to swallow it or spit it out?",
      "What did you do with the loose teeth in the dream, hide them or show them?",
    ],
  },
  {
    slug: "water",
    name: "Water",
    forms: ["water", "waters", "watery", "lake", "lakes", "pond", "puddle", "puddles"],
    reflection:
      "Water is the shape-shifter of the dream world: still as glass, muddy, warm, icy, or rising around your knees. Many interpreters link it with feeling, since emotions, like water, find their own level and seep into every crack. Look at its clarity and its temperature. Clear, calm water may echo a settled heart; murky water might point to something you have not yet looked at closely. Your own comfort in it matters more than any rule a book could give.",
    questions: [
      "Was the water clear enough to see the bottom, and what might that say about a feeling you carry?",
      "Which emotion has been quietly rising in you this week?",
      "How close did you go to the water, and what held you back or drew you in?",
    ],
  },
  {
    slug: "ocean",
    name: "Ocean",
    forms: ["ocean", "oceans", "sea", "seas", "tide", "tides"],
    reflection:
      "The ocean is too vast to see across, and in dreams it often stands for whatever in you is larger than your daily self: deep longing, the unknown, a pull older than reason. Its mood counts. A glittering, calm sea may feel like an invitation; towering waves can resemble a period when life seems to arrive in sets you cannot control. Standing on the sand and watching is a very different dream from being out beyond your depth.",
    questions: [
      "What feels vast and unmeasured in your life right now?",
      "Were you watching the sea or inside it, and which do you tend to do with big feelings?",
      "When did you last let a large wave of feeling pass without fighting it?",
    ],
  },
  {
    slug: "river",
    name: "River",
    forms: ["river", "rivers", "stream", "streams", "creek", "riverbank"],
    reflection:
      "A river always moves one way, and dreamers often meet it at a crossing point: wanting to reach the far bank, drifting with the current, or watching from the edge. Rivers carry an ancient sense of time passing and of a life's course. A fast, narrow stream might echo a stretch of days that rushes you along; a broad, slow river may suggest patience. Whether you fought the flow or floated with it is worth a moment's thought over breakfast.",
    questions: [
      "Which direction did the river carry you, and would you have chosen it?",
      "Is there a far bank you have been meaning to reach?",
      "Where are you paddling hard against a current that might be carrying you somewhere good?",
    ],
  },
  {
    slug: "rain",
    name: "Rain",
    forms: ["rain", "rains", "rained", "raining", "rainy", "drizzle", "downpour", "raindrops"],
    reflection:
      "Rain can soak a dream in melancholy or wash it clean. Folk reading has long linked it with release and renewal, the dry field answered at last, and with tears that finally come. Your place in it changes the tone: sheltering under an awning, dancing in the street, or standing drenched without a coat. A gentle drizzle might accompany quiet grief or quiet relief; a sudden downpour can echo feelings that arrived all at once and would not wait.",
    questions: [
      "What would you let yourself feel if no one were watching?",
      "Were you sheltering from the rain or welcoming it on your face?",
      "Which part of your life feels parched and ready for water?",
    ],
  },
  {
    slug: "flood",
    name: "Flood",
    forms: ["flood", "floods", "flooded", "flooding", "deluge", "overflowing", "inundated"],
    reflection:
      "When water leaves its banks and fills streets or rooms, the dream often speaks of too much at once: demands, news, feelings, other people's needs pouring in faster than you can bail. A flood is not only loss, though. In many old stories the waters recede and leave rich soil behind them. Notice what you reached for as the level rose and where you found higher ground, since those choices can hint at what you value most.",
    questions: [
      "What is arriving faster than you can make room for it?",
      "Which small thing could you set down to lower the water by an inch?",
      "Where is your higher ground, the person or place that keeps you dry?",
    ],
  },
  {
    slug: "fire",
    name: "Fire",
    forms: ["fire", "fires", "flames", "burning", "burned", "burnt", "blaze", "ablaze"],
    reflection:
      "Fire both warms and consumes, and dream fires carry that double nature. A hearth or a campfire may echo comfort, passion or creative heat; a house ablaze can stand for anger, urgency, or the wish to clear away what no longer serves. Notice whether you were feeding the flames, fleeing them or simply watching, fascinated. Many traditions treat fire as transformation: what burns is changed rather than erased, and farmers have long worked ash back into the soil.",
    questions: [
      "What is burning brightly in you right now: desire, anger or inspiration?",
      "Could you secretly be longing to see something cleared away?",
      "Were you tending the fire or escaping it, and what does that tell you?",
    ],
  },
  {
    slug: "house",
    name: "House",
    forms: ["house", "houses", "home", "homes", "mansion", "cottage", "household"],
    reflection:
      "Dream houses are often read as portraits of the self, each floor and room a different layer of your life. Finding an unknown wing in a familiar home is a classic image, perhaps of abilities or longings you have not yet explored. A crumbling house may reflect a season of feeling stretched thin; a bright, orderly one can show steadiness. Pay attention to the rooms you entered and the ones you left shut.",
    questions: [
      "Which room in the dream house did you linger in, and why that one?",
      "Have you lately discovered a part of yourself, like an unexplored wing?",
      "What repair, to your home or to your habits, have you been putting off?",
    ],
  },
  {
    slug: "door",
    name: "Door",
    forms: ["door", "doors", "doorway", "doorways", "doorstep", "doorknob"],
    reflection:
      "A door is a decision made visible. Dreams of doors tend to gather around thresholds: opportunities, transitions, boundaries you may want to keep or to cross. One that will not open might echo frustration at a barrier; one that swings wide can feel like permission. If several appeared, think about which you chose and why. Knocking and waiting is a different posture from walking straight through, and both say something about how you meet change.",
    questions: [
      "What threshold are you standing at in your waking life?",
      "Whose permission do you feel you need before walking through?",
      "Which door did you leave closed, and are you relieved or curious about it?",
    ],
  },
  {
    slug: "key",
    name: "Key",
    forms: ["key", "keys", "keyhole", "unlock", "unlocked", "unlocking"],
    reflection:
      "Keys promise access: to rooms, secrets, trust and answers. Finding one in a dream may feel like a solution surfacing; losing one can echo a worry about being shut out, or about misplacing something that mattered. Consider who gave you the key, if anyone, and what it opened. Some dreamers find they were holding the right key all along and simply never tried the lock, which can be a gentle nudge toward confidence.",
    questions: [
      "What problem feels close to unlocking right now?",
      "Who in your life holds a key you would like to have?",
      "Might you already carry an answer you have not yet tried?",
    ],
  },
  {
    slug: "stairs",
    name: "Stairs",
    forms: ["stairs", "stair", "staircase", "staircases", "stairway", "stairwell"],
    reflection:
      "Stairs link levels, and in dreams they often carry a sense of progress or descent. Going up can echo effort toward a goal, growth, or a wish to see more; going down may suggest turning inward, toward memory or buried feelings. Staircases that twist, break off or multiply endlessly are common and can resemble a path that feels unclear. Notice how your legs felt: light and eager, or heavy, as if each step asked too much.",
    questions: [
      "Were you going up or down, and does that match the direction your life seems to be taking?",
      "What step in front of you feels heavier than it should?",
      "If the stairs led nowhere, where would you have wanted them to go?",
    ],
  },
  {
    slug: "elevator",
    name: "Elevator",
    forms: ["elevator", "elevators"],
    reflection:
      "An elevator moves you between floors without your own effort, so dreams of one often turn on control. Rising fast may echo a rapid change in status or responsibility; plunging can feel like events moving beneath you. Elevators that stall, open on the wrong floor or travel sideways are frequent, and some dreamers connect them with pace, with being carried somewhere before feeling ready. It is worth asking who pressed the buttons.",
    questions: [
      "Where in your life are you being carried along rather than choosing each floor?",
      "Did the elevator stop where you wanted, and if not, where did it leave you?",
      "How would the slower way up feel, climbing by your own effort?",
    ],
  },
  {
    slug: "bridge",
    name: "Bridge",
    forms: ["bridge", "bridges", "footbridge"],
    reflection:
      "A bridge joins two places that were apart, and dream bridges often appear at turning points: a move, a reconciliation, a choice between what you know and what lies across the gap. Its state matters. A sturdy stone span may echo confidence in a transition; swaying planks or a half-built crossing might reflect doubt. You could also consider who waited on the other side, or whether you were the one building the bridge for someone else.",
    questions: [
      "What two parts of your life, or which two people, are you trying to connect?",
      "How sure-footed did you feel while crossing?",
      "Is there a bridge you burned that you might quietly rebuild?",
    ],
  },
  {
    slug: "road",
    name: "Road",
    forms: ["road", "roads", "street", "streets", "highway", "path", "pathway"],
    reflection:
      "Roads in dreams often trace the direction your life seems to be heading. A straight, open highway may feel like clarity; a winding lane, a fork or a dead end can echo choices and uncertainty. Notice the surface beneath you, smooth asphalt, gravel or mud, and whether you walked, drove or were driven. Losing the road entirely is common and may point to wanting guidance, or to the freedom of setting off across open country.",
    questions: [
      "Which fork have you been standing at, and what keeps you from choosing?",
      "Who else was on the road with you?",
      "If you left the road altogether, where would you wander?",
    ],
  },
  {
    slug: "car",
    name: "Car",
    forms: ["car", "cars", "driving", "drive", "drove", "driven", "driver", "vehicle"],
    reflection:
      "A car is a classic image of how you steer through life. Who sat at the wheel matters most: driving yourself may speak of agency, while riding in the back as someone else drives can feel like being carried by other people's choices. Brakes that fail or an engine that will not start are frequent themes, often tied to worries about pace or control. A smooth ride with the windows down tells another story entirely.",
    questions: [
      "Who is in the driver's seat of your current plans?",
      "Where do you feel like pressing the brakes, and where the accelerator?",
      "What would a smooth, unhurried drive look like this week?",
    ],
  },
  {
    slug: "train",
    name: "Train",
    forms: ["train", "trains", "railway", "railroad", "locomotive", "subway"],
    reflection:
      "Trains run on fixed tracks and timetables, so dreams of them often touch on schedules, shared journeys and paths already laid down. Missing the train is a familiar scene, sometimes echoing a fear of letting an opportunity slip away. Riding one comfortably may suggest trust in a process larger than you. Consider whether you knew the destination, who shared the carriage, and whether you wished you could simply step off at the next station.",
    questions: [
      "What schedule or expectation are you racing to catch?",
      "Are you content with where these rails are taking you?",
      "At which station would you step off, if the choice were yours?",
    ],
  },
  {
    slug: "airplane",
    name: "Airplane",
    forms: ["airplane", "airplanes", "plane", "planes", "aeroplane", "flight", "flights", "airport"],
    reflection:
      "An aircraft lifts you far from the ground, and dreams about one often gather around ambition, travel and leaps into the unfamiliar. Takeoff can echo the start of a venture; turbulence might resemble a bumpy stage of a plan. Crashes appear in many such dreams and are usually read as worries about control or high expectations rather than about travel itself. Notice whether you were a passenger, the pilot, or the one left behind at the gate.",
    questions: [
      "What big leap are you preparing for, or avoiding?",
      "Do you trust the pilot of your current journey, even when that pilot is you?",
      "Where would you go if nothing tied you down?",
    ],
  },
  {
    slug: "boat",
    name: "Boat",
    forms: ["boat", "boats", "ship", "ships", "sailing", "sailboat", "canoe", "ferry"],
    reflection:
      "A boat carries you across water, which many read as a voyage through feeling. Its size and steadiness count: a small rowboat may suggest independence or exposure, a great ship a sense of belonging to something larger. Calm sailing can echo emotional ease, while leaks and rough seas may reflect a strain you are navigating. Did you hold the oars, steer, or drift? Each offers a different picture of how you handle the currents of your days.",
    questions: [
      "What emotional waters are you crossing at the moment?",
      "Who else was aboard, and did you trust them with the helm?",
      "Which leak in your days deserves patching before the next stretch?",
    ],
  },
  {
    slug: "being-chased",
    name: "Being Chased",
    forms: ["chased", "chasing", "chase", "pursued", "pursuing", "pursuer", "pursuit", "hunted"],
    reflection:
      "Pursuit is among the most widely reported dream themes. The pursuer can be a shadowy figure, an animal or something never seen, and many interpreters suggest looking less at the chaser than at what you would face by turning around. The dream may echo a task, a conversation or a feeling you keep outrunning. Some dreamers find that when they stop and ask what it wants, the scene softens, or the figure turns out to be surprisingly small.",
    questions: [
      "What have you been avoiding lately, even in small ways?",
      "If the figure chasing you could speak, what might it ask of you?",
      "What could happen if you slowed down and turned to face it?",
    ],
  },
  {
    slug: "running",
    name: "Running",
    forms: ["run", "runs", "ran", "running", "sprinting", "sprint", "fled", "fleeing"],
    reflection:
      "Running in dreams can be escape or pursuit, joy or panic, and the same legs may feel weightless one night and leaden the next. Legs that will not move, as if wading through syrup, are a frequent image, perhaps echoing frustration when effort seems to bring no progress. Running toward something may show eagerness, while running away might point to avoidance. Notice your breath, your destination, and whether anyone ran beside you.",
    questions: [
      "Are you running toward something right now, or away from it?",
      "Where does your effort feel stuck in syrup, and what might lighten it?",
      "Who would you want at your side for the next mile?",
    ],
  },
  {
    slug: "hiding",
    name: "Hiding",
    forms: ["hide", "hides", "hid", "hiding", "hidden", "concealed", "concealing"],
    reflection:
      "Crouching in a closet or behind a curtain while someone searches is a tense dream, and it often turns on visibility. Hiding might express a longing for privacy, a need to rest from being seen, or a part of yourself you keep tucked away. Sometimes the dreamer hides a thing rather than a body: a letter, a gift, a stain. Ask what would be revealed if you were found, and whether that discovery would be as dreadful as it feels.",
    questions: [
      "What part of yourself do you keep out of sight, and why?",
      "Who were you hiding from, and what is your bond with them?",
      "Could being found bring relief rather than shame?",
    ],
  },
  {
    slug: "lost",
    name: "Lost",
    forms: ["lost", "astray", "maze", "labyrinth", "wandering", "disoriented"],
    reflection:
      "Being lost in a city, a building or a tangle of trees with no landmarks is a common dream, and it often arrives during transitions, when old maps no longer fit. It may echo uncertainty about direction, identity or belonging. Notice whether you asked for help, searched alone or simply kept walking. Some people find these dreams turn hopeful once they accept not knowing; a new path can only appear after the old one has gone from view.",
    questions: [
      "Where do your old directions no longer seem to apply?",
      "Did you ask anyone the way, and whom would you ask now?",
      "What might you discover by roaming without a fixed destination for a while?",
    ],
  },
  {
    slug: "naked",
    name: "Naked",
    forms: ["naked", "nude", "nudity", "undressed", "unclothed", "nakedness"],
    reflection:
      "Standing naked in a crowd, an office or a classroom is a well-known dream, and it usually circles exposure: being seen without the roles, skills or armor you normally wear. Embarrassment is common, yet many dreamers notice that nobody else seems to care. That contrast can be telling. Such a dream may echo a fear of judgment, or a quiet longing to be accepted as you are, unpolished and real.",
    questions: [
      "Where do you feel most exposed at the moment?",
      "What would you show people if you did not fear their judgment?",
      "Did anyone in the dream actually react, or was the shame yours alone?",
    ],
  },
  {
    slug: "exam",
    name: "Exam",
    forms: ["exam", "exams", "test", "tests", "examination", "quiz", "quizzes"],
    reflection:
      "Taking an exam you forgot to study for is a dream that follows people for years after they have left school. It often shows up when something in waking life feels like an evaluation: a new job, a performance, a relationship under scrutiny. The blank page can echo a fear of being unprepared. Yet many who dream it are well prepared in reality, which may invite you to trust what you already know.",
    questions: [
      "Where does your life currently feel like a test?",
      "Who is the examiner you are trying to satisfy?",
      "What evidence do you already have that you are more prepared than you feel?",
    ],
  },
  {
    slug: "school",
    name: "School",
    forms: ["school", "schools", "classroom", "classrooms", "schoolyard", "college", "university", "campus"],
    reflection:
      "Returning to school in a dream, often as an adult squeezed behind a small desk, can bring back old lessons, old rivalries and old rules. Such scenes may echo a current situation where you are learning something new, or where you feel judged by standards that once shaped you. Look at who sat near you and which corridor you walked. Lessons left unfinished, or friendships you miss, might be surfacing for another look.",
    questions: [
      "What are you learning right now, whether or not you chose to?",
      "Whose approval from your school years still echoes in your head?",
      "Which old lesson might deserve to be unlearned?",
    ],
  },
  {
    slug: "late",
    name: "Late",
    forms: ["late", "lateness", "tardy", "delayed", "overslept", "oversleeping"],
    reflection:
      "Racing a clock that keeps jumping forward, missing the bus, arriving after the doors have closed: lateness dreams are vivid and frustrating. They often reflect a feeling of being stretched between too many commitments, or a worry about missing a chance. Some dreamers link them with pressure they place on themselves. Notice what you were late for and whether anyone was actually waiting; the deadline may matter less than it seems.",
    questions: [
      "What are you afraid of missing?",
      "Whose schedule are you trying to keep up with?",
      "Where could you give yourself a little more time this week?",
    ],
  },
  {
    slug: "wedding",
    name: "Wedding",
    forms: ["wedding", "weddings", "marriage", "married", "marry", "bride", "groom", "altar"],
    reflection:
      "Weddings in dreams tend to speak about union and commitment, and not always romantic ones. You might be joining two parts of yourself, committing to a project or entering a new phase. Marrying a stranger or an unlikely person is common and is rarely about that person as such. The mood of the ceremony can be telling: joyful, rushed, crowded or empty. Notice whether you stood at the altar or watched as a guest from the pews.",
    questions: [
      "What are you ready to commit to, or hesitating over?",
      "Who or what were you joining with in the dream, and what quality does it carry?",
      "How did the ceremony feel, and what does that feeling remind you of?",
    ],
  },
  {
    slug: "baby",
    name: "Baby",
    forms: ["baby", "babies", "infant", "infants", "newborn", "newborns"],
    reflection:
      "Babies in dreams often carry the promise of something new and fragile: an idea, a relationship, a fresh start that needs care. Holding one tenderly can echo a nurturing mood; forgetting or misplacing it is a frequent, unsettling theme that may reflect worry about neglecting something precious. Sometimes the infant is you, inviting attention to needs you have overlooked. Few of these dreams concern real babies at all.",
    questions: [
      "What new beginning in your life needs tending right now?",
      "Is there something small and precious you fear you have forgotten?",
      "How would you care for yourself if you treated your own needs like a newborn's?",
    ],
  },
  {
    slug: "pregnancy",
    name: "Pregnancy",
    forms: ["pregnancy", "pregnant", "pregnancies", "womb", "childbirth"],
    reflection:
      "Dreaming of being pregnant, whatever your gender or plans, is often read as creative gestation: something is growing inside you that is not yet ready to be seen. A project, a change of heart or a new sense of self might be taking shape. The feelings in the dream are useful clues; excitement, fear and impatience each color the reading. Most interpreters treat it as a picture of potential rather than a literal forecast.",
    questions: [
      "What is quietly growing in you that needs more time?",
      "How do you feel about bringing it into the world?",
      "What support would help this new thing arrive well?",
    ],
  },
  {
    slug: "mother",
    name: "Mother",
    forms: ["mother", "mothers", "mom", "mum", "mama", "mommy", "motherhood"],
    reflection:
      "A mother figure in a dream can bring comfort, tension or a strange mix of both. She may stand for nurture, protection and origins, or for expectations you have carried since you were small. The dream might be about your actual relationship, or about the mothering you give and receive elsewhere. Notice her expression, and whether she was her familiar self or someone unrecognizable who was somehow still your mother.",
    questions: [
      "What kind of care are you longing for right now?",
      "Which of your mother's words still shape your choices?",
      "How do you look after others, and who looks after you?",
    ],
  },
  {
    slug: "father",
    name: "Father",
    forms: ["father", "fathers", "dad", "daddy", "papa", "fatherhood"],
    reflection:
      "A father in a dream may bring up authority, protection, guidance or distance, depending on the history you share. Some read the figure as the inner voice of structure and rules; others see in it a longing for approval. If he appears kinder or sterner than in life, the contrast could be worth a gentle look. Think about what he said, what he held back, and how old you felt standing before him.",
    questions: [
      "Whose approval are you still seeking, perhaps without noticing?",
      "What strength from your father, or a father figure, would you like to keep?",
      "Where would a little more structure, or a little less, serve you?",
    ],
  },
  {
    slug: "ex-partner",
    name: "Ex-Partner",
    forms: ["ex", "exes", "breakup", "divorce", "divorced"],
    reflection:
      "An ex appearing in your sleep is seldom about the old relationship returning. More often the figure represents a chapter, a version of yourself, or a pattern that relationship taught you. Such dreams can surface during new beginnings, when the mind compares, sorts and files. Look at the quality the ex carried: carelessness, passion, safety, conflict. That quality, rather than the person, may be what is asking for your attention now.",
    questions: [
      "What did that relationship teach you that still matters?",
      "Which quality of your former partner are you meeting again in someone or something new?",
      "Which piece of that chapter could you finally set down?",
    ],
  },
  {
    slug: "stranger",
    name: "Stranger",
    forms: ["stranger", "strangers", "intruder", "intruders"],
    reflection:
      "Unknown faces fill our dreams, and some interpreters suggest each stranger may carry a facet of the dreamer not yet recognized. A kind stranger might bring a quality you are growing toward; a menacing one could embody something you push away. The setting counts too: a stranger at your door feels different from one sitting calmly across from you on a train. Ask what this person wanted and what they reminded you of.",
    questions: [
      "What quality in the stranger would you like to have, or fear having?",
      "Where are you meeting something unfamiliar in your life?",
      "If the stranger came back tonight, what would you ask them?",
    ],
  },
  {
    slug: "friend",
    name: "Friend",
    forms: ["friend", "friends", "friendship", "buddy", "companion", "companions"],
    reflection:
      "Friends in dreams may appear as themselves or as characters who stand for what they are to you: loyalty, fun, rivalry, shared history. A dream of laughing with an old friend may echo a longing for lightness; an argument could point to a tension you have not voiced. Sometimes a friend carries a trait you admire and want more of. Notice which friend appeared, and what you felt when you woke.",
    questions: [
      "What does this friend bring out in you?",
      "Is there something unsaid between you that deserves a gentle word?",
      "Which friendship could use a little more of your time?",
    ],
  },
  {
    slug: "death",
    name: "Death",
    forms: ["death", "deaths", "dead", "die", "dies", "died", "dying"],
    reflection:
      "Dreams of death are read here as endings and change, never as literal events. A death can mark the close of a chapter, a role or a habit, and the opening of room for something that needs space. In many traditions it is one half of a cycle that includes renewal. Notice what or who died in the dream and how you felt: grief, relief or calm can each say something about a transition you may already be living.",
    questions: [
      "What in your life is coming to a natural end?",
      "What might grow in the space that ending leaves?",
      "How do you usually say goodbye, and how would you like to?",
    ],
  },
  {
    slug: "funeral",
    name: "Funeral",
    forms: ["funeral", "funerals", "burial", "coffin", "casket", "cemetery", "graveyard", "mourners"],
    reflection:
      "A funeral is a ritual of farewell, and dreams of one often arrive when something is being laid to rest: a relationship, a belief, a younger self. Attending your own funeral is a striking image that many interpret as letting go of an old identity. The mourners and the mood can be telling. A sunlit, peaceful service may feel like closure; a crowded, tense one might hint at unfinished feelings that want space.",
    questions: [
      "Which part of your past feels ready to be laid to rest?",
      "Who gathered at the funeral, and what do they have to do with this farewell?",
      "Is there something you still need to grieve before moving on?",
    ],
  },
  {
    slug: "ghost",
    name: "Ghost",
    forms: ["ghost", "ghosts", "ghostly", "phantom", "phantoms", "haunted", "haunting", "apparition"],
    reflection:
      "A ghost is the past that lingers, and dreams of hauntings often touch memories, regrets or unfinished business drifting back into view. The ghost may be someone you knew or a shape with no face. Fear is common, though some dreamers feel calm or even warmth. Consider what the presence wanted and where it appeared; a haunted childhood home tells a different story from a quiet figure at your bedside.",
    questions: [
      "What from your past keeps drifting back into your thoughts?",
      "Is there a conversation or apology still waiting to be finished?",
      "What would it take to let this presence rest?",
    ],
  },
  {
    slug: "angel",
    name: "Angel",
    forms: ["angel", "angels", "angelic", "archangel", "cherub"],
    reflection:
      "Radiant figures with wings, or simply a presence that feels protective, appear in the dreams of people of every faith and of none. An angel might carry comfort, guidance or a message you are ready to hear from yourself. Tradition holds such visitors to be messengers, and some dreamers wake with a clear sentence still ringing. Whether you read it spiritually or as your own wiser voice, notice what you were told and how safe you felt.",
    questions: [
      "What message did you receive, or wish you had?",
      "Where do you need protection or reassurance right now?",
      "Who has been an angel to you lately, in an ordinary, human way?",
    ],
  },
  {
    slug: "snake",
    name: "Snake",
    forms: ["snake", "snakes", "serpent", "serpents", "viper", "cobra", "python", "rattlesnake"],
    reflection:
      "Snakes are among the most charged dream animals. Across traditions they have stood for danger and for healing, for temptation and for renewal, since a snake sheds its skin and emerges new. A snake across your path could stand for something you approach warily; one coiled calmly may suggest hidden energy or wisdom. Notice its color, whether it bit, and whether your fear matched its behavior.",
    questions: [
      "Where are you shedding an old skin?",
      "Whom or what are you wary of, and is the caution earned?",
      "How did the snake move, and what does its pace remind you of?",
    ],
  },
  {
    slug: "spider",
    name: "Spider",
    forms: ["spider", "spiders", "tarantula", "cobweb", "cobwebs", "spiderweb"],
    reflection:
      "Spiders weave, wait and build with patience, and dream spiders can carry both creativity and unease. A web might echo a situation you feel caught in, or a network you are carefully constructing yourself. Some traditions honor the spider as a spinner of fate and of stories. Your reaction counts: fascination, disgust and fear each point somewhere different. Notice whether the spider was building, hunting or simply resting in a corner.",
    questions: [
      "What are you weaving, slowly and with care?",
      "Where do you feel tangled in a web, and who spun it?",
      "What quiet, steady work of yours deserves more credit?",
    ],
  },
  {
    slug: "dog",
    name: "Dog",
    forms: ["dog", "dogs", "puppy", "puppies", "hound", "hounds"],
    reflection:
      "Dogs often bring loyalty, companionship and instinct into a dream. A friendly dog may echo trust and affection in your life; a snarling one could reflect conflict with someone close, or with your own protective streak. Many dreamers recall a beloved pet returning, which can touch on comfort and memory. Notice whether the dog led, followed or guarded you, and what it seemed to want from you.",
    questions: [
      "Who has been loyal to you lately, and have you noticed?",
      "What are you guarding, and from whom?",
      "Which of your instincts might deserve more trust?",
    ],
  },
  {
    slug: "cat",
    name: "Cat",
    forms: ["cat", "cats", "kitten", "kittens", "kitty", "feline"],
    reflection:
      "Cats walk their own way, and a dream cat tends to bring independence, intuition and a touch of mystery. A purring cat on your lap may echo comfort and self-possession; one that scratches might point to guarded feelings or boundaries. Some traditions link cats with the unseen and the night. Consider whether the cat came to you or kept its distance, and what you felt about that choice.",
    questions: [
      "Where would you like more independence?",
      "What is your intuition whispering that your reason keeps dismissing?",
      "Do you keep your distance in ways that protect you, or in ways that isolate you?",
    ],
  },
  {
    slug: "horse",
    name: "Horse",
    forms: ["horse", "horses", "pony", "ponies", "stallion", "mare", "foal", "horseback"],
    reflection:
      "Horses carry strength, freedom and drive, and the way a dream horse behaves can echo how you relate to your own energy. Riding in harmony may suggest momentum and confidence; a bolting or untamed horse might resemble passion or ambition that feels hard to steer. Many cultures have seen the horse as a companion on long journeys. Notice its color, its speed, and whether you held the reins.",
    questions: [
      "What drive in you is asking for more freedom?",
      "Where do you feel in command of your momentum, and where not?",
      "What journey would you set out on if you had a strong horse beneath you?",
    ],
  },
  {
    slug: "bird",
    name: "Bird",
    forms: ["bird", "birds", "sparrow", "crow", "crows", "raven", "eagle", "feathers"],
    reflection:
      "Birds move between earth and sky, so dream birds often carry messages, hopes and a longing for perspective. A songbird might echo joy or news; a caged bird can picture restriction; a circling raven or crow, in folklore, brings mystery and insight rather than doom. Flocks may touch on community. Notice the bird's kind, its song or silence, and whether it came close or stayed beyond reach.",
    questions: [
      "What hope or idea are you longing to set free?",
      "Where do you feel caged, and where do you already have wings?",
      "What message might this bird have carried for you?",
    ],
  },
  {
    slug: "fish",
    name: "Fish",
    forms: ["fish", "fishes", "fishing", "goldfish", "fisherman"],
    reflection:
      "Fish live beneath the surface, and dreaming of them often points to feelings, insights or opportunities just out of sight. Catching a fish may echo an idea landing at last; watching them glide can suggest ease with your inner life. In several traditions fish carry abundance and fertility. A fish flapping on dry land is a vivid image of being out of your element. Notice the water, the color and the number.",
    questions: [
      "What insight is gliding just below your awareness?",
      "In which setting do you feel out of your element?",
      "If you cast a line today, what would you hope to catch, and with what bait?",
    ],
  },
  {
    slug: "wolf",
    name: "Wolf",
    forms: ["wolf", "wolves", "werewolf", "howling", "howl"],
    reflection:
      "Wolves hold a double place in the imagination: the lone hunter, the devoted pack, the wild voice at night. A dream wolf might echo instinct, loyalty or a hunger you rarely voice. If it threatened you, consider what in your life feels predatory, or which of your own appetites you keep leashed. A wolf watching calmly from the trees may carry a sense of guardianship, or an invitation to trust your wilder side.",
    questions: [
      "Where do you feel part of a pack, and where alone?",
      "What hunger of yours are you ignoring?",
      "What would it look like to follow your instincts a little more this week?",
    ],
  },
  {
    slug: "bear",
    name: "Bear",
    forms: ["bear", "bears", "grizzly", "cub", "cubs"],
    reflection:
      "A bear is immense strength held in patience, and it often appears when power, protection or rest is on the dreamer's mind. Many cultures honor the bear's winter sleep as a symbol of retreat and renewal. A mother bear guarding her cubs might echo fierce protectiveness; a bear at your door could stand for a force you feel unready to meet. Consider whether it charged, watched or ambled away.",
    questions: [
      "Which situation is asking you to stand in your strength?",
      "Is it time for a season of rest and retreat?",
      "What or whom are you protecting as fiercely as a mother bear?",
    ],
  },
  {
    slug: "lion",
    name: "Lion",
    forms: ["lion", "lions", "lioness", "lionesses"],
    reflection:
      "The lion wears courage, pride and leadership across many traditions, and dreaming of one can bring those qualities into focus. A calm lion lying near you might echo a confidence that is ready to be claimed; a roaring, pacing one may hint at anger or ambition looking for a voice. Being stalked by a lion is common, too. Ask whose power the creature carries, yours or someone else's.",
    questions: [
      "Where are you being asked to lead?",
      "What would you say if you let yourself roar?",
      "Whose strength do you admire, and how much of it already lives in you?",
    ],
  },
  {
    slug: "insects",
    name: "Insects",
    forms: ["insects", "insect", "bugs", "bug", "ants", "ant", "cockroach", "cockroaches"],
    reflection:
      "Swarms, crawling ants or a beetle on the pillow: insect dreams often bring small irritations into sharp focus. Many tiny creatures together can echo a pile of minor worries or tasks that feel overwhelming only in sum. Single insects carry their own traditions: industry, persistence, transformation. Your reaction tells much, since calm curiosity differs from the urge to brush them off. Notice where they gathered and how many there were.",
    questions: [
      "Which small worries are adding up to one large weight?",
      "What tiny task could you clear today to quiet the swarm?",
      "Whose persistent, patient labor, perhaps your own, have you been undervaluing?",
    ],
  },
  {
    slug: "mirror",
    name: "Mirror",
    forms: ["mirror", "mirrors", "mirrored"],
    reflection:
      "Looking into a mirror in a dream is a moment of meeting yourself. The reflection might look older, younger, distorted or unfamiliar, and those changes can echo how you see yourself right now. A cracked glass may touch on a shaken self-image; an empty mirror is an uncanny classic, perhaps pointing to a question of identity. Some dreamers step through the glass entirely, which can suggest curiosity about another side of themselves.",
    questions: [
      "What did your reflection show that surprised you?",
      "How does the way you see yourself differ from the way others see you?",
      "What part of you would you like to meet more fully?",
    ],
  },
  {
    slug: "phone",
    name: "Phone",
    forms: ["phone", "phones", "telephone", "cellphone", "smartphone", "voicemail"],
    reflection:
      "Phones carry connection, and a phone dream usually circles communication: a call you cannot place, a number you misdial, a voice that breaks up. Such scenes might echo frustration at not being heard, or a worry about losing touch with someone. A phone ringing unanswered can feel like an invitation you hesitate to accept. Notice who was calling or being called, and what you most wanted to say.",
    questions: [
      "Who have you been meaning to reach out to?",
      "Where do you feel unheard, and how could you say it more clearly?",
      "What message are you waiting for, and could you send it yourself?",
    ],
  },
  {
    slug: "money",
    name: "Money",
    forms: ["money", "cash", "coin", "coins", "dollars", "banknotes", "currency"],
    reflection:
      "Money in dreams often stands for value of many kinds: self-worth, energy, time, love given and received. Finding cash might echo the discovery of resources you had overlooked; losing it can reflect worry about security or about being valued. Giving money away may touch on generosity or on feeling drained. These dreams are rarely about your accounts. Ask instead what you were exchanging and whether the trade felt fair.",
    questions: [
      "What do you value most that has nothing to do with money?",
      "Who pays you too little in attention, respect or time?",
      "What resource in yourself have you overlooked?",
    ],
  },
  {
    slug: "wallet",
    name: "Wallet",
    forms: ["wallet", "wallets", "purse", "purses", "billfold"],
    reflection:
      "A wallet holds the cards and papers that say who we are, so dreams of losing one often touch on identity as well as security. Frantically searching your pockets might hint at feeling caught short, or stripped of something essential. Finding a stranger's wallet brings a moral choice into view. Notice what was inside: cash, photographs, forgotten notes. Each item could hint at what feels most precious to you now.",
    questions: [
      "What parts of your identity feel essential to you right now?",
      "When do you most fear being caught unprepared?",
      "If you found someone else's wallet, what would you do, and what does that say about your values?",
    ],
  },
  {
    slug: "shoes",
    name: "Shoes",
    forms: ["shoes", "shoe", "boots", "sneakers", "sandals", "barefoot", "footwear"],
    reflection:
      "Shoes carry us through the world, and a dream about footwear can concern direction, readiness and role. Wearing someone else's shoes might echo empathy, or a sense of living another person's path. Mismatched, lost or painful shoes can point to feeling unready for a step ahead. Going barefoot may feel vulnerable or freeing. Notice whether the shoes fit, where they were taking you and who gave them to you.",
    questions: [
      "Are you walking a path that fits you comfortably?",
      "Whose footsteps are you following, and by choice?",
      "How might going barefoot for a while, unguarded and light, change your step?",
    ],
  },
  {
    slug: "clothes",
    name: "Clothes",
    forms: ["clothes", "clothing", "dress", "dresses", "outfit", "outfits", "shirt", "garments"],
    reflection:
      "Clothes are the self we show, so dream wardrobes often speak about image, roles and belonging. Wearing the wrong outfit for an occasion is common and may echo worry about fitting in. A beautiful new garment could point to a fresh identity taking shape; old, torn clothes might suggest a role you have outgrown. Notice the colors, the fit, and whether you chose what you wore or someone dressed you.",
    questions: [
      "Which role in your life feels like clothing that no longer fits?",
      "How would you dress if you were dressing only for yourself?",
      "What are you trying to show the world, and what are you covering up?",
    ],
  },
  {
    slug: "hair",
    name: "Hair",
    forms: ["hair", "hairs", "haircut", "bald", "baldness", "braid", "braids", "hairdresser"],
    reflection:
      "Hair has long carried meanings of strength, vitality and identity, from Samson's locks to the ritual haircuts that mark life's passages. In a dream, cutting it might echo a wish for change or a fresh start; losing it could point to worries about aging, appeal or control. Brushing someone else's hair may touch on tenderness and care. Notice whether the change in your hair felt like a loss or a liberation.",
    questions: [
      "What change in your appearance or identity are you considering?",
      "Where do you feel your strength is being trimmed or tested?",
      "What would a fresh start look like, if it began with one small change?",
    ],
  },
  {
    slug: "blood",
    name: "Blood",
    forms: ["blood", "bloody", "bleeding", "bleed", "bled", "bloodstained"],
    reflection:
      "Blood is life force, kinship and vitality, and dreams of it can be vivid and unsettling. Seeing it may echo a drain on your energy, or passion running high. Blood ties point to family and loyalty, and many traditions treat blood as sacred, the carrier of spirit and lineage. Rather than reading it literally, ask where in your waking life you are giving too much of yourself, or where your heart beats strongest.",
    questions: [
      "Where are you pouring out more energy than you take in?",
      "What family ties are on your mind lately?",
      "What passion makes your heart beat faster?",
    ],
  },
  {
    slug: "hospital",
    name: "Hospital",
    forms: ["hospital", "hospitals", "clinic", "ambulance", "infirmary"],
    reflection:
      "A hospital is a place of care and repair, and dreams set there often speak about rest, recovery and being tended rather than about the body itself. Lying in a bed while others bustle around may echo a need to be looked after, or an unease about depending on anyone. Visiting someone there might reflect concern for them or for what they represent to you. Notice who was caring for whom.",
    questions: [
      "What part of your life needs repair or rest right now?",
      "Do you find it easy or hard to accept care?",
      "Whom are you worried about, and could a call or visit ease that?",
    ],
  },
  {
    slug: "doctor",
    name: "Doctor",
    forms: ["doctor", "doctors", "physician", "surgeon", "nurse", "nurses"],
    reflection:
      "A doctor in a dream often carries authority, expertise and care. Being examined might reflect being scrutinized, or a wish for someone to name what is wrong and how to fix it. Some dreamers meet a doctor who is really their own wiser self, offering advice they already know. Notice whether you trusted the figure and what you were told; a dream is never a checkup, and your body's questions belong with a real practitioner.",
    questions: [
      "Where would you like expert advice, and whom could you ask?",
      "What do you already know about caring for yourself that you have been postponing?",
      "When others look at you closely, do you bristle or relax?",
    ],
  },
  {
    slug: "police",
    name: "Police",
    forms: ["police", "policeman", "policemen", "policewoman", "cop", "cops", "sheriff", "detective"],
    reflection:
      "Police in dreams often stand for rules, order and conscience. Being pursued or stopped by officers may echo guilt, even over small things, or a fear of being caught out. Calling them for help might point to a wish for protection or for fairness. The tone matters: a kind officer feels different from a cold one. Ask what law, spoken or unspoken, the dream seemed to be enforcing.",
    questions: [
      "What rule, yours or someone else's, feels heavy right now?",
      "Is there something you feel guilty about that deserves a kind reckoning?",
      "In which situation do you long for more protection or fairness?",
    ],
  },
  {
    slug: "prison",
    name: "Prison",
    forms: ["prison", "prisons", "jail", "jailed", "prisoner", "prisoners", "imprisoned"],
    reflection:
      "Walls, bars and locked doors make prison dreams about restriction. They may echo a sense of being trapped in a job, a role, a relationship or a habit. Sometimes the cell is self-built, its walls made of fear or obligation. Notice whether the door was truly locked; many dreamers discover in the telling that it stood ajar all along. Who held the key, and what was the sentence for?",
    questions: [
      "Where in your life do you feel confined?",
      "Which walls are real, and which did you help build?",
      "How could you step outside those walls, even briefly?",
    ],
  },
  {
    slug: "war",
    name: "War",
    forms: ["war", "wars", "battle", "battles", "battlefield", "soldier", "soldiers", "army"],
    reflection:
      "War dreams can be loud, chaotic and frightening, and they often arrive when conflict feels close: between people, between duties, or within yourself. Being a soldier could recall following orders or fighting for a cause; sheltering from the fighting might reflect a wish to escape tension. Notice which side you were on, if any, and whether peace seemed possible. Sometimes the real battlefield is a single decision.",
    questions: [
      "What conflict, inner or outer, is taking up your energy?",
      "Which side of yourself are you fighting?",
      "What would a truce look like, even a small one?",
    ],
  },
  {
    slug: "storm",
    name: "Storm",
    forms: ["storm", "storms", "stormy", "thunder", "lightning", "hurricane", "tornado", "thunderstorm"],
    reflection:
      "Storms gather, break and pass, and a dream storm often carries emotional weather: tension building, anger flashing, a release that clears the air. Watching one from a safe window may echo distance from turmoil; being caught in it can point to feeling overwhelmed. Many find calm after the storm in these dreams too. Notice the sky afterward, since the light after heavy weather can be its own message.",
    questions: [
      "What tension in you has been building for a while?",
      "Where can you find a safe window to watch from until it passes?",
      "What would clear the air between you and someone close?",
    ],
  },
  {
    slug: "earthquake",
    name: "Earthquake",
    forms: ["earthquake", "earthquakes", "quake", "quakes", "tremor", "tremors"],
    reflection:
      "When the ground itself shakes, a dream is often speaking about foundations. An earthquake may echo a sudden change that unsettles your sense of security: a move, news, a shift in a relationship or a belief. Cracks opening underfoot can be terrifying, yet they also expose what was buried. Notice what stayed standing, because that might show you what remains solid even in upheaval.",
    questions: [
      "What foundation in your life feels less stable lately?",
      "What has stayed standing through changes before?",
      "Has anything been shaken loose that you might not want back?",
    ],
  },
  {
    slug: "moon",
    name: "Moon",
    forms: ["moon", "moons", "moonlight", "moonlit", "crescent", "lunar"],
    reflection:
      "The moon rules the night sky and pulls the tides, and it has long been linked with intuition, cycles and the hidden side of things. A full moon in a dream may echo completion or heightened feeling; a thin crescent might suggest a beginning. Tradition holds the moon to be a keeper of secrets, and of dreams themselves. Notice its phase, its color, and whether it lit your way or left you in shadow.",
    questions: [
      "Which cycle in your life is waxing, and which is waning?",
      "What does your intuition say when the day's noise quiets down?",
      "What would you see differently by moonlight?",
    ],
  },
  {
    slug: "sun",
    name: "Sun",
    forms: ["sun", "suns", "sunlight", "sunshine", "sunny", "sunrise", "sunset", "sunlit"],
    reflection:
      "The sun brings warmth, clarity and vitality, and a sunny dream often leaves a bright feeling on waking. Sunrise may echo a new beginning; sunset may suggest completion or rest. A blazing, scorching sun can point to pressure, exposure or too much attention. Many traditions see the sun as the source of life and of conscious purpose. Notice how its light fell on you and whether you welcomed the heat or sought shade.",
    questions: [
      "Where in your life is clarity arriving?",
      "What brings you the most warmth these days?",
      "Where do you need a little shade from too much attention or pressure?",
    ],
  },
  {
    slug: "stars",
    name: "Stars",
    forms: ["stars", "star", "starry", "starlight", "constellation", "constellations"],
    reflection:
      "Stars are distant points of light that sailors once steered by; asleep, we tend to meet them as hope, guidance and wonder. A starry sky might echo a sense of possibility, or of being small in a vast and beautiful world. A shooting star is an image many traditions tie to wishes. Notice whether you were reaching for a star, following one, or simply lying back and gazing. Each gesture says something about your aspirations.",
    questions: [
      "What guiding light are you following right now?",
      "Which wish have you not said aloud?",
      "Where could you make room for wonder this week?",
    ],
  },
  {
    slug: "darkness",
    name: "Darkness",
    forms: ["darkness", "dark", "darkened", "gloom", "shadow", "shadows"],
    reflection:
      "Darkness in a dream can feel like threat or like rest, the unknown or the hushed quiet before something begins. Fumbling in the dark may echo uncertainty about where you stand or what comes next. Shapes moving at the edges might touch on fears not yet named. Yet darkness is also where seeds sprout and eyes adjust. Notice whether you sought light, waited, or found you could see more than you expected.",
    questions: [
      "What feels unclear to you right now, and can you let it stay unclear a little longer?",
      "Which fear would lose its power if you named it?",
      "What grows in you during quiet, unlit times?",
    ],
  },
  {
    slug: "light",
    name: "Light",
    forms: ["light", "lights", "glow", "glowing", "brightness", "radiance", "radiant", "shining"],
    reflection:
      "Light in a dream often arrives as clarity, hope or revelation: a beam through clouds, a lamp in a window, a glow with no source at all. It can echo understanding dawning, a sense of being guided, or warmth returning after a hard stretch. Blinding light may point to something almost too much to take in at once. Notice where it came from, what it revealed, and whether you stepped toward it.",
    questions: [
      "What has recently become clearer to you?",
      "Where would you most like a lamp in the window?",
      "What truth are you nearly ready to see?",
    ],
  },
  {
    slug: "garden",
    name: "Garden",
    forms: ["garden", "gardens", "gardening", "gardener", "greenhouse", "flowerbed"],
    reflection:
      "A garden is nature shaped by care, and dream gardens often reflect what you are cultivating: relationships, projects, your own growth. A lush, blooming garden may echo contentment; an overgrown one might point to neglected hopes or tasks. Planting seeds can suggest patience and trust in what comes later. Notice who tended it, what grew there, and whether you felt welcome walking its paths.",
    questions: [
      "What are you cultivating, and is it getting enough care?",
      "Which weeds in your routine are crowding out what you love?",
      "What seed would you plant today if you trusted it to grow?",
    ],
  },
  {
    slug: "tree",
    name: "Tree",
    forms: ["tree", "trees", "oak", "willow", "branches", "treetop"],
    reflection:
      "Trees root deep and reach high, and they often stand in dreams for growth, family and stability. A strong tree may reflect how grounded you feel; a bare or toppled one might touch on loss or a season of change. Sitting high in its branches can suggest a wish for perspective. Many traditions imagine a great tree linking earth and sky. Notice its leaves, its roots, and whether you rested in its shade.",
    questions: [
      "What keeps you rooted when the wind picks up?",
      "Which branch of your life is growing fastest?",
      "Who in your family tree has been on your mind?",
    ],
  },
  {
    slug: "flowers",
    name: "Flowers",
    forms: ["flowers", "flower", "roses", "blossom", "blossoms", "blooming", "petals", "bouquet"],
    reflection:
      "Flowers open, bloom and fade, and a dream full of them may speak of beauty, love, celebration and the passing of time. Receiving a bouquet might echo appreciation; wilted blooms could point to something that needs attention or has run its course. Many cultures give each flower its own language, roses for love and lilies for remembrance. Notice the colors, the scent, and who was holding them.",
    questions: [
      "Which part of you is beginning to bloom?",
      "Who deserves flowers from you, and what would you say with them?",
      "What has faded gracefully and can be let go?",
    ],
  },
  {
    slug: "forest",
    name: "Forest",
    forms: ["forest", "forests", "woods", "woodland", "jungle", "grove", "thicket"],
    reflection:
      "Forests are places of mystery, growth and getting lost, and many fairy tales send their heroes into the woods to be changed. A dream forest might echo a stage of life where the path is unclear, or an invitation to explore your own depths. Dense, shadowed woods can feel daunting; a sunlit grove may feel peaceful. Notice whether you were lost, hiding, searching or simply walking, and what you met there.",
    questions: [
      "What unknown territory are you exploring in your life?",
      "What might you find if you stepped off the marked trail?",
      "Who or what did you meet among the trees, and what did it offer you?",
    ],
  },
];
