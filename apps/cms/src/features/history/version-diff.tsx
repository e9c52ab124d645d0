import { errorText } from '../../lib/bulk/chunks';
import { useHistoryVersionQuery, type HistoryItem } from './history-endpoints';

/** A version compared with the item now: one row per field that differs, both values as text. */
export function VersionDiff({ versionId, what, ...item }: HistoryItem & { versionId: string; what: string }) {
  const { data, error } = useHistoryVersionQuery({ ...item, versionId }, { refetchOnMountOrArgChange: true });
  if (error)
    return (
      <p className="cms-field__hint" role="alert">
        The comparison could not be loaded: {errorText(error)}
      </p>
    );
  if (!data) return <p className="cms-field__hint">Comparing…</p>;
  if (data.diff.length === 0) return <p className="cms-field__hint">This version is what the {what} shows now.</p>;
  return (
    <table className="cms-history__diff">
      <caption>This version compared with now</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">This version</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      <tbody>
        {data.diff.map((d) => (
          <tr key={d.field}>
            <th scope="row">{d.label}</th>
            <td>{d.version}</td>
            <td>{d.current}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
