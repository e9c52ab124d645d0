/** The clear mark of something visitors do not see yet (UX: "Unpublished things look unpublished"). */
export function DraftBadge({ className }: { className?: string }) {
  return (
    <span className={`cms-draft${className ? ` ${className}` : ''}`} title="Not published: visitors do not see this">
      Draft
    </span>
  );
}
