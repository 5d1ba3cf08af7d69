/** Rounds an amount of money to cents, the way totals are stored and shown. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Whether a price is a whole number of cents exactly as written (12.34, not 12.340000001). */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && roundMoney(value) === value;
}
