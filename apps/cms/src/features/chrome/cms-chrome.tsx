import type { EditControlProps } from '@laurel/ui/edit-slots';
import { Notices } from '../../components/ui/notices';
import { SelectionBar } from '../selection';
import { SiteSwitcher } from './site-switcher';
import { SiteTools } from './site-tools';
import { SiteNavigator } from '../navigator';
import { FolderAccessNote } from '../../components/access/folder-access-note';
import { UnsavedChanges } from './unsaved-changes';
import '../../components/ui/cms.css';

/** The CMS chrome in the account bar: site switcher, the site navigator, the admins' workrooms, a limited editor's folders, unsaved changes with a retry, and the selection bar. */
export default function CmsChrome({ target }: EditControlProps<'cms-chrome'>) {
  return (
    <div className="cms-chrome">
      <SiteSwitcher siteId={target.siteId} />
      <SiteNavigator siteId={target.siteId} />
      <SiteTools siteId={target.siteId} />
      <FolderAccessNote siteId={target.siteId} />
      <UnsavedChanges />
      <SelectionBar siteId={target.siteId} />
      <Notices />
    </div>
  );
}
