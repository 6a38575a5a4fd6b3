// Lossless PNG recompression with oxipng's WebAssembly build, so it runs wherever Node does (no binary download).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

/** oxipng's own default level: most of the gain of the higher levels at a fraction of their time. */
const LEVEL = 2;
let ready: Promise<unknown> | undefined;

/** The same pixels in as few bytes as oxipng finds; never larger than the input. */
export async function optimisePng(png: Buffer): Promise<Buffer> {
  ready ??= WebAssembly.compile(
    readFileSync(createRequire(import.meta.url).resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')),
  ).then((module) => init(module));
  await ready;
  const optimised = Buffer.from(await optimise(Uint8Array.from(png).buffer, { level: LEVEL }));
  return optimised.length < png.length ? optimised : png;
}
