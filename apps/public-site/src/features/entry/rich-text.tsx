import DOMPurify from 'dompurify';
import { useMemo } from 'react';

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

/** Sanitises an entry's rich text: formatting only, no scripts, styles, frames or event handlers. */
export function sanitiseRichText(html: string): string {
  return DOMPurify.sanitize(html ?? '', { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });
}

/** Rich text from the CMS, sanitised on display (it was also sanitised when saved). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseRichText(html), [html]);
  if (!clean.trim()) return null;
  return (
    <div className={`ps-rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
