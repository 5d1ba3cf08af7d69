import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Kitchen, KitchenUpdate } from '@domain/types';
// A kitchen that opens or closes, or changes its hours, changes what its dishes say.
import { foodKeys } from '../../lib/foods-query';
import { useApi } from '../../lib/api-context';
import type { ApiClient } from '../../lib/http';
import { getKitchen, kitchenKey } from './kitchen-query';

/** Changes any of open, pickupAddress, phone, hours and closedDates ('' removes the address or the phone). */
export function updateKitchen(api: ApiClient, changes: KitchenUpdate): Promise<Kitchen> {
  return api.put<Kitchen>('/kitchen', changes);
}

/** The signed-in seller's kitchen settings. */
export function useKitchen() {
  const api = useApi();
  return useQuery({ queryKey: kitchenKey, queryFn: ({ signal }) => getKitchen(api, signal) });
}

export function useUpdateKitchen() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: KitchenUpdate) => updateKitchen(api, changes),
    onSuccess: (kitchen, changes) => {
      queryClient.setQueryData(kitchenKey, kitchen);
      if (changes.open !== undefined || changes.hours !== undefined || changes.closedDates !== undefined) void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}
