export interface NavItem {
  to: string;
  label: string;
  /** Only an exact match is active (Home would otherwise match every path). */
  end?: boolean;
}

const COMMON: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/foods', label: 'All Foods' },
  { to: '/gallery', label: 'Gallery' },
];

const SIGNED_IN: NavItem[] = [
  { to: '/my-foods', label: 'My Added Foods' },
  { to: '/my-orders', label: 'My Orders' },
];

const SIGNED_OUT: NavItem[] = [{ to: '/aboutus', label: 'About Us' }];

/** The top menu: My Added Foods and My Orders for signed-in users, About Us for visitors. */
export function navItems(signedIn: boolean): NavItem[] {
  return [...COMMON, ...(signedIn ? SIGNED_IN : SIGNED_OUT)];
}
