import { useMemo } from 'react';
import { schemasFor, type Schemas } from '@domain/schema-rules';
import { useLang } from './i18n-context';
import { messagesOf } from './messages';
import type { Lang } from './langs';

// Not in the i18n index: the form schemas (and yup) load with the forms' pages, never with a page's start.

const schemas = new Map<Lang, Schemas>();

/** The domain's form schemas, with their messages in `lang` (the rules are the API's: schema-rules.ts). */
export function schemasOf(lang: Lang): Schemas {
  let found = schemas.get(lang);
  if (!found) schemas.set(lang, (found = schemasFor(messagesOf(lang))));
  return found;
}

/** The form schemas in the page's language. */
export function useSchemas(): Schemas {
  const lang = useLang();
  return useMemo(() => schemasOf(lang), [lang]);
}
