// Types for scripts/media/responsive.ts, which derives the served media from the contract.
export interface ExpectedOutput {
  path: string;
  kind: 'webp' | 'png' | 'svg' | 'mp4';
  width: number;
  height: number;
}

export function expectedOutputs(): ExpectedOutput[];
export const BUDGETS: { videos: number; all: number; heroClip: number };
