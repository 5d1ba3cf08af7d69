import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { LegalPage, type LegalSection } from './legal-page';

const STORAGE_ROWS = [
  {
    name: '__session',
    kind: 'Cookie (HttpOnly)',
    purpose: 'Keeps you signed in to our API after you log in. Removed when you log out.',
    duration: 'Until you log out or it expires',
  },
  {
    name: 'theme',
    kind: 'Local storage',
    purpose: 'Remembers whether you chose the light or dark theme.',
    duration: 'Until you clear your browser data',
  },
  {
    name: 'Firebase Auth data',
    kind: 'IndexedDB / browser storage',
    purpose: 'Firebase Authentication keeps your sign-in state so you stay logged in between visits.',
    duration: 'Until you log out',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-store',
    heading: 'What we store in your browser',
    body: (
      <>
        <p>We store only what the site needs to work. Everything is listed here:</p>
        <ul className="mt-6! list-none! space-y-4 pl-0!">
          {STORAGE_ROWS.map((row) => (
            <li key={row.name} className="mt-0! rounded-2xl border border-stone-200 p-5 dark:border-stone-800">
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded-md bg-stone-100 px-2 py-0.5 font-mono text-sm font-semibold text-stone-900 dark:bg-stone-800 dark:text-white">
                  {row.name}
                </code>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-brand-200">
                  {row.kind}
                </span>
              </div>
              <p className="mt-3! text-sm">{row.purpose}</p>
              <p className="mt-1! text-sm text-stone-600 dark:text-stone-400">Kept: {row.duration}</p>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'session-cookie',
    heading: 'The session cookie',
    body: (
      <p>
        When you sign in, our server sets one cookie named <strong>__session</strong>. It is <strong>HttpOnly</strong> (scripts
        in the page cannot read it), sent only to our own site, and marked Secure on the live site so it only travels over HTTPS.
        It is strictly necessary: without it you cannot add dishes, buy food or see your orders. Logging out deletes it.
      </p>
    ),
  },
  {
    id: 'local-storage',
    heading: 'Local storage and IndexedDB',
    body: (
      <p>
        Your theme choice is saved in local storage under the key <strong>theme</strong> so the site opens in the theme you
        picked. Firebase Authentication, which handles sign-in, keeps your sign-in state in your browser’s storage (IndexedDB).
        Neither is sent to advertisers or used to track you.
      </p>
    ),
  },
  {
    id: 'no-tracking',
    heading: 'No tracking or advertising cookies',
    body: (
      <p>
        Food Store uses no analytics, tracking or advertising cookies, and no third-party marketing pixels. That is why you do
        not see a cookie banner: everything we store is needed for the features you use.
      </p>
    ),
  },
  {
    id: 'control',
    heading: 'How to control them',
    body: (
      <p>
        You can delete cookies and site data at any time in your browser settings. If you do, you will be signed out and the
        theme returns to light. Blocking the session cookie means you can browse but not sign in. Read more about how we handle
        personal data in our <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  useTitle('Food Store | Cookie Policy');
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p className="mt-0!">
          This policy explains the cookie and browser storage Food Store uses. The short version: one sign-in cookie, your theme
          choice, and Firebase’s sign-in state. Nothing else.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
