/** Editors of the site (only folders they may edit are offered). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'editor', write: 'editor' });
