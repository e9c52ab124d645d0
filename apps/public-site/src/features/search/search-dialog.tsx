import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { categoryPath, entryPath, normaliseSearchTerm, subcategoriesPath, initialsOf } from '@laurel/domain';
import { Dialog, MediaImage, Skeleton } from '@laurel/ui';
import { SearchField } from '@laurel/ui/filters';
import { fullName } from '../../components/cards/entry-cards';
import { useSearchEvent } from '../../lib/analytics/use-page-view';
import { SEARCH_DEBOUNCE_MS, useSiteSearch } from './use-site-search';

/**
 * Site search: the term is lowercased and trimmed; an empty term does nothing (SPEC §5). Results follow
 * typing (a short pause after the last key), in an area of fixed height so the dialog never moves.
 */
export function SearchDialog({ siteId, onClose, kiosk }: { siteId: string; onClose: () => void; kiosk?: boolean }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  useEffect(() => {
    const q = normaliseSearchTerm(text) || null;
    const t = setTimeout(() => setTerm(q), q ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(t);
  }, [text]);
  const result = useSiteSearch(siteId, term, !!kiosk);
  const navigate = useNavigate();
  const recordSearch = useSearchEvent(siteId);
  // A search is counted once per term: when submitted or when one of its results is opened.
  const recorded = useRef<string | null>(null);
  const record = (q: string | null) => {
    if (!q || recorded.current === q) return;
    recorded.current = q;
    recordSearch(q);
  };
  const open = (path: string) => {
    record(term);
    onClose();
    navigate(path);
  };
  const onSearch = (raw: string) => {
    setText(raw);
    record(normaliseSearchTerm(raw) || null);
  };
  const data = result.data;
  const none = data && !result.loading && data.categories.length === 0 && data.entries.length === 0;
  return (
    <Dialog open onClose={onClose} title="Search">
      <SearchField
        label="Search the site"
        placeholder="A name, a sport, a year…"
        onSearch={onSearch}
        onChange={setText}
        autoFocus
        keyboard={kiosk ? 'inline' : undefined}
      />
      <div className="ps-search-results" aria-live="polite" data-testid="search-results">
        {result.loading ? (
          <div className="ps-search-results__loading" data-testid="search-loading">
            <Skeleton height="3.5em" />
            <Skeleton height="3.5em" />
            <Skeleton height="3.5em" />
          </div>
        ) : null}
        {none ? <p>No results for “{term}”.</p> : null}
        {data && !result.loading ? (
          <ul>
            {data.categories.map((c) => (
              <li key={c._id}>
                <button
                  type="button"
                  className="ps-search-hit"
                  onClick={() =>
                    open(c.children.length ? subcategoriesPath(siteId, c._id) : categoryPath(siteId, c._id))
                  }
                >
                  <span className="ps-search-hit__photo">
                    <MediaImage media={c.coverImage} alt="" sizes="64px" fallbackText={initialsOf(c.categoryName)} />
                  </span>
                  <span className="ps-search-hit__text">
                    <strong>{c.categoryName}</strong>
                    <small>Collection</small>
                  </span>
                </button>
              </li>
            ))}
            {data.entries.map((e) => (
              <li key={e._id}>
                <button
                  type="button"
                  className="ps-search-hit"
                  onClick={() => open(entryPath(siteId, e.categoryID, e._id))}
                >
                  <span className="ps-search-hit__photo">
                    <MediaImage
                      media={e.headshot}
                      alt=""
                      sizes="64px"
                      fallbackText={initialsOf(e.firstName, e.lastName)}
                    />
                  </span>
                  <span className="ps-search-hit__text">
                    <strong>{fullName(e)}</strong>
                    <small>{[e.activity, e.type].filter(Boolean).join(' · ')}</small>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
