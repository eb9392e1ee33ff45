import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";
import type { QuestionForm, QuestionSubject } from "../../../src/shared/question";
import type { Verdict } from "../../../src/shared/verdict";

/**
 * How the oracle answers the seeker's question (read by src/shared/question.ts): {term} names what it
 * is about as the oracle says it back ("your ex", "whether to take the job"). Tier 1 names it once;
 * from tier 2 a section answers it with what the reading already holds: the verdict for a yes-or-no
 * question, the time ({when}) for a when-question, the counsel ({counsel}) for how, what and why.
 * With no question, or one too general to name, the counsel is made personal instead.
 */

/** Tier 1: the question named once, in the opening. */
export const questionNamed: PhraseBank = [
  "You asked about {term}, and the dice [answer with|reply with|turn up] a {rn}, a {wn} and a {gn}.",
  "[Your question|What you asked] [was about|turned on|concerned] {term}; the dice [show|give] the {rn}, the {wn} and the {gn}.",
  "For {term}, the dice [have turned up|have set out|show] the {red.name} in red, the {white.name} in white and the {green.name} in green.",
  "{Term} is [on your mind|what you brought|the question], and [three faces|the dice] [answer|reply]: {rn}, {wn}, {gn}.",
  "[Holding|Keeping|With] {term} in mind, you [cast|threw|rolled] a {rn}, a {wn} and a {gn}.",
  "The {red.name}, the {white.name} and the {green.name} [have come|came|have answered] [for|to] your question about {term}.",
];

/** Tier 1 with a question too general to name: quoted once ({question}). */
export const questionQuoted: PhraseBank = [
  "{Sit.came}, and you [put it plainly|asked it in your own words]: {question} The dice [answer|reply] with a {rn}, a {wn} and a {gn}.",
  "You [asked|wrote], {question} and the dice [have turned up|reply with|show] the {rn}, the {wn} and the {gn}.",
  "[Your question was this|You brought this to the table]: {question} [A {rn}, a {wn} and a {gn} answer it|The dice answer with the {red.name}, the {white.name} and the {green.name}].",
  "I [hold|lift] your question [up to|into] the [lamp|light|candlelight], {question} and the dice [show|give] the {red.name}, the {white.name} and the {green.name}.",
];

/** The question's section from tier 2: its heading. */
export const questionHeadings: PhraseBank = ["Your Question", "The Answer to Your Question", "What You Asked"];

/** The first sentence of the answer: the term, and the die that speaks for that kind of question. */
export const questionLeads: Record<QuestionSubject, PhraseBank> = {
  person: [
    "[On|About|As for] {term}, the {rn} [speaks first|leads], [for|since] red is the [die|keeper] of the heart's [wanting|will].",
    "[Where|When] {term} is [concerned|the question], [look first|I look] to the {rn}: [what you want|your own wanting] [shapes|colours] [what passes between you|the bond].",
    "{Term}: the {red.name} on the red die [tells|shows] what you [bring|carry] to [them|that bond], and the {gn} what [comes of it|grows from it].",
  ],
  decision: [
    "[On|About|As for] {term}, the {wn} [speaks first|leads], [for|since] white is the die of [sight|clear seeing].",
    "{Term} is a question for the {wn}: [it sees|it weighs|it holds up] both [roads|sides|ways].",
    "[When|Where] the question is {term}, the {white.name} on the white die [weighs it|holds the scales], and the {gn} [shows|names] the [outcome|ground].",
  ],
  money: [
    "[On|About|As for] {term}, the {gn} [speaks first|leads], [for|since] green is the die of what [takes root|is held|grows].",
    "{Term} [belongs|is a matter] for the {gn}, [the die|keeper] of [results|harvest|what you hold].",
    "[Where|When] {term} is [concerned|the question], the {green.name} on the green die [shows|names] the ground, and the {rn} [the will to tend it|what you will do with it].",
  ],
  work: [
    "[On|About|As for] {term}, the {gn} [shows|names] the outcome and the {rn} the [effort|drive] [behind it|you bring].",
    "{Term} [is a question|is work] for two dice: the {rn}, [your drive|what you put in], and the {gn}, [what it yields|the result].",
    "[Where|When] {term} is [concerned|the question], [look|I look] to the {gn}, [the die|keeper] of [results|harvest].",
  ],
  move: [
    "[On|About|As for] {term}, the {gn} [shows|names] the new ground, and the {rn} [your readiness|the will] to [go|make it].",
    "{Term} [is read|I read] in the {gn}, [the die|keeper] of [where you land|the ground under your feet].",
    "[Where|When] {term} is [concerned|the question], the {red.name} on the red die [says|shows] how much you [want it|mean it], and the {gn} [where it leads|what it grows into].",
  ],
  date: [
    "[On|About|As for] {term}, the {wn} [speaks first|leads], [for|since] white is the die of [timing|the hour].",
    "{Term} is a question of time, and time [belongs to|is kept by] the {wn}.",
    "[When|Where] you ask about {term}, the {white.name} on the white die [keeps|holds] the [calendar|hour].",
  ],
  general: [
    "[On|About|As for] {term}, [the {counselDn} speaks first|I look first to the {counselDn}], [the die|keeper] of [this kind of question|your situation].",
    "{Term} is [what you brought|on the table], and the {counselDn} [answers it|leads the answer].",
  ],
};

