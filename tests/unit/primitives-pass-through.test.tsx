// Every primitive in src/components/ui names itself in a data-slot attribute (tests and CSS find it
// by that) and passes native, aria-* and data-* attributes through to the element it renders (or,
// with asChild, to its child), so callers never need the primitive's author to add one.
import { readdirSync } from 'node:fs';
import type { ComponentProps, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardBody, CardFooter, CardLink, CardMedia } from '@/components/ui/card';
import { CategoryLabel } from '@/components/ui/category-label';
import { CheckboxField } from '@/components/ui/checkbox';
import { Container } from '@/components/ui/container';
import { EmailField } from '@/components/ui/email-field';
import { FieldError } from '@/components/ui/field-error';
import { FormStatus } from '@/components/ui/form-status';
import { Heading } from '@/components/ui/heading';
import { defineIcon } from '@/components/ui/icon';
import { CheckIcon, LinkedinIcon } from '@/components/ui/icons';
import { NamedIcon } from '@/components/ui/named-icon';
import { Label } from '@/components/ui/label';
import { Media } from '@/components/ui/media';
import { Section } from '@/components/ui/section';
import { SelectField } from '@/components/ui/select';
import { SkipLink } from '@/components/ui/skip-link';
import { SmartLink } from '@/components/ui/smart-link';
import { Stat } from '@/components/ui/stat';
import { Text } from '@/components/ui/text';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

/** What every case passes; the rendered element must carry all of it. */
const extra = {
  'data-testid': 'probe',
  'aria-describedby': 'probe-help',
  title: 'Probe title',
  lang: 'en-GB',
} as const;

/** An icon drawn by a glyph of the test's own: what `defineIcon` adds to any glyph. */
const Probe = defineIcon('probe', (svg) => <svg viewBox="0 0 24 24" {...svg} />);

/** `slot`: the element's own data-slot, which tests and CSS find it by (not an inner primitive's). */
type Case = { name: string; slot: string; module: string; tag: string; render: () => ReactElement };

