import { roundMoney } from '@domain/money';
import { deliveryFeeFor } from '@domain/order-lines';
import type { Fulfilment } from '@domain/orders';
import type { PublicKitchen } from '@domain/types';

export interface CartTotals {
  subtotal: number;
  /** The fee for the area typed; null while a delivery has no area the kitchen serves (or the kitchen is unknown). */
  deliveryFee: number | null;
  /** subtotal + fee; the subtotal alone while the fee is unknown. */
  total: number;
  /** A delivery's subtotal is below the kitchen's minimum order. */
  belowMinimum: boolean;
  /** The area typed is not one the kitchen delivers to ('' typed is not refused here: the form asks for it). */
  areaNotServed: boolean;
  /** A delivery whose kitchen's fees and minimum are not known (loading, or their read failed): no total to confirm. */
  termsUnknown: boolean;
}

/** What the cart costs: lines at their current prices, plus the delivery fee of the chosen area (pickup: none). */
export function cartTotals(
  lines: readonly { price: number; quantity: number }[],
  kitchen: PublicKitchen | undefined,
  fulfilment: Fulfilment,
  area: string,
): CartTotals {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + roundMoney(line.price * line.quantity), 0));
  if (fulfilment !== 'delivery') return { subtotal, deliveryFee: 0, total: subtotal, belowMinimum: false, areaNotServed: false, termsUnknown: false };
  // Matched as the API matches it (case and spaces ignored).
  const fee = kitchen ? (deliveryFeeFor(kitchen.deliveryAreas, area) ?? null) : null;
  return {
    subtotal,
    deliveryFee: fee,
    total: roundMoney(subtotal + (fee ?? 0)),
    belowMinimum: !!kitchen && kitchen.minimumOrder > 0 && subtotal < kitchen.minimumOrder,
    areaNotServed: !!kitchen && fee === null && area.trim() !== '',
    termsUnknown: !kitchen,
  };
}
