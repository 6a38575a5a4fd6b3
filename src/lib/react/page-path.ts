// The path of the page showing, for components rendered both inside the router (the app) and outside it (an
// island: a React root of its own, without the router). The islands build (`--mode islands`) fixes the mode at
// build time, so each build keeps one branch and an island's code never brings the router.
import { createContext, use } from 'react';
import { useLocation } from '@tanstack/react-router';

/** The page's path as the islands' server render read it from the router, and as each island gets it in its props. */
export const IslandPagePath = createContext('/');

/** The page's path with its trailing slash ('/', '/about/'), as the router and the built pages write it. */
export function usePagePath(): string {
  // The condition is a constant of the build: every render of a build takes the same branch.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return import.meta.env.MODE === 'islands' ? use(IslandPagePath) : useLocation().pathname;
}
