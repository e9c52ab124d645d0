import { useGetStylingQuery } from '@laurel/api-client';
import { folderOrder, type Category, type FolderEntryOrder } from '@laurel/domain';
import { SavedSelect } from '../../components/ui/saved-fields';
import { useCategoryField } from '../../lib/content/use-category-field';

const SITE_ORDER: Record<string, string> = {
  lastName: 'by last name',
  firstName: 'by first name',
  graduationDate: 'by class year',
  eventDate: 'by date',
  custom: 'custom order',
};

/**
 * The order of a folder's profiles (SPEC §3 orderingAttribute, per folder): the site's setting (the default),
 * by name, by class year or date, or the folder's own drag order. Shows on the page at once.
 */
export function EntryOrderField({ siteId, category }: { siteId: string; category: Category }) {
  const fieldOf = useCategoryField();
  const { data: site } = useGetStylingQuery(siteId);
  const site_ = folderOrder({}, site?.categoryPage);
  const siteLabel = `${SITE_ORDER[site_.attribute]}${site_.descending ? ', reversed' : ''}`;
  const options: { value: FolderEntryOrder; label: string }[] = [
    { value: 'site', label: `The site’s setting (${siteLabel})` },
    { value: 'lastName', label: 'By last name' },
    { value: 'firstName', label: 'By first name' },
    { value: 'graduationDateOldest', label: 'By class year, oldest first' },
    { value: 'graduationDateNewest', label: 'By class year, newest first' },
    { value: 'eventDateOldest', label: 'By date, oldest first' },
    { value: 'eventDateNewest', label: 'By date, newest first' },
    { value: 'custom', label: 'Custom order (drag profiles into place)' },
  ];
  const field = fieldOf(siteId, category, 'entryOrder', 'Order of profiles');
  return (
    <SavedSelect
      {...field}
      value={category.entryOrder ?? 'site'}
      options={options}
      hint="Visitors, kiosks and cast screens show the profiles in this order. Choose Custom order to drag them into place on this page."
    />
  );
}
