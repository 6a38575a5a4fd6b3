// Types for scripts/media/responsive.ts.
export const PUBLIC_DIR: string;
export function publicFile(sitePath: string): string;
