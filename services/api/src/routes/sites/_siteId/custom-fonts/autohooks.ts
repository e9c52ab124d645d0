/** Anyone loads a site's uploaded fonts (its pages use them); site admins upload and remove them. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'admin' });
