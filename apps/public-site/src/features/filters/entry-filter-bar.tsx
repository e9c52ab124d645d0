import { useMemo, useState } from 'react';
import type { Category, Entry, FilterField, Site } from '@laurel/domain';
import { filterOptions, type FilterState } from '@laurel/domain';
import { Icon } from '@laurel/ui';
import { ChoiceGroup, FilterBar, SearchField, SelectField } from '@laurel/ui/filters';

export interface EntryFilterBarProps {
  category: Category;
  site: Site | undefined;
  entries: Entry[];
  state: FilterState;
  onChange: (field: FilterField, value: string | null) => void;
  /** Changes when every filter was cleared: the text field empties too. */
  resets?: number;
  /** A touch kiosk: the text field brings an on-screen keyboard. */
  kiosk?: boolean;
}

const DEFAULT_LABELS: Record<FilterField, string> = {
  lastName: 'Last name',
  eventDate: 'Year',
  graduationDate: 'Class of',
  activity: 'Activity',
  type: 'Type',
  text: 'Search',
};

/**
 * The fields a folder filters by: its own list, else the site's category page setting. Records boards
 * offer free text only (letters and sports of record holders are not how people read a scoreboard).
 */
export function filterFieldsFor(category: Category, site: Site | undefined): FilterField[] {
  const fields = category.filterCategories?.length
    ? category.filterCategories
    : (site?.categoryPage.filterCategories ?? []);
  return category.layout === 'RecordsLayout' ? fields.filter((f) => f === 'text') : fields;
}

/** Letter, year, activity/type and free-text filters over a folder's entries (options from the entries). */
export function EntryFilterBar({ category, site, entries, state, onChange, resets = 0, kiosk }: EntryFilterBarProps) {
  const fields = filterFieldsFor(category, site);
  const labels = site?.categoryPage.labels ?? {};
  const label = (f: FilterField) => (f !== 'lastName' && f !== 'text' ? labels[f] : undefined) || DEFAULT_LABELS[f];
  const options = useMemo(
    () =>
      Object.fromEntries(
        fields.filter((f) => f !== 'text').map((f) => [f, filterOptions(entries, f as Exclude<FilterField, 'text'>)]),
      ),
    [fields, entries],
  ) as Record<string, string[]>;
  const [open, setOpen] = useState(false);
  if (fields.length === 0 || entries.length < 2) return null;
  const active = Object.values(state).filter(Boolean).length;
  return (
    <div className={`ps-filters${open ? ' is-open' : ''}`}>
      {/* On phones the bar folds away behind this button; on larger screens it is always open. */}
      <button
        type="button"
        className="ui-button ui-button--secondary ps-filters__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Icon name="filter" /> Filters{active ? ` (${active})` : ''}
      </button>
      <FilterBar label={`Filter ${category.categoryName}`}>
        {fields.map((f) => {
          if (f === 'text') {
            return (
              <SearchField
                key={`${f}-${resets}`}
                label="Search this collection"
                placeholder="Search by name, sport, year…"
                initialValue={state.text ?? ''}
                onSearch={(t) => onChange('text', t.trim() || null)}
                live
                keyboard={kiosk ? 'docked' : undefined}
              />
            );
          }
          const opts = options[f].map((v) => ({ value: v, label: v }));
          if (opts.length < 2) return null;
          if (f === 'eventDate' || f === 'graduationDate') {
            return (
              <SelectField
                key={f}
                label={label(f)}
                options={opts}
                value={state[f] ?? null}
                onChange={(v) => onChange(f, v)}
              />
            );
          }
          return (
            <ChoiceGroup
              key={f}
              label={label(f)}
              options={opts}
              value={state[f] ?? null}
              onChange={(v) => onChange(f, v)}
              compact={f === 'lastName'}
            />
          );
        })}
      </FilterBar>
    </div>
  );
}