const cases: Case[] = [
  {
    name: 'ArrowLink',
    slot: 'arrow-link',
    module: 'arrow-link',
    tag: 'a',
    render: () => (
      <ArrowLink href="#x" {...extra}>
        Go
      </ArrowLink>
    ),
  },
  {
    name: 'ArrowLink asChild',
    slot: 'arrow-link',
    module: 'arrow-link',
    tag: 'span',
    render: () => (
      <ArrowLink asChild {...extra}>
        <span>Go</span>
      </ArrowLink>
    ),
  },
  { name: 'Badge', slot: 'badge', module: 'badge', tag: 'span', render: () => <Badge {...extra}>New</Badge> },
  { name: 'Button', slot: 'button', module: 'button', tag: 'button', render: () => <Button {...extra}>Send</Button> },
  {
    name: 'Button asChild',
    slot: 'button',
    module: 'button',
    tag: 'a',
    render: () => (
      <Button asChild {...extra}>
        <a href="#x">Send</a>
      </Button>
    ),
  },
  {
    name: 'ButtonLink',
    slot: 'button-link',
    module: 'button-link',
    tag: 'a',
    render: () => (
      <ButtonLink href="#x" direction="forward" {...extra}>
        Go
      </ButtonLink>
    ),
  },
  { name: 'Card', slot: 'card', module: 'card', tag: 'div', render: () => <Card {...extra}>Body</Card> },
  {
    name: 'Card asChild',
    slot: 'card',
    module: 'card',
    tag: 'li',
    render: () => (
      <Card asChild {...extra}>
        <li>Body</li>
      </Card>
    ),
  },
  {
    name: 'CardLink',
    slot: 'card-link',
    module: 'card',
    tag: 'a',
    render: () => (
      <CardLink href="#x" {...extra}>
        Open
      </CardLink>
    ),
  },
  { name: 'CardMedia', slot: 'card-media', module: 'card', tag: 'div', render: () => <CardMedia {...extra} /> },
  { name: 'CardBody', slot: 'card-body', module: 'card', tag: 'div', render: () => <CardBody {...extra} /> },
  { name: 'CardFooter', slot: 'card-footer', module: 'card', tag: 'div', render: () => <CardFooter {...extra} /> },
  {
    name: 'CategoryLabel',
    slot: 'category-label',
    module: 'category-label',
    tag: 'p',
    render: () => <CategoryLabel {...extra}>Case</CategoryLabel>,
  },
  {
    name: 'CategoryLabel asChild',
    slot: 'category-label',
    module: 'category-label',
    tag: 'span',
    render: () => (
      <CategoryLabel asChild {...extra}>
        <span>Case</span>
      </CategoryLabel>
    ),
  },
  {
    name: 'CheckboxField (its input)',
    slot: 'checkbox',
    module: 'checkbox',
    tag: 'input',
    render: () => <CheckboxField label="Agree" name="agree" {...extra} />,
  },
  { name: 'Container', slot: 'container', module: 'container', tag: 'div', render: () => <Container {...extra} /> },
  {
    name: 'EmailField (its input)',
    slot: 'email-field',
    module: 'email-field',
    tag: 'input',
    render: () => <EmailField label="Email" name="email" {...extra} />,
  },
  {
    name: 'FieldError',
    slot: 'field-error',
    module: 'field-error',
    tag: 'p',
    render: () => <FieldError {...extra}>Required</FieldError>,
  },
  {
    name: 'FormStatus',
    slot: 'form-status',
    module: 'form-status',
    tag: 'div',
    render: () => <FormStatus status="idle" {...extra} />,
  },
  {
    name: 'Heading',
    slot: 'heading',
    module: 'heading',
    tag: 'h3',
    render: () => (
      <Heading level={3} {...extra}>
        Title
      </Heading>
    ),
  },
  { name: 'Icon (any glyph)', slot: 'icon', module: 'icon', tag: 'svg', render: () => <Probe {...extra} /> },
  { name: 'Icon (Lucide)', slot: 'icon', module: 'icons', tag: 'svg', render: () => <CheckIcon {...extra} /> },
  {
    name: 'Icon (brand mark)',
    slot: 'icon',
    module: 'icons',
    tag: 'svg',
    render: () => <LinkedinIcon {...extra} />,
  },
  {
    name: 'NamedIcon',
    slot: 'icon',
    module: 'named-icon',
    tag: 'svg',
    render: () => <NamedIcon name="check" {...extra} />,
  },
  { name: 'Label', slot: 'label', module: 'label', tag: 'label', render: () => <Label {...extra}>Name</Label> },
  {
    name: 'Section',
    slot: 'section',
    module: 'section',
    tag: 'section',
    render: () => <Section {...extra}>Band</Section>,
  },
  {
    name: 'SelectField (its select)',
    slot: 'select',
    module: 'select',
    tag: 'select',
    render: () => <SelectField label="Country" name="country" options={[{ value: 'a', label: 'A' }]} {...extra} />,
  },
  { name: 'SkipLink', slot: 'skip-link', module: 'skip-link', tag: 'a', render: () => <SkipLink {...extra} /> },
  {
    name: 'SmartLink (local)',
    slot: 'smart-link',
    module: 'smart-link',
    tag: 'a',
    render: () => (
      <SmartLink href="#x" {...extra}>
        Here
      </SmartLink>
    ),
  },
  {
    name: 'SmartLink (external)',
    slot: 'smart-link',
    module: 'smart-link',
    tag: 'a',
    render: () => (
      <SmartLink href="https://example.org" {...extra}>
        There
      </SmartLink>
    ),
  },
  {
    name: 'Stat',
    slot: 'stat',
    module: 'stat',
    tag: 'div',
    render: () => (
      <dl>
        <Stat value="25" label="years of delivery experience" {...extra} />
      </dl>
    ),
  },
  { name: 'Text', slot: 'text', module: 'text', tag: 'p', render: () => <Text {...extra}>Copy</Text> },
  {
    name: 'Text asChild',
    slot: 'text',
    module: 'text',
    tag: 'li',
    render: () => (
      <Text asChild {...extra}>
        <li>Copy</li>
      </Text>
    ),
  },
  {
    name: 'TextareaField (its textarea)',
    slot: 'textarea',
    module: 'textarea',
    tag: 'textarea',
    render: () => <TextareaField label="Reason" name="reason" {...extra} />,
  },
  {
    name: 'TextField (its input)',
    slot: 'text-field',
    module: 'text-field',
    tag: 'input',
    render: () => <TextField label="Name" name="name" {...extra} />,
  },
  {
    name: 'Media (a pipeline picture, inside its <picture>)',
    slot: 'media',
    module: 'media',
    tag: 'img',
    render: () => <Media src="/media/heroes/solutions.webp" alt="" width={1600} height={900} {...extra} />,
  },
  {
    name: 'Media (any other URL)',
    slot: 'media',
    module: 'media',
    tag: 'img',
    render: () => <Media src="https://cdn.example/picture.jpg" alt="" width={800} height={450} {...extra} />,
  },
  {
    name: 'VisuallyHidden',
    slot: 'visually-hidden',
    module: 'visually-hidden',
    tag: 'span',
    render: () => <VisuallyHidden {...extra}>Hint</VisuallyHidden>,
  },
];

