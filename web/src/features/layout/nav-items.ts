import type { MessageKey } from '../../i18n/areas';
import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  /** The link's text (a message id: the page's language writes it). */
  label: MessageKey;
  /** Only an exact match is active (Home would otherwise match every path). */
  end?: boolean;
  /** A count shown beside the label: 'newSales' is the seller's orders waiting to be accepted. */
  badge?: 'newSales';
}

const COMMON: NavItem[] = [
  { to: paths.home, label: 'layout.nav.home', end: true },
  { to: paths.foods, label: 'layout.nav.foods' },
  { to: paths.gallery, label: 'layout.nav.gallery' },
];

const SIGNED_IN: NavItem[] = [
  { to: paths.myFoods, label: 'layout.nav.myFoods' },
  { to: paths.myOrders, label: 'layout.nav.myOrders' },
  { to: paths.mySales, label: 'layout.nav.mySales', badge: 'newSales' },
];

const SIGNED_OUT: NavItem[] = [{ to: paths.about, label: 'layout.nav.about' }];

export type AuthPhase = 'loading' | 'signed-in' | 'signed-out';

/**
 * The top menu: My Added Foods, My Orders and My Sales for signed-in users, About Us for visitors, and only the common links
 * while auth loads (the bar reserves the space instead of showing About Us and swapping it).
 */
export function navItems(phase: AuthPhase): NavItem[] {
  if (phase === 'loading') return COMMON;
  return [...COMMON, ...(phase === 'signed-in' ? SIGNED_IN : SIGNED_OUT)];
}

export function authPhase(auth: { user: unknown; loading: boolean }): AuthPhase {
  if (auth.user) return 'signed-in';
  return auth.loading ? 'loading' : 'signed-out';
}
