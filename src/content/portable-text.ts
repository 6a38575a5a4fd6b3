import type { PortableTextBlock } from '@portabletext/react';

/** Plain paragraphs as Portable Text blocks, so bundled posts and content-service posts share one body shape. */
export function paragraphs(...texts: string[]): PortableTextBlock[] {
  return texts.map((text, index) => ({
    _type: 'block',
    _key: `p${index + 1}`,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `p${index + 1}s`, text, marks: [] }],
  }));
}
