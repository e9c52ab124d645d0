import type { Category, RecordInfo } from '@laurel/domain';
import { formatDisplayDate, formatRecordValue, formatYearRange } from '@laurel/domain';
import { RichText } from '../../components/rich-text';

/** A record item's record: the value in its column's format, with when and where it was set. */
export function RecordInfoPanel({ info, category }: { info: RecordInfo; category: Category }) {
  const column = category.recordColumns?.find((c) => c.columnID === info.columnID);
  const value = formatRecordValue(info.recordValue, column?.recordType ?? 'number', column?.recordUnits ?? '');
  const when = formatYearRange(info.yearStart, info.yearEnd) || formatDisplayDate(info.recordDate);
  return (
    <section className="ps-record" aria-label="Record">
      <p className="ps-record__label">{column?.recordLabel ?? info.primaryInfo ?? 'Record'}</p>
      <p className="ps-record__value" data-testid="entry-record-value">
        {value}
      </p>
      <p className="ps-record__meta">
        {[info.primaryInfo !== column?.recordLabel ? info.primaryInfo : '', info.extraInfo, when]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <RichText html={info.description} />
    </section>
  );
}
