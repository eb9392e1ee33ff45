import { angelNumberBySlug } from "../../../../content/angel-numbers";
import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../../content/angel-numbers/page";
import { readAngelNumber } from "../../../shared/angel-numbers/angel-number-rule";
import { ANGEL_NUMBER_LIBRARY } from "../../../shared/angel-numbers/library";
import { SITUATIONS } from "../../../shared/situations";
import { angelNumberPath } from "../../../shared/site-routes";
import { fillWords } from "../../../shared/text";
import { metaDescription } from "../library/structured-data";
import type { SkyEntry } from "../numerology/entries";
import { ANGEL_LIBRARY_ID } from "./library-ids";

const words = ANGEL_NUMBERS_PAGE_WORDS.libraryPage;
const INDEX_PATH = "/angel-numbers";

const nameOf = (number: string) => fillWords(words.name, { number });

/**
 * A library number's page, gathered at build time (the route's loader) so that its words stay out of the
 * browser's JavaScript; laid out as a number's page of /numerology. Null for a slug the library lacks.
 */
export function angelNumberEntry(slug: string | undefined): SkyEntry | null {
  const content = slug === undefined ? undefined : angelNumberBySlug(slug);
  if (!content) return null;
  const { number } = content;
  const at = ANGEL_NUMBER_LIBRARY.indexOf(number as (typeof ANGEL_NUMBER_LIBRARY)[number]);
  const previous = ANGEL_NUMBER_LIBRARY[(at - 1 + ANGEL_NUMBER_LIBRARY.length) % ANGEL_NUMBER_LIBRARY.length]!;
  const next = ANGEL_NUMBER_LIBRARY[(at + 1) % ANGEL_NUMBER_LIBRARY.length]!;
  // Its digits as numerology reads them: the library's words speak of them, the page shows the sum.
  const digits = readAngelNumber(number, []);
  const reduction = digits.kind === "digits" ? digits.reduction : null;
  const pattern = ANGEL_NUMBERS_PAGE_WORDS.page.patternNames[content.pattern];
  return {
    kind: "number",
    path: angelNumberPath(number),
    eyebrow: words.eyebrow,
    name: nameOf(number),
    metaTitle: fillWords(words.metaTitle, { number }),
    description: metaDescription(`${nameOf(number)}: ${content.essence.split(". ")[0]}. ${words.descriptionSuffix}`),
    mark: { text: number, label: fillWords(words.numeralLabel, { number }) },
    lead: null,
    keywords: { label: words.keywordsLabel, words: [pattern] },
    facts: [
      { term: words.facts.shape, value: pattern },
      ...(reduction
        ? [
            {
              term: words.facts.digits,
              value: fillWords(ANGEL_NUMBERS_PAGE_WORDS.page.stepsAdded, {
                digits: [...number.replace(/\D/g, "")].join(" + "),
                sum: reduction.chain.join(" → "),
              }),
            },
          ]
        : []),
    ],
    sections: [
      { heading: fillWords(words.essenceTitle, { number }), text: content.essence },
      {
        heading: fillWords(words.meaningsTitle, { number }),
        items: SITUATIONS.map((situation) => ({
          heading: words.situations[situation],
          text: content.meanings[situation],
        })),
      },
      { heading: words.promptTitle, text: content.prompt },
    ],
    termCode: content.slug,
    set: { name: words.setName, path: INDEX_PATH, fragment: ANGEL_LIBRARY_ID },
    call: words.call,
    navigation: words.navigation,
    previous: { name: nameOf(previous), path: angelNumberPath(previous) },
    next: { name: nameOf(next), path: angelNumberPath(next) },
    index: { label: words.back, path: INDEX_PATH },
  };
}
