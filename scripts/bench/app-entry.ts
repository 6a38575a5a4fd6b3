// The app's entry module as Vite names it in the build (`/assets/index-<hash>.js`): what the bench counts and
// watches for, and what the cold-press tests hold back. Plain data, so the in-page watcher can bundle it.

export const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;
