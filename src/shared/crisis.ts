/**
 * Crisis detection: a message about suicide, self-harm, abuse, immediate danger or a medical emergency
 * never gets an oracle reply. The server checks it before anything else (before the rate limit, the
 * webhook and the AI provider) and answers with the safety reply in content/oracle/crisis.ts.
 *
 * The line (docs/decisions/005-oracle.md, phrase families in docs/decisions/026-crisis-detection.md):
 * talk of ending a life or harming oneself, in the first, second or third person, passive wishes not to
 * be alive, plans, means, overdoses, goodbyes, a person hurting, abusing or threatening the seeker,
 * danger, and medical emergencies all trigger, even when the seeker might have meant it loosely: a kind
 * pointer to real help costs little, a missed one costs a great deal. Figures of speech about things
 * ("this plan is killing me with boredom", "I'd die for a coffee"), ending a subscription or a
 * relationship ("end it with him"), and the Death card do not.
 *
 * The text is normalised first (lower case, contractions spelt out with or without their apostrophes,
 * common misspellings and chat shorthand replaced), so each pattern is written once.
 */

/** Which kind of help a message needs; `distress` is sadness without danger named (a gentle check-in). */
export type CrisisKind = "crisis" | "medical" | "distress";

/** Shorthand and misspellings, replaced word for word before matching. */
const WORD_FIXES: Record<string, string> = {
  sucide: "suicide",
  suicde: "suicide",
  suiside: "suicide",
  suicid: "suicide",
  sucidal: "suicidal",
  suicdal: "suicidal",
  kil: "kill",
  kms: "kill myself",
  kys: "kill yourself",
  ctb: "kill myself",
  unalive: "kill",
  myslef: "myself",
  wnat: "want",
  wnt: "want",
  wanna: "want to",
  gonna: "going to",
  swalowed: "swallowed",
  swallowd: "swallowed",
  unconcious: "unconscious",
  unconsious: "unconscious",
  breath: "breathe",
  cuz: "because",
  u: "you",
  ur: "your",
};

