import type { PageBlock } from '@/content/types';

/**
 * Gives every block of a page its in-page anchor: its own id, else its place on the page (`block-3`).
 * Templates that split a page's blocks around their own bands anchor the whole list first, so the numbers
 * are the blocks' places on the page and never repeat.
 */
export const anchorBlocks = <Block extends PageBlock>(blocks: readonly Block[]) =>
  blocks.map((block, index) => ({ ...block, id: block.id ?? `block-${index + 1}` }));
