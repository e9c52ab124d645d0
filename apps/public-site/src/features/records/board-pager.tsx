import { Icon } from '@laurel/ui';

/**
 * Previous / "Page 2 of 3" / Next under a long board on a kiosk (the pages also turn by themselves); with
 * `text` and `noun` it turns the sets of boards that take turns on the screen.
 */
export function BoardPager({
  label,
  page,
  pages,
  go,
  text,
  noun = 'page',
}: {
  label: string;
  page: number;
  pages: number;
  go: (n: number) => void;
  text?: string;
  noun?: string;
}) {
  return (
    <nav className="ps-board__pager" aria-label={`${label}: pages`}>
      <button type="button" className="ui-icon-button" aria-label={`Previous ${noun}`} onClick={() => go(page - 1)}>
        <Icon name="back" />
      </button>
      <span className="ps-board__page" aria-live="polite">
        {text ?? `Page ${page + 1} of ${pages}`}
      </span>
      <button type="button" className="ui-icon-button" aria-label={`Next ${noun}`} onClick={() => go(page + 1)}>
        <Icon name="next" />
      </button>
    </nav>
  );
}
