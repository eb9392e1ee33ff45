import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { numerologyPageWords } from "../../../../content/site/numerology-page";
import { birthDateProblem, nameProblem } from "../../../shared/numerology/birth-input";
import { localToday } from "../../lib/clock";

const words = numerologyPageWords.calculator;

/**
 * The form's checks, from the shared rules. `isDateUnreadable` reports whether the browser could read what was
 * typed as a date at all (an impossible date reaches the form as an empty value).
 */
function calculatorSchema(isDateUnreadable: () => boolean) {
  return z
    .object({ fullName: z.string(), birthDate: z.string(), timeZone: z.string() })
    .superRefine((values, context) => {
      const name = nameProblem(values.fullName);
      if (name) context.addIssue({ code: "custom", path: ["fullName"], message: words.errors.fullName[name] });
      const date = birthDateProblem(values.birthDate, localToday(), isDateUnreadable());
      if (date) context.addIssue({ code: "custom", path: ["birthDate"], message: words.errors.birthDate[date] });
    });
}
export type CalculatorValues = z.infer<ReturnType<typeof calculatorSchema>>;

/** The calculator's resolver, given how to tell whether the browser could read the typed date. */
export const calculatorResolver = (isDateUnreadable: () => boolean) => zodResolver(calculatorSchema(isDateUnreadable));
