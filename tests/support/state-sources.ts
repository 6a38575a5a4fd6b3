// The states the screenshot suite (tests/visual/states.spec.ts) and the accessibility-tree suite
// (tests/a11y/aria-tree.spec.ts) reach, each with the page it is opened on and words of its tests' titles in both
// (the scrolled header has no tree of its own). `npm run test:changed` runs a state when its page is chosen: the
// page's modules, lazy ones included, are what draws the state over it.
export interface StateSource {
  name: string;
  /** The page the state is opened on. */
  path: string;
  /** Words in the titles of the state's tests, in both suites where it is in both. */
  title: string;
}

export const stateSources: readonly StateSource[] = [
  { name: 'desktop menus', path: '/about', title: 'each desktop menu open at 1440 px' },
  { name: 'mobile menu', path: '/about', title: 'mobile menu at the top level and drilled into each group' },
  { name: 'scrolled header', path: '/about', title: 'header after scrolling down a little' },
  { name: 'conversation dialog', path: '/', title: 'conversation dialog' },
  { name: 'inquiry form states', path: '/contact', title: 'inquiry' },
  { name: 'gallery lightbox', path: '/case-studies/repairline', title: 'gallery lightbox' },
];
