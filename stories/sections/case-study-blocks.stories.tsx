import type { Story } from '@ladle/react';
import { CaseStudyGallery } from '@/components/sections/case-study-gallery';
import { NextProject } from '@/components/sections/next-project';
import { ServicePager } from '@/components/sections/service-pager';
import { caseStudies } from '@/content/case-studies';

export default { title: 'Sections/Case study blocks' };

const first = caseStudies[0]!;
const second = caseStudies[1]!;

export const Gallery: Story = () => (
  <CaseStudyGallery eyebrow={first.brand} title="Gallery" images={[...first.srcSlider, ...second.srcSlider]} />
);

export const GalleryStandardRows: Story = () => (
  <CaseStudyGallery title="Screens" images={first.srcSlider} rowHeight="lg" surface="muted" />
);

export const Next: Story = () => <NextProject project={second} />;

export const NextCompact: Story = () => <NextProject project={caseStudies[2]!} size="sm" />;

export const Pager: Story = () => (
  <ServicePager
    previous={{ title: 'Digital Transformation and Strategy', href: '/solutions/enterprise/digital-transformation' }}
    next={{ title: 'Platforming and Cloud Services', href: '/solutions/enterprise/platforming-cloud' }}
  />
);

export const PagerMuted: Story = () => (
  <ServicePager
    frame="box"
    previous={{ title: 'Technology and Engineering', href: '/solutions/enterprise/technology-engineering' }}
    next={{ title: 'Digital Transformation and Strategy', href: '/solutions/enterprise/digital-transformation' }}
  />
);
