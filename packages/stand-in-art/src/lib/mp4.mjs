// Reads the display size and duration of an MP4 without ffprobe, so the
// output check runs on machines that have no ffmpeg.
import { readFile } from 'node:fs/promises';

function* boxes(buffer, start, end) {
  let offset = start;
  while (offset + 8 <= end) {
    const size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    if (size < 8) return;
    yield { type, start: offset + 8, end: offset + size };
    offset += size;
  }
}

/** { width, height, seconds, videoTracks, audioTracks } of the first video track. */
export async function readMp4Info(file) {
  const buffer = await readFile(file);
  const info = { width: 0, height: 0, seconds: 0, videoTracks: 0, audioTracks: 0 };
  for (const moov of boxes(buffer, 0, buffer.length)) {
    if (moov.type !== 'moov') continue;
    for (const child of boxes(buffer, moov.start, moov.end)) {
      if (child.type === 'mvhd') {
        const version = buffer[child.start];
        const scale = buffer.readUInt32BE(child.start + (version === 1 ? 20 : 12));
        const duration =
          version === 1 ? Number(buffer.readBigUInt64BE(child.start + 24)) : buffer.readUInt32BE(child.start + 16);
        info.seconds = duration / scale;
      }
      if (child.type !== 'trak') continue;
      let size = null;
      let handler = '';
      for (const part of boxes(buffer, child.start, child.end)) {
        if (part.type === 'tkhd') {
          // Width and height are the last two 16.16 fixed-point fields of the box.
          size = { width: buffer.readUInt32BE(part.end - 8) >>> 16, height: buffer.readUInt32BE(part.end - 4) >>> 16 };
        }
        if (part.type === 'mdia') {
          for (const media of boxes(buffer, part.start, part.end)) {
            if (media.type === 'hdlr') handler = buffer.toString('latin1', media.start + 8, media.start + 12);
          }
        }
      }
      if (handler === 'vide') {
        info.videoTracks += 1;
        if (size && !info.width) Object.assign(info, size);
      }
      if (handler === 'soun') info.audioTracks += 1;
    }
  }
  return info;
}
