import type { PageRenderer } from '@domain/pages';
import clientBuild from 'virtual:food-store/client-build';
import { renderApp, renderShell } from './server-render';
import { modulePreloads, templateFiller, type ShellPage } from './server-pages';

/**
 * The server renderer (`functions/ssr/server-entry.js`, built by web/server-plugin.ts after the client build, whose
 * page template and chunk names it carries): what the `api` function serves for the pages of page-routes.ts.
 */
const fillTemplate = templateFiller(clientBuild.template);
const fillShell = templateFiller(clientBuild.shellTemplate);

export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const app = await renderApp(request.url, request.reads, request.origin);
  const head = [app.head, modulePreloads(clientBuild.preloads[app.pageId] ?? [])].join('\n    ');
  return { status: app.status, html: fillTemplate({ head, markup: app.markup, state: app.state }) };
};

/** A static SPA fallback of the build (web/dist/app.html, private.html). */
export async function renderShellPage(shell: ShellPage): Promise<string> {
  const { head, markup } = await renderShell(shell);
  return fillShell({ head, markup });
}
