import { lazy, Suspense, type ReactNode } from 'react';

// Pages show a dialog only after a tap: its code loads when one first opens, not with the page.
const DialogPanel = lazy(() => import('./dialog-panel'));

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible title (shown unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** 'popup' is a centred card; 'fullscreen' covers the viewport (lightbox). */
  variant?: 'popup' | 'fullscreen';
  closeLabel?: string;
}

/**
 * A modal dialog: Escape and the close button close it, Tab stays inside (focus trap), focus returns
 * to what had it before. Rendered in a portal over the page, inside the nearest ThemeScope (so it keeps
 * the site's theme and the design tokens), else in the body. Its code (dialog-panel.tsx) loads when a
 * dialog first opens.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
