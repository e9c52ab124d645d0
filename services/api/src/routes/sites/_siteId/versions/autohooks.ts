/** Editors of the site; each item's own rule (its folder, or site admins for the site) is checked by the service. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'editor', write: 'editor' });
