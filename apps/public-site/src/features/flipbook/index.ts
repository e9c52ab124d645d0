/** What other public-site features may use of the flipbook (lint: a feature imports another only through its index). */
export { FlipbookSlot } from './flipbook-slot';
