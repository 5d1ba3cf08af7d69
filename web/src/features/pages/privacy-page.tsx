import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We only collect what we need to run the store:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, e-mail address and profile photo URL, from the sign-up form or from
            your Google account if you sign in with Google.
          </li>
          <li>
            <strong>Dishes you list</strong>: name, photo link, category, origin, description, price and stock.
          </li>
          <li>
            <strong>Orders</strong>: which dish you bought, the quantity, the price and the date.
          </li>
          <li>
            <strong>Technical data</strong>: the session cookie that keeps you signed in (see the{' '}
            <Link to={paths.cookies}>Cookie Policy</Link>) and standard server logs kept for security.
          </li>
        </ul>
        <p>The contact form on this site does not send or store your message.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>to sign you in and keep your account secure;</li>
        <li>to show your dishes to other customers, with your name as the cook;</li>
        <li>to process, deliver and, if you ask, cancel your orders;</li>
        <li>to answer you when you contact us.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <p>
        We never sell your data. Your display name and photo appear on dishes you list. We use Google Firebase to host the site,
        store data and handle sign-in, so Google processes data on our behalf under its data processing terms. We disclose
        information to authorities only when Bangladeshi law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account and listings while your account is active. Order records are kept for as long as tax and accounting
        rules require. When you ask us to delete your account, we remove your personal details within 30 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Write to{' '}
        <a href="mailto:privacy@foodstore.example">privacy@foodstore.example</a> and we will reply within 30 days.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Passwords are handled by Firebase Authentication and never reach our servers. Our session cookie is HttpOnly, so scripts
        in the page cannot read it, and all traffic is encrypted with HTTPS.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date at the top of the page. For any privacy question, use the{' '}
        <Link to={paths.contact}>contact page</Link> or e-mail us.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  useTitle('Food Store | Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p className="mt-0!">
          Your privacy matters to us. This policy explains what personal data Food Store collects, why, and the choices you
          have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
