import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllCatalogs } from '../i18n';

// Components read their texts from the catalogs; the app loads them with each route, the tests all at once.
beforeAll(() => loadAllCatalogs());

afterEach(() => {
  cleanup();
  // Node-environment tests (the build check) have no DOM storage.
  if (typeof window !== 'undefined') localStorage.clear();
});
