import { MESSAGES, NEW_RECORD_NAME, type Category } from '@laurel/domain';
import { notify } from '../../components/ui/notices';
import { recordsApi } from './records-endpoints';

/**
 * Adds a record to a column: 'New Record' with empty fields, as a Draft until the editor publishes it. SPEC §8:
 * 'No Category ID found', 'Unable to find column to add record to', else 'Error creating new record'.
 */
export function useAddRecord(siteId: string, category: Category) {
  const [create, state] = recordsApi.useRecordsCreateMutation();
  const add = async (columnId: string) => {
    if (!category._id) return notify(MESSAGES.recordCategoryMissing, 'error');
    if (!category.recordColumns.some((c) => c.columnID === columnId))
      return notify(MESSAGES.recordColumnMissing, 'error');
    try {
      await create({
        siteId,
        categoryId: category._id,
        isLive: false,
        recordInfo: { columnID: columnId, name: NEW_RECORD_NAME },
      }).unwrap();
    } catch (err) {
      const message = (err as { data?: { message?: string } })?.data?.message;
      notify(message === MESSAGES.recordColumnMissing ? message : MESSAGES.recordCreateError, 'error');
    }
  };
  return { add, busy: state.isLoading };
}
