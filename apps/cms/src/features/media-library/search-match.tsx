import type { MediaSearchMode } from '@laurel/domain';

export type SearchMatchMode = 'words' | 'meaning';

export const MEANING_OFF_HINT =
  'Search by meaning is off on this server (no embeddings provider is set up), so searches match the words in names, descriptions and tags.';

/**
 * How the library's search box matches: by the words written about an item, or by meaning (the server's
 * embeddings provider; "team photo at night" finds "Squad picture after dark"). When the server has no
 * provider, "Meaning" cannot be chosen and the hint says why; when a search by meaning was answered by words
 * (the provider failed), the server's note says so.
 */
export function SearchMatch({
  mode,
  onMode,
  search,
}: {
  mode: SearchMatchMode;
  onMode: (mode: SearchMatchMode) => void;
  /** How the latest search was answered; undefined until the first page has loaded. */
  search: MediaSearchMode | undefined;
}) {
  const off = search?.semanticAvailable === false;
  return (
    <div className="lib-match">
      <fieldset className="wr-segments">
        <legend>Match</legend>
        <label className="wr-segment">
          <input type="radio" name="media-match" checked={mode === 'words'} onChange={() => onMode('words')} />
          Words
        </label>
        <label className="wr-segment">
          <input
            type="radio"
            name="media-match"
            checked={mode === 'meaning'}
            disabled={off}
            aria-describedby={off ? 'lib-match-off' : undefined}
            onChange={() => onMode('meaning')}
          />
          Meaning
        </label>
      </fieldset>
      {off ? (
        <p id="lib-match-off" className="wr-field__hint lib-match__hint">
          {MEANING_OFF_HINT}
        </p>
      ) : mode === 'meaning' && search?.note ? (
        <p className="wr-field__hint lib-match__hint" role="status">
          {search.note}
        </p>
      ) : null}
    </div>
  );
}
