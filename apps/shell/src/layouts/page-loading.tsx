/** A calm loading state in the page's final place: appears only after 200 ms so fast loads never flash. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="shell-loading__ring" aria-hidden="true" />
      <span className="shell-loading__label">{label}</span>
    </div>
  );
}
