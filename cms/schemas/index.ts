// The content model of the site's blog, for the Sanity studio's `schema.types`
// (see README "Content model"). The studio itself is not part of this repository's build.
import { author } from './author';
import { category } from './category';
import { post } from './post';

export const schemaTypes = [post, category, author];
