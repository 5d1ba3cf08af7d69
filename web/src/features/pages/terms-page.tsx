import { Link, useT, type MessageKey, type Translator } from '../../i18n';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { LegalPage, type LegalSection } from './legal-page';
import { paragraph, rich } from './rich';

const LEGAL_EMAIL = 'legal@foodstore.example';

/** The three listed points of a section (`pages.terms.<section>.item1` to `item3`). */
function list(t: Translator['t'], section: 'accounts' | 'orders' | 'sellers') {
  const keys: MessageKey[] = [`pages.terms.${section}.item1`, `pages.terms.${section}.item2`, `pages.terms.${section}.item3`];
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

function sections(t: Translator['t']): LegalSection[] {
  const [accounts, orders, sellers] = (['accounts', 'orders', 'sellers'] as const).map((section) => list(t, section));
  const prices = paragraph(rich(t, 'pages.terms.orders.text', { currency: <strong>{t('pages.terms.orders.currency')}</strong> }));
  const contact = <Link to={paths.contact}>{t('pages.terms.contactLink')}</Link>;
  return [
    { id: 'acceptance', heading: t('pages.terms.acceptance.heading'), body: <p>{t('pages.terms.acceptance.text')}</p> },
    {
      id: 'accounts',
      heading: t('pages.terms.accounts.heading'),
      body: (
        <>
          <p>{t('pages.terms.accounts.text')}</p>
          {accounts}
        </>
      ),
    },
    {
      id: 'orders-prices',
      heading: t('pages.terms.orders.heading'),
      body: (
        <>
          {prices}
          {orders}
        </>
      ),
    },
    { id: 'delivery', heading: t('pages.terms.delivery.heading'), body: <p>{t('pages.terms.delivery.text')}</p> },
    {
      id: 'cancellations',
      heading: t('pages.terms.cancellations.heading'),
      body: paragraph(rich(t, 'pages.terms.cancellations.text', { contact })),
    },
    {
      id: 'sellers',
      heading: t('pages.terms.sellers.heading'),
      body: (
        <>
          <p>{t('pages.terms.sellers.text')}</p>
          {sellers}
          <p>{t('pages.terms.sellers.removal')}</p>
        </>
      ),
    },
    { id: 'acceptable-use', heading: t('pages.terms.acceptableUse.heading'), body: <p>{t('pages.terms.acceptableUse.text')}</p> },
    { id: 'liability', heading: t('pages.terms.liability.heading'), body: <p>{t('pages.terms.liability.text')}</p> },
    {
      id: 'law',
      heading: t('pages.terms.law.heading'),
      body: paragraph(rich(t, 'pages.terms.law.text', { email: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>, contact })),
    },
  ];
}

export default function TermsPage() {
  const { t } = useT();
  useTitle(t('pages.terms.pageTitle'));
  return <LegalPage title={t('pages.terms.title')} intro={<p className="mt-0!">{t('pages.terms.intro')}</p>} sections={sections(t)} />;
}
