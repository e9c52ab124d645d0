/** Site admins (the Canva importer). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'admin', write: 'admin' });
