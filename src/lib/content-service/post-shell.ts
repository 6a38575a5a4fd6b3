// Imported by the post route's configuration, which is in the first load: no other imports here.

/**
 * The slug of the prerendered post shell (`/blog-details/_shell/`): hosts rewrite
 * addresses of posts published after the build to it (`_redirects`), and the
 * browser loads the post live. No studio slug starts with an underscore.
 */
export const POST_SHELL_SLUG = '_shell';
