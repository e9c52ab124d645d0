import { useState } from 'react';
import { Button, Toast } from '@laurel/ui';

/** The page's own address without the kiosk switch, so a shared link never turns a phone into a kiosk. */
export function shareableUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('touchScreen');
  url.hash = '';
  return url.href;
}

/** "Share this page": the phone's share sheet where the browser has one, else the link is copied. */
export function ShareEntryButton({ name }: { name: string }) {
  const [message, setMessage] = useState<string | null>(null);

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

export default ShareEntryButton;
