import { Skeleton } from '@laurel/ui';

/** The settings page's shape while its code or data arrives. */
export function PageSkeleton({ label = 'Loading settings…' }: { label?: string }) {
  return (
    <div className="st-page" aria-busy="true">
      <p className="st-visually-hidden" role="status">
        {label}
      </p>
      <Skeleton width="14em" height="2em" />
      <Skeleton width="28em" height="1em" />
      <div className="st-skeleton-grid">
        <Skeleton height="12em" radius="12px" />
        <Skeleton height="12em" radius="12px" />
      </div>
    </div>
  );
}
