import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { hasAddress } from '@domain/orders';
import { orderLines } from '@domain/sales';
import type { OrderDetail } from '@domain/types';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { useFocusTrap } from '../../components/use-focus-trap';
import { useT } from '../../i18n';
import { momentOf } from './sales-format';
import './kitchen-ticket.css';

/** The number a cook calls an order by: the end of its id, upper-cased. */
export function ticketNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}

/** The ticket itself: what to cook, how many, for when, and how it leaves the kitchen. No phone, no address. */
export function KitchenTicket({ order, titleId }: { order: OrderDetail; titleId: string }) {
  const lines = orderLines(order);
  const { delivery } = order;
  const { t, number, lang } = useT();
  return (
    <article aria-labelledby={titleId} className="kitchen-ticket rounded-lg border border-stone-300 p-4">
      <header className="border-b-2 border-dashed border-black pb-2">
        <h2 id={titleId} className="ticket-big">
          {t('sales.ticket.number', { number: ticketNumber(order._id) })}
        </h2>
        <p>
          {momentOf(lang, order.buyingDate)} {t('sales.dhakaTime')}
        </p>
        <p>{t('sales.ticket.for', { buyer: order.buyer.userName || t('sales.ticket.aBuyer') })}</p>
      </header>
      <ul className="border-b-2 border-dashed border-black py-2">
        {lines.map((line) => (
          <li key={line.foodId + line.foodName} className="ticket-dish py-1 wrap-anywhere">
            {number(line.quantity)} × {line.foodName}
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="border-b-2 border-dashed border-black py-2 wrap-anywhere whitespace-pre-line">
          <strong>{t('sales.ticket.note')}</strong> {order.note}
        </p>
      ) : null}
      <p className="ticket-big pt-2">
        {order.fulfilment === 'delivery' ? (hasAddress(delivery) ? t('sales.ticket.deliveryTo', { area: delivery.area }) : t('sales.ticket.delivery')) : t('sales.ticket.pickup')}
      </p>
      <p className="pt-1 text-[0.8em] break-all">{order._id}</p>
    </article>
  );
}

/** "Print ticket" on a sale: a preview dialog whose Print button prints the ticket alone (kitchen-ticket.css). */
export function PrintTicketButton({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <>
      <button type="button" className={`${buttonSecondary} shrink-0 whitespace-nowrap`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('sales.ticket.print')}
      </button>
      {open ? <TicketDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function TicketDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const titleId = useId();
  const { t } = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  // A modal as the other dialogs are: Print takes focus, Tab stays inside, Escape closes, focus goes back to the opener.
  useFocusTrap(panelRef, true, onClose, { initialFocus: printRef });
  useEffect(() => {
    document.body.classList.add('printing-ticket');
    return () => document.body.classList.remove('printing-ticket');
  }, []);
  return createPortal(
    <div className="kitchen-ticket-layer fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto p-4">
      <div className="kitchen-ticket-backdrop absolute inset-0 bg-stone-950/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="kitchen-ticket-panel relative max-h-full overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl"
      >
        <KitchenTicket order={order} titleId={titleId} />
        <div className="kitchen-ticket-toolbar mt-4 flex justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('sales.ticket.close')}
          </button>
          <button ref={printRef} type="button" className={buttonPrimary} onClick={() => window.print()}>
            {t('sales.ticket.printNow')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
