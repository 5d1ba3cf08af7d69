import { MSG } from '@domain/messages';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A stand-in for catalogs/bn/errors.json (the Bangla MSG) while it is being written: every MSG text as "ত্রুটি"
 * ("error"), a text made from values naming {0}. A test mocks the catalog with it
 * (`vi.mock('…/catalogs/bn/errors.json', () => import('…/testing/bn-errors-stand-in'))`) to render a Bangla form,
 * whose schemas need every MSG text; it asserts only that a field error is not the English one.
 */
const standIn = Object.fromEntries(
  Object.entries(MSG).map(([code, text]) => [code, compileMessage(typeof text === 'function' ? 'ত্রুটি {0}' : 'ত্রুটি')]),
);

export default standIn;
