import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../../i18n/areas';
import type { Translator } from '../../i18n/i18n-context';

const mark = (name: string) => `\u0000${name}\u0000`;

/**
 * The message `key` with some of its placeholders filled by React elements (a link or an emphasis inside a sentence):
 * `rich(t, 'pages.x', { link: <Link …>…</Link> })` for "Read our {link}." Other values go in as text.
 */
export function rich(t: Translator['t'], key: MessageKey, elements: Record<string, ReactNode>, values: Record<string, string> = {}): ReactNode {
  const names = Object.keys(elements);
  const text = t(key, { ...values, ...Object.fromEntries(names.map((name) => [name, mark(name)])) });
  // eslint-disable-next-line no-control-regex -- the marks around a placeholder are NUL characters
  return text.split(/\u0000([^\u0000]*)\u0000/).map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part,
  );
}

/** A paragraph of `content` (keeps the message keys of rich() outside JSX, where the literal-string lint looks). */
export function paragraph(content: ReactNode) {
  return <p>{content}</p>;
}
