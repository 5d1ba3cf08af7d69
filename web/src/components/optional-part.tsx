import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the console names when the part fails. */
  name: string;
  children: ReactNode;
}

/**
 * A lazy part the page works without (the toasts' container, the head writer of later navigations). When its code
 * cannot be loaded (a dropped connection, or the assets of a newer deploy), or it fails to render, it renders nothing
 * for the rest of the visit: the page around it stays, instead of the app unmounting (above the router) or the page
 * giving way to the route's error screen.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`${this.props.name} could not load; the page goes on without it:`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
