import { Skeleton } from '@laurel/ui';

/** A page heading: the folder's name (never cut off) and its description. */
export function FolderHeading({ title, subtitle, loading }: { title?: string; subtitle?: string; loading?: boolean }) {
  return (
    <div className="ps-heading">
      {loading ? (
        <Skeleton width="40%" height="2.4em" />
      ) : (
        <>
          <h1 className="ps-heading__title">{title}</h1>
          {subtitle ? <p className="ps-heading__subtitle">{subtitle}</p> : null}
        </>
      )}
    </div>
  );
}
