import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import htmlEntities from 'eslint-plugin-i18next/lib/options/htmlEntities.js';
import tseslint from 'typescript-eslint';

// Import zones (README, "Layout"), by eslint-plugin-boundaries: a file may import its own element (a feature is one
// element per folder of features/), the elements its zone allows, and packages. A feature never imports another feature; the domain imports only yup and itself.
// eslint.config.test.ts proves that each zone rejects what it should.

const WEB_ZONES = {
  app: { allowed: ['feature', 'components', 'lib', 'i18n', 'config', 'domain'], message: 'app/ puts features together; it may import any folder but testing/.' },
  feature: {
    allowed: ['components', 'lib', 'i18n', 'config', 'domain'],
    message: 'a feature imports lib/, components/, i18n/, config/ and @domain, never another feature or app/. Move what two features share to lib/ or components/.',
  },
  components: { allowed: ['lib', 'i18n', 'config', 'domain'], message: 'shared UI imports lib/, i18n/, config/ and @domain only.' },
  lib: { allowed: ['i18n', 'config', 'domain'], message: 'lib/ imports i18n/, config/ and @domain only.' },
  i18n: { allowed: ['lib', 'config', 'domain'], message: 'i18n/ (languages, catalogs, formats) imports lib/, config/ and @domain only.' },
  config: { allowed: ['domain'], message: 'config/ is plain settings and imports nothing from the app.' },
  testing: { allowed: ['components', 'lib', 'i18n', 'config', 'domain'], message: 'the test harness imports lib/, components/, i18n/, config/ and @domain only.' },
};
const WEB_FOLDER = { app: 'app', feature: 'features/*', components: 'components', lib: 'lib', i18n: 'i18n', config: 'config', testing: 'testing' };
const DOMAIN_MESSAGE =
  'functions/src/domain ships to the browser and the API alike: it imports only its own files and yup (no Express, firebase-admin, React or other API code).';

const TEST_FILE = { file: { categories: 'test' } };
const element = (type) => ({ element: { type } });
const PACKAGE = { module: { origin: ['external', 'core'] } };
// Every import there is, to say which zone an import crossed: a zone's own policy then allows what it may import.
const ANYTHING = [{ to: { element: { isUnknown: true } } }, { to: { element: { type: '*' } } }, { to: PACKAGE }];

export const importZones = [
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/domain/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        ...Object.entries(WEB_FOLDER).map(([type, folder]) => ({ type, pattern: `web/src/${folder}` })),
        { type: 'domain', pattern: 'functions/src/domain' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: { project: ['web/tsconfig.json', 'functions/tsconfig.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Packages and files of no zone are checked too. Imports within an element (a feature: its own folder, nested
          // folders included) are always allowed.
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            // Each zone: the zones it may import, and packages. The last policy that matches an import decides.
            ...Object.entries(WEB_ZONES).flatMap(([type, { allowed, message }]) => [
              { from: element(type), disallow: ANYTHING, message: `web/src/${WEB_FOLDER[type]}: ${message}` },
              { from: element(type), allow: [...allowed.map((to) => ({ to: element(to) })), { to: PACKAGE }] },
            ]),
            // Tests may also use the harness.
            { from: { ...element('*'), ...TEST_FILE }, allow: { to: element('testing') } },
            { from: element('domain'), disallow: ANYTHING, message: DOMAIN_MESSAGE },
            { from: element('domain'), allow: [{ to: element('domain') }, { to: { module: { origin: 'external', source: 'yup' } } }] },
            { from: { ...element('domain'), ...TEST_FILE }, allow: { to: { module: { origin: 'external', source: 'vitest' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message: "Import them from web/src/i18n/links: they keep the page's language (/bn/…) (docs/ARCHITECTURE.md §5i).",
            },
          ],
          patterns: [
            { regex: '^(\\.\\./)+functions/', message: 'web/src imports the domain as @domain/..., and nothing else of functions/.' },
            {
              regex: '^react-toastify$',
              message:
                "Import 'react-toastify/unstyled': its stylesheet is in index.css. The styled entry injects a second copy at run time (a whole-page restyle) and is a separate toast store.",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**', 'functions/ssr/**', 'test-results/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...importZones,
  {
    // Every text a user sees comes from the message catalogs (docs/ARCHITECTURE.md §5i): no text in JSX, nor in the
    // attributes a user or a screen reader meets.
    files: ['web/src/{app,features,components}/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label', 'caption', 'content'] },
          // Not text: a message id handed to a component that writes it (`label="orders.cart.title"`), an e-mail address
          // or a phone number, and class names; and a message written by rich() (web/src/features/pages/rich.tsx).
          words: {
            exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', htmlEntities, /^\p{Emoji}+$/u, '[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+', '\\S+@\\S+\\.\\S+', '\\+?[0-9][0-9 -]+'],
          },
          'object-properties': { exclude: ['[A-Z_-]+', 'className'] },
          callees: { exclude: ['i18n(ext)?', 't', 'rich', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById', 'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'] },
        },
      ],
    },
  },
);
