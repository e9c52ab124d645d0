/**
 * Rich-text descriptions are sanitised on save: formatting and links stay, scripts and handlers go. Style values
 * must match a whole rule (anchored `^…$`): a named, hex, rgb(a) or hsl(a) colour, an alignment, a weight; so no
 * `expression()`, `url()` or anything appended to an allowed value.
 */
import sanitizeHtml from 'sanitize-html';

/** `red`, `#fff`, `#112233aa`, `rgb(1, 2, 3)`, `rgba(1,2,3,.5)`, `rgb(1 2 3 / 50%)`, `hsl(120, 50%, 40%)`. */
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla)\(\s*[\d.%]+(\s*[,/\s]\s*[\d.%]+){2,3}\s*\))$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'u', 's', 'span', 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['class', 'style'],
    p: ['class', 'style'],
    '*': ['class'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(\d{3}|bold|bolder|lighter|normal)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
