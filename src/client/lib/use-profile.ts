import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileResponse, UpdateProfileRequest } from "../../shared/api/me";
import { apiFetch } from "./api-client";
import { queryKeys } from "./query-keys";

const PROFILE_PATH = "/api/me/profile";

/** GET /api/me/profile: stats, tier, plan, daily allowance, calendar, karma history and editable fields. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => apiFetch<ProfileResponse>(PROFILE_PATH, { signal }),
  });
}

/** PATCH /api/me/profile; the answer is the whole profile, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      apiFetch<ProfileResponse>(PROFILE_PATH, { method: "PATCH", json: request }),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
