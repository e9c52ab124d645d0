import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MediaSearchMode } from '@laurel/domain';
import { MEANING_OFF_HINT, SearchMatch, type SearchMatchMode } from './search-match';

function Harness({ search, start = 'words' }: { search: MediaSearchMode; start?: SearchMatchMode }) {
  const [mode, setMode] = useState<SearchMatchMode>(start);
  return (
    <>
      <SearchMatch mode={mode} onMode={setMode} search={search} />
      <output>{mode}</output>
    </>
  );
}

test('without an embeddings provider, Meaning cannot be chosen and the library says why', () => {
  render(<Harness search={{ semanticAvailable: false, answeredBy: 'words', note: null }} />);
  const meaning = screen.getByRole('radio', { name: 'Meaning', description: MEANING_OFF_HINT }) as HTMLInputElement;
  expect(meaning.disabled).toBe(true);
  expect(screen.getByText(/Search by meaning is off on this server/)).toBeTruthy();
});

test('with a provider, an admin switches to Meaning; a search answered by words says so', () => {
  const { rerender } = render(<Harness search={{ semanticAvailable: true, answeredBy: 'words', note: null }} />);
  expect(screen.queryByText(/Search by meaning is off/)).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: 'Meaning' }));
  expect((screen.getByRole('radio', { name: 'Meaning' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('meaning');
  const note =
    'Search by meaning is not working just now (the embeddings provider answered 503), so this search matched the words in names, descriptions and tags instead.';
  rerender(<Harness start="meaning" search={{ semanticAvailable: true, answeredBy: 'words', note }} />);
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(note);
});
