import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllCatalogs } from '../i18n';

// How long `findBy…` and `waitFor` wait for the page to get there: a guard against a page that never does, not a
// measure. Testing Library's 1 s was too short for a few requests and renders in a row while `npm test` runs the
// functions' tests and the type checks on the same cores.
configure({ asyncUtilTimeout: 5_000 });

// Components read their texts from the catalogs; the app loads them with each route, the tests all at once.
beforeAll(() => loadAllCatalogs());

afterEach(() => {
  cleanup();
  // Node-environment tests (the build check) have no DOM storage.
  if (typeof window !== 'undefined') localStorage.clear();
});
