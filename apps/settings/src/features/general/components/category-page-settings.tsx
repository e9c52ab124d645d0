import { PROFILE_ATTRIBUTES, type CategoryPageSettings, type FilterField } from '@laurel/domain';
import type { FolderOption } from '../../../lib/use-folders';
import { SelectField, TextField } from '../../../components/field';
import { Section } from '../../../components/page-header';
import { Switch } from '../../../components/switch';
import { FolderChecklist } from './folder-checklist';

const FILTERS: { value: FilterField; label: string }[] = [
  { value: 'lastName', label: 'Last name (A–Z letters)' },
  { value: 'graduationDate', label: 'Graduation year' },
  { value: 'eventDate', label: 'Event year' },
  { value: 'activity', label: 'Activity' },
  { value: 'type', label: 'Type' },
  { value: 'text', label: 'Free text search' },
];
const ATTRIBUTE_LABELS = {
  activity: 'Activity',
  type: 'Type',
  graduationDate: 'Graduation date',
  eventDate: 'Event date',
};
const LABEL_FIELDS = [
  ['eventDate', 'Event date', 'Date'],
  ['graduationDate', 'Graduation date', 'Graduated'],
  ['activity', 'Activity', 'Activity'],
  ['type', 'Type', 'Type'],
  ['slideshowItems', 'Slideshow items', 'Photos'],
] as const;

export interface CategoryPageSettingsProps {
  value: CategoryPageSettings;
  publicCategoryFilter: string[];
  folders: FolderOption[];
  onChange: (value: CategoryPageSettings) => void;
  onPublicFilterChange: (ids: string[]) => void;
}

const toggle = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** How folder pages name, order and filter profiles, and which folders visitors see. */
export function CategoryPageSettingsSection({
  value,
  publicCategoryFilter,
  folders,
  onChange,
  onPublicFilterChange,
}: CategoryPageSettingsProps) {
  const set = (patch: Partial<CategoryPageSettings>) => onChange({ ...value, ...patch });
  return (
    <Section
      id="category-page"
      title="Folder pages"
      description="How folder pages label, order and filter the profiles in them."
    >
      <fieldset className="st-fieldset">
        <legend className="st-field__label">Names for profile fields</legend>
        <p className="st-field__hint">Rename fields to match your site, e.g. “Inducted” instead of “Event date”.</p>
        <div className="st-grid-3">
          {LABEL_FIELDS.map(([key, label, placeholder]) => (
            <TextField
              key={key}
              label={label}
              placeholder={placeholder}
              maxLength={100}
              value={value.labels[key] ?? ''}
              onChange={(text) => set({ labels: { ...value.labels, [key]: text } })}
            />
          ))}
        </div>
      </fieldset>
      <div className="st-grid-3">
        <SelectField
          label="Order profiles by"
          value={value.orderingAttribute}
          options={[
            { value: 'custom', label: 'The order editors set' },
            { value: 'lastName', label: 'Last name' },
            { value: 'firstName', label: 'First name' },
            { value: 'graduationDate', label: 'Graduation date' },
            { value: 'eventDate', label: 'Event date' },
          ]}
          onChange={(orderingAttribute) => set({ orderingAttribute })}
        />
        <SelectField
          label="Dates show"
          value={value.dateFormat}
          options={[
            { value: 'full', label: 'The full date (March 4, 1998)' },
            { value: 'year', label: 'The year only (1998)' },
          ]}
          onChange={(dateFormat) => set({ dateFormat })}
        />
        <Switch
          label="Reverse the order"
          hint="Z to A, or newest first."
          checked={value.sortDescending}
          onChange={(sortDescending) => set({ sortDescending })}
        />
      </div>
      <fieldset className="st-fieldset">
        <legend className="st-field__label">Search options: filters visitors are offered</legend>
        <p className="st-field__hint">A folder can choose its own filters; these apply to folders that do not.</p>
        <ul className="st-checklist st-checklist--inline">
          {FILTERS.map((f) => (
            <li key={f.value}>
              <label className="st-check">
                <input
                  type="checkbox"
                  checked={value.filterCategories.includes(f.value)}
                  onChange={(e) => set({ filterCategories: toggle(value.filterCategories, f.value, e.target.checked) })}
                />
                <span>{f.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="st-fieldset">
        <legend className="st-field__label">Details shown on profiles</legend>
        <p className="st-field__hint">None ticked: every detail a profile has is shown.</p>
        <ul className="st-checklist st-checklist--inline">
          {PROFILE_ATTRIBUTES.map((a) => (
            <li key={a}>
              <label className="st-check">
                <input
                  type="checkbox"
                  checked={value.attributesCategories.includes(a)}
                  onChange={(e) =>
                    set({ attributesCategories: toggle(value.attributesCategories, a as string, e.target.checked) })
                  }
                />
                <span>{ATTRIBUTE_LABELS[a]}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FolderChecklist
        legend="Filter categories: folders shown to visitors"
        hint="None ticked: every published folder is shown. Ticked: only these top-level folders (and what is in them)."
        folders={folders}
        topLevelOnly
        selected={publicCategoryFilter}
        onChange={onPublicFilterChange}
      />
    </Section>
  );
}
