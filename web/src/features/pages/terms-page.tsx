import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account, listing a dish or placing an order on Food Store you agree to these Terms of Service. If you do
        not agree, please do not use the service. We may update these terms from time to time; the date at the top of this page
        shows the latest version, and continued use after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <>
        <p>
          You can sign in with an e-mail address and password or with a Google account. You are responsible for keeping your
          sign-in details secret and for everything done through your account.
        </p>
        <ul>
          <li>Give us accurate information, including a real name and a photo that represents you.</li>
          <li>You must be at least 18 years old, or have a parent’s or guardian’s permission, to order.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'orders-prices',
    heading: 'Orders, prices and payment',
    body: (
      <>
        <p>
          <strong>All prices are in Bangladeshi Taka (BDT)</strong> and include VAT where it applies. Prices on dish pages are
          shown with the $ sign for display only; the amount you pay is the same figure in BDT. Delivery charges, if any, are
          shown before you confirm an order. You pay on delivery, in cash or by mobile banking.
        </p>
        <ul>
          <li>You can buy at most 20 units of a dish in a single order, and never more than the stock available.</li>
          <li>An order is confirmed when it appears in My Orders. Stock is reserved for you at that moment.</li>
          <li>You cannot buy a dish you listed yourself.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    body: (
      <p>
        We deliver within Dhaka every day from 9:00 AM to 10:00 PM. Delivery times shown are estimates; traffic and weather can
        cause delays. Please make sure someone is available to receive the order at the address you give us.
      </p>
    ),
  },
  {
    id: 'cancellations',
    heading: 'Cancellations and refunds',
    body: (
      <p>
        You can cancel an order from My Orders before it is dispatched; the quantity returns to stock. If a dish arrives damaged,
        incorrect or unsafe to eat, contact us within 24 hours through the <Link to={paths.contact}>contact page</Link> and we will
        replace it or refund the full amount in BDT.
      </p>
    ),
  },
  {
    id: 'sellers',
    heading: 'Listing your own dishes',
    body: (
      <>
        <p>Signed-in users may list dishes they cook. By listing a dish you confirm that:</p>
        <ul>
          <li>the name, photo, description, origin, price and stock are accurate and kept up to date;</li>
          <li>the food is prepared hygienically and complies with Bangladesh food safety law;</li>
          <li>you own the rights to the photo you upload or link to.</li>
        </ul>
        <p>We may remove any listing that breaks these terms or that customers report as unsafe or misleading.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <p>
        Do not misuse the service: no fake orders, no attempts to access other people’s accounts or data, no automated scraping
        and nothing that disrupts the site for others. We may suspend accounts that do.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        We take great care with the food and the service, but the site is provided “as is”. To the extent the law allows, our
        liability for any order is limited to the amount you paid for it in BDT. Nothing in these terms limits rights you have
        under the Consumer Rights Protection Act of Bangladesh.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the laws of the People’s Republic of Bangladesh, and the courts of Dhaka have jurisdiction.
        Questions? Write to <a href="mailto:legal@foodstore.example">legal@foodstore.example</a> or use our{' '}
        <Link to={paths.contact}>contact page</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  useTitle('Food Store | Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p className="mt-0!">
          These terms explain the rules for using Food Store, a food shop and marketplace based in Dhaka, Bangladesh,
          established in 2023. Please read them before you order or list a dish.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
