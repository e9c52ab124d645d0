import Papa from 'papaparse';

/**
 * A block copied from a spreadsheet (Excel, Numbers, Google Sheets, another grid): tab-separated lines, cells
 * with tabs or line breaks in quotes. One trailing empty line (spreadsheets add it) is dropped.
 */
export function parseClipboardBlock(text: string): string[][] {
  if (!text) return [];
  if (!text.includes('\t') && !text.includes('\n')) return [[text]];
  const parsed = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n').replace(/\n$/, ''), {
    delimiter: '\t',
    quoteChar: '"',
    skipEmptyLines: false,
  });
  return parsed.data;
}

/** Cells as a spreadsheet pastes them: tab-separated, quoted when they hold a tab, quote or line break. */
export const toClipboardBlock = (rows: readonly (readonly string[])[]): string =>
  Papa.unparse(rows as string[][], { delimiter: '\t', newline: '\n', quotes: false });
