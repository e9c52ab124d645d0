import type { EmergencyTheme } from '../../lib/site-look';
import './emergency-overlay.css';

const HEADINGS: Record<EmergencyTheme, string> = {
  critical: 'Emergency',
  warning: 'Warning',
  info: 'Announcement',
};

/** Takes over the whole screen while the site's emergency announcement is on; unmistakable from afar. */
export function EmergencyOverlay({ text, theme }: { text: string; theme: EmergencyTheme }) {
  return (
    <div
      className={`cast-emergency cast-emergency--${theme}`}
      role="alert"
      aria-live="assertive"
      data-testid="cast-emergency"
    >
      <div className="cast-emergency__band" aria-hidden="true" />
      <div className="cast-emergency__body">
        <svg className="cast-emergency__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2 1 21h22L12 2zm0 5.5 7.5 13h-15L12 7.5zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z" fill="currentColor" />
        </svg>
        <h1 className="cast-emergency__heading">{HEADINGS[theme]}</h1>
        {text ? <p className="cast-emergency__text">{text}</p> : null}
      </div>
      <div className="cast-emergency__band" aria-hidden="true" />
    </div>
  );
}
