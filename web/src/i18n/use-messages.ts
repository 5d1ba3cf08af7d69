import { useLang } from './i18n-context';
import { messagesOf, startUpMessagesOf, type MessageTable } from './messages';

/** MSG in the page's language (its route loads the `errors` area). */
export function useMessages(): MessageTable {
  return messagesOf(useLang());
}

/** The few MSG texts any page shows from its start (availability labels, a lost session). */
export function useStartUpMessages() {
  return startUpMessagesOf(useLang());
}
