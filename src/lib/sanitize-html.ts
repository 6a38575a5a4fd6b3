import DOMPurify from 'dompurify';

// Blog HTML comes from another system. DOMPurify parses it with the browser's
// own HTML parser, so what it keeps is exactly what the browser will build
// (a string filter cannot know that `/\evil.example/` is a protocol-relative
// URL to browsers). Only an allow-list of text tags and attributes survives.
const ALLOWED_TAGS = (
  'p br strong b em i u s small sub sup mark blockquote q code pre h2 h3 h4 h5 h6 ul ol li dl dt dd hr a img ' +
  'figure figcaption table thead tbody tr th td'
).split(' ');
const ALLOWED_ATTR = 'href title cite start src alt width height scope'.split(' ');
/** http(s), mailto, fragments and same-site paths; never `//host` or `/\host`, which browsers open as another site. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|#|\/(?![/\\]))/i;

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<object, Purifier>();

function purifierFor(window: Window & typeof globalThis): Purifier {
  let purify = purifiers.get(window);
  if (!purify) {
    purify = DOMPurify(window);
    // Outside links leave the site in a new tab without handing over the opener.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifiers.set(window, purify);
  }
  return purify;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`. Runs where the blog is fetched: in
 * the browser. Without a DOM (`window` absent and none given, e.g. a server
 * render) it fails closed and returns no HTML; tests pass jsdom's window.
 */
export function sanitizeHtml(
  html: string,
  window: (Window & typeof globalThis) | undefined = globalThis.window,
): string {
  if (!window) return '';
  const purify = purifierFor(window);
  return purify
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
    })
    .trim();
}
