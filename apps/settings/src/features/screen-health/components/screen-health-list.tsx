import type { ScreenHealth, ScreensReply } from '@laurel/domain';
import { useSettingsForgetScreenMutation } from '../api/screen-health-endpoints';
import { agoText, durationText, megabytes, RELOAD_WORDS, stateText } from '../lib/screen-words';

/**
 * Every kiosk and cast screen with its state (online, older content, offline since …), whether it shows the
 * latest edit, and what its heartbeat says (version, uptime, memory, last error, last self-reload).
 */
export function ScreenHealthList({ siteId, reply, now }: { siteId: string; reply: ScreensReply; now: number }) {
  const [forget, forgetting] = useSettingsForgetScreenMutation();
  if (reply.screens.length === 0)
    return (
      <p className="st-field__hint">
        No screens yet. TVs and kiosks appear here once they are paired (Pair a screen, under Screens).
      </p>
    );
  return (
    <div className="st-table-scroll">
      <table className="st-table st-health-table" aria-label="Screens and their state">
        <thead>
          <tr>
            <th scope="col">Screen</th>
            <th scope="col">State</th>
            <th scope="col">Latest edit</th>
            <th scope="col">Last heard</th>
            <th scope="col">Details</th>
            <th scope="col">
              <span className="st-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reply.screens.map((s) => (
            <tr key={`${s.kind}-${s.screenId}`} data-testid={`screen-${s.screenId}`} data-state={s.state ?? 'never'}>
              <th scope="row">
                <span className="st-health-name">{s.name}</span>
                <span className="st-health-kind">{s.kind === 'cast' ? 'Cast screen' : 'Kiosk'}</span>
                {s.kind === 'kiosk' && s.path ? <span className="st-health-kind">{s.path}</span> : null}
              </th>
              <td>
                <span className={`st-health-state st-health-state--${s.state ?? 'never'}`}>{stateText(s, now)}</span>
              </td>
              <td>{latestText(s)}</td>
              <td>{agoText(s.lastSeenAt, now)}</td>
              <td className="st-health-details">
                {s.lastSeenAt ? (
                  <>
                    <span>
                      Up {durationText(s.uptimeMs)} · {megabytes(s.memoryBytes)} · build {s.appVersion ?? '–'}
                    </span>
                    {s.reload ? (
                      <span>
                        Restarted itself {agoText(s.reload.at, now)}: {RELOAD_WORDS[s.reload.reason] ?? s.reload.reason}
                      </span>
                    ) : null}
                    {s.lastError ? <span className="st-health-error">Last error: {s.lastError}</span> : null}
                  </>
                ) : (
                  '–'
                )}
              </td>
              <td>
                {s.kind === 'kiosk' && s.state === 'offline' ? (
                  <button
                    type="button"
                    className="st-button st-button--small st-button--ghost"
                    disabled={forgetting.isLoading}
                    onClick={() => void forget({ siteId, screenId: s.screenId })}
                  >
                    Remove<span className="st-visually-hidden"> {s.name}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function latestText(s: ScreenHealth): string {
  if (s.state === null || s.state === 'offline') return '–';
  return s.hasLatestEdit ? 'Yes' : 'Not yet';
}
