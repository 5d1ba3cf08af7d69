import { useSyncExternalStore } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT, type Translator } from '../i18n/i18n-context';
import { Link } from '../i18n/links';
import { buttonPrimary, buttonSecondary } from '../components/ui';
import { LogoMark } from '../features/layout/logo';
import { pageTitlesOf } from '../lib/page-titles';
import { paths } from '../lib/paths';
import { useTitle } from '../lib/use-title';

// After a deploy, an open tab may ask for page chunks that no longer exist.
const STALE_CHUNK = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

const onlineEvents = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * Whether the browser says it has a network (true on the server). Read from `navigator.onLine`, not from the query
 * library's `onlineManager`, which starts at online and changes only on an `online` or `offline` event: a tab that lost
 * its network before the library listened would be told it is online.
 */
function useOnline(): boolean {
  return useSyncExternalStore(onlineEvents, () => navigator.onLine, () => true);
}

function describe(error: unknown, { t, number }: Translator, online: boolean): { heading: string; message: string } {
  // A page's code or data that could not be fetched while the phone has no network: not a new version.
  if (!online && error instanceof Error && (STALE_CHUNK.test(error.message) || error instanceof TypeError)) {
    return { heading: t('app.error.offlineHeading'), message: t('app.error.offlineMessage') };
  }
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { heading: t('app.error.notFoundHeading'), message: t('app.error.notFoundMessage') }
      : { heading: t('app.error.heading'), message: t('app.error.status', { status: number(error.status) }) };
  }
  if (error instanceof Error && STALE_CHUNK.test(error.message)) {
    return { heading: t('app.error.newVersionHeading'), message: t('app.error.newVersionMessage') };
  }
  return { heading: t('app.error.heading'), message: t('app.error.unexpected') };
}

/** The route error boundary: a friendly message, a way home and a retry. */
export function RouteError() {
  const error = useRouteError();
  const translator = useT();
  const online = useOnline();
  const { heading, message } = describe(error, translator, online);
  useTitle(pageTitlesOf(translator.lang).error);

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-b from-brand-50 to-white px-4 py-16 dark:from-stone-900 dark:to-stone-950">
      <div className="w-full max-w-lg text-center">
        <LogoMark className="mx-auto size-16" />
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">{heading}</h1>
        <p className="mt-4 text-lg text-stone-600 dark:text-stone-300">{message}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <Link to={paths.home} reloadDocument className={buttonPrimary}>
            {translator.t('app.error.goHome')}
          </Link>
          {/* Offline, a reload would leave the app for the browser's own error page: it waits for the network. */}
          <button type="button" onClick={() => window.location.reload()} disabled={!online} className={buttonSecondary}>
            {online ? translator.t('app.error.tryAgain') : translator.t('app.error.waitingForConnection')}
          </button>
        </div>
      </div>
    </main>
  );
}
