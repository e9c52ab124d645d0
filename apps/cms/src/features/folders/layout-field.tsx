import { useId } from 'react';
import type { Category, CategoryLayout } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import {
  useContentPatchCategoryMutation,
  useContentSwitchCategoryTypeMutation,
} from '../../lib/content/api/content-endpoints';
import { useCache } from '../../lib/content/use-cache';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { LAYOUT_OPTIONS } from './layouts';

/**
 * The folder's layout. Between card layouts it is a plain setting; to or from the records board it switches
 * the folder's type (the API adds a first column and record info, SPEC §7 "switch category type").
 */
export function LayoutField({ siteId, category }: { siteId: string; category: Category }) {
  const id = useId();
  const [patch] = useContentPatchCategoryMutation();
  const [switchType] = useContentSwitchCategoryTypeMutation();
  const apply = useCache();
  const { draft, change, status, retry } = useFieldSave<CategoryLayout>({
    key: `category:${category._id}:layout`,
    label: `Layout of ${category.categoryName}`,
    value: category.layout,
    immediate: true,
    apply: (layout) => apply({ kind: 'category', id: category._id, patch: { layout } }),
    send: (layout) =>
      layout === 'RecordsLayout' || category.layout === 'RecordsLayout'
        ? switchType({ siteId, id: category._id, layout }).unwrap()
        : patch({ siteId, id: category._id, patch: { layout }, refetch: true }).unwrap(),
  });
  return (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={id}>
        Layout
      </label>
      <select id={id} className="cms-input" value={draft} onChange={(e) => change(e.target.value as CategoryLayout)}>
        {LAYOUT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p className="cms-field__hint">Records board turns the folder into scoreboards with columns and ranks.</p>
      <SaveMark status={status} onRetry={retry} />
    </div>
  );
}
