// The studio's left-hand list: posts by the site's three categories first (the
// sections /blog shows), then every post, categories and authors.
import type { StructureResolver } from 'sanity/structure';
import { contentCategories } from '../src/content/post-categories';

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...contentCategories.map(({ title, slug }) =>
        S.listItem()
          .id(`posts-${slug}`)
          .title(`${title} posts`)
          .schemaType('post')
          .child(
            S.documentList()
              .id(`posts-${slug}`)
              .title(`${title} posts`)
              .schemaType('post')
              .filter('_type == "post" && $slug in categories[]->slug.current')
              .params({ slug })
              .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
          ),
      ),
      S.divider(),
      S.documentTypeListItem('post').title('All posts'),
      S.documentTypeListItem('category').title('Categories'),
      S.documentTypeListItem('author').title('Authors'),
    ]);
