import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/** GET /api/me/items: the user's collected mystical items. */
export function useItems() {
  return useQuery({
    queryKey: queryKeys.items,
    queryFn: ({ signal }) => readBody(api.me.items.$get(undefined, { init: { signal } })),
  });
}

export interface EquipItemRequest {
  itemId: string;
  action: "equip" | "unequip";
}

/**
 * POST /api/me/items/:itemId/equip or /unequip. The server keeps one equipped item per type and answers
 * with every item after the change, which replaces the cached list as it is.
 */
export function useEquipItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action }: EquipItemRequest) => {
      const item = api.me.items[":itemId"];
      const param = { itemId: encodeURIComponent(itemId) };
      return readBody(action === "equip" ? item.equip.$post({ param }) : item.unequip.$post({ param }));
    },
    onSuccess: (items) => queryClient.setQueryData(queryKeys.items, items),
  });
}
