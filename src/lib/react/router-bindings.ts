// What links and the header's menus take from the router, in one module: the islands build puts its own in its
// place (src/islands/router-bindings.tsx, by an alias in vite.config.ts), plain anchors and the page's path from
// the island's props, so an island never brings the router and the app's build is what it was.
export { Link, useLocation } from '@tanstack/react-router';
