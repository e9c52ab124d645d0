import { useEffect, useMemo, useState } from 'react';
import { Skeleton } from '@laurel/ui';

type Purify = (typeof import('dompurify'))['default'];

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
];

let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/**
 * Loads the sanitiser (DOMPurify) on demand: Home and the folder lists never need it, so it stays off the
 * first screen. Pages call this ahead of time (on card intent) so descriptions show at once.
 */
export function loadSanitiser(): Promise<Purify> {
  loading ??= import('dompurify').then((m) => (purify = m.default));
  return loading;
}

/** Sanitises an entry's rich text: formatting only, no scripts, styles, frames or event handlers. */
export async function sanitiseRichText(html: string): Promise<string> {
  const p = purify ?? (await loadSanitiser());
  return clean(p, html);
}

const clean = (p: Purify, html: string) =>
  p.sanitize(html ?? '', { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });

/** Rich text from the CMS, sanitised on display (it was also sanitised when saved). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const [ready, setReady] = useState(purify !== null);
  useEffect(() => {
    if (!ready) void loadSanitiser().then(() => setReady(true));
  }, [ready]);
  const safe = useMemo(() => (ready && purify ? clean(purify, html) : null), [ready, html]);
  if (!html?.trim()) return null;
  if (safe === null) return <Skeleton height="3em" />;
  if (!safe.trim()) return null;
  return (
    <div className={`ps-rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
