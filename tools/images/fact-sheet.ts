import { MAX_PER_ORDER } from '../../functions/src/domain/limits.js';
import { BRAND } from './brand.js';
import { type PageItem, textWidth, wrap } from './pdf.js';
import type { SeedFood } from './seed-foods.js';

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 48;
const COLUMN = WIDTH - MARGIN * 2;

/** Layout of the one-page press fact sheet (A4, points, top-left origin). */
export function factSheetPage(foods: SeedFood[], imageAspect: number): { width: number; height: number; items: PageItem[] } {
  const items: PageItem[] = [];
  const cuisines = new Set(foods.map((f) => f.foodOrigin)).size;
  const categories = new Set(foods.map((f) => f.category)).size;

  items.push({ kind: 'rect', x: 0, y: 0, w: WIDTH, h: 112, color: BRAND.deep });
  items.push({ kind: 'rect', x: 0, y: 112, w: WIDTH, h: 4, color: BRAND.orange });
  items.push({ kind: 'text', x: MARGIN, y: 60, size: 30, bold: true, color: '#ffffff', text: 'Food Store' });
  items.push({ kind: 'text', x: MARGIN, y: 86, size: 12, color: '#ffedd5', text: 'Press fact sheet' });
  const tagline = 'Taste the Tradition, Feel the Innovation.';
  items.push({ kind: 'text', x: WIDTH - MARGIN - textWidth(tagline, 11), y: 86, size: 11, color: '#ffedd5', text: tagline });

  const imageTop = 136;
  const imageHeight = Math.round(COLUMN / imageAspect);
  items.push({ kind: 'image', x: MARGIN, y: imageTop, w: COLUMN, h: imageHeight });

  let y = imageTop + imageHeight + 34;
  const heading = (text: string) => {
    items.push({ kind: 'text', x: MARGIN, y, size: 14, bold: true, color: BRAND.dark, text });
    y += 20;
  };
  const paragraph = (text: string, indent = 0, bullet = false) => {
    const lines = wrap(text, 10.5, COLUMN - indent - (bullet ? 12 : 0));
    lines.forEach((line, i) => {
      if (bullet && i === 0) items.push({ kind: 'text', x: MARGIN + indent, y, size: 10.5, color: BRAND.orange, text: '\u2022' });
      items.push({ kind: 'text', x: MARGIN + indent + (bullet ? 12 : 0), y, size: 10.5, color: BRAND.ink, text: line });
      y += 15;
    });
  };

  heading('About Food Store');
  paragraph(
    'Food Store is an online food store and small marketplace from Dhaka, Bangladesh. Home cooks and chefs list the dishes they make, ' +
      'and food lovers browse, search and order them in a few taps, from kacchi biryani and shorshe ilish to ramen, tacos and lava cake.',
  );
  y += 12;
  heading('At a glance');
  paragraph(`${foods.length} signature dishes at launch, from ${cuisines} cuisines in ${categories} categories.`, 0, true);
  paragraph(`Orders of up to ${MAX_PER_ORDER} portions, with stock that updates the moment a dish is bought or an order is cancelled.`, 0, true);
  paragraph('Sellers manage their own dishes: add, update and remove them from one dashboard.', 0, true);
  paragraph('Fast on any phone, with light and dark themes and an accessible design.', 0, true);
  y += 12;
  heading('On the menu');
  paragraph(`Cuisines: ${[...new Set(foods.map((f) => f.foodOrigin))].join(', ')}.`);
  paragraph(`Best sellers: ${[...foods].sort((a, b) => b.purchaseCount - a.purchaseCount).slice(0, 4).map((f) => f.foodName).join(', ')}.`);
  y += 12;
  heading('How ordering works');
  paragraph('1. Browse or search the menu and open any dish to see its story, origin, price and stock.');
  paragraph('2. Sign in with e-mail or Google and choose how many portions you would like.');
  paragraph('3. Follow your orders in My Orders, and cancel one there if your plans change.');
  y += 12;
  heading('Media contact');
  paragraph('Media relations team: press@foodstore.example');
  paragraph('Logo, photography and this fact sheet may be used freely in coverage of Food Store.');

  items.push({ kind: 'rect', x: 0, y: HEIGHT - 34, w: WIDTH, h: 34, color: BRAND.cream });
  items.push({ kind: 'text', x: MARGIN, y: HEIGHT - 13, size: 9, color: BRAND.dark, text: 'Food Store \u2022 Dhaka, Bangladesh \u2022 Press kit' });
  return { width: WIDTH, height: HEIGHT, items };
}
