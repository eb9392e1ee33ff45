import { Hourglass } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FOLLOW_UP_SETTING } from "../../../../content/journal/follow-ups";
import { REMINDER_SETTINGS } from "../../../../content/site/reminders";
import { REPORT_SETTING } from "../../../../content/weekly/report";
import type { ReminderPreferencesBody, ReminderSettings } from "../../../shared/api/reminders";
import { REMINDER_KINDS } from "../../../shared/reminders/kinds";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { CONTROL_CLASS, Field } from "../../components/ui/form/field";
import { FormFeedback, type Feedback } from "../../components/ui/form/form-feedback";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { describeRequestError } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { queryKeys } from "../../lib/query-keys";
import { sendRemindersToThisDevice } from "./push-device";

const resolver = lazyResolver(() => import("./reminders-form-schema").then((schema) => schema.remindersFormResolver));

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const words = REMINDER_SETTINGS;

const preferencesOf = ({ pushDevices: _devices, ...preferences }: ReminderSettings): ReminderPreferencesBody =>
  preferences;

/** The dashboard's Reminders section: which reminders, at what hour, by mail and on which devices. */
export function RemindersSection() {
  const reminders = useQuery({
    queryKey: queryKeys.reminders,
    queryFn: ({ signal }) => readBody(api.me.reminders.$get(undefined, { init: { signal } })),
  });
  return (
    <DashboardSection title={words.title} icon={Hourglass}>
      {reminders.isPending ? (
        <LoadingBlocks label={words.title} count={1} className="h-32" />
      ) : reminders.isError ? (
        <RequestError error={reminders.error} fallback={words.loadFailed} onRetry={() => void reminders.refetch()} />
      ) : (
        <RemindersForm settings={reminders.data} />
      )}
    </DashboardSection>
  );
}

function RemindersForm({ settings }: { settings: ReminderSettings }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset, formState } = useForm<ReminderPreferencesBody>({
    resolver,
    defaultValues: preferencesOf(settings),
  });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [deviceFeedback, setDeviceFeedback] = useState<Feedback>(null);
  const save = useMutation({
    mutationFn: (preferences: ReminderPreferencesBody) => readBody(api.me.reminders.$put({ json: preferences })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.reminders, saved);
      reset(preferencesOf(saved));
      setFeedback({ kind: "success", text: words.saved });
    },
    onError: (error) => setFeedback({ kind: "error", text: describeRequestError(error, words.saveFailed) }),
  });
  const device = useMutation({
    mutationFn: sendRemindersToThisDevice,
    onSuccess: (outcome) => {
      if (outcome.kind === "done") {
        queryClient.setQueryData(queryKeys.reminders, { ...settings, pushDevices: outcome.pushDevices });
        setDeviceFeedback({ kind: "success", text: words.device.done });
      } else {
        setDeviceFeedback({ kind: "error", text: words.device[outcome.kind] });
      }
    },
    onError: (error) => setDeviceFeedback({ kind: "error", text: describeRequestError(error, words.device.failed) }),
  });

  return (
    <div className="grid gap-5">
      <p className="text-sm text-indigo-200/90">{words.intro}</p>
      <form
        noValidate
        onFocus={resolver.preload}
        onSubmit={handleSubmit((preferences) => {
          setFeedback(null);
          save.mutate(preferences);
        })}
        className="grid gap-5"
      >
        <fieldset className="grid gap-3">
          {REMINDER_KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3">
              <input type="checkbox" className="mt-1 size-4 accent-gold-300" {...register(kind)} />
              <span>
                <span className="block text-indigo-50">{words.kinds[kind].label}</span>
                <span className="block text-sm text-indigo-200/80">{words.kinds[kind].hint}</span>
              </span>
            </label>
          ))}
          <label className="flex items-start gap-3">
            <input type="checkbox" className="mt-1 size-4 accent-gold-300" {...register("followUps")} />
            <span>
              <span className="block text-indigo-50">{FOLLOW_UP_SETTING.label}</span>
              <span className="block text-sm text-indigo-200/80">{FOLLOW_UP_SETTING.hint}</span>
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input type="checkbox" className="mt-1 size-4 accent-gold-300" {...register("weeklyReport")} />
            <span>
              <span className="block text-indigo-50">{REPORT_SETTING.label}</span>
              <span className="block text-sm text-indigo-200/80">{REPORT_SETTING.hint}</span>
            </span>
          </label>
        </fieldset>
        <Field label={words.hour} hint={words.hourHint} error={formState.errors.hour?.message} className="max-w-48">
          {(control) => (
            <select {...control} {...register("hour", { valueAsNumber: true })} className={CONTROL_CLASS}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, "0")}:00`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold text-gold-200">{words.channels}</legend>
          <label className="flex items-center gap-3">
            <input type="checkbox" className="size-4 accent-gold-300" {...register("email")} />
            <span className="text-indigo-50">{words.email}</span>
          </label>
          <label className="flex items-center gap-3">
            <input type="checkbox" className="size-4 accent-gold-300" {...register("push")} />
            <span className="text-indigo-50">{words.push}</span>
          </label>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton isPending={save.isPending} disabled={save.isPending}>
            {words.save}
          </SubmitButton>
          <FormFeedback feedback={feedback} />
        </div>
      </form>
      <div className="grid gap-2 rounded-2xl border border-white/10 bg-night-950/40 p-4">
        <p className="text-sm text-indigo-200/90">{words.device.count(settings.pushDevices)}</p>
        <div>
          <button
            type="button"
            className="btn-ghost"
            disabled={device.isPending}
            onClick={() => {
              setDeviceFeedback(null);
              device.mutate();
            }}
          >
            {device.isPending ? words.device.working : words.device.button}
          </button>
        </div>
        <FormFeedback feedback={deviceFeedback} />
      </div>
    </div>
  );
}
