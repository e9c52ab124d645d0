import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { EditControlProps, EditSlotName } from '@laurel/ui/edit-slots';

/** A control that throws falls back to the slot's public rendering: editing never takes a page down. */
export class ControlBoundary extends Component<
  { name: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Edit control ${this.props.name} failed`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A control whose code loads the first time its slot is on a page. Until it has loaded, a wrapper slot
 * shows its public rendering, so the page never waits for editing code.
 */
export function lazyControl<N extends EditSlotName>(
  load: () => Promise<{ default: ComponentType<EditControlProps<N>> }>,
): ComponentType<EditControlProps<N>> {
  const Lazy = lazy(load) as unknown as ComponentType<EditControlProps<N>>;
  function LazyControl(props: EditControlProps<N>) {
    const fallback = props.children ?? null;
    return (
      <ControlBoundary name={props.name} fallback={fallback}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </ControlBoundary>
    );
  }
  return LazyControl;
}
