import { createContext } from 'react';

/**
 * The path of the page showing, as the router's location names it ('/', '/about/', not percent-encoded): the
 * islands' server frame reads it from the router and gives it to the page, and each island gets it in its props.
 */
export const IslandPagePath = createContext('/');
