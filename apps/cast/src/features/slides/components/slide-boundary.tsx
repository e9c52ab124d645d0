import { Component, type ReactNode } from 'react';

/**
 * If a slide ever fails to render, the screen keeps its frame and shows the fallback instead of going blank;
 * the next slide (another `key`) renders normally again.
 */
export class SlideBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A cast slide failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
