/** Anyone: screens run signed out (kiosks and TVs); heartbeats are bounded per site by the service. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
