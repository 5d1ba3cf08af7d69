/**
 * The files of the modules main.tsx starts the app with (React DOM, the router, the app, what they import), as the
 * build named them (web/startup-chunks-plugin.ts); empty on the dev server.
 */
declare module 'virtual:food-store/start-files' {
  const startFiles: readonly string[];
  export default startFiles;
}
