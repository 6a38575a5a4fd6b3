// Looping clips: each frame is an SVG rendered by sharp, piped as raw RGB into
// ffmpeg's H.264 encoder. Phase runs 0..1 over the clip, so frame N would equal
// frame 0 and the loop has no seam. Single-threaded, bit-exact settings keep
// the output identical from run to run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { rawFrame } from './raster.mjs';

export const FPS = 24;

export function assertFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'ffmpeg is needed to regenerate the videos: apt-get install -y ffmpeg (or your platform equivalent).',
    );
  }
}

/**
 * Encodes `seconds` of frames from `frameSvg(phase)` into an H.264 MP4 without audio.
 * `crf` trades size for quality (higher is smaller).
 */
export async function writeClip({ file, width, height, seconds, crf, frameSvg }) {
  await mkdir(dirname(file), { recursive: true });
  const frames = Math.round(seconds * FPS);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(FPS),
    '-i',
    'pipe:0',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-g',
    String(frames),
    '-threads',
    '1',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    file,
  ];
  const encoder = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const finished = new Promise((resolve, reject) => {
    encoder.on('error', reject);
    encoder.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`)),
    );
  });
  for (let frame = 0; frame < frames; frame += 1) {
    const pixels = await rawFrame(frameSvg(frame / frames));
    if (!encoder.stdin.write(pixels)) await new Promise((resolve) => encoder.stdin.once('drain', resolve));
  }
  encoder.stdin.end();
  await finished;
}
