import type { ActiveEmergency } from '@laurel/domain';

const HEADINGS = { critical: 'Emergency', warning: 'Warning', info: 'Announcement' } as const;

/**
 * The emergency announcement on a kiosk: over everything, unmistakable, no way to close it by touch (it
 * leaves when an admin switches it off or its expiry passes). The same headings and colours as the TVs.
 */
export function KioskEmergency({ emergency }: { emergency: ActiveEmergency }) {
  return (
    <div
      className={`kiosk-emergency kiosk-emergency--${emergency.theme}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="kiosk-emergency-heading"
      aria-describedby="kiosk-emergency-text"
      data-testid="kiosk-emergency"
    >
      <div className="kiosk-emergency__body" role="alert">
        <svg className="kiosk-emergency__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2 1 21h22L12 2zm0 5.5 7.5 13h-15L12 7.5zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z" fill="currentColor" />
        </svg>
        <h1 className="kiosk-emergency__heading" id="kiosk-emergency-heading">
          {HEADINGS[emergency.theme]}
        </h1>
        {emergency.text ? (
          <p className="kiosk-emergency__text" id="kiosk-emergency-text">
            {emergency.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
