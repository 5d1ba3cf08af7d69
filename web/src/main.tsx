import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstPage } from './app/prefetch';
import { createRouter, whenRouterReady } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// The first page's API call starts now, beside the page chunk the router is fetching.
void prefetchFirstPage(window.location.pathname, queryClient, window.location.search);
const router = createRouter();

// The prerendered HTML stays on screen until the page's own module has arrived, so React replaces it in one step.
void whenRouterReady(router).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
