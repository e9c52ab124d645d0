/** Editors of the site (their folder scope checked by the service). */
import { folderAccess } from '../../../../../../plugins/app/authenticate';

export default folderAccess({ read: 'editor', write: 'editor' });
