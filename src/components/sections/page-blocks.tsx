import type { PageBlock } from '@/content/types';
import { ConversationBlock } from './conversation-block';
import { CtaBanner } from './cta-banner';
import { FaqList } from './faq-list';
import { FeatureGrid } from './feature-grid';
import { ProcessSteps } from './process-steps';
import { ProseBlock } from './prose-block';
import { SplitLayout } from './split-layout';
import { StatsBand } from './stats-band';
import type { PageSurface } from '@/components/vocabulary';
import { anchorBlocks } from './block-anchors';

export type PageBlocksProps = {
  blocks: PageBlock[];
  /** Surface of the first block; later plain blocks alternate so neighbours never share a background. */
  startSurface?: PageSurface;
};

/** Renders a page body in order: each block an h2-titled section with an id for in-page anchors. */
/** Surface by position, so two adjacent plain blocks never share a background; banded kinds ignore it. */
export function blockSurface(index: number, startSurface: PageSurface = 'default'): PageSurface {
  const other: PageSurface = startSurface === 'default' ? 'muted' : 'default';
  return index % 2 === 0 ? startSurface : other;
}

export function PageBlocks({ blocks, startSurface = 'default' }: PageBlocksProps) {
  return (
    <>
      {anchorBlocks(blocks).map((block, index) => {
        const { id } = block;
        switch (block.kind) {
          case 'prose':
            return <ProseBlock key={id} {...block} id={id} surface={blockSurface(index, startSurface)} />;
          case 'split':
            return <SplitLayout key={id} {...block} id={id} surface={blockSurface(index, startSurface)} />;
          case 'features':
            return <FeatureGrid key={id} {...block} id={id} surface={blockSurface(index, startSurface)} />;
          case 'steps':
            return <ProcessSteps key={id} {...block} id={id} surface={blockSurface(index, startSurface)} />;
          case 'faq':
            return <FaqList key={id} {...block} id={id} surface={blockSurface(index, startSurface)} />;
          case 'stats':
            // Figures sit on the inverse band; the alternation carries on after them.
            return <StatsBand key={id} {...block} id={id} surface="inverse" />;
          case 'cta':
            return <CtaBanner key={id} content={block.content} id={id} surface="inverse" />;
          case 'conversation':
            return <ConversationBlock key={id} {...block} id={id} surface="accent" />;
        }
      })}
    </>
  );
}
