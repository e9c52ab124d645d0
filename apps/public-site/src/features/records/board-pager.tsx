import { Icon } from '@laurel/ui';

/** Previous / "Page 2 of 3" / Next under a long board on a kiosk (the pages also turn by themselves). */
export function BoardPager({
  label,
  page,
  pages,
  go,
}: {
  label: string;
  page: number;
  pages: number;
  go: (n: number) => void;
}) {
  return (
    <nav className="ps-board__pager" aria-label={`${label}: pages`}>
      <button type="button" className="ui-icon-button" aria-label="Previous page" onClick={() => go(page - 1)}>
        <Icon name="back" />
      </button>
      <span className="ps-board__page" aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <button type="button" className="ui-icon-button" aria-label="Next page" onClick={() => go(page + 1)}>
        <Icon name="next" />
      </button>
    </nav>
  );
}
