/** Rich-text descriptions are sanitised on save: formatting and links stay, scripts and handlers go. */
import sanitizeHtml from 'sanitize-html';

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
      color: [/^[#a-z0-9(),.\s%]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^\d{3}|bold|normal$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
