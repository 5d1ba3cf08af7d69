import { CARRIED_SCROLL_KEY, CART_STORAGE_KEY, CHOSEN_LANG_KEY, LANG_OFFERED_KEY, NEW_ORDER_SOUND_KEY, SESSION_HINT_KEY, THEME_STORAGE_KEY } from '../../config/ui';
import { PENDING_ORDER_STORAGE_PREFIX } from '../../config/orders';
import { Link, useT, type MessageKey, type Translator } from '../../i18n';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { LegalPage, type LegalSection } from './legal-page';
import { paragraph, rich } from './rich';

/** Names the policy shows as they are, in every language. */
const SESSION = '__session';
const HTTP_ONLY = 'HttpOnly';

type StorageRowId = 'session' | 'theme' | 'cart' | 'pendingOrder' | 'signedIn' | 'lang' | 'langScroll' | 'sound' | 'firebase';

/** Everything the site keeps in the browser, each under the name it has there (the keys the code uses). */
const STORAGE_ROWS: { id: StorageRowId; name?: string }[] = [
  { id: 'session', name: SESSION },
  { id: 'theme', name: THEME_STORAGE_KEY },
  { id: 'cart', name: CART_STORAGE_KEY },
  { id: 'pendingOrder', name: `${PENDING_ORDER_STORAGE_PREFIX}…` },
  { id: 'signedIn', name: SESSION_HINT_KEY },
  { id: 'lang', name: `${CHOSEN_LANG_KEY}, ${LANG_OFFERED_KEY}` },
  { id: 'langScroll', name: CARRIED_SCROLL_KEY },
  { id: 'sound', name: NEW_ORDER_SOUND_KEY },
  { id: 'firebase' },
];

const row = (id: StorageRowId, field: string) => `pages.cookies.row.${id}.${field}` as MessageKey;

function sections(t: Translator['t']): LegalSection[] {
  return [
    {
      id: 'what-we-store',
      heading: t('pages.cookies.what.heading'),
      body: (
        <>
          <p>{t('pages.cookies.what.text')}</p>
          <ul className="mt-6! flex list-none! flex-col gap-4 pl-0!">
            {STORAGE_ROWS.map(({ id, name = t(row(id, 'name')) }) => (
              <li key={name} className="mt-0! rounded-2xl border border-stone-200 p-5 dark:border-stone-800">
                <div className="flex flex-wrap items-center gap-2">
                  <code className="rounded-md bg-stone-100 px-2 py-0.5 font-mono text-sm font-semibold text-stone-900 dark:bg-stone-800 dark:text-white">
                    {name}
                  </code>
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-brand-200">
                    {t(row(id, 'kind'))}
                  </span>
                </div>
                <p className="mt-3! text-sm">{t(row(id, 'purpose'))}</p>
                <p className="mt-1! text-sm text-stone-600 dark:text-stone-400">{t('pages.cookies.kept', { duration: t(row(id, 'duration')) })}</p>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'session-cookie',
      heading: t('pages.cookies.session.heading'),
      body: paragraph(rich(t, 'pages.cookies.session.text', { session: <strong>{SESSION}</strong>, httpOnly: <strong>{HTTP_ONLY}</strong> })),
    },
    {
      id: 'local-storage',
      heading: t('pages.cookies.local.heading'),
      body: paragraph(rich(t, 'pages.cookies.local.text', { theme: <strong>{THEME_STORAGE_KEY}</strong> })),
    },
    {
      id: 'no-tracking',
      heading: t('pages.cookies.noTracking.heading'),
      body: <p>{t('pages.cookies.noTracking.text')}</p>,
    },
    {
      id: 'control',
      heading: t('pages.cookies.control.heading'),
      body: paragraph(rich(t, 'pages.cookies.control.text', { privacy: <Link to={paths.privacy}>{t('pages.cookies.control.privacyLink')}</Link> })),
    },
  ];
}

export default function CookiesPage() {
  const { t } = useT();
  useTitle(t('pages.cookies.pageTitle'));
  return <LegalPage title={t('pages.cookies.title')} intro={<p className="mt-0!">{t('pages.cookies.intro')}</p>} sections={sections(t)} />;
}
