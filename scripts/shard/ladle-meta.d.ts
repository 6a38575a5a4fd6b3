// Ladle's meta API (the story list `ladle build` writes to meta.json) ships without types.
declare module '@ladle/react/meta' {
  const getMeta: () => Promise<{ stories: Record<string, unknown> }>;
  export default getMeta;
}
