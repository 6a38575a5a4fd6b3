import type { Plugin } from 'vite';

// Vite plugin (build only). Vite puts the entry module and its modulepreloads in
// <head>, so on a slow connection ~120 KB of JavaScript is fetched at high
// priority alongside the stylesheet, the font and the hero poster, and the
// prerendered page paints later for it. The pages read without JavaScript, so
// the app can wait: these tags become one inline loader that requests the same
// files once the first contentful paint is reported (after the next frame where
// paint timing is missing) and the page's priority pictures (the hero, the
// portrait, the cover: `fetchpriority="high"`) are decoded and drawn. The
// largest paint is one of those or the hero copy painted a frame after the
// header, so the app's requests no longer start before it: measured, they had
// (1600 px heroes took longer than one frame to arrive), and Lighthouse's
// simulated LCP counted the app's scripts as its dependencies (1.28-1.37 s on
// four templates). It loads at once when there is nothing to paint yet (an
// empty #root: a client-rendered build) or nothing will be painted (a hidden
// tab), and after 3 s whatever happens. The CSP allows it by its hash
// (scripts/http-headers.ts).

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The loader's source; `entry` and `preloads` are the URLs Vite wrote. */
export function appLoader(entry: string, preloads: string[]): string {
  const args = `${JSON.stringify(entry)}, ${JSON.stringify(preloads)}`;
  return `(function (entry, preloads) {
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function load() {
    preloads.forEach(function (href) { add('link', { rel: 'modulepreload', href: href, crossOrigin: '' }); });
    add('script', { type: 'module', src: entry, crossOrigin: '' });
  }
  var loaded = false;
  function once() { if (!loaded) { loaded = true; setTimeout(load, 0); } }
  function afterPriorityPictures() {
    var pictures = [].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    Promise.all(pictures.map(function (picture) {
      return picture.decode ? picture.decode().catch(function () {}) : null;
    })).then(function () { requestAnimationFrame(once); });
  }
  var supported = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || [];
  var root = document.getElementById('root');
  setTimeout(once, 3000);
  if (document.visibilityState === 'hidden' || !root || !root.hasChildNodes()) once();
  else if (supported.indexOf('paint') === -1) requestAnimationFrame(afterPriorityPictures);
  else new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterPriorityPictures();
  }).observe({ type: 'paint', buffered: true });
})(${args});`;
}

export function loadAppAfterPaint(): Plugin {
  return {
    name: 'infinyte:load-app-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
        if (entries.length !== 1 || !entries[0]) {
          throw new Error(
            `Expected one entry module in index.html, found ${entries.length}: has Vite's output changed?`,
          );
        }
        const loader = `<script>${appLoader(entries[0], preloads)}</script>\n  </body>`;
        return html.replace(moduleScript, '').replace(modulePreload, '').replace('</body>', loader);
      },
    },
  };
}
