import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Only an exact match is active (Home would otherwise match every path). */
  end?: boolean;
  /** A count shown beside the label: 'newSales' is the seller's orders waiting to be accepted. */
  badge?: 'newSales';
}

const COMMON: NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.foods, label: 'All Foods' },
  { to: paths.gallery, label: 'Gallery' },
];

const SIGNED_IN: NavItem[] = [
  { to: paths.myFoods, label: 'My Added Foods' },
  { to: paths.myOrders, label: 'My Orders' },
  { to: paths.mySales, label: 'My Sales', badge: 'newSales' },
];

const SIGNED_OUT: NavItem[] = [{ to: paths.about, label: 'About Us' }];

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
