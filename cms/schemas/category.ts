import { defineField, defineType } from '@sanity/types';

/** A blog category. The site filters posts by `slug.current` and shows `title` (src/content/posts.ts lists the three in use). */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'Lower case; the site asks for news, initiatives and insights.',
      options: { source: 'title' },
      validation: (rule) => rule.required(),
    }),
  ],
});
