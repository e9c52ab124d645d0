/** The records board's code, loaded when a board is shown or when a page is idle (so a tap finds it ready). */
export const loadRecordsBoard = () => import('./records-board');
