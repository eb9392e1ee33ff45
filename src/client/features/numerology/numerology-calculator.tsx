import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { numerologyPageWords } from "../../../../content/site/numerology-page";
import { isValidTimeZone } from "../../../shared/time-zone";
import { EARLIEST_BIRTH_DATE, FULL_NAME_MAX_LENGTH } from "../../../shared/numerology/birth-input";
import { CONTROL_CLASS, Field, TextField } from "../../components/ui/form/field";
import { FormFeedback, type Feedback } from "../../components/ui/form/form-feedback";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { localToday } from "../../lib/clock";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { CalculatorValues } from "./calculator-schema";
import type { NumerologyReading } from "./reading";
import { ReadingView } from "./reading-view";

const words = numerologyPageWords.calculator;

/** The reading's code and words load once, when the calculator is first touched (not with the page). */
let readingModule: Promise<typeof import("./reading")> | null = null;
function loadReading() {
  readingModule ??= import("./reading").catch((error: unknown) => {
    readingModule = null;
    throw error;
  });
  return readingModule;
}

function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : "UTC";
  } catch {
    return "UTC";
  }
}

/** Every zone the browser knows, grouped by region ("Europe", "America" …), the browser's own among them. */
function timeZoneGroups(detected: string): [region: string, zones: string[]][] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const groups = new Map<string, string[]>();
  for (const zone of [...new Set([...zones, detected, "UTC"])].sort()) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "Other";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups.entries()];
}

/** What the page takes from the browser, read once (a stable value for useSyncExternalStore). */
let settings: { zone: string; zoneGroups: [string, string[]][]; today: string } | null = null;
function browserSettings() {
  if (!settings) {
    const zone = browserTimeZone();
    settings = { zone, zoneGroups: timeZoneGroups(zone), today: localToday() };
  }
  return settings;
}
const neverChanges = () => () => {};

const zoneLabel = (zone: string) => zone.replaceAll("_", " ");

/**
 * The public calculator: a full name, a birth date and (for the Sun's cusp) the zone of birth give the
 * five core numbers, today's cycles and the Sun sign, all worked out in this browser.
 */
export function NumerologyCalculator() {
  const dateInput = useRef<HTMLInputElement | null>(null);
  const [resolver] = useState(() =>
    lazyResolver(() =>
      import("./calculator-schema").then((schema) =>
        schema.calculatorResolver(() => dateInput.current?.validity.badInput ?? false),
      ),
    ),
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CalculatorValues>({
    resolver,
    defaultValues: { fullName: "", birthDate: "", timeZone: "UTC" },
  });
  const [reading, setReading] = useState<NumerologyReading | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The zones and today's date are the browser's: read after hydration, never baked into the page.
  const browser = useSyncExternalStore(neverChanges, browserSettings, () => null);
  useEffect(() => {
    if (browser) setValue("timeZone", browser.zone);
  }, [browser, setValue]);

  async function onValid(values: CalculatorValues) {
    setFeedback(null);
    try {
      const { readBirth } = await loadReading();
      setReading(
        readBirth({
          fullName: values.fullName,
          birthDate: values.birthDate,
          timeZone: isValidTimeZone(values.timeZone) ? values.timeZone : "UTC",
          today: localToday(),
        }),
      );
    } catch {
      setReading(null);
      setFeedback({ kind: "error", text: words.failed });
    }
  }

  const { ref: birthDateRef, ...birthDateField } = register("birthDate");
  return (
    <>
      <section
        id="calculator"
        aria-labelledby="calculator-title"
        className="card mx-auto max-w-3xl scroll-mt-24 p-6 sm:p-8"
      >
        <h2 id="calculator-title" className="text-2xl text-gold-100">
          {words.title}
        </h2>
        <p className="mt-2 text-indigo-100/90">{words.intro}</p>
        <form
          className="mt-6 grid gap-5 sm:grid-cols-2"
          noValidate
          onFocus={() => {
            resolver.preload();
            void loadReading().catch(() => undefined);
          }}
          onSubmit={(event) => {
            void handleSubmit(onValid)(event);
          }}
        >
          <TextField
            {...register("fullName")}
            className="sm:col-span-2"
            label={words.fields.fullName.label}
            hint={words.fields.fullName.hint}
            error={errors.fullName?.message}
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            disabled={isSubmitting}
          />
          <TextField
            {...birthDateField}
            ref={(element) => {
              birthDateRef(element);
              dateInput.current = element;
            }}
            type="date"
            label={words.fields.birthDate.label}
            error={errors.birthDate?.message}
            // No autocomplete token: Chrome reports "bday" on a date field as an issue and fills nothing from it.
            min={EARLIEST_BIRTH_DATE}
            max={browser?.today}
            disabled={isSubmitting}
          />
          <Field label={words.fields.timeZone.label} hint={words.fields.timeZone.hint}>
            {(control) => (
              <select {...register("timeZone")} {...control} className={CONTROL_CLASS} disabled={isSubmitting}>
                {browser ? (
                  browser.zoneGroups.map(([region, names]) => (
                    <optgroup key={region} label={region}>
                      {names.map((zone) => (
                        <option key={zone} value={zone}>
                          {zoneLabel(zone)}
                        </option>
                      ))}
                    </optgroup>
                  ))
                ) : (
                  <option value="UTC">UTC</option>
                )}
              </select>
            )}
          </Field>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
            <SubmitButton
              className="btn-primary shrink-0 whitespace-nowrap"
              isPending={isSubmitting}
              pendingLabel={words.pending}
              disabled={isSubmitting}
            >
              {words.submit}
            </SubmitButton>
            <p className="text-sm text-indigo-200/85">{words.privacy}</p>
          </div>
          <FormFeedback feedback={feedback} className="text-sm sm:col-span-2" />
        </form>
      </section>
      {reading && <ReadingView reading={reading} />}
    </>
  );
}
