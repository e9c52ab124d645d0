/** Anyone (visitors only calendars the site links to; checked by the service). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
