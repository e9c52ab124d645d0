import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HomeButton } from '@laurel/domain';
import { Icon, MediaImage, type IconName } from '@laurel/ui';

const loadDialog = () => import('./home-button-dialog');
const HomeButtonDialog = lazy(async () => ({ default: (await loadDialog()).HomeButtonDialog }));

/** A Twitter button shows only when it has a username and id and the server confirmed it (SPEC §5). */
export const isTwitterReady = (b: HomeButton) =>
  b.type === 'Twitter' && !!b.buttonId && !!b.data.username && b.data.confirmed === true;
const isShown = (b: HomeButton) => (b.type === 'Twitter' ? isTwitterReady(b) : true);

const ICONS: Record<HomeButton['type'], IconName> = {
  Image: 'next',
  Text: 'info',
  Calendar: 'calendar',
  Twitter: 'play',
};

/** The home buttons: image links, text popups, a calendar of upcoming events, a Twitter feed. */
export function HomeButtons({
  siteId,
  buttons,
  className = '',
}: {
  siteId: string;
  buttons: HomeButton[];
  className?: string;
}) {
  const [open, setOpen] = useState<HomeButton | null>(null);
  const navigate = useNavigate();
  const shown = buttons.filter(isShown);
  if (shown.length === 0) return null;
  const activate = (b: HomeButton) => {
    if (b.type === 'Image' && b.data.url) {
      if (b.data.url.startsWith('/')) navigate(b.data.url);
      else window.open(b.data.url, '_blank', 'noopener');
    } else setOpen(b);
  };
  return (
    <nav className={`ps-home-buttons ${className}`} aria-label="More">
      {shown.map((b) => (
        <div key={b.buttonId} className="ps-home-buttons__cell">
          <button
            type="button"
            className={`ps-home-button ps-home-button--${b.type.toLowerCase()}`}
            onClick={() => activate(b)}
            // what the button opens is a chunk of its own: fetched as a finger or the focus reaches it
            onPointerDown={b.type === 'Image' ? undefined : () => void loadDialog()}
            onFocus={b.type === 'Image' ? undefined : () => void loadDialog()}
          >
            {b.type === 'Image' && b.data.image ? (
              <span className="ps-home-button__image">
                <MediaImage media={b.data.image} alt="" sizes="(max-width: 700px) 100vw, 25vw" />
              </span>
            ) : (
              <span className="ps-home-button__icon" aria-hidden="true">
                <Icon name={ICONS[b.type]} size="1.4em" />
              </span>
            )}
            <span className="ps-home-button__label">{b.label}</span>
          </button>
        </div>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <HomeButtonDialog siteId={siteId} open={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
