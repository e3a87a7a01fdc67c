import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** The address: a screen that threw is tried again once the person goes elsewhere. */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to render:', error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** Catches a screen that throws while rendering and shows {@link ErrorScreen} until the address changes. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary resetKey={pathname + search}>{children}</Boundary>;
}
