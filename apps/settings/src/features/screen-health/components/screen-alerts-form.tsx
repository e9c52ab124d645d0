import { useEffect, useState } from 'react';
import { MAX_OFFLINE_ALERT_MINUTES, MIN_OFFLINE_ALERT_MINUTES, type ScreenAlerts } from '@laurel/domain';
import { TextField } from '../../../components/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsGetScreenAlertsQuery, useSettingsSaveScreenAlertsMutation } from '../api/screen-health-endpoints';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Draft {
  emails: string;
  webhookUrl: string;
  minutes: string;
}

export function alertErrors(d: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  const bad = splitEmails(d.emails).filter((e) => !EMAIL.test(e));
  if (bad.length) errors.emails = `Not an e-mail address: ${bad.join(', ')}`;
  if (d.webhookUrl.trim() && !/^https?:\/\/[^\s]+$/.test(d.webhookUrl.trim()))
    errors.webhookUrl = 'Enter an address starting with https:// (or http://).';
  const n = Number(d.minutes);
  if (!Number.isInteger(n) || n < MIN_OFFLINE_ALERT_MINUTES || n > MAX_OFFLINE_ALERT_MINUTES)
    errors.minutes = `Choose a whole number of minutes from ${MIN_OFFLINE_ALERT_MINUTES} to ${MAX_OFFLINE_ALERT_MINUTES}.`;
  return errors;
}

const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

const draftOf = (a: ScreenAlerts): Draft => ({
  emails: a.emails.join(', '),
  webhookUrl: a.webhookUrl ?? '',
  minutes: String(a.offlineAfterMinutes),
});

/** Who is told when a screen has been offline for a while, and when it is back (e-mail and/or webhook). */
export function ScreenAlertsForm({ siteId }: { siteId: string }) {
  const saved = useSettingsGetScreenAlertsQuery(siteId);
  const [save, saving] = useSettingsSaveScreenAlertsMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (saved.data && draft === null) setDraft(draftOf(saved.data.alerts));
  }, [saved.data, draft]);
  if (!draft || !saved.data) return <p className="st-field__hint">Loading alert settings…</p>;
  const errors = alertErrors(draft);
  const change = (patch: Partial<Draft>) => {
    setDone(false);
    setDraft({ ...draft, ...patch });
  };
  const submit = async () => {
    if (Object.keys(errors).length) return;
    const alerts = {
      emails: splitEmails(draft.emails),
      webhookUrl: draft.webhookUrl.trim() || null,
      offlineAfterMinutes: Number(draft.minutes),
    };
    const res = await save({ siteId, alerts });
    if (!('error' in res)) {
      setDraft(draftOf(res.data.alerts));
      setDone(true);
    }
  };
  return (
    <form
      className="st-alerts-form"
      aria-label="Offline alerts"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="E-mail these addresses"
        hint={
          saved.data.emailConfigured
            ? 'Separate addresses with commas.'
            : 'E-mail is not set up on this server (SMTP_URL); the addresses are kept and used once it is.'
        }
        value={draft.emails}
        error={errors.emails}
        type="text"
        inputMode="email"
        onChange={(emails) => change({ emails })}
      />
      <TextField
        label="Call this webhook"
        hint="We POST a JSON message to it when a screen goes offline and when it is back."
        value={draft.webhookUrl}
        error={errors.webhookUrl}
        type="url"
        placeholder="https://"
        onChange={(webhookUrl) => change({ webhookUrl })}
      />
      <TextField
        label="When a screen has been offline for (minutes)"
        value={draft.minutes}
        error={errors.minutes}
        inputMode="numeric"
        onChange={(minutes) => change({ minutes })}
      />
      <div className="st-alerts-form__actions">
        <button
          type="submit"
          className="st-button st-button--primary"
          aria-disabled={Object.keys(errors).length > 0 || saving.isLoading || undefined}
        >
          {saving.isLoading ? 'Saving…' : 'Save alerts'}
        </button>
        {saving.isError ? (
          <p className="st-field__error" role="alert">
            {apiErrorMessage(saving.error)}
          </p>
        ) : done ? (
          <p className="st-field__hint" role="status">
            Saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
