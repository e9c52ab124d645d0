/** What other settings features may use of Fonts (lint: a feature imports another only through its index). */
export { fontFileError } from './components/custom-fonts';
