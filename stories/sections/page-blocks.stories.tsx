import type { Story } from '@ladle/react';
import { ConversationBlock } from '@/components/sections/conversation-block';
import { GalleryBlock } from '@/components/sections/gallery-block';
import { PageBlocks } from '@/components/sections/page-blocks';
import { serviceImage } from '@/content/media';
import { aboutPage } from '@/content/pages/about';

export default { title: 'Sections/Page blocks' };

export const AboutPageBody: Story = () => <PageBlocks blocks={aboutPage.blocks} />;

export const Conversation: Story = () => (
  <ConversationBlock
    title="YOUR VISION, ACCELERATED"
    description="Tell us what you want to build. We reply within one business day with a first plan."
    surface="accent"
  />
);

export const ConversationStartMuted: Story = () => (
  <ConversationBlock
    title="Let's Connect"
    description="A 30-minute call with a senior consultant, no slides, just your questions."
    align="start"
  />
);

const images = [
  {
    ...serviceImage('data-ai', 'landscape'),
    caption: 'Pipeline health at a glance',
  },
  {
    ...serviceImage('data-ai', 'portrait'),
    caption: 'Model review on the go',
  },
];

export const TwoColumnGallery: Story = () => <GalleryBlock eyebrow="Data and AI" title="In practice" images={images} />;

export const TwoColumnGalleryStaggered: Story = () => (
  <GalleryBlock title="Behind the work" images={images} arrangement="staggered" surface="muted" />
);
