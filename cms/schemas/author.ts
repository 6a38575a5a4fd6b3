import { defineField, defineType } from '@sanity/types';

/** Who wrote a post: the name appears in the post's structured data (`Article.author`). */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() })],
});
