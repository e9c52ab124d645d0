/** Editors of the site; each item's folder scope is checked by the service. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'editor', write: 'editor' });
