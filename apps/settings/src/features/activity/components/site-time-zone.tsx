import { useId, useMemo, useState } from 'react';
import { isTimeZone, timeZoneError, timeZoneNames, type Site } from '@laurel/domain';
import { Field } from '../../../components/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsPatchSiteMutation } from '../../../lib/site-endpoints';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The site's time zone (issue 29): schedules are entered and shown in it by every editor, wherever they are.
 * A searchable list of every IANA zone (type part of a city or region); saved on its own.
 */
export function SiteTimeZone({ siteId, site }: { siteId: string; site: Site }) {
  const listId = useId();
  const names = useMemo(() => timeZoneNames(), []);
  const saved = site.timeZone ?? '';
  const [value, setValue] = useState(saved || browserZone());
  const [patch, state] = useSettingsPatchSiteMutation();
  const [done, setDone] = useState(false);
  const typed = value.trim();
  const error = typed && !isTimeZone(typed) ? timeZoneError(typed) : null;
  const save = async () => {
    setDone(false);
    try {
      await patch({ siteId, patch: { timeZone: typed } }).unwrap();
      setDone(true);
    } catch {
      // Shown below from the mutation's state.
    }
  };
  const hint = saved
    ? 'Schedules are entered and shown in this zone by everyone who edits the site.'
    : `Not set yet: each editor sees schedules in their own computer’s zone (yours is ${browserZone()}). Choose the site’s zone so everyone sees the same times.`;
  return (
    <div className="st-time-zone">
      <Field label="Site time zone" hint={hint} error={error ?? (state.isError ? apiErrorMessage(state.error) : null)}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="st-input"
            list={listId}
            value={value}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setDone(false);
              setValue(e.target.value);
            }}
          />
        )}
      </Field>
      <datalist id={listId}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <button
        type="button"
        className="st-button st-button--primary"
        disabled={!typed || !!error || typed === saved || state.isLoading}
        onClick={() => void save()}
      >
        Save time zone
      </button>
      {done ? (
        <span className="st-field__hint" role="status">
          Saved: schedules now show in {saved || typed}.
        </span>
      ) : null}
    </div>
  );
}
