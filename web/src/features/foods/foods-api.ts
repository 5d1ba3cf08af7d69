import {
  infiniteQueryOptions,
  type InfiniteData,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { categoryKey, DEFAULT_FOOD_SORT } from '@domain/foods';
import { FOODS_PAGE_DEFAULT, MY_FOODS_PAGE_DEFAULT } from '@domain/limits';
import { NEXT_CURSOR_HEADER } from '@domain/paging';
import { PHOTO_FIELD } from '@domain/photos';
import type { CategoryCount, Food, FoodInput, FoodUpdateInput, IdResponse, OkResponse, PhotoUpload } from '@domain/types';
import { foodKeys, foodQuery, type FoodListFilters } from '../../lib/foods-query';
import { useApi } from '../../lib/api-context';
import type { ApiClient, RequestOptions } from '../../lib/http';
import type { FoodsView } from '../../lib/paths';

export interface FoodsPage {
  foods: Food[];
  /**
   * The X-Next-Cursor header: present only when more may exist. A search page can hold fewer foods than asked for,
   * even none, and still a cursor: the API stops a search at its read cap and says where to go on.
   */
  nextCursor: string | null;
}

/** The list the API is asked for when All Foods shows `view`; equal views ask for the same list (one cache entry). */
export function toListFilters(view: FoodsView): FoodListFilters {
  return { search: view.q.trim(), category: categoryKey(view.category), sort: view.sort };
}

/** One page of a paged food list: the foods and the X-Next-Cursor header. */
async function getPage(api: ApiClient, path: string, params: URLSearchParams, options: RequestOptions): Promise<FoodsPage> {
  const { data, headers } = await api.request<Food[]>(`${path}?${params.toString()}`, options);
  return { foods: Array.isArray(data) ? data : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export function getFoodsPage(api: ApiClient, filters: FoodListFilters, cursor: string | null, signal?: AbortSignal): Promise<FoodsPage> {
  const params = new URLSearchParams({ search: filters.search });
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FOOD_SORT) params.set('sort', filters.sort);
  params.set('limit', String(FOODS_PAGE_DEFAULT));
  if (cursor) params.set('cursor', cursor);
  return getPage(api, '/foods', params, { signal, public: true });
}

export function getCategories(api: ApiClient, signal?: AbortSignal): Promise<CategoryCount[]> {
  return api.get<CategoryCount[]>('/categories', { signal, public: true });
}

export function getMyFoodsPage(api: ApiClient, email: string, cursor: string | null, signal?: AbortSignal): Promise<FoodsPage> {
  const params = new URLSearchParams({ limit: String(MY_FOODS_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return getPage(api, `/foods/${encodeURIComponent(email)}`, params, { signal });
}

/** `POST /api/photos`: one photo as multipart, with upload progress (0 to 1). */
export function uploadPhoto(api: ApiClient, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<PhotoUpload> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file, file.name);
  return api.upload<PhotoUpload>('/photos', form, { onProgress, signal });
}

export function addFood(api: ApiClient, input: FoodInput): Promise<IdResponse> {
  return api.post<IdResponse>('/add-food', input);
}

export function updateFood(api: ApiClient, id: string, input: FoodUpdateInput): Promise<Food> {
  return api.put<Food>(`/update-food/${encodeURIComponent(id)}`, input);
}

export function deleteFood(api: ApiClient, id: string): Promise<OkResponse> {
  return api.delete<OkResponse>(`/food/${encodeURIComponent(id)}`);
}

export const foodsInfiniteQuery = (api: ApiClient, filters: FoodListFilters) =>
  infiniteQueryOptions({
    queryKey: foodKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getFoodsPage(api, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: foodKeys.categories(),
    queryFn: ({ signal }) => getCategories(api, signal),
  });

export const myFoodsQuery = (api: ApiClient, email: string) =>
  infiniteQueryOptions({
    queryKey: foodKeys.mine(email),
    queryFn: ({ pageParam, signal }) => getMyFoodsPage(api, email, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '',
  });

/**
 * The foods of one All Foods list, page by page; the previous results stay on screen while another list loads.
 * `firstPage` (what the page's route loaded for this list) is shown without fetching.
 */
export function useFoodsList(filters: FoodListFilters, firstPage?: FoodsPage) {
  const api = useApi();
  const initialData = firstPage && { pages: [firstPage], pageParams: [null] };
  return useInfiniteQuery({ ...foodsInfiniteQuery(api, filters), placeholderData: keepPreviousData, initialData });
}

/** The category summary; `initialData` (what the page's route loaded) is shown without fetching. */
export function useCategories(initialData?: CategoryCount[]) {
  const api = useApi();
  return useQuery({ ...categoriesQuery(api), initialData });
}

/** The signed-in user's own foods, page by page (Load More). */
export function useMyFoods(email: string) {
  const api = useApi();
  return useInfiniteQuery(myFoodsQuery(api, email));
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
    mutationFn: (input: FoodUpdateInput) => updateFood(api, id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.all });
    },
  });
}

/** Fetches one food afresh (never from the cache) and keeps it as the cached copy, e.g. after a refused edit. */
export function useReloadFood(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...foodQuery(api, id), staleTime: 0 });
}

/** Deletes a food; the row leaves the owner's list only after the server confirms (spec §4). */
export function useDeleteFood(email: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (food: Pick<Food, '_id' | 'foodName'>) => deleteFood(api, food._id),
    onSuccess: (_data, food) => {
      queryClient.setQueryData<InfiniteData<FoodsPage, string | null>>(foodKeys.mine(email), (list) =>
        list && { ...list, pages: list.pages.map((page) => ({ ...page, foods: page.foods.filter((f) => f._id !== food._id) })) },
      );
      queryClient.removeQueries({ queryKey: foodKeys.detail(food._id) });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
    },
  });
}
