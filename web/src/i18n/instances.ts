import { I18n } from '@lingui/core';
import { INTL_LOCALE, type Lang } from './langs';

const instances = new Map<Lang, I18n>();
/** The one Lingui instance of a language: its catalogs are loaded into it as pages need them (loadAreas). */
export function i18nOf(lang: Lang): I18n {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = new I18n({});
    i18n.loadAndActivate({ locale: lang, locales: [INTL_LOCALE[lang]], messages: {} });
    instances.set(lang, i18n);
  }
  return i18n;
}

