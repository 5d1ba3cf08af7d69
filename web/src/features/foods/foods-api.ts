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
import { http, request } from '../../lib/http';

export interface FoodsPage {
  foods: Food[];
  /** The X-Next-Cursor header: present only when another page exists. */
  nextCursor: string | null;
}

export async function getFoodsPage(search: string, cursor: string | null, signal?: AbortSignal): Promise<FoodsPage> {
  const params = new URLSearchParams({ search, limit: String(FOODS_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await request<Food[]>(`/foods?${params.toString()}`, { signal });
  return { foods: Array.isArray(data) ? data : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export function getMyFoods(email: string, signal?: AbortSignal): Promise<Food[]> {
  return http.get<Food[]>(`/foods/${encodeURIComponent(email)}`, { signal, credentialed: true });
}

export function addFood(input: FoodInput): Promise<IdResponse> {
  return http.post<IdResponse>('/add-food', input, { credentialed: true });
}

export function updateFood(id: string, input: FoodInput): Promise<unknown> {
  return http.put<unknown>(`/update-food/${encodeURIComponent(id)}`, input, { credentialed: true });
}

export function deleteFood(id: string): Promise<OkResponse> {
  return http.delete<OkResponse>(`/food/${encodeURIComponent(id)}`, { credentialed: true });
}

export const foodsInfiniteQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: foodKeys.list(search),
    queryFn: ({ pageParam, signal }) => getFoodsPage(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const myFoodsQuery = (email: string) =>
  queryOptions({
    queryKey: foodKeys.mine(email),
    queryFn: ({ signal }) => getMyFoods(email, signal),
    enabled: email !== '',
  });

/** All foods matching `search`, page by page; the previous results stay on screen while a new search loads. */
export function useFoodsSearch(search: string) {
  return useInfiniteQuery({ ...foodsInfiniteQuery(search), placeholderData: keepPreviousData });
}

export function useMyFoods(email: string) {
  return useQuery(myFoodsQuery(email));
}

export function useAddFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFood,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}

export function useUpdateFood(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FoodInput) => updateFood(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}

/** Deletes a food; the row leaves the owner's list only after the server confirms (spec §4). */
export function useDeleteFood(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (food: Pick<Food, '_id' | 'foodName'>) => deleteFood(food._id),
    onSuccess: (_data, food) => {
      queryClient.setQueryData<Food[]>(foodKeys.mine(email), (list) => list?.filter((f) => f._id !== food._id));
      queryClient.removeQueries({ queryKey: foodKeys.detail(food._id) });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
    },
  });
}
