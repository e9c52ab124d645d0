/**
 * SPEC §5: a date shows the year only when it is on 1 January ('01-01'); otherwise 'Month D, YYYY'. An editor
 * who knows only the year types the year: it is stored as YYYY-01-01 (docs/decisions.md).
 */
export interface DateDraft {
  yearOnly: boolean;
  /** 'YYYY' when yearOnly, else 'YYYY-MM-DD' (or ''). */
  text: string;
}

/** The draft of a stored date; an empty one is typed as a year when `emptyAsYear` (a class year). */
export function toDraft(stored: string, emptyAsYear = false): DateDraft {
  if (!stored) return { yearOnly: emptyAsYear, text: '' };
  if (/^\d{4}-01-01$/.test(stored)) return { yearOnly: true, text: stored.slice(0, 4) };
  return { yearOnly: false, text: stored.slice(0, 10) };
}

/** The stored value of a draft, or null when it cannot be read as a date (nothing is saved then). */
export function fromDraft(draft: DateDraft): string | null {
  const text = draft.text.trim();
  if (text === '') return '';
  if (draft.yearOnly) return /^\d{4}$/.test(text) && Number(text) >= 1800 ? `${text}-01-01` : null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text ? null : text;
}
