import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Kitchen, KitchenUpdate } from '@domain/types';
// A kitchen that opens or closes, or changes its hours, changes what its dishes say.
import { foodKeys } from '../../lib/foods-query';
import { useApi } from '../../lib/api-context';
import { useViewer } from '../../lib/auth-context';
import type { ApiClient } from '../../lib/http';
// What a buyer's cart and purchase form read of this kitchen (its areas, fees, minimum, hours).
import { kitchenKey as publicKitchenKey } from './cart-api';
import { getKitchen, kitchenKey } from './kitchen-query';

/**
 * Changes any of open, pickupAddress, phone, deliveryAreas, minimumOrder, hours and closedDates ('' removes the address
 * or the phone, [] the areas, 0 the minimum).
 */
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
  const uid = useViewer();
  return useMutation({
    mutationFn: (changes: KitchenUpdate) => updateKitchen(api, changes),
    onSuccess: (kitchen, changes) => {
      queryClient.setQueryData(kitchenKey, kitchen);
      if (uid) void queryClient.invalidateQueries({ queryKey: publicKitchenKey(uid) });
      if (changes.open !== undefined || changes.hours !== undefined || changes.closedDates !== undefined) void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}
