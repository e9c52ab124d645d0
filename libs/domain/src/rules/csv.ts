/**
 * CSV cells that a spreadsheet would run as a formula: starting with =, +, -, @, a tab or a carriage return,
 * except plain numbers (-12, +3.5), which stay numbers. Exports prefix such cells with an apostrophe (Papa
 * Parse's `escapeFormulae` with this pattern); an upload removes that apostrophe again, so a file exported
 * and uploaded back keeps its text.
 */
export const CSV_FORMULA_CELL = /^[=+\-@\t\r](?![0-9]+(?:[.,][0-9]+)?$)/;
/** An exported cell's escape, as found in an uploaded file. */
export const CSV_ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;
