import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to render, most often because a new deployment replaced the chunk
 * this tab wanted to download; a reload fetches the current one. The layout keys it by path, so
 * navigating elsewhere gives the next page a fresh start.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="route-error" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be loaded.</p>
        <p className="route-error__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={paths.home.path} className="button button--secondary">
            Go home
          </Link>
        </p>
      </main>
    );
  }
}
