/** Anyone: the public view; ?cms=1 gives editors of the site everything. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
