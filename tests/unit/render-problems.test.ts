import { describe, expect, it } from 'vitest';
import { renderProblems } from '../../scripts/render-problems';

const head = '<title>About | Infinyte</title><link rel="canonical" href="https://infinyte.ai/about/"/>';
const page = '<header></header><main id="main"><h1>About</h1><p>Text</p></main>';

describe('renderProblems', () => {
  it('passes a complete page with the expected status', () => {
    expect(renderProblems('/about', { status: 200, head, body: page })).toEqual([]);
    expect(renderProblems('404', { status: 404, head, body: page }, 404)).toEqual([]);
  });

  it('names an unexpected status', () => {
    expect(renderProblems('/about', { status: 500, head, body: page })).toEqual(['/about rendered with status 500']);
  });

  it('refuses a page whose server render fell back to the browser', () => {
    const fellBack = page.replace('<p>Text</p>', '<!--$!--><template data-msg="boom"></template><!--/$-->');
    expect(renderProblems('/about', { status: 200, head, body: fellBack })).toEqual([
      '/about fell back to client rendering (a component threw on the server)',
    ]);
  });

  it('refuses a header with no main landmark after it (index.html keeps such a header hidden)', () => {
    const noMain = '<header></header><div><h1>About</h1></div>';
    expect(renderProblems('/about', { status: 200, head, body: noMain })).toEqual([
      '/about has no main landmark (id="main") after its header, which would stay hidden',
    ]);
    const mainFirst = '<main id="main"><h1>About</h1></main><header></header>';
    expect(renderProblems('/about', { status: 200, head, body: mainFirst })).toHaveLength(1);
  });

  it('refuses a page without its heading', () => {
    expect(renderProblems('/about', { status: 200, head, body: '<main id="main"></main>' })).toEqual([
      '/about has no h1',
    ]);
  });

  it('refuses a page whose head React wrote without a title', () => {
    const untitled = '<meta name="description" content="About us"/>';
    expect(renderProblems('/about', { status: 200, head: untitled, body: page })).toEqual([
      '/about has no <title> in its head',
    ]);
    // A title left in the app's markup is not in the head.
    expect(renderProblems('/about', { status: 200, head: '', body: `<title>About</title>${page}` })).toEqual([
      '/about has no <title> in its head',
    ]);
  });
});
