import { unavailability, unavailableAt, type AvailabilityFields, type Unavailability, type UnavailableAt } from '@domain/availability';
import { opensText } from '@domain/hours';
import { START_UP_MSG } from '@domain/start-up-messages';
import { useSyncExternalStore } from 'react';
import { minuteStore } from '../lib/use-now';
import { useLang } from '../i18n/i18n-context';
import { startUpMessagesOf } from '../i18n/messages';

/** The start-up messages (START_UP_MSG) in a page's language (useStartUpMessages()). */
export type StartUpMessages = ReturnType<typeof startUpMessagesOf>;

/** The English labels (a page in either language reads them through unavailableText with its own messages). */
export const UNAVAILABLE_TEXT: Record<Exclude<Unavailability, 'hours'>, string> = {
  sold_out: START_UP_MSG.soldOut,
  closed: START_UP_MSG.notTakingOrders,
};

/**
 * What a card or page says of why a dish cannot be bought (unavailableAt), with `msg` (the start-up messages in the
 * page's language): for the hours, when the kitchen opens ("Opens tomorrow at 11:00 AM").
 */
export function unavailableText(why: UnavailableAt, msg: StartUpMessages = START_UP_MSG): string {
  if (why.reason !== 'hours') return why.reason === 'sold_out' ? msg.soldOut : msg.notTakingOrders;
  // The domain's text in `msg`: a language's MSG writes the domain's clock, weekday and date in its own words.
  return opensText(why.opens, msg) ?? msg.notTakingOrders;
}

export interface Availability {
  reason: Unavailability;
  text: string;
}

/** Whether the dish can be bought now, kept current minute by minute; null when it can. */
export function useUnavailable(food: AvailabilityFields): Availability | null {
  // useStartUpMessages() without the i18n index, which would bring the form schemas into `/`'s start-up JavaScript.
  const lang = useLang();
  const msg = startUpMessagesOf(lang);
  const describe = (at: number | null) => {
    const why = unavailableAt(food, at);
    return why ? unavailableText(why, msg) : null;
  };
  // Its text, not the minute: a card re-renders only when the text changes. After hydration (whose render has no
  // time, as the server's) that is only a dish whose kitchen's hours close it now, not a whole grid of cards
  // re-rendered in one synchronous task (docs/ARCHITECTURE.md §6). Stock and the kitchen's switch come before the hours.
  const text = useSyncExternalStore(minuteStore.subscribe, () => describe(minuteStore.now()), () => describe(null));
  return text === null ? null : { reason: unavailability(food) ?? 'hours', text };
}

/** The label over a card's photo of a dish that cannot be bought now. */
export function UnavailableBadge({ reason, text }: Availability) {
  return (
    <span
      data-unavailable={reason}
      className={`absolute right-3 bottom-3 max-w-[calc(100%-1.5rem)] rounded-full px-3 py-1 text-xs font-bold shadow-sm ${
        reason === 'sold_out' ? 'bg-stone-900/90 text-white dark:bg-stone-100/95 dark:text-stone-900' : 'bg-amber-100/95 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950/90 dark:text-amber-100 dark:ring-amber-700'
      }`}
    >
      {text}
    </span>
  );
}
