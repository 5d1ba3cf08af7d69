import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': a request goes out (and fails at once) even when the browser says it is offline, instead
      // of waiting, silent, for the network to come back: a page says it could not load and offers its retry, and an
      // order whose answer is lost is resolved as §5g says (place-order.ts), never sent minutes later on its own.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
