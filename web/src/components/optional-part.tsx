import { Component, Suspense, type ReactNode } from 'react';

/**
 * A lazy part the page works without (the toasts' container, the head writer of later navigations, the offer of the
 * Bangla page, the account and phone menus, My Sales' dashboard). When its code cannot be loaded (a dropped connection,
 * or the assets of a newer deploy), or it fails to render, it renders `failed` (else nothing) for the rest of the visit
 * (React logs the error): the page around it stays, with what the user typed there, instead of the app unmounting
 * (above the router) or the page giving way to the route's error screen. `loading`: what shows while its code loads.
 */
export class OptionalPart extends Component<{ children: ReactNode; loading?: ReactNode; failed?: ReactNode }, { failed?: boolean }> {
  override state: { failed?: boolean } = {};

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.failed ?? null) : <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
