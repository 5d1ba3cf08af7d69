import type { ComponentType, MouseEvent, SVGProps } from 'react';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { FacebookIcon, TwitterIcon, YouTubeIcon } from './icons';

const SOCIAL: { label: MessageKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: 'layout.social.twitter', Icon: TwitterIcon },
  { label: 'layout.social.youtube', Icon: YouTubeIcon },
  { label: 'layout.social.facebook', Icon: FacebookIcon },
];

// The spec sets no targets for the social links, so they stay on the page.
const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export function SocialLinks() {
  const { t } = useT();
  return (
    <ul className="flex items-center gap-3">
      {SOCIAL.map(({ label, Icon }) => (
        <li key={label}>
          <a
            href="#"
            onClick={stay}
            aria-label={t(label)}
            title={t(label)}
            className="grid size-10 place-items-center rounded-full border border-stone-200 bg-white text-stone-700 transition hover:border-brand-600 hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-200 dark:hover:border-brand-500 dark:hover:bg-brand-600"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
