import { EMERGENCY_DURATIONS_MIN, type ScreensReply, type Site } from '@laurel/domain';
import { TextField } from '../../../components/field';
import { Switch } from '../../../components/switch';
import { SaveBar } from '../../../components/save-bar';
import type { SiteForm } from '../../../lib/use-site-form';
import type { EmergencyValues } from '../hooks/use-emergency-form';

const THEMES: { value: Site['castEmergencyAnnouncementTheme']; label: string; hint: string }[] = [
  { value: 'critical', label: 'Emergency', hint: 'Red: evacuations, lockdowns.' },
  { value: 'warning', label: 'Warning', hint: 'Amber: weather, closures.' },
  { value: 'info', label: 'Announcement', hint: 'Blue: notices.' },
];

const durationLabel = (min: number) =>
  min === 0 ? 'Until I switch it off' : min < 60 ? `${min} minutes` : min < 1440 ? `${min / 60} hours` : '1 day';

/**
 * The emergency announcement of every screen of the site (TVs and kiosks): text, theme, on or off, how long
 * it stays on, and how many screens show it (from their heartbeats).
 */
export function EmergencyPanel({
  form,
  pickup,
}: {
  form: SiteForm<EmergencyValues>;
  pickup: ScreensReply['emergency'] | null;
}) {
  const { values: v, change, errors } = form;
  return (
    <section className={`st-section st-emergency st-emergency--${v.theme}`} aria-labelledby="st-emergency-title">
      <h2 className="st-section__title" id="st-emergency-title">
        Emergency announcement
      </h2>
      <p className="st-section__lead">
        Takes over every screen of this site at once — TVs and kiosks (except TVs that opt out below) — until you switch
        it off or the time you choose runs out.
      </p>
      {pickup?.active ? (
        <p className="st-emergency__pickup" role="status" data-testid="emergency-pickup">
          Showing on {pickup.pickedUp} of {pickup.of} online {pickup.of === 1 ? 'screen' : 'screens'}
          {pickup.expiresAt ? `, until ${new Date(pickup.expiresAt).toLocaleString()}` : ''}.
        </p>
      ) : null}
      <div className="st-emergency__grid">
        <div className="st-emergency__controls">
          <Switch
            label={v.enabled ? 'On: showing on all screens once saved' : 'Off'}
            checked={v.enabled}
            onChange={(enabled) => change({ enabled })}
          />
          <fieldset className="st-fieldset">
            <legend className="st-field__label">Kind</legend>
            <div className="st-radio-row">
              {THEMES.map((t) => (
                <label key={t.value} className={`st-radio st-radio--${t.value}`} title={t.hint}>
                  <input
                    type="radio"
                    name="st-emergency-theme"
                    checked={v.theme === t.value}
                    onChange={() => change({ theme: t.value })}
                  />
                  <span>{t.label}</span>
                </label>
              ))}
            </div>
            <p className="st-field__hint">{THEMES.find((t) => t.value === v.theme)?.hint}</p>
          </fieldset>
          <label className="st-field">
            <span className="st-field__label">Switch off by itself after</span>
            <select
              className="st-input"
              value={v.durationMin}
              onChange={(e) => change({ durationMin: Number(e.target.value) })}
            >
              {EMERGENCY_DURATIONS_MIN.map((min) => (
                <option key={min} value={min}>
                  {min === 0 && v.enabled && v.expiresAt
                    ? `Keep the end time (${new Date(v.expiresAt).toLocaleString()})`
                    : durationLabel(min)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <TextField
          label="Message"
          multiline
          rows={3}
          maxLength={2000}
          value={v.text}
          error={errors.text}
          onChange={(text) => change({ text })}
        />
      </div>
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        invalid={Object.keys(errors).length > 0}
        formError={form.formError}
        savedAt={form.savedAt}
        what="announcement"
        onSave={() => void form.save()}
        onDiscard={form.discard}
      />
    </section>
  );
}
