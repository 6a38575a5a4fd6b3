// Imported by the post route's configuration, which is in the first load: no other imports here.

/**
 * The slug of the prerendered post shell (`/blog-details/_shell/`): hosts answer
 * addresses of posts published after the build with it (netlify.toml, the
 * Pages Function in functions/blog-details, the Node server), and the browser
 * loads the post live. No studio slug starts with an underscore.
 */
export const POST_SHELL_SLUG = '_shell';

/** The shell's own address, as the build writes it. */
export const POST_SHELL_PAGE = `/blog-details/${POST_SHELL_SLUG}/`;

/** A post address (`/blog-details/<slug>`, trailing slash or not): the only paths the shell may answer. */
export const isPostAddress = (path: string): boolean => /^\/blog-details\/[^/]+\/?$/.test(path);
