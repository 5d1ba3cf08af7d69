import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from './http';

/**
 * A client for public calls only (no session handler). It is the context's default, so public UI renders without
 * the providers, and the first-page prefetch uses it before they mount.
 */
export const publicApi: ApiClient = createApiClient();

/** The app's API client; the AuthProvider provides the one whose lost sessions sign the user out. */
export const ApiContext = createContext<ApiClient>(publicApi);

export function useApi(): ApiClient {
  return useContext(ApiContext);
}
