import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@tailwindcss/node';
import { extendTailwindMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// tokens/ is the one place a token is named: in a scratch copy of the token build, a new
// radius step and a changed duration must reach the Tailwind theme (and so the CSS Tailwind
// writes), the class groups of `cn` and the typed token module, with no other file edited.
const root = resolve(import.meta.dirname, '../..');
const scratch = join(root, '.tmp', `token-build-${process.pid}`);
const generated = (file: string) => join(scratch, 'src/styles/generated', file);

type TokenFile = { radius: Record<string, unknown>; motion?: { duration: Record<string, { $value: string }> } };
function editTokens(file: string, edit: (json: TokenFile) => void) {
  const path = join(scratch, 'tokens', file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as TokenFile;
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

beforeAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(join(scratch, 'scripts'), { recursive: true });
  cpSync(join(root, 'tokens'), join(scratch, 'tokens'), { recursive: true });
  cpSync(join(root, 'scripts/build-tokens.ts'), join(scratch, 'scripts/build-tokens.ts'));
  cpSync(join(root, 'scripts/tokens'), join(scratch, 'scripts/tokens'), { recursive: true });
  cpSync(join(root, 'tailwind.config.ts'), join(scratch, 'tailwind.config.ts'));
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  editTokens('space.json', (json) => {
    json.radius['2xl'] = { $value: '2rem' };
    json.radius.card = { $value: '1.75rem' };
  });
  editTokens('effects.json', (json) => {
    json.motion!.duration.page!.$value = '500ms';
  });
  // Shadows name a primitive colour and an opacity, so a changed primitive reaches them too.
  const primitives = join(scratch, 'tokens/color.primitives.json');
  writeFileSync(primitives, readFileSync(primitives, 'utf8').replace('"#0c1220"', '"#102030"'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-tokens.ts'], { cwd: scratch });
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a token added or changed in tokens/', () => {
  it('becomes a CSS variable', () => {
    const css = readFileSync(generated('tokens.css'), 'utf8');
    expect(css).toContain('--ds-radius-2xl: 2rem;');
    expect(css).toContain('--ds-motion-duration-page: 500ms;');
  });

  it('reaches the Tailwind theme, and Tailwind writes its classes', async () => {
    const theme = JSON.parse(readFileSync(generated('tailwind-theme.json'), 'utf8'));
    expect(theme.borderRadius['2xl']).toBe('var(--ds-radius-2xl)');
    const compiler = await compile(`@import 'tailwindcss/utilities';\n@config './tailwind.config.ts';\n`, {
      base: scratch,
      onDependency: () => {},
    });
    const css = compiler.build(['rounded-2xl', 'rounded-t-card', 'duration-page']);
    expect(css).toMatch(/\.rounded-2xl\s*\{\s*border-radius: var\(--ds-radius-2xl\);/);
    expect(css).toMatch(/\.rounded-t-card\s*\{[^}]*border-top-left-radius: var\(--ds-radius-card\);/);
    expect(css).toMatch(/\.duration-page\s*\{[^}]*transition-duration: var\(--ds-motion-duration-page\);/);
  });

  it('reaches the class groups of cn', () => {
    const config = JSON.parse(readFileSync(generated('merge-config.json'), 'utf8'));
    expect(config.override.theme.radius).toEqual(expect.arrayContaining(['2xl', 'card']));
    const merge = extendTailwindMerge(config);
    // `card` is no size tailwind-merge knows by itself: only the generated group makes these conflict.
    expect(merge('rounded-lg rounded-card')).toBe('rounded-card');
    expect(merge('rounded-t-card rounded-t-2xl')).toBe('rounded-t-2xl');
  });

  it('reaches the shadows that name a primitive colour, at their own opacity', () => {
    const css = readFileSync(generated('tokens.css'), 'utf8');
    expect(css).toContain('--ds-shadow-sm: 0px 1px 2px 0px #10203014;');
    expect(css).toContain('--ds-shadow-lg: 0px 24px 48px -12px #10203029;');
  });

  it('reaches the typed token module the token reference story reads', async () => {
    const module = (await import(
      pathToFileURL(generated('tokens.ts')).href
    )) as typeof import('@/styles/generated/tokens');
    expect(module.tokens.radius).toContainEqual({ name: '2xl', cssVar: '--ds-radius-2xl', value: '2rem' });
    expect(module.durationMs.page).toBe(500);
  });
});

describe('the token files', () => {
  // Only the primitives hold literal colours; roles and shadows refer to them, so a palette
  // change is one edit and a role can never drift from the palette.
  const literalColour = /#[0-9a-f]{3,8}\b|\b(?:rgb|hsl|oklch)a?\(/i;
  const tokenFiles = readdirSync(join(root, 'tokens')).filter((file) => file.endsWith('.json'));

  it.each(tokenFiles.filter((file) => file !== 'color.primitives.json'))('%s holds no literal colour', (file) => {
    expect(readFileSync(join(root, 'tokens', file), 'utf8')).not.toMatch(literalColour);
  });

  it('the primitives do hold the palette (the check above can see a colour)', () => {
    expect(readFileSync(join(root, 'tokens/color.primitives.json'), 'utf8')).toMatch(literalColour);
  });
});

describe('the fallback fonts the family token names', () => {
  const css = readFileSync(join(root, 'src/styles/generated/font-fallback.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
    family: body!.match(/font-family: "([^"]+)"/)![1]!,
    weight: body!.match(/font-weight: ([^;]+);/)?.[1],
    sizeAdjust: Number(body!.match(/size-adjust: ([\d.]+)%/)![1]),
  }));
  const named = (
    JSON.parse(readFileSync(join(root, 'tokens/typography.json'), 'utf8')) as {
      font: { family: { sans: { $value: string[] } } };
    }
  ).font.family.sans.$value.filter((name) => name.startsWith('Inter Fallback: '));

  it('each have a face, in the order the token tries them', () => {
    expect(named.length).toBeGreaterThan(1);
    expect([...new Set(faces.map((face) => face.family))]).toEqual(named);
  });

  it('set headings in a real bold face scaled to each heading weight, not a synthesised one', () => {
    for (const family of ['Inter Fallback: Arial', 'Inter Fallback: Open Sans']) {
      const weights = faces.filter((face) => face.family === family).map((face) => face.weight);
      expect(weights).toEqual(['100 549', '550 649', '650 749', '750 900']);
      const bold = faces.filter((face) => face.family === family && face.weight !== '100 549');
      // Inter grows wider with weight, so each heavier range needs a larger adjustment.
      expect(bold.map((face) => face.sizeAdjust)).toEqual(
        [...bold.map((face) => face.sizeAdjust)].sort((a, b) => a - b),
      );
    }
  });
});
