import { lazy, Suspense, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { OptionalPart } from '../components/optional-part';
import { Spinner } from '../components/spinner';
import { Footer } from '../features/layout/footer';
import { Navbar } from '../features/layout/navbar';
import { NewOrderWatch } from '../features/orders/new-order-watch';
import { useT } from '../i18n/i18n-context';
import { useHydrated } from '../lib/use-hydrated';

const RouteHead = lazy(() => import('./route-head').then((module) => ({ default: module.RouteHead })));

/**
 * The matched route's head, written on each navigation (route-head.tsx): not in the server's render, which writes it
 * into the page, nor in the hydrating one; loaded after, as nothing of the first page needs it. If it cannot load,
 * later pages keep the first one's title.
 */
function NavigationHead() {
  return useHydrated() ? (
    <OptionalPart>
      <RouteHead />
    </OptionalPart>
  ) : null;
}

function PageFallback() {
  const { t } = useT();
  return (
    <div className="fade-in-delayed grid min-h-[calc(100dvh-4rem)] place-items-center">
      <Spinner label={t('app.loadingPage')} />
    </div>
  );
}

/** Every route renders inside this: fixed top bar, the page in <main>, footer; and the app's one new-order watch. */
export function RootLayout() {
  const { t } = useT();
  const mainRef = useRef<HTMLElement>(null);
  // The next page's data is on its way (a slow network): a bar under the header says so, after a moment.
  const loading = useNavigation().state === 'loading';

  // A plain #main link would go through the router's history; focusing main is all the skip link needs.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <NewOrderWatch>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          onClick={skipToContent}
          className="sr-only z-[60] rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('app.skipToContent')}
        </a>
        <Navbar />
        {loading ? <div role="progressbar" aria-label={t('app.loadingPage')} className="fade-in-delayed fixed inset-x-0 top-16 z-40 h-1 bg-brand-600" /> : null}
        {/* At least a viewport tall, so the footer never starts above the fold and jumps when a page chunk arrives. */}
        <main id="main" ref={mainRef} tabIndex={-1} aria-busy={loading} className="min-h-dvh flex-1 pt-16 focus:outline-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        {/* Its own boundary: over server-rendered HTML, React hydrates the header first and the footer in a pass of its
            own (a tap on a footer link before that is a plain link). */}
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <ScrollRestoration />
        <NavigationHead />
      </div>
    </NewOrderWatch>
  );
}
