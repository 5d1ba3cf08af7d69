/** What the client build leaves the server renderer (web/server-plugin.ts provides it to the SSR build). */
declare module 'virtual:food-store/client-build' {
  const clientBuild: {
    /** The server-rendered pages' template (server-pages.ts serverTemplate). */
    template: string;
    /** The static shells' template, the stylesheet inlined (server-pages.ts shellTemplate). */
    shellTemplate: string;
    /** The chunk files of each server page's own module, by route id (router.tsx serverPageId; server-pages.ts pageModuleFiles). */
    preloads: Record<string, string[]>;
    /** The built catalog chunks by `<lang>/<area>` (server-pages.ts catalogChunks). */
    catalogs: Record<string, string>;
  };
  export default clientBuild;
}