// Modules that hold no element of their own to pass attributes to (data, the
// shared field frame every field above renders), and the dialog and its close
// control, which render into a portal only in a document: dialog-pass-through.test.tsx.
const exempt = new Set(['brand-marks', 'field', 'dialog', 'dialog-close-button']);

/** The opening tag of the element carrying the probe, or undefined when the attributes were dropped. */
function probedTag(html: string) {
  return html.match(/<([a-z0-9]+)\b[^>]*data-testid="probe"[^>]*>/)?.[0];
}

function expectPassThrough(element: ReactElement, tag: string, slot: string) {
  const opening = probedTag(renderToStaticMarkup(element));
  expect(opening, 'data-testid reached no element').toBeDefined();
  expect(opening).toMatch(new RegExp(`^<${tag}\\b`));
  expect(opening, 'the element names its primitive in data-slot').toContain(`data-slot="${slot}"`);
  expect(opening).toContain('aria-describedby="probe-help"');
  expect(opening).toContain('title="Probe title"');
  expect(opening).toContain('lang="en-GB"');
}

describe('primitives carry their data-slot and pass native, aria-* and data-* props through', () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    expectPassThrough(entry.render(), entry.tag, entry.slot);
  });

  it('covers every module in src/components/ui', () => {
    const modules = readdirSync(new URL('../../src/components/ui/', import.meta.url))
      .map((file) => file.replace(/\.tsx?$/, ''))
      .filter((module) => !exempt.has(module));
    expect(modules.filter((module) => !cases.some((entry) => entry.module === module))).toEqual([]);
  });

  it('fails a primitive that keeps an allow-list (canary)', () => {
    function AllowList({ children, className }: { children: string; className?: string; 'data-testid'?: string }) {
      return <p className={className}>{children}</p>;
    }
    expect(() => expectPassThrough(<AllowList data-testid="probe">Copy</AllowList>, 'p', 'allow-list')).toThrow();
  });

  it('fails a primitive that renders without its data-slot, or with an inner one (canary)', () => {
    const Bare = (props: ComponentProps<'p'>) => <p {...props} />;
    expect(() => expectPassThrough(<Bare {...extra}>Copy</Bare>, 'p', 'bare')).toThrow(/data-slot/);
    const Wrapper = (props: ComponentProps<'p'>) => <Text {...props} />;
    expect(() => expectPassThrough(<Wrapper {...extra}>Copy</Wrapper>, 'p', 'wrapper')).toThrow(/data-slot/);
  });
});
