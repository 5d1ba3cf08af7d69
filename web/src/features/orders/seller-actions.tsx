import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { SellerTarget } from '@domain/orders';
import type { DeclineDetails, OrderDetail } from '@domain/types';
import { buttonDangerSoft, buttonPrimary } from '../../components/ui';
import type { MessageTable } from '@domain/messages';
import { apiErrorMessage, apiErrorText } from '../../lib/api-error-text';
import { ApiError } from '../../lib/http';
import { firstIn, useFocusBack } from '../../lib/use-focus-back';
import { useMessages, useT, type Translator } from '../../i18n';
import { DeclineDialog } from './decline-dialog';
import { orderTitle } from './order-lines';
import { moveDoneMessage, moveLabel, sellerMoves } from './order-status';
import { useMoveOrder } from './orders-api';

/**
 * Why a move failed, in the page's language (`msg`: its MSG): a 409 says the order moved meanwhile (it is refetched),
 * anything else the server's refusal.
 */
export function moveFailureMessage(error: unknown, { t }: Pick<Translator, 't'>, msg: MessageTable): string {
  if (error instanceof ApiError && error.status === 409) return t('sales.actions.refreshed', { message: apiErrorText(error, msg) });
  return apiErrorMessage(error, t('sales.actions.failed'), msg);
}

/** The seller's buttons for an order, as the domain's moves table allows them from its status; Decline asks first. */
export function SellerActions({ order }: { order: OrderDetail }) {
  const move = useMoveOrder();
  const translator = useT();
  const { t } = translator;
  const msg = useMessages();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const busy = move.isPending;
  // The pressed button is disabled while the move saves, then gone once the order shows its new status: focus comes
  // back to the order's next move then (or to the same buttons when the move failed), or, when the order has no move
  // left, to the heading of the card or panel the buttons were in.
  const region = useRef<Element | null>(null);
  const focusBack = useFocusBack(() => {
    const all = Array.from(buttons.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    if (all.length > 0) return all.find((button) => !button.disabled) ?? all[0];
    return region.current?.isConnected ? firstIn(region.current, 'h2') : null;
  });
  const pressed = useRef<SellerTarget | null>(null);
  useEffect(() => {
    if (pressed.current === null || order.status !== pressed.current) return;
    pressed.current = null;
    focusBack();
  }, [order.status, focusBack]);
  const moves = sellerMoves(order.status);
  if (moves.length === 0) return null;
  // Its dishes, as the card's heading names them ("Kacchi Biryani and 2 more"), in each button's name.
  const title = orderTitle(order, translator);

  const run = (to: SellerTarget, decline?: DeclineDetails) => {
    setConfirmDecline(false);
    pressed.current = to;
    region.current = buttons.current?.closest('article, aside') ?? null;
    move.mutateAsync({ order, to, decline }).then(
      (updated) => toast.success(moveDoneMessage(to, updated, translator)),
      (error: unknown) => {
        toast.error(moveFailureMessage(error, translator, msg));
        pressed.current = null;
        focusBack();
      },
    );
  };
  return (
    <div ref={buttons} className="flex flex-wrap gap-3" aria-busy={busy}>
      {moves.map((to) =>
        to === 'declined' ? (
          <button key={to} type="button" className={`${buttonDangerSoft} shrink-0`} disabled={busy} onClick={() => setConfirmDecline(true)}>
            {moveLabel(to, order.fulfilment, translator)}
            <span className="sr-only">{t('sales.actions.forOrder', { name: title })}</span>
          </button>
        ) : (
          <button key={to} type="button" className={`${buttonPrimary} flex-1 whitespace-nowrap sm:flex-none`} disabled={busy} onClick={() => run(to)}>
            {busy && move.variables?.to === to ? t('sales.actions.saving') : moveLabel(to, order.fulfilment, translator)}
            <span className="sr-only">{t('sales.actions.forOrder', { name: title })}</span>
          </button>
        ),
      )}
      <DeclineDialog order={order} open={confirmDecline} onCancel={() => setConfirmDecline(false)} onDecline={(decline) => run('declined', decline)} />
    </div>
  );
}
