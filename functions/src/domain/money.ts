/** An amount rounded to whole cents: prices have at most 2 decimals, and so does every total built from them. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
