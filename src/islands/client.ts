// The islands build's one module script (its entry in index.html): the site's stylesheets, and every island
// on the page hydrated. Nothing else of the app comes to the browser: no router, no page, no content.
import '@/styles/global.css';
// The web font's faces join the site's stylesheet, for visitors with and without scripts: no script decides fonts.
import '@/styles/fonts.css';
// Pages change as documents: the browser animates between them (a cross-document view transition).
import '@/styles/page-transitions.css';
import { hydrateWhenShown } from './hydrate';

hydrateWhenShown();
