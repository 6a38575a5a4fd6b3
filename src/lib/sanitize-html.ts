import { FilterXSS, escapeAttrValue, safeAttrValue } from 'xss';

// Blog HTML comes from another system: only an allow-list of text tags and
// attributes survives; scripts, styles, event handlers and non-http(s) URLs go.
const allowList = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  blockquote: ['cite'],
  q: ['cite'],
  code: [],
  pre: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  hr: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
};

const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

const htmlFilter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  css: false,
  safeAttrValue(tag, name, value, cssFilter) {
    const cleaned = safeAttrValue(tag, name, value, cssFilter);
    if ((name === 'href' || name === 'src' || name === 'cite') && !SAFE_URL.test(cleaned.trim())) return '';
    return cleaned;
  },
  onTagAttr(tag, name, value) {
    // Outside links leave the site in a new tab without handing over the opener.
    if (tag === 'a' && name === 'href' && /^https?:/i.test(value)) {
      return `href="${escapeAttrValue(value)}" target="_blank" rel="noopener noreferrer"`;
    }
    return undefined;
  },
});

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return htmlFilter.process(html).trim();
}
