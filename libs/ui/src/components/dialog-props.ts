import type { ReactNode } from 'react';

/** What every dialog takes (dialog.tsx renders it; dialog-panel.tsx, its lazily loaded code, draws it). */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible title (shown unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /**
   * The dialog's actions (Cancel, Save…), kept in view under the body, which scrolls within the viewport.
   * Use the library's `Button` there: the dialog brings its styles wherever it opens.
   */
  footer?: ReactNode;
  /** 'popup' is a centred card; 'fullscreen' covers the viewport (lightbox). */
  variant?: 'popup' | 'fullscreen';
  closeLabel?: string;
}
