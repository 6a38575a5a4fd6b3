import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Content is data the rest reads, and beneath it config holds the site's addresses (src/config/page-links.ts):
// `npm run lint` fails an import from either that reaches upward (eslint.config.js, no-restricted-imports). The
// canary: the same lint, on files in those folders, rejects each upward import and passes the ones downward.
const restricted = async (filePath: string, imports: string[]) => {
  const eslint = new ESLint();
  const code = imports.map((from, index) => `import * as m${index} from '${from}';\n`).join('');
  const [result] = await eslint.lintText(`${code}export const all = [${imports.map((_, i) => `m${i}`)}];\n`, {
    filePath,
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => imports[message.line - 1]);
};

describe('the direction of imports beneath the content', () => {
  it('content imports content and config, nothing above', { timeout: 120_000 }, async () => {
    const imports = [
      '@/content/posts',
      '@/config/page-links',
      '../posts',
      '@/lib/seo',
      '@/components/ui/button',
      '../../lib/seo',
      '@/routeTree.gen',
    ];
    expect(await restricted('src/content/pages/__lint-fixture__.ts', imports)).toEqual(imports.slice(3));
  });

  it('config imports config alone', { timeout: 120_000 }, async () => {
    const imports = ['@/config/site', './site', '@/content/posts', '../content/posts', '@/lib/seo'];
    expect(await restricted('src/config/__lint-fixture__.ts', imports)).toEqual(imports.slice(2));
  });
});
