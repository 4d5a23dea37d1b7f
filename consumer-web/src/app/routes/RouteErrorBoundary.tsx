import { Component, type ReactNode } from 'react';
import { useLocation } from '../routing/router';
import { ErrorPage } from './ErrorPage';

interface Props {
  /** The page's address: a new one clears the error, so moving away from a broken page works. */
  address: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    // The address is filled in by getDerivedStateFromProps on the render that shows the error page.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.address };
    if (state.failedAt !== null && state.failedAt !== props.address) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <ErrorPage />;
  }
}

/**
 * A page that throws while rendering, or whose chunk cannot load (a deploy replaced it), shows the site's error
 * page rather than a blank screen. React logs the error itself.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary address={pathname + search}>{children}</Boundary>;
}
