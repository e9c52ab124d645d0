import { useState } from 'react';
import { Button, Dialog } from '@laurel/ui';

export interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  actionLabel: string;
  busy?: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Asks for a name right after something was created ("named at once"); the field starts selected. */
export function NameDialog({ title, label, initial, actionLabel, busy, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const clean = name.trim();
  return (
    <Dialog open title={title} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (clean) onSave(clean);
        }}
      >
        <div className="cms-field">
          <label className="cms-field__label" htmlFor="cms-name-input">
            {label}
          </label>
          <input
            id="cms-name-input"
            className="cms-input"
            value={name}
            data-autofocus
            onFocus={(e) => e.target.select()}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="cms-dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            Later
          </Button>
          <Button type="submit" disabled={!clean || busy}>
            {actionLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
