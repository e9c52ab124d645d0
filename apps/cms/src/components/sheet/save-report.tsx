import { WorkroomMessage } from '../workroom/workroom';

export interface SaveSummary {
  saved: number;
  failed: { key: string; name: string; message: string }[];
  /** Changed rows not sent because a value needs fixing. */
  heldBack: number;
}

/** After a save: how many rows were saved, and each row that was not, with the reason and a way to it. */
export function SaveReport({
  summary,
  onShow,
  onDismiss,
}: {
  summary: SaveSummary;
  onShow: (key: string) => void;
  onDismiss: () => void;
}) {
  const { saved, failed, heldBack } = summary;
  const held = heldBack
    ? ` ${heldBack} changed ${heldBack === 1 ? 'row was' : 'rows were'} not sent: fix the cells marked in red.`
    : '';
  if (failed.length === 0) {
    return (
      <WorkroomMessage tone={heldBack ? 'info' : 'success'} onDismiss={onDismiss}>
        Saved {saved} {saved === 1 ? 'row' : 'rows'}.{held}
      </WorkroomMessage>
    );
  }
  return (
    <WorkroomMessage tone="error" onDismiss={onDismiss}>
      <p className="sheet-report__lead">
        Saved {saved} {saved === 1 ? 'row' : 'rows'}; {failed.length} {failed.length === 1 ? 'was' : 'were'} not saved
        and {failed.length === 1 ? 'keeps its' : 'keep their'} changes (Save again to retry).{held}
      </p>
      <ul className="sheet-failures">
        {failed.map((f) => (
          <li key={f.key}>
            <button type="button" className="wr-link" onClick={() => onShow(f.key)}>
              {f.name}
            </button>
            : {f.message}
          </li>
        ))}
      </ul>
    </WorkroomMessage>
  );
}
