// Imported by the post route's configuration, which is in the first load: no other imports here.

/**
 * The slug of the prerendered post shell (`/blog-details/_shell/`): hosts answer
 * addresses of posts published after the build with it (netlify.toml, the
 * Pages Function in functions/blog-details, the Node server), and the browser
 * loads the post live. No studio slug starts with an underscore.
 */
export const POST_SHELL_SLUG = '_shell';

/** Set on #root, and on the shell's own title and meta tags, by the prerenderer (scripts/prerender.ts). */
export const POST_SHELL_ATTRIBUTE = 'data-post-shell';

/** The shell's own address, as the build writes it. */
export const POST_SHELL_PAGE = `/blog-details/${POST_SHELL_SLUG}/`;

/** A post address (`/blog-details/<slug>`, trailing slash or not): the only paths the shell may answer. */
export const isPostAddress = (path: string): boolean => /^\/blog-details\/[^/]+\/?$/.test(path);

/**
 * Set by the browser entry while the shell's first load runs (a direct visit to a post newer than the build),
 * and cleared once that load resolves. Only then does the post route show its loading state at once: the
 * prerendered shell already shows it. On a link from another page the route keeps that page until the post
 * arrives, so the old page and the skeleton (each with an h1) are never in the document together.
 */
export const postShellVisit = { loading: false };
