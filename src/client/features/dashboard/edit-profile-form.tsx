import { TIME_ZONE_HINT, zoneChangeTooSoonMessage } from "../../../../content/site/profile";
import { CheckCircle2, UserRound } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ProfileResponse } from "../../../shared/api/me";
import { latestAdultBirthDate } from "../../../shared/birth-date";
import { BIRTH_DATE_MIN, PROFILE_TEXT_MAX_LENGTHS } from "../../../shared/field-limits";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { CONTROL_CLASS, Field, TextField } from "../../components/ui/form/field";
import { showServerFieldErrors } from "../../components/ui/form/server-errors";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { localToday, nowMs } from "../../lib/clock";
import { ApiError } from "../../lib/api-client";
import { describeRequestError, formatResetTime } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { useUpdateProfile } from "../../lib/use-profile";
import type { ProfileFields, ProfileRequest } from "./edit-profile-form-schema";

const FIELD_NAMES = ["fullName", "bio", "location", "birthDate", "interests", "timezone"] as const;
type FormValues = Record<(typeof FIELD_NAMES)[number], string>;

const resolver = lazyResolver(() => import("./edit-profile-form-schema").then((schema) => schema.profileFormResolver));

function valuesOf(profile: ProfileResponse): FormValues {
  return {
    fullName: profile.fullName ?? "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    birthDate: profile.birthDate ?? "",
    interests: profile.interests ?? "",
    timezone: profile.timezone,
  };
}

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** Every zone the browser knows, grouped by region ("Europe", "America" …), with the stored one included. */
function timeZoneGroups(stored: string): [region: string, zones: string[]][] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const all = new Set([...zones, stored, "UTC"]);
  const groups = new Map<string, string[]>();
  for (const zone of [...all].sort()) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "Other";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups.entries()];
}

/** The editable profile (PATCH /api/me/profile) beside the read-only display id and e-mail. */
export function EditProfileForm({ profile }: { profile: ProfileResponse }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileFields, unknown, ProfileRequest>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const updateProfile = useUpdateProfile();
  const zoneGroups = useMemo(() => timeZoneGroups(profile.timezone), [profile.timezone]);
  const [detectedZone] = useState(browserTimeZone);
  const [maxBirthDate] = useState(() => latestAdultBirthDate(localToday()));
  const [bio, timezone] = useWatch({ control, name: ["bio", "timezone"] });

  function onValid(request: ProfileRequest) {
    if (updateProfile.isPending) return;
    setSavedAt(null);
    updateProfile.mutate(request, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        setSavedAt(nowMs());
      },
      onError: (error) => {
        const nextChangeAt =
          error instanceof ApiError && error.code === "zone_change_too_soon" && error.details?.nextChangeAt;
        if (typeof nextChangeAt === "string") {
          // The server's words, with the time in this device's own way of writing it.
          const message = zoneChangeTooSoonMessage(formatResetTime(nextChangeAt));
          setError("timezone", { type: "server", message }, { shouldFocus: true });
          return;
        }
        if (showServerFieldErrors(error, setError, FIELD_NAMES)) return;
        setError("root.server", {
          message: describeRequestError(error, "Your profile could not be saved. Please try again."),
        });
      },
    });
  }

  const isSaving = updateProfile.isPending;
  // "Saved" until the next change.
  const isSaved = savedAt !== null && !isDirty;
  return (
    <DashboardSection title="Your Profile" icon={UserRound}>
      <dl className="grid gap-3 rounded-2xl border border-white/10 bg-night-950/40 p-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase">Mystic ID</dt>
          <dd className="mt-1 font-mono text-base text-gold-100" data-testid="display-id">
            {profile.displayId}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase">E-mail</dt>
          <dd className="mt-1 truncate text-base text-indigo-50" title={profile.email}>
            {profile.email}
          </dd>
        </div>
      </dl>

      <form
        noValidate
        onFocus={resolver.preload}
        onSubmit={handleSubmit(onValid)}
        className="mt-5 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          {...register("fullName")}
          label="Full name"
          error={errors.fullName?.message}
          autoComplete="name"
          maxLength={PROFILE_TEXT_MAX_LENGTHS.fullName}
        />
        <TextField
          {...register("location")}
          label="Location"
          error={errors.location?.message}
          autoComplete="address-level2"
          placeholder="City, country"
          maxLength={PROFILE_TEXT_MAX_LENGTHS.location}
        />
        <Field
          label="Bio"
          className="sm:col-span-2"
          hint={`${bio?.length ?? 0} of ${PROFILE_TEXT_MAX_LENGTHS.bio} characters`}
          error={errors.bio?.message}
        >
          {(control) => (
            <textarea
              {...register("bio")}
              {...control}
              rows={3}
              className={`${CONTROL_CLASS} resize-y`}
              placeholder="A few words about your path"
              maxLength={PROFILE_TEXT_MAX_LENGTHS.bio}
            />
          )}
        </Field>
        <TextField
          {...register("birthDate")}
          label="Birth date"
          error={errors.birthDate?.message}
          type="date"
          // No autocomplete token: Chrome reports "bday" on a date field as an issue and fills nothing from it.
          min={BIRTH_DATE_MIN}
          max={maxBirthDate}
        />
        <Field label="Time zone" hint={TIME_ZONE_HINT} error={errors.timezone?.message}>
          {(control) => (
            <select {...register("timezone")} {...control} className={CONTROL_CLASS}>
              {zoneGroups.map(([region, zones]) => (
                <optgroup key={region} label={region}>
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll("_", " ")}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {detectedZone && detectedZone !== timezone && (
          <p className="-mt-3 text-xs text-indigo-200/85 sm:col-start-2">
            Your device is set to {detectedZone.replaceAll("_", " ")}.{" "}
            <button
              type="button"
              className="font-semibold text-gold-200 underline underline-offset-2 hover:text-gold-100"
              onClick={() => setValue("timezone", detectedZone, { shouldDirty: true, shouldValidate: true })}
            >
              Use it
            </button>
          </p>
        )}
        <TextField
          {...register("interests")}
          label="Interests"
          className="sm:col-span-2"
          hint="For example: tarot, moon phases, journaling"
          error={errors.interests?.message}
          maxLength={PROFILE_TEXT_MAX_LENGTHS.interests}
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton aria-disabled={isSaving} isPending={isSaving} pendingLabel="Saving…">
            Save profile
          </SubmitButton>
          <p role="status" className="text-sm">
            {isSaved && (
              <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-200">
                <CheckCircle2 aria-hidden className="size-4" />
                Profile saved
              </span>
            )}
          </p>
        </div>
        {errors.root?.server && (
          <p
            role="alert"
            className="rounded-xl border border-rose-400/40 bg-rose-950/50 px-4 py-3 text-sm text-rose-100 sm:col-span-2"
          >
            {errors.root.server.message}
          </p>
        )}
      </form>
    </DashboardSection>
  );
}
