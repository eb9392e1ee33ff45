import { CheckCircle2, UserRound } from "lucide-react";
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { z } from "zod";
import { updateProfileRequestSchema, type ProfileResponse, type UpdateProfileRequest } from "../../../shared/api/me";
import { ApiError } from "../../lib/api-client";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { describeRequestError } from "../../lib/format";
import { useUpdateProfile } from "../../lib/use-profile";

const FIELD_NAMES = ["fullName", "bio", "location", "birthDate", "interests", "timezone"] as const;
type FieldName = (typeof FIELD_NAMES)[number];
type FormValues = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string[]>>;

/** The limits of updateProfileRequestSchema, so the browser stops typing where the server would refuse. */
const MAX_LENGTHS = { fullName: 80, bio: 500, location: 100, interests: 300 } as const;

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

function toRequest(values: FormValues): UpdateProfileRequest {
  return {
    fullName: values.fullName,
    bio: values.bio,
    location: values.location,
    interests: values.interests,
    birthDate: values.birthDate === "" ? null : values.birthDate,
    timezone: values.timezone,
  };
}

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
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

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

interface FieldProps {
  name: FieldName;
  label: string;
  hint?: string;
  errors?: string[];
  className?: string;
  children(props: {
    id: string;
    name: FieldName;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }): ReactNode;
}

/** A labelled control with its hint and the field's own error messages tied to it. */
function Field({ name, label, hint, errors, className = "", children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-indigo-100">
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
      })}
      {errors?.length ? (
        <p id={errorId} className="mt-1.5 text-sm text-rose-200">
          {errors.join(" ")}
        </p>
      ) : null}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-indigo-200/80">
          {hint}
        </p>
      )}
    </div>
  );
}

const INVALID = "aria-invalid:border-rose-400/80";

/** The editable profile (PATCH /api/me/profile) beside the read-only display id and e-mail. */
export function EditProfileForm({ profile }: { profile: ProfileResponse }) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const updateProfile = useUpdateProfile();
  const zoneGroups = useMemo(() => timeZoneGroups(profile.timezone), [profile.timezone]);
  const [detectedZone] = useState(browserTimeZone);
  const [maxBirthDate] = useState(todayIso);

  function onChange(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
    setIsSaved(false);
    setFormError(null);
  }

  function showFieldErrors(errors: Record<string, string[] | undefined>) {
    const known: FieldErrors = {};
    for (const [name, messages] of Object.entries(errors)) {
      if (isFieldName(name) && messages?.length) known[name] = messages;
    }
    setFieldErrors(known);
    const first = FIELD_NAMES.find((name) => known[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return Object.keys(known).length > 0;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateProfile.isPending) return;
    setIsSaved(false);
    setFormError(null);
    const request = toRequest(values);
    const checked = updateProfileRequestSchema.safeParse(request);
    if (!checked.success) {
      if (!showFieldErrors(z.flattenError(checked.error).fieldErrors)) {
        setFormError("Some details could not be saved. Please check the form.");
      }
      return;
    }
    updateProfile.mutate(request, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        setFieldErrors({});
        setIsSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields && showFieldErrors(error.fields)) return;
        setFormError(describeRequestError(error, "Your profile could not be saved. Please try again."));
      },
    });
  }

  const isSaving = updateProfile.isPending;
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

      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-5 sm:grid-cols-2">
        <Field name="fullName" label="Full name" errors={fieldErrors.fullName}>
          {(props) => (
            <input
              {...props}
              className={`field ${INVALID}`}
              autoComplete="name"
              maxLength={MAX_LENGTHS.fullName}
              value={values.fullName}
              onChange={(event) => onChange("fullName", event.target.value)}
            />
          )}
        </Field>
        <Field name="location" label="Location" errors={fieldErrors.location}>
          {(props) => (
            <input
              {...props}
              className={`field ${INVALID}`}
              autoComplete="address-level2"
              placeholder="City, country"
              maxLength={MAX_LENGTHS.location}
              value={values.location}
              onChange={(event) => onChange("location", event.target.value)}
            />
          )}
        </Field>
        <Field
          name="bio"
          label="Bio"
          className="sm:col-span-2"
          hint={`${values.bio.length} of ${MAX_LENGTHS.bio} characters`}
          errors={fieldErrors.bio}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className={`field resize-y ${INVALID}`}
              placeholder="A few words about your path"
              maxLength={MAX_LENGTHS.bio}
              value={values.bio}
              onChange={(event) => onChange("bio", event.target.value)}
            />
          )}
        </Field>
        <Field name="birthDate" label="Birth date" errors={fieldErrors.birthDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              className={`field ${INVALID}`}
              autoComplete="bday"
              min="1900-01-01"
              max={maxBirthDate}
              value={values.birthDate}
              onChange={(event) => onChange("birthDate", event.target.value)}
            />
          )}
        </Field>
        <Field
          name="timezone"
          label="Time zone"
          hint="Your streak and the daily reading reset follow this time zone."
          errors={fieldErrors.timezone}
        >
          {(props) => (
            <select
              {...props}
              className={`field ${INVALID}`}
              value={values.timezone}
              onChange={(event) => onChange("timezone", event.target.value)}
            >
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
        {detectedZone && detectedZone !== values.timezone && (
          <p className="-mt-3 text-xs text-indigo-200/85 sm:col-start-2">
            Your device is set to {detectedZone.replaceAll("_", " ")}.{" "}
            <button
              type="button"
              className="font-semibold text-gold-200 underline underline-offset-2 hover:text-gold-100"
              onClick={() => onChange("timezone", detectedZone)}
            >
              Use it
            </button>
          </p>
        )}
        <Field
          name="interests"
          label="Interests"
          className="sm:col-span-2"
          hint="For example: tarot, moon phases, journaling"
          errors={fieldErrors.interests}
        >
          {(props) => (
            <input
              {...props}
              className={`field ${INVALID}`}
              maxLength={MAX_LENGTHS.interests}
              value={values.interests}
              onChange={(event) => onChange("interests", event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button type="submit" className="btn-primary" aria-disabled={isSaving}>
            {isSaving ? "Saving…" : "Save profile"}
          </button>
          <p role="status" className="text-sm">
            {isSaved && (
              <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-200">
                <CheckCircle2 aria-hidden className="size-4" />
                Profile saved
              </span>
            )}
          </p>
        </div>
        {formError && (
          <p
            role="alert"
            className="rounded-xl border border-rose-400/40 bg-rose-950/50 px-4 py-3 text-sm text-rose-100 sm:col-span-2"
          >
            {formError}
          </p>
        )}
      </form>
    </DashboardSection>
  );
}
