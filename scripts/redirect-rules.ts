// `_redirects` (Netlify / Cloudflare Pages format) read once and applied by the
// Node server, so one rules file serves every host. Only the subset the build
// writes: exact sources, first match wins, status 301/302/303/307/308.
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.trim().split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The rule for a request path as it arrived (percent-encoded or not), as both hosts match sources as written. */
export function findRedirect(rules: RedirectRule[], encodedPath: string): RedirectRule | undefined {
  const path = decoded(encodedPath);
  return rules.find((rule) => rule.from === encodedPath || rule.from === path || decoded(rule.from) === path);
}
