import { describe, expect, it } from 'vitest';
import type { ArrayDefinition, FieldDefinition, ReferenceDefinition } from '@sanity/types';
import { schemaTypes } from '../../cms/schemas';
import { buildAllPostsQuery, buildPostsByCategoryQuery } from '@/lib/content-service/query';

// The content model in cms/schemas and the GROQ in src/lib/content-service/query.ts
// must name the same fields: a field the query reads that the studio cannot edit,
// or a field editors fill that the site never reads, fails here.

const typeNamed = (name: string) => {
  const type = schemaTypes.find((entry) => entry.name === name);
  if (!type) throw new Error(`cms/schemas has no type ${name}`);
  return type as unknown as { name: string; type: string; fields: FieldDefinition[] };
};
const fieldsOf = (name: string) => typeNamed(name).fields;
const field = (type: string, name: string) => fieldsOf(type).find((entry) => entry.name === name);

/** Top-level entries of the post projection: `alias` (the key in the answer) and `source` (the document field read). */
function projectedFields(query: string) {
  // The projection opens on its own line after the filter and ordering: one entry per line.
  const projection = query.slice(query.indexOf('{\n') + 1, query.lastIndexOf('}'));
  return projection
    .split(/,\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const aliased = line.match(/^"(\w+)":\s*(\w+)/);
      return aliased ? { alias: aliased[1]!, source: aliased[2]! } : { alias: line, source: line };
    });
}

describe('cms/schemas matches the GROQ projection', () => {
  const projected = projectedFields(buildAllPostsQuery());

  it('projects exactly the post fields of the schema, plus the system _updatedAt', () => {
    const read = projected.map((entry) => entry.source).filter((source) => !source.startsWith('_'));
    expect(read.sort()).toEqual(
      fieldsOf('post')
        .map((entry) => entry.name)
        .sort(),
    );
    expect(projected.find((entry) => entry.alias === 'updatedAt')?.source).toBe('_updatedAt');
  });

  it('reads the main image with its alt text, which the schema defines', () => {
    expect(buildAllPostsQuery()).toContain('"mainImage": mainImage{alt, "asset": {"url": asset->url}}');
    const mainImage = field('post', 'mainImage') as FieldDefinition & { type: string; fields: FieldDefinition[] };
    expect(mainImage.type).toBe('image');
    expect(mainImage.fields.map((entry) => entry.name)).toEqual(['alt']);
  });

  it('follows categories and author to documents that have the fields read there', () => {
    expect(buildAllPostsQuery()).toContain('"categories": categories[]->{title}');
    expect(buildPostsByCategoryQuery()).toContain('categories[]->slug.current');
    const categories = field('post', 'categories') as ArrayDefinition;
    expect(categories.of.map((member) => (member as ReferenceDefinition).to)).toEqual([[{ type: 'category' }]]);
    expect(fieldsOf('category').map((entry) => entry.name)).toEqual(['title', 'slug']);

    expect(buildAllPostsQuery()).toContain('"author": author->{name}');
    expect((field('post', 'author') as ReferenceDefinition).to).toEqual([{ type: 'author' }]);
    expect(fieldsOf('author').map((entry) => entry.name)).toEqual(['name']);
  });

  it('lets the body hold what the site renders: blocks, images with alt and caption, and code', () => {
    const body = field('post', 'body') as ArrayDefinition;
    expect(body.of.map((member) => member.type)).toEqual(['block', 'image', 'code']);
    const image = body.of[1] as unknown as { fields: FieldDefinition[] };
    expect(image.fields.map((entry) => entry.name)).toEqual(['alt', 'caption']);
    expect(buildAllPostsQuery()).toContain(
      '_type == "image" => {"alt": alt, "caption": caption, "asset": {"url": asset->url}}',
    );
  });

  it('requires what the all-posts query filters on (slug and publication date)', () => {
    expect(buildAllPostsQuery()).toContain('defined(slug.current) && defined(publishedAt)');
    for (const name of ['slug', 'publishedAt', 'title'])
      expect(field('post', name)?.validation, name).toBeTypeOf('function');
  });
});
