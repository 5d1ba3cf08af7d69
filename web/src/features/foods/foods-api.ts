import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { FOODS_PAGE_DEFAULT } from '@domain/limits';
import { NEXT_CURSOR_HEADER } from '@domain/paging';
import type { Food, FoodInput, IdResponse, OkResponse } from '@domain/types';
import { foodKeys } from '../../lib/foods-query';
import { useApi } from '../../lib/api-context';
import type { ApiClient } from '../../lib/http';

export interface FoodsPage {
  foods: Food[];
  /** The X-Next-Cursor header: present only when another page exists. */
  nextCursor: string | null;
}

export async function getFoodsPage(api: ApiClient, search: string, cursor: string | null, signal?: AbortSignal): Promise<FoodsPage> {
  const params = new URLSearchParams({ search, limit: String(FOODS_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await api.request<Food[]>(`/foods?${params.toString()}`, { signal, public: true });
  return { foods: Array.isArray(data) ? data : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export function getMyFoods(api: ApiClient, email: string, signal?: AbortSignal): Promise<Food[]> {
  return api.get<Food[]>(`/foods/${encodeURIComponent(email)}`, { signal });
}

export function addFood(api: ApiClient, input: FoodInput): Promise<IdResponse> {
  return api.post<IdResponse>('/add-food', input);
}

export function updateFood(api: ApiClient, id: string, input: FoodInput): Promise<unknown> {
  return api.put<unknown>(`/update-food/${encodeURIComponent(id)}`, input);
}

export function deleteFood(api: ApiClient, id: string): Promise<OkResponse> {
  return api.delete<OkResponse>(`/food/${encodeURIComponent(id)}`);
}

export const foodsInfiniteQuery = (api: ApiClient, search: string) =>
  infiniteQueryOptions({
    queryKey: foodKeys.list(search),
    queryFn: ({ pageParam, signal }) => getFoodsPage(api, search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const myFoodsQuery = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: foodKeys.mine(email),
    queryFn: ({ signal }) => getMyFoods(api, email, signal),
    enabled: email !== '',
  });

/** All foods matching `search`, page by page; the previous results stay on screen while a new search loads. */
export function useFoodsSearch(search: string) {
  const api = useApi();
  return useInfiniteQuery({ ...foodsInfiniteQuery(api, search), placeholderData: keepPreviousData });
}

export function useMyFoods(email: string) {
  const api = useApi();
  return useQuery(myFoodsQuery(api, email));
}

export function useAddFood() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FoodInput) => addFood(api, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}

export function useUpdateFood(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FoodInput) => updateFood(api, id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}

/** Deletes a food; the row leaves the owner's list only after the server confirms (spec §4). */
export function useDeleteFood(email: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (food: Pick<Food, '_id' | 'foodName'>) => deleteFood(api, food._id),
    onSuccess: (_data, food) => {
      queryClient.setQueryData<Food[]>(foodKeys.mine(email), (list) => list?.filter((f) => f._id !== food._id));
      queryClient.removeQueries({ queryKey: foodKeys.detail(food._id) });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
    },
  });
}
