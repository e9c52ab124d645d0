import { useState } from 'react';
import { Button, Dialog } from '@laurel/ui';
import type { CardKind } from '@laurel/ui/edit-slots';
import { selectionApi } from './selection-endpoints';

export const TOP_LEVEL = 'root';

export interface DestinationDialogProps {
  siteId: string;
  kind: CardKind;
  title: string;
  actionLabel: string;
  /** Ids that cannot be a destination (the folders being moved, the folder they are in). */
  exclude: string[];
  /** Offer the top level (folders only). */
  allowTopLevel: boolean;
  busy: boolean;
  onPick: (destination: string) => void;
  onClose: () => void;
}

/** Picks a folder to move or copy into: the folders the editor may use (SPEC §7 move destinations per type). */
export function DestinationDialog(props: DestinationDialogProps) {
  const {
    data = [],
    isLoading,
    isError,
  } = selectionApi.useSelectionMoveDestinationsQuery({
    siteId: props.siteId,
    kind: props.kind,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const options = data.filter((d) => !props.exclude.includes(d._id) && d._id !== TOP_LEVEL);
  return (
    <Dialog open title={props.title} onClose={props.onClose}>
      {isLoading ? <p>Loading folders…</p> : null}
      {isError ? <p role="alert">The folders could not be loaded. Close this and try again.</p> : null}
      <fieldset className="cms-destinations">
        <legend className="ui-visually-hidden">Destination folder</legend>
        {props.allowTopLevel ? (
          <label className="cms-destinations__item">
            <input
              type="radio"
              name="destination"
              checked={chosen === TOP_LEVEL}
              onChange={() => setChosen(TOP_LEVEL)}
            />
            <span>Top level (no parent folder)</span>
          </label>
        ) : null}
        {options.map((d) => (
          <label key={d._id} className="cms-destinations__item" style={{ paddingLeft: `${0.75 + d.depth * 1.25}em` }}>
            <input type="radio" name="destination" checked={chosen === d._id} onChange={() => setChosen(d._id)} />
            <span>
              {d.categoryName}
              {d.path !== d.categoryName ? <small>{d.path}</small> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="cms-dialog-actions">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button disabled={!chosen || props.busy} onClick={() => chosen && props.onPick(chosen)}>
          {props.busy ? 'Working…' : props.actionLabel}
        </Button>
      </div>
    </Dialog>
  );
}
