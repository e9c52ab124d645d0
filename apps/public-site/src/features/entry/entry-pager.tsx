import { Icon, IconButton } from '@laurel/ui';

/** Previous / next buttons between the entries of a folder (swiping does the same on touch). */
export function EntryPager({
  index,
  total,
  onPrevious,
  onNext,
}: {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav className="ps-pager" aria-label="More in this collection">
      <IconButton label="Previous" variant="primary" onClick={onPrevious}>
        <Icon name="back" />
      </IconButton>
      <span className="ps-pager__count">
        {index + 1} of {total}
      </span>
      <IconButton label="Next" variant="primary" onClick={onNext}>
        <Icon name="next" />
      </IconButton>
    </nav>
  );
}
