import { useEffect, useState } from 'react';
import { Button } from '@laurel/ui';

/** The page's own address without the kiosk switch, so a shared link never turns a phone into a kiosk. */
export function shareableUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('touchScreen');
  url.hash = '';
  return url.href;
}

const COPIED = 'Link copied';

/** "Share this page": the phone's share sheet where the browser has one, else the link is copied. */
export function ShareEntryButton({ name }: { name: string }) {
  const [message, setMessage] = useState<string | null>(null);
  // 'Link copied' leaves by itself; a link to copy by hand stays until the next press.
  useEffect(() => {
    if (message !== COPIED) return;
    const t = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(t);
  }, [message]);

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
      setMessage(COPIED);
    } catch {
      setMessage(`Copy this link: ${url}`);
    }
  };

  return (
    <div className="ps-share">
      <Button variant="secondary" onClick={() => void share()}>
        Share this page
      </Button>
      <p className="ps-share__status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}

export default ShareEntryButton;
