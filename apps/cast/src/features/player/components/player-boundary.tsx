import { Component, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import '../../../components/cast-frame.css';

const RESTART_MS = 5000;

/**
 * Last line of defence for a screen nobody touches: if the player ever fails to render, it shows the calm
 * loading frame (never a blank page), logs the error and starts the player again after 5 s.
 */
export class PlayerBoundary extends Component<{ children: ReactNode }, { failed: boolean; generation: number }> {
  override state = { failed: false, generation: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The cast player failed; restarting it', error);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.setState((s) => ({ failed: false, generation: s.generation + 1 }));
    }, RESTART_MS);
  }

  override componentWillUnmount() {
    if (this.timer !== undefined) clearTimeout(this.timer);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="cast" style={{ ['--cast-accent' as string]: '#f3f3f3' }}>
          <EmptyState logo={null} loading />
        </div>
      );
    }
    return (
      <div key={this.state.generation} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
