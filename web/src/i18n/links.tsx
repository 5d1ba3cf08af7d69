// The one place that may use React Router's own: every other file links through these (eslint.config.js).
/* eslint-disable no-restricted-imports */
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
/* eslint-enable no-restricted-imports */
import { useCallback } from 'react';
import { useLang } from './i18n-context';
import { pathInLang, type Lang } from './langs';

/** `to` in `lang`: an app path gets the language's prefix; a relative one is left as it is. */
export function toInLang(lang: Lang, to: To): To {
  if (typeof to === 'string') return pathInLang(lang, to);
  return to.pathname ? { ...to, pathname: pathInLang(lang, to.pathname) } : to;
}

/** React Router's Link, to the page in the current language (the app's links name the spec's English paths). */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={toInLang(useLang(), to)} {...props} />;
}

/** React Router's NavLink, in the current language. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={toInLang(useLang(), to)} {...props} />;
}

/** React Router's Navigate, in the current language. */
export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={toInLang(useLang(), to)} {...props} />;
}

/** React Router's navigate(), in the current language. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const lang = useLang();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(toInLang(lang, to), options);
    },
    [navigate, lang],
  );
}
