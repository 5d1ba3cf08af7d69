import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 31, item 5 (docs/ARCHITECTURE.md §5i "Store currency"): the web build's STORE_CURRENCY prices the pages, their
// JSON-LD priceCurrency and their Open Graph product:price:currency included.

async function freshModules() {
  vi.resetModules();
  const [{ PRICE_CURRENCY }, { headTags }, { formatsOf, loadFormats }] = await Promise.all([import('../lib/page-head'), import('./head-tags'), import('../i18n/format')]);
  await loadFormats('bn');
  return { PRICE_CURRENCY, headTags, formatsOf };
}

const dish = { title: 'Kacchi', description: 'Rice.', type: 'product' as const, price: 1500, noindex: false, structuredData: [] };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('STORE_CURRENCY in the web build', () => {
  it('is USD unless set: the spec’s $ and USD', async () => {
    vi.stubEnv('STORE_CURRENCY', '');
    const { PRICE_CURRENCY, headTags, formatsOf } = await freshModules();
    expect(PRICE_CURRENCY).toBe('USD');
    expect(headTags(dish)).toContain('<meta property="product:price:currency" content="USD" />');
    expect(formatsOf('en').price(12.5)).toBe('$12.50');
  });

  it('BDT: taka in the head tags and the prices (৳)', async () => {
    vi.stubEnv('STORE_CURRENCY', 'BDT');
    const { PRICE_CURRENCY, headTags, formatsOf } = await freshModules();
    expect(PRICE_CURRENCY).toBe('BDT');
    expect(headTags(dish)).toContain('<meta property="product:price:currency" content="BDT" />');
    expect(formatsOf('en').price(1500)).toBe('৳1,500.00');
    expect(formatsOf('bn').price(1500)).toContain('৳');
  });
});
