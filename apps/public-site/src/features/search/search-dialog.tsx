import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLazySearchSiteQuery } from '@laurel/api-client';
import { categoryPath, entryPath, normaliseSearchTerm, subcategoriesPath } from '@laurel/domain';
import { Dialog, MediaImage, Skeleton, initialsOf } from '@laurel/ui';
import { SearchField } from '@laurel/ui/filters';
import { fullName } from '../cards/entry-cards';
import { useSearchEvent } from '../analytics/use-page-view';

/** Site search: the term is lowercased and trimmed; an empty term does nothing (SPEC §5). */
export function SearchDialog({ siteId, onClose, kiosk }: { siteId: string; onClose: () => void; kiosk?: boolean }) {
  const [search, result] = useLazySearchSiteQuery();
  const [term, setTerm] = useState<string | null>(null);
  const navigate = useNavigate();
  const recordSearch = useSearchEvent(siteId);
  const open = (path: string) => {
    onClose();
    navigate(path);
  };
  const onSearch = (text: string) => {
    const q = normaliseSearchTerm(text);
    if (!q) return;
    setTerm(q);
    search({ siteId, q }, true);
    recordSearch(q);
  };
  const data = term ? result.data : undefined;
  const none = data && data.categories.length === 0 && data.entries.length === 0;
  return (
    <Dialog open onClose={onClose} title="Search">
      <SearchField
        label="Search the site"
        placeholder="A name, a sport, a year…"
        onSearch={onSearch}
        autoFocus
        keyboard={kiosk ? 'inline' : undefined}
      />
      <div className="ps-search-results" aria-live="polite" data-testid="search-results">
        {term && result.isFetching ? <Skeleton height="3em" /> : null}
        {none ? <p>No results for “{term}”.</p> : null}
        {data && !result.isFetching ? (
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
