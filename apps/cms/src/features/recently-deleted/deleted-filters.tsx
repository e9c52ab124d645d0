import type { RecentlyDeletedItem } from '@laurel/domain';
import { countByType, TYPE_LABELS, WHEN_LABELS, type DeletedTypeFilter, type DeletedWhen } from './deleted-filter';

const TYPES: DeletedTypeFilter[] = ['all', 'category', 'entry', 'media', 'castScreen'];

/** Type (with counts), when, and a search field over names and who deleted them. */
export function DeletedFilters(props: {
  items: readonly RecentlyDeletedItem[];
  type: DeletedTypeFilter;
  when: DeletedWhen;
  text: string;
  onType: (t: DeletedTypeFilter) => void;
  onWhen: (w: DeletedWhen) => void;
  onText: (t: string) => void;
}) {
  const counts = countByType(props.items);
  return (
    <div className="wr-toolbar">
      <fieldset className="wr-segments">
        <legend>Type</legend>
        {TYPES.map((t) => (
          <label key={t} className="wr-segment">
            <input type="radio" name="deleted-type" checked={props.type === t} onChange={() => props.onType(t)} />
            {t === 'all' ? 'All' : TYPE_LABELS[t].many} ({counts[t]})
          </label>
        ))}
      </fieldset>
      <label className="wr-field">
        <span className="wr-field__label">Deleted</span>
        <select className="wr-select" value={props.when} onChange={(e) => props.onWhen(e.target.value as DeletedWhen)}>
          {(Object.keys(WHEN_LABELS) as DeletedWhen[]).map((w) => (
            <option key={w} value={w}>
              {WHEN_LABELS[w]}
            </option>
          ))}
        </select>
      </label>
      <label className="wr-field wr-toolbar__grow">
        <span className="wr-field__label">Search</span>
        <input
          className="wr-input"
          type="search"
          value={props.text}
          placeholder="A name, or who deleted it"
          onChange={(e) => props.onText(e.target.value)}
        />
      </label>
    </div>
  );
}
