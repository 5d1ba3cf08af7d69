import { describe, expect, it } from 'vitest';
import { canMove, findMove, isFinalStatus, movesFrom, normalizeBdPhone, ORDER_MOVES, ORDER_STATUSES, type OrderActor } from './orders.js';

describe('the order moves table', () => {
  it('allows exactly the moves of docs/ARCHITECTURE.md §5a', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const by of ['buyer', 'seller'] as OrderActor[]) if (canMove({ status: from }, to, by)) allowed.push(`${from}>${to}:${by}`);
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'placed>cancelled:buyer',
        'placed>accepted:seller',
        'placed>declined:seller',
        'accepted>declined:seller',
        'accepted>ready:seller',
        'ready>completed:seller',
      ].sort(),
    );
  });

  it('returns stock only on cancel and decline', () => {
    expect(findMove('placed', 'cancelled', 'buyer')?.returnsStock).toBe(true);
    expect(findMove('accepted', 'declined', 'seller')?.returnsStock).toBe(true);
    expect(findMove('placed', 'accepted', 'seller')?.returnsStock).toBe(false);
    expect(findMove('ready', 'completed', 'seller')?.returnsStock).toBe(false);
  });

  it('offers the seller the next steps of each status and nothing after the end', () => {
    expect(movesFrom('placed', 'seller').map((move) => move.to)).toEqual(['accepted', 'declined']);
    expect(movesFrom('accepted', 'seller').map((move) => move.to)).toEqual(['declined', 'ready']);
    expect(movesFrom('placed', 'buyer').map((move) => move.to)).toEqual(['cancelled']);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled', 'declined', 'expired']);
  });

  it('lets only the store expire an order, and only a placed one, returning its stock (§5f)', () => {
    const expiries = ORDER_MOVES.filter((move) => move.to === 'expired');
    expect(expiries).toEqual([{ from: 'placed', to: 'expired', by: 'system', returnsStock: true }]);
    for (const by of ['buyer', 'seller'] as const) expect(canMove({ status: 'placed' }, 'expired', by)).toBe(false);
  });
});

describe('Bangladeshi mobile numbers', () => {
  it('normalises the accepted spellings to +8801XXXXXXXXX', () => {
    expect(normalizeBdPhone('01712345678')).toBe('+8801712345678');
    expect(normalizeBdPhone('+8801712345678')).toBe('+8801712345678');
    expect(normalizeBdPhone('8801912345678')).toBe('+8801912345678');
    expect(normalizeBdPhone('017-1234 5678')).toBe('+8801712345678');
  });

  it('reads Bangla digits as a Bangla keyboard types them', () => {
    expect(normalizeBdPhone('০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(normalizeBdPhone('+৮৮০১৯১২৩৪৫৬৭৮')).toBe('+8801912345678');
    expect(normalizeBdPhone('০১৭-১২৩৪ ৫৬৭৮')).toBe('+8801712345678');
    expect(normalizeBdPhone('০১৭১২3৪৫৬৭৮')).toBe('+8801712345678');
    expect(normalizeBdPhone('০১২১২৩৪৫৬৭৮')).toBeUndefined();
  });

  it('refuses other numbers', () => {
    for (const phone of ['0171234567', '017123456789', '01212345678', '+4401712345678', '1712345678', '']) {
      expect(normalizeBdPhone(phone), phone).toBeUndefined();
    }
  });
});
