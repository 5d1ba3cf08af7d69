/**
 * Import circles (README, "Layout"): no module may depend on itself through any chain of imports, type-only imports
 * included (`npm run lint`). eslint.config.test.ts proves it refuses one.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both modules need into the one the other already imports, or into a third.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // `import type` counts: a circle of types is still two modules that cannot be understood one without the other.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^web/dist/', '^functions/lib/', '^functions/ssr/'] },
    // The web app's @domain/* stay unresolved: no circle can pass through them, as the domain imports only itself
    // (eslint.config.js).
  },
};
