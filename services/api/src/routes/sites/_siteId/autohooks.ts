/** Anyone reads a site's styling and change notices; site admins change the site. */
import { folderAccess } from '../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'admin' });
