import { stripLang } from '../../i18n/langs';
import { paths } from '../../lib/paths';

const AUTH_PAGES = new Set<string>([paths.login, paths.register, paths.forgotPassword]);

/** Where to go after signing in: the guarded location passed as `state.from` (path and query), else '/'. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null | undefined)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return '/';
  if (AUTH_PAGES.has(stripLang(pathname))) return '/';
  return pathname + (typeof from?.search === 'string' ? from.search : '');
}