/** Contractions, with or without their apostrophe (only where the bare form is not another word). */
const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string | ((match: string) => string)]> = [
  [/\bi'?m\b/g, "i am"],
  [/\bi'?ve\b/g, "i have"],
  [/\bi'd\b/g, "i would"],
  [/\bi'll\b/g, "i will"],
  [/\b(he|she|they|we|you|it|that|there|who)'ll\b/g, "$1 will"],
  [/\b(he|she|they|we|you|it|that|there|who)'d\b/g, "$1 would"],
  [/\b(theyd|youd)\b/g, (match) => `${match.slice(0, -1)} would`],
  [/\b(you|we|they)'re\b/g, "$1 are"],
  [/\b(youre|theyre)\b/g, (match) => `${match.slice(0, -2)} are`],
  [/\b(he|she|it|that|there|what|who|everything|nothing|life)'s\b/g, "$1 is"],
  [/\b(whats|thats|theres|hes)\b/g, (match) => `${match.slice(0, -1)} is`],
  [/\bcan'?t\b/g, "can not"],
  [/\bcannot\b/g, "can not"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(do|does|did|is|are|was|were|would|should|could|have)n'?t\b/g, "$1 not"],
  [/\bain'?t\b/g, "am not"],
  [/\bod'd\b/g, "overdosed"],
];

/** The text as the patterns expect it: lower case, words spelt out, single spaces, no punctuation. */
export function normaliseForCrisis(text: string): string {
  let normalised = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (const [pattern, replacement] of CONTRACTIONS) {
    normalised =
      typeof replacement === "string"
        ? normalised.replace(pattern, replacement)
        : normalised.replace(pattern, (match) => replacement(match));
  }
  return normalised
    .split(" ")
    .map((word) => WORD_FIXES[word.replace(/'/g, "")] ?? word)
    .join(" ")
    .replace(/'/g, "");
}

/** People: "he hurts me" triggers, "this hurts me" does not. */
const PERSON =
  "(?:he|she|they|someone|somebody|people|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|father|mother|dad|mum|mom|parents?|step ?(?:father|mother|dad|mum|mom)|brother|sister|uncle|aunt|son|daughter|family|boss|teacher|coach|roommate|flatmate|grandson|carer|landlord))";
const HARM_VERB =
  "(?:hurt|hurts|hurting|hit|hits|hitting|beat|beats|beating|kick|kicks|kicked|kicking|choke|chokes|choked|choking|strangle|strangles|strangled|slap|slaps|slapped|abuse|abuses|abused|abusing|rape|rapes|raped|touch|touches|touched|touching|burn|burns|burned|stab|stabs|stabbed|shoot|shoots|shot|kill|kills)";
const KIN =
  "(?:mum|mom|mother|dad|father|sister|brother|kids|children|son|daughter|wife|husband|family|friends?|parents)";
const DRUGS =
  "(?:pills?|tablets?|meds|medicines?|medication|prescription|antidepressants|painkillers|paracetamol|tylenol|ibuprofen|aspirin|insulin|sleeping (?:pills|tablets)|bottle|strip|everything in the medicine cabinet)";
const SELF_ENDS =
  "(?:kill|killing|killed|hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving|hang|hanging|hanged|shoot|shooting|drown|drowning|poison|poisoning|end|ending|ended|off)";

const CRISIS_PATTERNS: readonly RegExp[] = [
  // Said outright.
  /\bsuicid(?:e|al|ally)\b(?! squad)/,
  /\bself ?-?harm/,
  new RegExp(`\\b${SELF_ENDS} (?:myself|my self|himself|herself|themselves|themself|yourself|ourselves)\\b`),
  /\b(?:end|ending|ended|take|taking|took) (?:my|his|her|their|your) (?:own )?life\b/,
  /\bend (?:it|everything) all\b|\bend it all\b|\bend yourself\b/,
  // Intent: wanting to die, to end it, not to be alive.
  /\b(?:want|wants|wanted|wanting|wish|wishing|ready|going|about|deserve|long|longing|hope|hoping|plan|planning|decided|like|need) (?:to )?(?:just |simply |really |finally )?die\b/,
  /\b(?:should|could|will|shall|can|gonna|going to|want to|ready to|decided to|plan to|thinking about|thinking of|just) (?:i )?(?:just )?end (?:it|everything|things|this)\b(?! (?:with|between|for|at|on|by|early|now and))/,
  /\bending (?:it|everything)\b(?! (?:with|between|for|at|on))/,
  /\bwant (?:it|everything|this|all this|the pain) (?:all )?to (?:end|stop|be over)\b/,
  /\b(?:go|going|gone|leave|leaving) for good\b/,
  /\b(?:go|just go) die\b|\bshould (?:just )?die\b/,
  /\b(?:wish|wished) i (?:was|were|had been|would be) dead\b|\bwish(?:ed)? i (?:had never been|was never|were never|had not been) born\b/,
  /\b(?:rather|better) (?:off )?(?:be )?dead\b|\bworth more dead\b/,
  /\b(?:do|does|did) not want to (?:live|be alive|exist|wake up|go on|keep going|keep living|be here any ?more|be around)\b/,
  /\b(?:stop|stopped) existing\b|\bnot (?:to )?exist any ?more\b/,
  /\b(?:never wake up|i (?:will |would |do |did )?not wake up|(?:hope|hoping|wish|want|pray|praying)\b.{0,20}\bnot (?:to )?wake up)\b(?! (?:on time|early|before|in time|without|until|till|for))/,
  /\b(?:no|what is the|whats the|what is even the) point (?:of|in|to) (?:living|being alive|life|go on|going on|carrying on|being here|staying alive|me being here)\b/,
  /\b(?:nothing|no one|nobody) (?:left )?to live for\b|\b(?:no|any|one) reason to (?:live|stay alive|go on|keep going|be here)\b/,
  /\bnot worth (?:to )?(?:live|living)\b|\b(?:life|living) is not worth\b/,
  /\btired of (?:being alive|living|life|existing)\b/,
  /\b(?:can not|do not) see myself (?:being )?(?:alive|here|around)\b/,
  /\bnot (?:going to be|be) (?:alive|around|here)\b(?! (?:for|at|on|in time|when the|tomorrow night))/,
  /\b(?:do not|can not) think i will be (?:alive|around|here)\b/,
  /\b(?:can not|can t|cant|could not) (?:go on|stay alive|keep living|keep going like this)\b/,
  // Being gone, imagined: "better off without me", "if I was dead", "when I'm gone".
  /\b(?:better|happier|easier|fine|free|relieved)(?: off)?(?: for \w+)? (?:without me|if (?:i|he|she|they) (?:was|were|am|is) (?:dead|gone|not alive|not here|not around)|if (?:i|he|she|they) (?:died|killed (?:myself|himself|herself|themselves)|disappeared|just died))\b/,
  /\b(?:if|when|once|after) i (?:am|was|were) (?:dead|gone)\b(?! (?:on|to|for|from|away|out|shopping|home|abroad))/,
  /\bif i (?:died|was not alive|were not alive|was not here|were not here|was not around|killed myself|just died|ended my life)\b/,
  /\b(?:miss|notice|care|matter)\b(?: \w+){0,3} (?:if|when) i (?:died|am gone|was gone|was dead|were dead|die)\b/,
  /\b(?:dying|death|being dead) (?:is|would be|seems|feels like) (?:the only|a relief|my only|better|easier|the answer|the way out)\b/,
  /\b(?:cry|come|show up) (?:at|to) my funeral\b/,
  /\blife insurance\b.{0,60}\b(?:alive|dead|gone)\b/,
  /\bworld (?:would be|is) better (?:off )?without me\b/,
  /\b(?:be|being) (?:a )?(?:burden|weight)\b.{0,60}\b(?:gone|dead|died|without me|not here|not alive)\b/,
  /\bmy time to go\b/,
  // Plans and means.
  /\b(?:last|final) (?:day|night|message|reading|roll|post|words) (?:alive|on earth|ever)\b/,
  /\bmy last (?:day|night|message|reading|roll|post|words)\b/,
  /\blast (?:reading|roll|message|words)(?: of the dice)? for me\b/,
  /\bgo through with (?:it|my plan)\b/,
  /\bplan to die\b|\bmy plan\b.{0,30}\b(?:die|dying|end|jump|pills)\b/,
  new RegExp(
    `\\b(?:stockpil\\w*|hoard\\w*|saving up|saved up|save up|been saving|collecting|hiding|got) (?:up )?(?:all |enough |my |all my |the |his |her |some )*${DRUGS}`,
  ),
  new RegExp(
    `\\b(?:take|takes|took|taken|taking|swallow|swallowed|swallowing|ate|eaten|mixed|mix) (?:them |it )?(?:all|everything|my whole|my entire|the whole|a whole|the entire|a bunch of|a handful of|a lot of|lots of|loads of|too many|enough|all of|like \\d+|\\d+|half)\\b(?: \\w+){0,4} ?${DRUGS}?`,
  ),
  new RegExp(`\\b(?:enough|how many) ${DRUGS}\\b.{0,40}\\b(?:die|never wake|to kill|take|it would take)\\b`),
  new RegExp(
    `\\b${DRUGS}\\b.{0,40}\\b(?:all at once|at once|never wake up|not wake up|i am done|so i would not wake)\\b`,
  ),
  /\boverdos(?:e|ed|ing)\b(?! (?:of|on) (?:sugar|caffeine|coffee|chocolate|cuteness|love|fun|sun|drama|information|tv|netflix|work|memes|candy|sweets|carbs|nostalgia|music|games|social media|tiktok|youtube)\b)/,
  /\b(?:rope|noose|gun|rifle|pistol|shotgun|blades?|razors?|knife)\b.{0,80}\b(?:myself|what it is for|what for|ready|tonight is the night|in case i decide|on me|no one is home)\b/,
  /\b(?:use|using|turn|turning|point|pointing) (?:it|them|the gun|a gun|the rifle|the knife|the blade) on myself\b/,
  /\b(?:on|at|off|from|of) (?:the |my )?(?:edge of (?:the |my )?)?(?:ledge|roof|rooftop|cliff|tracks|railway line|railings?)\b/,
  /\b(?:looking at|thinking about|standing by|walking to|going to|drive to|driving to) the (?:tracks|train tracks|bridge|cliff|ledge|roof)\b/,
  /\b(?:bridge|roof|ledge|balcony|window|cliff)\b.{0,40}\bjump\b|\bjump\b.{0,30}\b(?:bridge|roof|ledge|balcony|window|cliff|off|in front of)\b/,
  /\b(?:going to|want to|wants to|about to|threatening to|ready to) jump\b(?! (?:in|into|on|at|ship|start|the gun|ahead|through|the queue|to))/,
  /\b(?:drive|drove|driving|crash|crashing) (?:off|into) (?:a|the) (?:bridge|cliff|wall|tree|river|lake)\b/,
  /\bwould not mind if (?:a car|a bus|a train|something|i)\b/,
  /\b(?:the|a) (?:date|day|time|place|way)\b.{0,40}\b(?:last day alive|it is over for me|over for me)\b|\bit is over for me\b/,
  // Self-harm.
  /\b(?:want|wants|going|urge|urges|need|needs|started|start|keep|kept|thinking about|about) (?:to )?cut(?:ting)?\b(?! (?:ties|my hours|back|down|out|off|class|school|carbs|sugar|corners|costs|it|the|a|my hair|his|her|him|them|onions|in line|loose|through|across|short|spending)\b)/,
  /\bcut (?:deeper|again|so bad|my (?:arms?|wrists?|legs?|thighs?|skin|stomach))\b/,
  /\b(?:started|start|been|keep|kept) cutting\b|\bcutting again\b/,
  /\b(?:cuts|scars|burns|bruises) (?:on|all over) my (?:arms?|wrists?|legs?|thighs?|body|skin|stomach)\b/,
  /\b(?:arms?|wrists?|legs?|thighs?|body|skin) (?:are |is )?(?:covered in|full of) (?:cuts|scars|burns|bruises)\b/,
  /\b(?:hit|hitting|punch|punching|scratch|scratching|bite|biting|burn|burning|bang|banging)(?:ed)? (?:myself|my skin|my head|walls?|the wall)\b.{0,40}\b(?:bleed|bleeds|bled|bleeding|bruise|bruised|bruises|blood|hurts|hate myself)\b/,
  /\bsh (?:urges?|again|scars?|relapse)\b/,
  /\b(?:cut|cutting|hurt|hurting|burn|burning|hit|hitting)\b.{0,30}\bonly (?:thing|way) (?:that )?(?:helps|works|to cope|i can cope)\b/,
  // Goodbyes.
  /\b(?:this is|say|saying|said) (?:my )?goodbyes?\b(?! to (?:my|the|our) (?:old|last|summer|job|house|flat|town|city|team))/,
  /\b(?:texted|messaged|sent|wrote|posted|said|text)(?: me| us)? (?:a )?goodbye\b/,
  /\bgoodbye (?:everyone|world|forever|for good|for real|cruel world)\b|\bbye (?:world|forever|for real|everyone)\b/,
  /\b(?:goodbye|suicide) (?:note|letter|message|post|text)\b/,
  new RegExp(`\\btell my ${KIN}\\b.{0,20}\\b(?:i love|i loved|that i love|i am sorry|sorry)\\b`),
  /\b(?:by the time|when|if) (?:anyone|someone|you|they|somebody) (?:reads?|finds?|sees?) this\b/,
  /\b(?:given|giving|gave|give) (?:away )?(?:all |most of )?(?:my|his|her) (?:things|stuff|belongings|cat|dog|pets?|possessions)\b.{0,40}\b(?:need|away|anymore|good home|where)\b|\bgiving (?:all )?(?:my|his|her) (?:stuff|things) away\b/,
  /\bwill not need (?:them|it|my things|any of it) (?:where|anymore|any more)\b|\bwill not need (?:them|it)\b/,
  /\b(?:wrote|written|writing|left) (?:letters|notes|a letter|a note) (?:to|for) (?:everyone|my|all)\b/,
  /\b(?:updated|wrote|made) my will\b/,
  /\b(?:nobody|no one|you) will (?:not )?(?:ever )?(?:hear from|see) me again\b|\bwill not see me again\b/,
  /\b(?:dog|cat|pets?|kids|children) (?:goes|go|get|gets|is|are|looked after)\b.{0,40}\bafter i am gone\b|\bafter i am gone\b/,
  /\bi can not stay\b/,
  // Someone hurting, abusing, threatening or trapping the seeker; danger now.
  new RegExp(`\\b${PERSON}(?: \\w+){0,3} ${HARM_VERB} (?:me|us|my (?:kids|children|son|daughter|baby|mum|mom|dog))\\b`),
  new RegExp(`\\b(?:threaten|threatens|threatening|threatened) to (?:hurt|kill|harm|beat|hit|take)\\b`),
  /\b(?:throwing|throws|threw) (?:things|stuff|plates|\w+) at me\b/,
  /\b(?:locked|locks|locking) me (?:in|up|out)\b/,
  /\b(?:stalking|stalked|following me home|followed me home|has been following me)\b/,
  /\b(?:break|breaking|broke|trying to get) into (?:my|the|our) (?:house|home|flat|apartment|room)\b/,
  /\b(?:broke|broken|breaks|break) my (?:arm|nose|ribs?|jaw|wrist|fingers?|leg)\b/,
  /\bpush(?:es|ed|ing)? me (?:around|down|against|over)\b/,
  /\b(?:took|takes|taken|keeps|kept) my (?:passport|documents|papers|id)\b/,
  new RegExp(
    `\\b(?:afraid|scared|frightened|terrified) (?:of|to go home|to leave|to tell)\\b(?: \\w+)?(?: ${PERSON}| him| her| them| home)?`,
  ),
  /\b(?:hiding|hide) (?:in|from) (?:the|my|him|her|them)\b/,
  /\b(?:abuse|abused|abusing|abusive|raped|rape|molested|assaulted|domestic violence|grooming|groomed|trafficked)\b/,
  /\b(?:i am|we are|i feel|feel) (?:\w+ )?(?:in danger|not safe|unsafe)\b/,
  /\b(?:do not|dont) feel safe\b/,
  /\b(?:scared|afraid|fear|fearing|terrified) for my life\b/,
  /\bsays? no one will believe me\b/,
  new RegExp(`\\b${PERSON}(?: \\w+){0,3} threaten(?:s|ing|ed)? (?:me|us|my)\\b`),
  /\b(?:roof|bridge|ledge|cliff|tracks)\b.{0,60}\bnot coming back\b/,
];

const MEDICAL_PATTERNS: readonly RegExp[] = [
  /\bchest (?:pain|pains|hurts|tightness|is tight|pressure|feels tight|is crushing)\b|\bpain in (?:my|his|her|their) chest\b|\bcrushing (?:pain|chest)\b|\bheart attack\b|\bclutching (?:his|her|my|their) chest\b|\bpain in the chest\b/,
  /\b(?:can not|could not|can hardly|struggling to|trouble|hard to|difficulty|unable to|not able to) (?:breathe|breathing)\b|\b(?:not|stopped|is not|are not) breathing\b|\bturning blue\b|\blips (?:are|have gone|went) blue\b|\bgasping for air\b|\bchoking\b|\bbarely breathing\b|\bwheezing\b|\basthma attack\b|\binhaler (?:is not|not) working\b/,
  /\b(?:drank|drunk|drink|swallowed|ate|eaten|ingested|licked|bit into)\b(?: \w+){0,4} (?:bleach|poison|antifreeze|detergent|cleaning \w+|rat poison|weed killer|pesticide|batter(?:y|ies)|button battery|laundry pods?|dishwasher tablet|mushrooms|pills|medicine|tablets|medication)\b/,
  /\b(?:took|taken|take|had) (?:double|twice|triple|too much|too many|an extra)\b(?: \w+){0,3} (?:medication|medicine|pills|tablets|dose|insulin)\b/,
  /\b(?:i|he|she|they|we|my \w+) (?:was |were |has been |have been |is |are |got |think i was |think i have been )?poisoned\b|\b(?<!food )poisoning\b(?! (?:story|mystery|novel|film|book|plot))|\bcarbon monoxide\b/,
  /\b(?:bleeding|blood|the bleeding) (?:will not|would not|does not|is not|can not|that will not) (?:stop|stopping)\b|\bbleeding (?:a lot|heavily|badly|everywhere|profusely|so much)\b|\blost a lot of blood\b|\bblood (?:everywhere|spurting|pouring)\b|\bspurting\b|\b(?:will not|can not|could not) stop (?:the )?bleeding\b|\bso much blood\b|\b(?:vomiting|throwing up|coughing up|coughing|spitting) blood\b|\b(?:head|neck|chest|stomach) is bleeding\b/,
  /\bface (?:is )?(?:drooping|droops|drooped)\b|\bdrooping\b|\bslurr(?:ed|ing)\b|\bone side of (?:his|her|my|their) (?:face|body)\b|\b(?<!breast |brush |back |heat )stroke\b(?! of)|\b(?:can not|could not) (?:lift|raise|move) (?:my|his|her|their) (?:right |left )?(?:arm|leg)\b|\b(?:arm|leg|side) (?:went|is|goes|has gone) (?:weak|numb|limp|dead)\b|\b(?:face|mouth) (?:went|goes|is|has gone) (?:numb|crooked|lopsided)\b|\bworst headache\b|\bsuddenly (?:is )?(?:confused|can not (?:speak|talk|see|understand))\b|\bwords (?:are )?(?:coming out wrong|jumbled)\b|\bcan not smile properly\b|\bcan not see (?:properly )?out of one eye\b/,
  /\bunconscious\b|\b(?:passed out|collapsed|fainted)\b|\b(?:will not|can not|is not|does not) wake (?:him |her |them )?up\b|\bnot waking up\b|\b(?:having|had|is having) (?:a )?(?:seizure|fit|convulsions?)\b|\bseizing\b|\bfoaming at the mouth\b|\bshaking on the floor\b|\bconvuls\w+\b|\b(?:not responding|unresponsive)\b/,
  /\b(?:throat|tongue|lips?|face|mouth) (?:is |are |has |have )?(?:swelling|swollen|swelled|closing|closing up)\b|\banaphyla\w*\b|\bepi ?pen\b|\ballergic reaction\b/,
];

const DISTRESS_PATTERNS: readonly RegExp[] = [
  /\bhopeless\b|\b(?:lost|lost all|no|have no|there is no) hope\b|\bnothing (?:matters|ever works|i do makes|good is ever|will ever)\b|\bpointless\b|\bgiven up (?:hoping|hope|on everything|on life|trying)\b/,
  /\b(?:get|getting|go|going) better\b.{0,20}\b(?:never|stopped believing|do not see|can not see)\b|\b(?:never|not|stopped believing|do not see how) (?:\w+ ){0,4}(?:get|getting|going to get) better\b/,
  /\b(?:what is the|whats the|no) point (?:of|in) (?:trying|anything|it all|any of it)\b/,
  /\b(?:dark hole|stuck in a hole|can not climb out)\b/,
  /\b(?:feel|feeling|am|i am so|so) (?:\w+ )?(?:empty|numb|hollow|blank|grey|flat|invisible|isolated|lonely|alone|worthless|useless|overwhelmed|like a ghost|like nothing|like a failure|like a burden|like a waste)\b/,
  /\b(?:do not|can not|no longer) (?:feel|cry)(?: anything)? any ?more\b|\bfeel nothing\b|\bnothing gives me joy\b|\bnot (?:feel|feeling) like a real person\b|\b(?:everything|life|it all) (?:feels|is|seems) (?:so )?(?:hollow|empty|grey|gray|flat|pointless|meaningless|dark)\b/,
  /\b(?:can not|could not) (?:cope|take (?:it|this|much more|any more|anymore)|handle (?:it|this|anything)|think straight|stop crying|get out of bed)\b/,
  /\b(?:falling apart|breaking down|breaking point|crashing down|panic attacks?|too much for me|everything is too much)\b|\b(?:i am|i feel|feel like i am|feeling) (?:like i am )?sinking\b|\bbarely (?:holding it together|coping|keeping it together|hanging on)\b|\bhave not slept in days\b/,
  /\b(?:nobody|no one) (?:cares|loves me|notices|understands|likes me|ever texts)\b|\bno one to talk to\b|\bhave no (?:friends|one)\b|\b(?:always|so|completely|very) (?:alone|lonely)\b|\beveryone has someone\b|\bstopped inviting me\b|\bnobody (?:visits|calls|comes)\b|\bby myself all day\b/,
  /\bhate myself\b|\b(?:such a|total|complete|a) (?:failure|disappointment|waste of space)\b|\bnot good enough for anyone\b|\bdo not deserve anything\b|\bmess up everything\b|\bcan not do anything right\b|\bi am (?:nothing|so stupid)\b|\bi am completely worthless\b/,
];

/**
 * Household hyperbole, taken out before the patterns run: "mum will kill me if I'm late" is a joke, where
 * "he'll kill me if I leave" is a threat.
 */
const HYPERBOLE =
  /\bkill me if i (?:am late|forget|miss|break|lose|spill|eat|wear|tell|do not (?:call|text|come|clean|tidy|finish|tidy))\b/g;

/** What help a message needs, or null for an ordinary message. Danger comes first, then a body in trouble. */
export function classifyCrisis(text: string): CrisisKind | null {
  const normalised = normaliseForCrisis(text).replace(HYPERBOLE, " ");
  if (CRISIS_PATTERNS.some((pattern) => pattern.test(normalised))) return "crisis";
  if (MEDICAL_PATTERNS.some((pattern) => pattern.test(normalised))) return "medical";
  if (DISTRESS_PATTERNS.some((pattern) => pattern.test(normalised))) return "distress";
  return null;
}

/** True when a message needs help instead of a reading (a crisis, a medical emergency, or distress). */
export function isCrisisMessage(text: string): boolean {
  return classifyCrisis(text) !== null;
}
