import { Button, Dialog } from '@laurel/ui';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Asks before a destructive step (SPEC §5: deleting a column asks for confirmation). */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button className="cms-button--danger" onClick={onConfirm} disabled={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="cms-dialog-text">{message}</p>
    </Dialog>
  );
}
