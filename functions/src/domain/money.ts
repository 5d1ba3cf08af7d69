/** An amount rounded to whole cents: prices have at most 2 decimals, and so does every total built from them. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Whether a price is a whole number of cents exactly as written (12.34, not 12.340000001). */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && roundMoney(value) === value;
}
