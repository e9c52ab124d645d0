/** The bundled fonts are public: every page of every site loads them. */
import { folderAccess } from '../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'admin' });
