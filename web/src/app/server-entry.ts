import type { PageRenderer } from '@domain/pages';
import clientBuild from 'virtual:food-store/client-build';
import { startAreasOf } from '../i18n/catalogs';
import { LANGS, type Lang } from '../i18n/langs';
import { renderApp, renderShell } from './server-render';
import { SERVER_PAGES, serverPagePaths } from './page-routes';
import { baseRouteId, catalogFilesOf, modulePreloads, serverPageIndex, templateFiller, templateIn, type ShellPage } from './server-pages';

/**
 * The server renderer (`functions/ssr/server-entry.js`, built by web/server-plugin.ts after the client build, whose
 * page template and chunk names it carries): what the `api` function serves for the pages of page-routes.ts.
 */
// The templates per language: `<html lang>` said by each page's language (docs/ARCHITECTURE.md §5i).
const fillers = (template: string) => new Map(LANGS.map((lang) => [lang, templateFiller(templateIn(template, lang))]));
const pageFillers = fillers(clientBuild.template);
const shellFillers = fillers(clientBuild.shellTemplate);
const fill = (filler: Map<Lang, ReturnType<typeof templateFiller>>, lang: Lang) => filler.get(lang) ?? templateFiller('');

/** The paths the function renders with renderPage: SERVER_PAGES's, in every language (functions/src/pages/pages-routes.ts). */
export const pagePaths: PageRenderer['pagePaths'] = serverPagePaths();

export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const app = await renderApp(request.url, request.reads, request.origin);
  // A page's modules are the same in either language: the preloads are keyed by the English route id.
  // And the catalogs its route and the app's start load in its language (router.tsx, boot.tsx).
  const areas = [...startAreasOf(app.lang), ...(SERVER_PAGES[serverPageIndex(app.pageId)]?.areas ?? [])];
  const catalogs = catalogFilesOf(clientBuild.catalogs, app.lang, [...new Set(areas)]);
  const head = [app.head, modulePreloads([...(clientBuild.preloads[baseRouteId(app.pageId)] ?? []), ...catalogs])].join('\n    ');
  return { status: app.status, html: fill(pageFillers, app.lang)({ head, markup: app.markup, state: app.state }) };
};

/** A static SPA fallback of the build (web/dist/app.html, private.html, and their Bangla twins in web/dist/bn/). */
export async function renderShellPage(shell: ShellPage): Promise<string> {
  const { head, markup } = await renderShell(shell);
  return fill(shellFillers, shell.lang ?? 'en')({ head, markup });
}
