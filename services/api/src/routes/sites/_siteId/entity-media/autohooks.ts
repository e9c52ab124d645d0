/** Editors of the site (site fields: admins; folder and entry fields: the editor's folder scope; checked by the service). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'editor', write: 'editor' });
