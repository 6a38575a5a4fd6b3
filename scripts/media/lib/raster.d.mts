// Types for scripts/media/responsive.ts, which encodes with the generator's WebP quality.
export const WEBP_QUALITY: number;
