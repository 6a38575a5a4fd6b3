// Posts a list answer held that the site cannot render. Kept apart from the
// zod schemas so the code that reports them stays out of the first load.

/** A post the service returned that the site cannot render, and why. */
export interface RejectedPost {
  /** Its place in the answer, for a post without a usable slug. */
  index: number;
  slug?: string;
  problem: string;
}

/** One line naming the posts left out, for a console warning or the build log. */
export function describeRejected(rejected: RejectedPost[], total: number): string {
  const names = rejected.map((post) => `${post.slug ?? `item ${post.index}`} (${post.problem})`).join(', ');
  return `Left out ${rejected.length} of ${total} posts the content service returned: ${names}`;
}
