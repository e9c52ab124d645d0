import { useState } from 'react';
import { useSelector } from 'react-redux';
import { FEATURE_FLAGS, useFlag, type Session } from '@laurel/api-client';
import { Button, Toast } from '@laurel/ui';

/** The page's own address without the kiosk switch, so a shared link never turns a phone into a kiosk. */
export function shareableUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('touchScreen');
  url.hash = '';
  return url.href;
}

/**
 * "Share" on a profile page (feature flag `entry-share-button`): the phone's share sheet where the browser
 * has one, else the link is copied. Web visitors only: a kiosk has nobody to share with.
 */
export function ShareEntryButton({ name }: { name: string }) {
  const on = useFlag(FEATURE_FLAGS.entryShareButton);
  const touchScreen = useSelector((s: { session: Session }) => s.session.touchScreen);
  const [message, setMessage] = useState<string | null>(null);
  if (!on || touchScreen) return null;

  const share = async () => {
    const url = shareableUrl(window.location.href);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name || document.title, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied');
    } catch {
      setMessage(`Copy this link: ${url}`);
    }
  };

  return (
    <div className="ps-share">
      <Button variant="secondary" onClick={() => void share()}>
        Share this page
      </Button>
      <Toast message={message} onDismiss={() => setMessage(null)} tone="success" />
    </div>
  );
}
