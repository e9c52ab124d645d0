import { Component, type ReactNode } from 'react';
import { reloadOnceInBrowser } from './chunk-reload';
import { RemoteUnavailable } from './remote-unavailable';
import type { RemoteName } from './remotes-config';

interface Props {
  remote: RemoteName;
  onRetry?: () => void;
  /** Shown instead of the "not available" screen (e.g. the page without edit controls). */
  fallback?: ReactNode;
  children: ReactNode;
}
interface State {
  error: unknown;
  reloading: boolean;
}

/** Catches a remote that fails to load or render; never lets it take the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote ${this.props.remote} failed`, error);
    if (reloadOnceInBrowser(error)) this.setState({ reloading: true });
  }

  override render() {
    if (this.state.reloading) return null;
    if (this.state.error)
      return this.props.fallback ?? <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
