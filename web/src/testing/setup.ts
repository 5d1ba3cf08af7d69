import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment tests (the build check) have no DOM storage.
  if (typeof window !== 'undefined') localStorage.clear();
});
