// The content model of the site's blog, for the Sanity studio's `schema.types`
// (see README "Content model"), used by the studio in this folder (sanity.config.ts).
import { author } from './author';
import { category } from './category';
import { post } from './post';

export const schemaTypes = [post, category, author];
