import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageKey } from './areas';
import { translate, type MessageValues } from './catalogs';
import { formatsOf, type Formats } from './format';
import { DEFAULT_LANG, pathInLang, type Lang } from './langs';

const LangContext = createContext<Lang>(DEFAULT_LANG);

/** The language of everything below: the root route of each language provides it (router.tsx). */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

/** What a component writes text with: its language's messages, number and date formats, and paths. */
export interface Translator extends Formats {
  lang: Lang;
  /** The message `key` with `values` filled in (ICU MessageFormat: plurals, selects; numbers in the language's digits). */
  t(key: MessageKey, values?: MessageValues): string;
  /** An app path in this language: '/foods' → '/bn/foods' on a Bangla page. */
  path(path: string): string;
}

const translators = new Map<Lang, Translator>();

/** The translator of `lang`, for code outside components (a toast, a page's head); components use useT(). */
export function translatorOf(lang: Lang): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    // The formats are looked up when used: a language's own load with its catalogs (loadAreas) may come later.
    translator = {
      price: (value) => formatsOf(lang).price(value),
      number: (value, options) => formatsOf(lang).number(value, options),
      date: (iso) => formatsOf(lang).date(iso),
      dateTime: (iso) => formatsOf(lang).dateTime(iso),
      clock: (date) => formatsOf(lang).clock(date),
      lang,
      t: (key, values) => translate(lang, key, values),
      path: (path) => pathInLang(lang, path),
    };
    translators.set(lang, translator);
  }
  return translator;
}

export function useT(): Translator {
  const lang = useLang();
  return useMemo(() => translatorOf(lang), [lang]);
}
