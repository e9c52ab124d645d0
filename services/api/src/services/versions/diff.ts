/** A version compared with the item as it is now: the fields that differ, as readable text. */
import type { FieldDiff, VersionItemKind } from '@laurel/domain';
import { changedFields, fieldLabel, readable, snapshotOf, valueAt } from './fields';

export function diffWithCurrent(
  kind: VersionItemKind,
  snapshot: Record<string, unknown>,
  current: object,
): FieldDiff[] {
  const now = snapshotOf(kind, current);
  return changedFields(now, snapshot).map((field) => ({
    field,
    label: fieldLabel(field),
    version: readable(valueAt(snapshot, field)),
    current: readable(valueAt(now, field)),
  }));
}
