import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import { Router, type RequestHandler } from 'express';
import { DEFAULT_SALES_RANGE, EXPORT_MAX_DAYS, isSalesRange, SALES_MSG } from '../domain/sales.js';
import { withDeadline } from '../db/deadline.js';
import { InvalidInput } from '../domain/errors.js';
import { singleParam } from '../http/params.js';
import { sessionUser } from '../http/session.js';
import type { ExportPosition, ExportRow, SalesRepo } from './sales-repo.js';
import { daysBetween, isDay } from './sales-time.js';

/** The accountant's file's columns, in order (docs/ARCHITECTURE.md §5j, Export). */
const COLUMNS: { key: keyof ExportRow; header: string }[] = [
  { key: 'date', header: 'Date (Dhaka)' },
  { key: 'time', header: 'Time (Dhaka)' },
  { key: 'id', header: 'Order' },
  { key: 'dishes', header: 'Dishes' },
  { key: 'subtotal', header: 'Subtotal' },
  { key: 'deliveryFee', header: 'Delivery fee' },
  { key: 'total', header: 'Total' },
  { key: 'status', header: 'Status' },
  { key: 'fulfilment', header: 'Fulfilment' },
  { key: 'area', header: 'Area' },
  { key: 'note', header: 'Note' },
];

/**
 * Text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or a return first) gets a leading `'`, so a
 * dish name or a note never runs as one when the file is opened (OWASP, CSV injection).
 */
function plainText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `?from=&to=` of the export: Dhaka days, `from` ≤ `to`, at most EXPORT_MAX_DAYS apart (else 400). */
function exportPeriod(req: Parameters<RequestHandler>[0]): { from: string; to: string } {
  const from = singleParam(req, 'from');
  const to = singleParam(req, 'to');
  const errors: Record<string, string> = {};
  if (!from || !isDay(from)) errors.from = SALES_MSG.dayInvalid;
  if (!to || !isDay(to)) errors.to = SALES_MSG.dayInvalid;
  if (Object.keys(errors).length > 0 || !from || !to) throw new InvalidInput(errors);
  const days = daysBetween(from, to);
  if (days < 1 || days > EXPORT_MAX_DAYS) throw new InvalidInput({ to: SALES_MSG.periodInvalid });
  return { from, to };
}

/**
 * `session` is the middleware that requires a signed-in user (app.ts builds it once); `deadlineMs` is the request
 * deadline (db/deadline.ts), which the export gives each of its pages afresh: a long file is many bounded reads.
 */
export function salesRouter(sales: SalesRepo, session: RequestHandler, deadlineMs: number): Router {
  const router = Router();

  router.get('/sales/stats', session, async (req, res) => {
    const range = singleParam(req, 'range') ?? DEFAULT_SALES_RANGE;
    if (!isSalesRange(range)) throw new InvalidInput({ range: SALES_MSG.rangeInvalid });
    res.json(await sales.stats(sessionUser(req).uid, range));
  });

  router.get('/sales/export', session, async (req, res) => {
    const { uid } = sessionUser(req);
    const { from, to } = exportPeriod(req);
    const page = (after?: ExportPosition) => withDeadline(deadlineMs, () => sales.exportPage(uid, from, to, after));
    // The first page is read before anything is sent, so a failure there is still a JSON error.
    let current = await page();
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="sales-${from}-to-${to}.csv"`);
    const csv = stringify({
      bom: true,
      header: true,
      record_delimiter: 'windows',
      // A field with a line break is quoted whatever the break (with `windows` alone the library quotes only CRLF).
      quote_record_delimiter: true,
      columns: COLUMNS,
      cast: { string: plainText, number: (value) => value.toFixed(2) },
    });
    csv.pipe(res);
    try {
      for (;;) {
        for (const row of current.rows) if (!csv.write(row)) await once(csv, 'drain');
        if (!current.next) break;
        current = await page(current.next);
      }
      csv.end();
    } catch (error) {
      // Headers are gone: the client sees a cut-off download, never a half file that looks whole.
      csv.destroy();
      res.destroy(error instanceof Error ? error : undefined);
    }
  });

  return router;
}
