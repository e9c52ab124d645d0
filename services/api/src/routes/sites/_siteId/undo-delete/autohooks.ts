/** Editors of the site (the service checks each item was deleted by them, recently, in a folder they may edit). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'editor', write: 'editor' });
