import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` fails on a class that generates no CSS (eslint-plugin-better-tailwindcss reads
// src/styles/global.css, and through it tailwind.config.ts and the token variables). The canary:
// the same lint, on a file in src/, must reject a class the theme does not define.
describe('a Tailwind class that generates no CSS', () => {
  it('fails the lint, while the real classes next to it pass', { timeout: 120_000 }, async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      `export const Fixture = () => <div className="rounded-lg bg-surface text-fg rounded-t-2xl duration-base" />;\n`,
      { filePath: 'src/components/ui/__lint-fixture__.tsx' },
    );
    const unknown = result!.messages
      .filter((message) => message.ruleId === 'better-tailwindcss/no-unknown-classes')
      .map((message) => message.message);
    expect(unknown).toEqual(['Unknown class detected: rounded-t-2xl']);
  });
});
