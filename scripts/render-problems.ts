// What makes a prerendered page unfit to publish. Kept apart from
// prerender.ts so the rules are unit-tested without a build.

export interface RenderedPage {
  status: number;
  /** What React wrote into the document's <head>. */
  head: string;
  /** The app's markup, for #root. */
  body: string;
}

/** One sentence per problem; empty when the page can ship. */
export function renderProblems(path: string, { status, head, body }: RenderedPage, expectedStatus = 200): string[] {
  const problems: string[] = [];
  if (status !== expectedStatus) problems.push(`${path} rendered with status ${status}`);
  // <HeadContent /> in the root layout writes the route's title: without it the tab and the search result go blank.
  if (!/<title\b/.test(head)) problems.push(`${path} has no <title> in its head`);
  // React marks a Suspense boundary whose server render threw with <!--$!--> and leaves it to
  // the browser: the page would ship without that content.
  if (body.includes('<!--$!-->')) {
    problems.push(`${path} fell back to client rendering (a component threw on the server)`);
  }
  if (!/<h1\b/.test(body)) problems.push(`${path} has no h1`);
  // index.html keeps a header unpainted until the main landmark follows it (no frame of a half-parsed header).
  const headerEnd = body.indexOf('</header>');
  if (headerEnd >= 0 && !/<main\b[^>]*\bid="main"/.test(body.slice(headerEnd))) {
    problems.push(`${path} has no main landmark (id="main") after its header, which would stay hidden`);
  }
  return problems;
}
