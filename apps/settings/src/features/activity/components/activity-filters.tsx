import type { ActivityKind, ActivityQuery, User } from '@laurel/domain';
import type { FolderOption } from '../../../lib/use-folders';
import { ACTIVITY_KINDS } from '../lib/activity-query';

export type ActivityFilterValues = Pick<ActivityQuery, 'person' | 'folder' | 'kind' | 'from' | 'to'>;

/** Person, folder, kind and dates: each change applies at once. */
export function ActivityFilters({
  value,
  onChange,
  users,
  folders,
}: {
  value: ActivityFilterValues;
  onChange: (next: ActivityFilterValues) => void;
  users: User[];
  folders: FolderOption[];
}) {
  const set = (key: keyof ActivityFilterValues, v: string) => onChange({ ...value, [key]: v || undefined });
  return (
    <form className="st-activity-filters" aria-label="Filter the activity" onSubmit={(e) => e.preventDefault()}>
      <label className="st-field">
        <span className="st-field__label">Person</span>
        <select className="st-input" value={value.person ?? ''} onChange={(e) => set('person', e.target.value)}>
          <option value="">Everyone</option>
          {users.map((u) => (
            <option key={u._id} value={u.email}>
              {u.name ? `${u.name} (${u.email})` : u.email}
            </option>
          ))}
        </select>
      </label>
      <label className="st-field">
        <span className="st-field__label">Folder</span>
        <select className="st-input" value={value.folder ?? ''} onChange={(e) => set('folder', e.target.value)}>
          <option value="">All folders</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {`${'— '.repeat(f.depth)}${f.name}`}
            </option>
          ))}
        </select>
      </label>
      <label className="st-field">
        <span className="st-field__label">Kind</span>
        <select
          className="st-input"
          value={value.kind ?? ''}
          onChange={(e) => set('kind', e.target.value as ActivityKind | '')}
        >
          <option value="">Everything</option>
          {ACTIVITY_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label className="st-field">
        <span className="st-field__label">From</span>
        <input
          className="st-input"
          type="date"
          value={value.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </label>
      <label className="st-field">
        <span className="st-field__label">To</span>
        <input className="st-input" type="date" value={value.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </label>
    </form>
  );
}
