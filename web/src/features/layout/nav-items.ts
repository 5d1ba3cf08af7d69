import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Only an exact match is active (Home would otherwise match every path). */
  end?: boolean;
}

const COMMON: NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.foods, label: 'All Foods' },
  { to: paths.gallery, label: 'Gallery' },
];

const SIGNED_IN: NavItem[] = [
  { to: paths.myFoods, label: 'My Added Foods' },
  { to: paths.myOrders, label: 'My Orders' },
];

const SIGNED_OUT: NavItem[] = [{ to: paths.about, label: 'About Us' }];

/** The top menu: My Added Foods and My Orders for signed-in users, About Us for visitors. */
export function navItems(signedIn: boolean): NavItem[] {
  return [...COMMON, ...(signedIn ? SIGNED_IN : SIGNED_OUT)];
}
