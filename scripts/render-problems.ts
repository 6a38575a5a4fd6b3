// What makes a prerendered page unfit to publish. Kept apart from
// prerender.ts so the rules are unit-tested without a build.

export interface RenderedPage {
  status: number;
  html: string;
}

/** One sentence per problem; empty when the page can ship. */
export function renderProblems(path: string, { status, html }: RenderedPage, expectedStatus = 200): string[] {
  const problems: string[] = [];
  if (status !== expectedStatus) problems.push(`${path} rendered with status ${status}`);
  // React marks a Suspense boundary whose server render threw with <!--$!--> and leaves it to
  // the browser: the page would ship without that content.
  if (html.includes('<!--$!-->')) {
    problems.push(`${path} fell back to client rendering (a component threw on the server)`);
  }
  if (!/<h1\b/.test(html)) problems.push(`${path} has no h1`);
  // index.html keeps a header unpainted until the main landmark follows it (no frame of a half-parsed header).
  const headerEnd = html.indexOf('</header>');
  if (headerEnd >= 0 && !/<main\b[^>]*\bid="main"/.test(html.slice(headerEnd))) {
    problems.push(`${path} has no main landmark (id="main") after its header, which would stay hidden`);
  }
  return problems;
}
