import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog-props';

// Pages show a dialog only after a tap: its code loads when one first opens, not with the page.
const DialogPanel = lazy(() => import('./dialog-panel'));

export type { DialogProps };

/**
 * A modal dialog: a panel with its title and a close button, Escape closes it, Tab stays inside (focus trap),
 * focus returns to what had it before; the body scrolls within the viewport and the footer's actions stay in
 * view. Rendered in a portal over the page, inside the nearest ThemeScope (so it keeps the site's theme and the
 * design tokens), else in the body with the design tokens of its own (settings, workrooms). Its code
 * (dialog-panel.tsx) and styles load when a dialog first opens. Every dialog of every app is this one.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
