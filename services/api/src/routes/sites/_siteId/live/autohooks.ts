/** Anyone: screens run signed out (kiosks and TVs); a heartbeat is recorded only for a paired screen (issue 24). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
