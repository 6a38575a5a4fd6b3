// A run of the generator: the files of a group at their sizes, the output list
// the site reads, and a check that notices a wrong file and a stray.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { check, generate, OUTPUT_LIST } from '../src/index.mjs';
import { FIXTURE_TOKENS, tmpOut } from './tmp-out.mjs';

const out = tmpOut();
const folders = { outDir: out, tokensDir: FIXTURE_TOKENS };
const brandProblems = ({ problems }) => problems.filter((problem) => /brand|favicon|stray|contract/.test(problem));

beforeAll(() => generate({ ...folders, only: 'brand' }));

describe('generating the brand group', () => {
  it('writes the logos, favicon and share card at their sizes', async () => {
    const logo = readFileSync(join(out, '/media/brand/logo-dark.svg'), 'utf8');
    expect(logo).toMatch(/^<svg [^>]*viewBox="0 0 180 40"/);
    expect(readFileSync(join(out, '/favicon.svg'), 'utf8')).toContain('viewBox="0 0 32 32"');
    const card = await sharp(join(out, '/media/brand/og-default.png')).metadata();
    expect([card.format, card.width, card.height]).toEqual(['png', 1200, 630]);
  });

  it('lists every file it draws with its kind and size, for the site to read', () => {
    const list = JSON.parse(readFileSync(join(out, OUTPUT_LIST), 'utf8'));
    expect(list).toContainEqual({ path: '/media/brand/og-default.png', kind: 'png', width: 1200, height: 630 });
    expect(list).toContainEqual({ path: '/media/hero/home.mp4', kind: 'mp4', width: 1280, height: 720 });
    expect(new Set(list.map(({ path }) => path)).size).toBe(list.length);
  });

  it('passes its own check, which then notices a wrongly sized file and a stray', async () => {
    expect(brandProblems(await check(folders))).toEqual([]);
    const logo = join(out, '/media/brand/logo-light.svg');
    writeFileSync(logo, readFileSync(logo, 'utf8').replace('viewBox="0 0 180 40"', 'viewBox="0 0 200 40"'));
    writeFileSync(join(out, '/media/brand/extra.svg'), '<svg/>');
    expect(brandProblems(await check(folders))).toEqual([
      '/media/brand/logo-light.svg: 200x40, expected 180x40',
      'media/brand/extra.svg: not part of the media contract',
    ]);
  });
});
