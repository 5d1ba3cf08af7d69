import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

// Import zones (README, "Layout"): a file may import its own folder, the web/src folders its zone allows, and
// packages. A feature never imports another feature; the domain imports only yup and itself.
// eslint.config.test.ts proves that each zone rejects what it should.

const TEST = '.test.{ts,tsx}';
const SOURCE = '.{ts,tsx}';
const NESTING = [0, 1, 2, 3];

/** Whole-string pattern for a relative import that stays inside a folder `levels` below the importing file's folder. */
const withinOwnFolder = (levels) => (levels === 0 ? '\\./' : `\\./|(\\.\\./){1,${levels}}(?!\\.\\./)`);

/**
 * Blocks for files under `root/folder` (folder may contain a `*`): relative imports must stay in the folder or go to
 * one of `allowed` (folders of `root`); with `packages`, only those packages may be imported.
 */
function zone({ root, folder, allowed, testAllowed = allowed, packages, testPackages = packages, message, banned = [] }) {
  const folderDepth = folder.split('/').length;
  return NESTING.flatMap((nested) => {
    const toRoot = folderDepth + nested;
    const pattern = (folders, pkgs) => {
      const ok = [withinOwnFolder(nested)];
      if (folders.length) ok.push(`(\\.\\./){${toRoot}}(${folders.join('|')})/`);
      if (pkgs) ok.push(`(${pkgs.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/|$)`);
      // Relative imports outside the allowed places; with a package list, every other bare import too.
      return pkgs ? `^(?!${ok.join('|')})` : `^(?!${ok.join('|')})\\.`;
    };
    const rules = (regex) => ({
      'no-restricted-imports': ['error', { patterns: [{ regex, message }, ...banned] }],
      // The same zone for import(): no-restricted-imports reads static imports only.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message },
      ],
    });
    const files = `${root}/${folder}/${'*/'.repeat(nested)}*`;
    return [
      { files: [`${files}${SOURCE}`], rules: rules(pattern(allowed, packages)) },
      { files: [`${files}${TEST}`], rules: rules(pattern(testAllowed, testPackages)) },
    ];
  });
}

// Package entry points the web app must not use, whatever the folder.
const WEB_BANNED = [
  {
    regex: '^react-toastify$',
    message:
      "Import 'react-toastify/unstyled': its stylesheet is in index.css. The styled entry injects a second copy at run time (a whole-page restyle) and is a separate toast store.",
  },
];

const web = (folder, allowed, message) =>
  zone({ root: 'web/src', folder, allowed, testAllowed: [...allowed, 'testing'], message: `web/src/${folder}: ${message}`, banned: WEB_BANNED });

export const importZones = [
  ...web('app', ['features', 'components', 'lib', 'config'], 'app/ puts features together; it may import any folder but testing/.'),
  ...web('features/*', ['components', 'lib', 'config'], 'a feature imports lib/, components/, config/ and @domain, never another feature or app/. Move what two features share to lib/ or components/.'),
  ...web('components', ['lib', 'config'], 'shared UI imports lib/, config/ and @domain only.'),
  ...web('lib', ['config'], 'lib/ imports config/ and @domain only.'),
  ...web('config', [], 'config/ is plain settings and imports nothing from the app.'),
  ...web('testing', ['components', 'lib', 'config'], 'the test harness imports lib/, components/, config/ and @domain only.'),
  ...zone({
    root: 'functions/src',
    folder: 'domain',
    allowed: [],
    packages: ['yup'],
    testPackages: ['yup', 'vitest'],
    message:
      'functions/src/domain ships to the browser and the API alike: it imports only its own files and yup (no Express, firebase-admin, React or other API code).',
  }),
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
    // No import circles: a module never depends, through any chain of imports, on itself. Nothing imports a test file,
    // so no circle runs through one. import-x follows value imports only: `import type` is erased at build time.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['functions/tsconfig.json', 'web/tsconfig.json', 'tsconfig.tools.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
