import type { PageRenderer } from '@domain/pages';
import clientBuild from 'virtual:food-store/client-build';
import { renderApp, renderShell, serverApi, serverPageFor } from './server-render';
import { modulePreloads, templateFiller, type ShellPage } from './server-pages';

/**
 * The server renderer (`functions/ssr/server-entry.js`, built by web/server-plugin.ts after the client build, whose
 * page template and chunk names it carries): what the `api` function serves for /, /foods and /food/:id.
 */
const fillTemplate = templateFiller(clientBuild.template);
const fillShell = templateFiller(clientBuild.shellTemplate);

export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const { pathname } = new URL(request.url, request.origin);
  const page = serverPageFor(pathname);
  if (!page) throw new Error(`${pathname} is not a server-rendered page`);
  const app = await renderApp(request.url, serverApi(request.get), request.origin);
  const head = [app.head, modulePreloads(clientBuild.preloads[page.module] ?? [])].join('\n    ');
  return { status: app.status, html: fillTemplate({ head, markup: app.markup, state: app.state }) };
};

/** A static SPA fallback of the build (web/dist/app.html, private.html). */
export async function renderShellPage(shell: ShellPage): Promise<string> {
  const { head, markup } = await renderShell(shell);
  return fillShell({ head, markup });
}
