/**
 * Chat messages on both sides of the crisis line (docs/decisions/005-oracle.md), shared by the rule's
 * unit tests and the API tests that prove no crisis message leaves the server.
 */

/** Messages that must get the safety reply and nothing else. */
export const CRISIS_PHRASINGS = [
  "I want to end it",
  "I want to kill myself",
  "he hurts me",
  "I'm going to kill myself tonight",
  "i want to die",
  "I wanna die",
  "I've been thinking about suicide",
  "I feel suicidal",
  "I keep cutting myself",
  "I hurt myself again last night",
  "how do I end my life",
  "I'm thinking of ending it all",
  "I don't want to live anymore",
  "I dont want to be alive",
  "everyone would be better off if I was dead, I'm better off dead",
  "I wish I were dead",
  "There is no reason to live",
  "I can't go on like this",
  "my husband beats me",
  "My boyfriend hit me again",
  "he's hurting me",
  "She keeps threatening me",
  "my dad is going to kill me, he said so with a knife",
  "he said he'll kill me",
  "I'm in an abusive relationship",
  "I was raped",
  "I am in danger",
  "I don't feel safe at home",
  "I'm scared for my life",
  "thinking about self-harm",
  "I took an overdose",
  "I WANT TO KILL MYSELF!!!",
  "i want to end it.",
  "He hurts me… what do the dice say?",
] as const;

/** Figures of speech and dice talk that are not crisis messages: they get the oracle as usual. */
export const NOT_CRISIS_PHRASINGS = [
  "this plan is killing me with boredom",
  "my feet are killing me",
  "you're killing me, Lyra",
  "I'm dying to know my fortune",
  "what does the red die mean?",
  "what does a die showing 5 mean",
  "I want to end my subscription",
  "I want to end it with my boyfriend, should I?",
  "hit me with your best reading",
  "money worries hurt my sleep",
  "the truth hurts",
  "does my crush love me?",
  "killing time before my next cast",
  "the history of dice",
  "my heart is broken",
  "I feel safe with him",
] as const;
