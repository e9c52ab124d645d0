import { NEW_PROFILE_NAME } from '@laurel/domain';
import type { EditControlProps, EntryTextField } from '@laurel/ui/edit-slots';
import { InlineText } from '../../components/ui/inline-text';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useEntryField } from '../../lib/content/use-entry-field';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { DateField } from './date-field';

const LABELS: Record<EntryTextField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  activity: 'Activity',
  type: 'Type',
  eventDate: 'Event date',
  graduationDate: 'Graduation date',
};

/** One field of a profile, typed where visitors read it (names in the heading, facts in their list). */
export default function EntryText({ target, children }: EditControlProps<'entry-text'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.entry.categoryID)) return <>{children}</>;
  if (target.field === 'eventDate' || target.field === 'graduationDate')
    return (
      <DateField
        siteId={target.siteId}
        entry={target.entry}
        field={target.field}
        label={LABELS[target.field]}
        yearFirst={target.field === 'graduationDate'}
      />
    );
  return <TextField target={target} />;
}

function TextField({ target }: Pick<EditControlProps<'entry-text'>, 'target'>) {
  const fieldOf = useEntryField();
  const field = target.field as 'firstName' | 'lastName' | 'activity' | 'type';
  const { draft, change, status, retry } = useFieldSave(fieldOf(target.siteId, target.entry, field, LABELS[field]));
  // A new profile's placeholder name (SPEC: 'NEW PROFILE', hidden from visitors) is an empty field to type in.
  const shown = field === 'firstName' && draft.trim() === NEW_PROFILE_NAME ? '' : draft;
  return <InlineText label={LABELS[field]} value={shown} onChange={change} status={status} onRetry={retry} />;
}
