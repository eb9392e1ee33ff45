import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileRequest } from "../../shared/api/me";
import { api } from "./api";
import { readBody } from "./api-client";
import { queryKeys } from "./query-keys";

/** GET /api/me/profile: stats, tier, plan, daily allowance, calendar, karma history and editable fields. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => readBody(api.me.profile.$get(undefined, { init: { signal } })),
  });
}

/** PATCH /api/me/profile; the answer is the whole profile, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) => readBody(api.me.profile.$patch({ json: request })),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
