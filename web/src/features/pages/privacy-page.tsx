import { Link, useT, type MessageKey, type Translator } from '../../i18n';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { LegalPage, type LegalSection } from './legal-page';
import { paragraph, rich } from './rich';

const PRIVACY_EMAIL = 'privacy@foodstore.example';

const COLLECTED = ['account', 'dishes', 'orders', 'technical'] as const;
const USES: MessageKey[] = ['pages.privacy.use.signIn', 'pages.privacy.use.dishes', 'pages.privacy.use.orders', 'pages.privacy.use.answer'];

function sections(t: Translator['t']): LegalSection[] {
  return [
    {
      id: 'what-we-collect',
      heading: t('pages.privacy.collect.heading'),
      body: (
        <>
          <p>{t('pages.privacy.collect.text')}</p>
          <ul>
            {COLLECTED.map((kind) => (
              <li key={kind}>
                {rich(t, `pages.privacy.collect.${kind}.text`, {
                  label: <strong>{t(`pages.privacy.collect.${kind}.label`)}</strong>,
                  cookies: <Link to={paths.cookies}>{t('pages.privacy.collect.technical.cookiesLink')}</Link>,
                })}
              </li>
            ))}
          </ul>
          <p>{t('pages.privacy.collect.contactForm')}</p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      heading: t('pages.privacy.use.heading'),
      body: (
        <ul>
          {USES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ),
    },
    { id: 'sharing', heading: t('pages.privacy.sharing.heading'), body: <p>{t('pages.privacy.sharing.text')}</p> },
    { id: 'retention', heading: t('pages.privacy.retention.heading'), body: <p>{t('pages.privacy.retention.text')}</p> },
    {
      id: 'your-rights',
      heading: t('pages.privacy.rights.heading'),
      body: paragraph(rich(t, 'pages.privacy.rights.text', { email: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> })),
    },
    { id: 'security', heading: t('pages.privacy.security.heading'), body: <p>{t('pages.privacy.security.text')}</p> },
    {
      id: 'changes',
      heading: t('pages.privacy.changes.heading'),
      body: paragraph(rich(t, 'pages.privacy.changes.text', { contact: <Link to={paths.contact}>{t('pages.privacy.changes.contactLink')}</Link> })),
    },
  ];
}

export default function PrivacyPage() {
  const { t } = useT();
  useTitle(t('pages.privacy.pageTitle'));
  return <LegalPage title={t('pages.privacy.title')} intro={<p className="mt-0!">{t('pages.privacy.intro')}</p>} sections={sections(t)} />;
}
