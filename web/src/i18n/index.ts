export { AREAS, CATALOG_AREAS, type Area, type MessageKey } from './areas';
export { messagesOf, startUpMessagesOf, type MessageTable } from './messages';
export { useMessages, useStartUpMessages } from './use-messages';
export { hasMessage, loadAllCatalogs, loadAreas, translate, type MessageValues } from './catalogs';
export { formatsOf, type Formats } from './format';
export { LangProvider, translatorOf, useLang, useT, type Translator } from './i18n-context';
export { DEFAULT_LANG, INTL_LOCALE, LANG_NAME, LANG_PREFIX, LANGS, isLang, langOfPath, pathInLang, stripLang, type Lang } from './langs';
export { Link, Navigate, NavLink, toInLang, useNavigate } from './links';