/** The answer itself, by the question's form; a yes-or-no answer by the reading's verdict. */
export const questionAnswers: { yesNo: Record<Verdict, PhraseBank> } & Record<
  Exclude<QuestionForm, "yes-no">,
  PhraseBank
> = {
  yesNo: {
    Yes: [
      "[So|Then] the dice answer yes, as the reading did, and the {gn} [stands behind it|does not waver].",
      "The answer is yes: {sumName} [seals it|agrees], [just as|as] the reading said.",
      "Yes, then; [the {gn} holds the door open|the door stands open], as [your reading|the reading] [promised|said].",
    ],
    "Likely yes": [
      "[So|Then] the dice [lean|tilt|bend] toward yes, [as the reading did|like the reading|with the reading], though the {gn} keeps [a little|something] in reserve.",
      "[The answer is|The dice give|You have] a likely yes: [more yes than no|the scales tip toward yes], and the rest [is in your hands|is yours|lies with you].",
      "Probably yes, [the {gn} answers|says the {gn}], [without a promise|with a small smile], as the reading [said|gave].",
    ],
    Uncertain: [
      "The answer is [still open|uncertain], as the reading said: the {gn} [has not chosen|is still in the balance].",
      "[So|Then] it stays [uncertain|in the balance]; the {gn} [waits|holds back], and the next move is yours.",
      "The dice leave it [undecided|open] [for now|tonight], as the reading did; [the mist has not lifted|the scales are level].",
    ],
    "Likely no": [
      "The dice [lean|tilt|bend] toward no, or not yet, [as the reading did|like the reading|with the reading]; the {gn} [asks for patience|counsels waiting].",
      "[So|Then] it is a likely no [for now|at present], though nothing is sealed.",
      "[More no than yes|The scales tip toward no], [says|answers] the {gn}, [kindly|gently], as the reading said.",
    ],
    No: [
      "The dice say no, as the reading did, and the {gn} [does not argue|keeps that door shut] for now.",
      "[So|Then] the answer is no; [it frees your hands|that leaves your hands free] for a better yes.",
      "No, [say the dice|says the {green.name}], [just as|as] the reading said, [and they say it gently|and gently].",
    ],
  },
  when: [
    "[As for when|When]: {when}, [as the reading said|by the white die's rule|the reading's own time].",
    "The {wn} [answers|gives] the time: {when}, [as your reading said|the same time the reading gave].",
    "Look for [it|the turn|movement] {when}; [the reading named the same time|that is the reading's time too].",
  ],
  how: [
    "How? [The dice answer|The counsel is|Here is the way]: {counsel}",
    "[The way through|The way forward|The how] [is plain|lies here]: {counsel}",
    "[The dice's counsel|My counsel|The answer] is this: {counsel}",
  ],
  what: [
    "What to do? [The dice answer|The counsel is|This]: {counsel}",
    "[The dice|The {counselDn}] [point to this|answer this way]: {counsel}",
    "[Here is|This is] what the dice [give you|offer]: {counsel}",
  ],
  why: [
    "Why? Because the {rn} [carries|holds] {red.will}, and the {gn} [answers with|shows] {green.world}. [So|Then]: {counsel}",
    "The why lies in the {rn}: {red.will}. [What to do with it|The counsel]: {counsel}",
  ],
  other: [
    "[The dice|The {counselDn}] [answer|counsel] this: {counsel}",
    "[Here is|This is] the dice's [answer|counsel]: {counsel}",
  ],
};

/** After a yes-or-no or a when answer: what to do with it, the situation's counsel. */
export const questionThen: PhraseBank = [
  "[What to do with it|What you can do now|Your part]: {counsel}",
  "[And in the meantime|Meanwhile|Until then]: {counsel}",
];

/** With no question: the situation's counsel made personal (the counsel section's first sentence). */
export const counselPersonal: PhraseBank = [
  "[You came|You asked] about {topic}, and [for you|in your case] the {counselDn} [sets the counsel|leads].",
  "[For you|In your days], {topic} [turns on|rests on] the {counselDn}.",
  "[This is|Here is|Now comes] [your part|the share that is yours|what is yours to do|the piece you hold] in {topic}, as the {counselDn} [gives it|says it|sees it].",
  "The {counselDn} [speaks to you|has a word for you|turns to you] [about|on] {topic}.",
  "[Brought home|Made yours|Said to you alone], the {counselDn} [counsels|advises|asks] this.",
];
