// fontverter ships no types: `convert` turns a font buffer into another format (here, a WOFF2 face into SFNT to read).
declare module 'fontverter' {
  export function convert(buffer: Uint8Array, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
