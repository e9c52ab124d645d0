import type { Category, FilterField } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import { useCategoryField } from '../../lib/content/use-category-field';
import { useFieldSave } from '../../lib/saves/use-field-save';

const FILTERS: { value: FilterField; label: string }[] = [
  { value: 'lastName', label: 'Last name (A–Z)' },
  { value: 'graduationDate', label: 'Graduation year' },
  { value: 'eventDate', label: 'Event year' },
  { value: 'activity', label: 'Activity' },
  { value: 'type', label: 'Type' },
  { value: 'text', label: 'Free text' },
];

/** Which filters the folder's filter bar offers visitors. */
export function FilterCategoriesField({ siteId, category }: { siteId: string; category: Category }) {
  const fieldOf = useCategoryField();
  const { draft, change, status, retry } = useFieldSave({
    ...fieldOf(siteId, category, 'filterCategories', 'Filters'),
    immediate: true,
  });
  const toggle = (f: FilterField, on: boolean) =>
    change(FILTERS.map((x) => x.value).filter((v) => (v === f ? on : draft.includes(v))));
  return (
    <fieldset className="cms-choices">
      <legend className="cms-field__label">Filters visitors can use</legend>
      {FILTERS.map((f) => (
        <label key={f.value} className="cms-choice">
          <input
            type="checkbox"
            checked={draft.includes(f.value)}
            onChange={(e) => toggle(f.value, e.target.checked)}
          />
          {f.label}
        </label>
      ))}
      <SaveMark status={status} onRetry={retry} />
    </fieldset>
  );
}
