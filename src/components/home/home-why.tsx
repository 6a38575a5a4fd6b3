// The home page's 'Why' section: the 25 years of experience, in words and in
// figures. Its id is the hero's scroll target.
import type { HomeContent } from '@/content/home';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { Stat } from '@/components/ui/stat';
import { Text } from '@/components/ui/text';
import { SectionIntro } from '@/components/sections/section-intro';
import { useSectionTitleId } from '@/components/sections/section-id';

export function HomeWhy({ why }: { why: HomeContent['why'] }) {
  const titleId = useSectionTitleId(why.id);
  return (
    <Section id={why.id}>
      <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-5">
          <SectionIntro eyebrow={why.eyebrow} title={why.title} titleId={titleId} intro={why.intro} />
          {why.paragraphs.map((paragraph) => (
            <Text key={paragraph} emphasis="muted">
              {paragraph}
            </Text>
          ))}
        </div>
        <dl className="grid content-center gap-8 sm:grid-cols-2">
          {why.stats.map((stat) => (
            <Stat key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </dl>
      </Container>
    </Section>
  );
}
