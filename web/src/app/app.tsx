import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { useTheme } from '../features/layout/theme';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider, type AuthNavigation } from './auth-provider';
import { prefetchFirstPage } from './prefetch';
import { createRouter } from './router';

type AppRouter = ReturnType<typeof createRouter>;

let appRouter: AppRouter | undefined;
// One router per page load: StrictMode's double render must not create a second history listener.
function getRouter(): AppRouter {
  appRouter ??= createRouter();
  return appRouter;
}

function routerNavigation(router: AppRouter): AuthNavigation {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    location: () => router.state.location,
  };
}

// Its own component so a theme change re-renders only the toasts, not the router tree.
function Toasts() {
  const { theme } = useTheme();
  return <ToastContainer position="top-right" theme={theme} newestOnTop pauseOnFocusLoss={false} />;
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    void prefetchFirstPage(window.location.pathname, client, window.location.search);
    return client;
  });
  const [router] = useState(getRouter);
  const [navigation] = useState(() => routerNavigation(router));

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigation={navigation}>
        <RouterProvider router={router} />
      </AuthProvider>
      {/* react-toastify 11 injects its own stylesheet, so no CSS import is needed. */}
      <Toasts />
    </QueryClientProvider>
  );
}
