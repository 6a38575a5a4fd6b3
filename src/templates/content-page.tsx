// The page of every route whose body is plain copy: its hero, its blocks and,
// unless the copy already closes with a call to action, the contact banner.
import type { ReactNode } from 'react';
import type { PageBlock } from '@/content/types';
import type { StaticPageProps } from '@/app/static-page';
import type { CopyPageEntry } from '@/content/page-entry';
import { CtaBanner } from '@/components/sections/cta-banner';
import { anchorBlocks } from '@/components/sections/block-anchors';
import { blockSurface, PageBlocks } from '@/components/sections/page-blocks';
import { LinkInvitation } from '@/components/sections/link-invitation';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';

export type ContentPageProps = StaticPageProps<CopyPageEntry> & {
  /** Sections the route adds between the hero and the copy blocks. */
  children?: ReactNode;
};

const closesWithAction = (blocks: PageBlock[]) => ['cta', 'conversation'].includes(blocks.at(-1)?.kind ?? '');

/**
 * A conversation block that carries a link is a link, not a dialog trigger,
 * as the specification asks; the blocks around it render as usual. Anchor ids
 * are fixed first so the split never repeats one.
 */
function CopyBlocks({ blocks }: { blocks: PageBlock[] }) {
  const anchored = anchorBlocks(blocks);
  const at = anchored.findIndex((block) => block.kind === 'conversation' && block.action);
  const invitation = anchored[at];
  if (!invitation || invitation.kind !== 'conversation' || !invitation.action) return <PageBlocks blocks={anchored} />;
  return (
    <>
      <PageBlocks blocks={anchored.slice(0, at)} />
      <LinkInvitation {...invitation} action={invitation.action} />
      <PageBlocks blocks={anchored.slice(at + 1)} startSurface={blockSurface(at + 1)} />
    </>
  );
}

export function ContentPage({ page, children }: ContentPageProps) {
  return (
    <>
      <Hero {...pageHeroContent(page.meta, page.hero)} />
      {children}
      <CopyBlocks blocks={page.blocks} />
      {!closesWithAction(page.blocks) && <CtaBanner />}
    </>
  );
}
