/** Internal users only. */
import { folderAccess } from '../../../plugins/app/authenticate';

export default folderAccess({ read: 'internal', write: 'internal' });
