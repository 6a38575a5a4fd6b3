// A post's Portable Text body: paragraphs, headings, lists, links, quotes, code
// and images, in the design tokens' semantic colours so both themes read well.
import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PostBody as PostBodyValue, PostBodyCode, PostBodyImage } from '@/content/types';
import { Heading } from '@/components/ui/heading';
import { SmartLink } from '@/components/ui/smart-link';
import { ARTICLE_SIZES } from '@/lib/media/sizes';
import { hrefFromText } from '@/config/page-links';
import { ContentImage } from './content-image';

/** Links an editor may set: web, mail, same-site paths and fragments; anything else renders as plain text. */
const SAFE_HREF = /^(?:https:|http:|mailto:|#|\/(?![/\\]))/i;

/** A link as an editor wrote it: a page of the site only when the router has it, an outside address by its scheme. */
function EditorLink({ text, children }: { text: string; children: ReactNode }) {
  const href = hrefFromText(useRouter({ warn: false }), text);
  if (!href) return <>{children}</>;
  return (
    <SmartLink href={href} className="text-accent underline underline-offset-4 hover:text-accent-hover">
      {children}
    </SmartLink>
  );
}

// Post headings sit under the article's h1: an editor's h2 stays h2, and so on.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => (
      <Heading level={2} size="md" className="mt-4">
        {children}
      </Heading>
    ),
    h3: ({ children }) => (
      <Heading level={3} size="sm" className="mt-2">
        {children}
      </Heading>
    ),
    h4: ({ children }) => (
      <Heading level={4} size="xs">
        {children}
      </Heading>
    ),
    blockquote: ({ children }) => (
      <blockquote className="border-l-4 border-accent pl-5 text-xl text-fg-muted italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-accent">{children}</ul>,
    number: ({ children }) => (
      <ol className="flex list-decimal flex-col gap-2 pl-6 marker:text-fg-muted">{children}</ol>
    ),
  },
  listItem: ({ children }) => <li className="pl-1">{children}</li>,
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href.trim() : '';
      if (!SAFE_HREF.test(href)) return <>{children}</>;
      return <EditorLink text={href}>{children}</EditorLink>;
    },
    code: ({ children }) => (
      <code className="rounded-sm bg-surface-muted px-1.5 py-0.5 font-mono text-[0.9em] text-fg">{children}</code>
    ),
  },
  types: {
    image: ({ value }: { value: PostBodyImage }) => (
      <figure className="my-2 flex flex-col gap-3">
        <ContentImage
          url={value.asset.url}
          alt={value.alt ?? ''}
          sizes={ARTICLE_SIZES}
          className="h-auto w-full rounded-xl bg-surface-muted"
        />
        {value.caption && <figcaption className="text-sm text-fg-muted">{value.caption}</figcaption>}
      </figure>
    ),
    code: ({ value }: { value: PostBodyCode }) => (
      <figure className="flex flex-col gap-2">
        {value.filename && <figcaption className="font-mono text-sm text-fg-muted">{value.filename}</figcaption>}
        <pre
          className="overflow-x-auto rounded-lg border border-border bg-surface-muted p-4 font-mono text-sm leading-normal text-fg"
          data-language={value.language}
        >
          <code>{value.code}</code>
        </pre>
      </figure>
    ),
  },
};

export function PostBody({ value }: { value: PostBodyValue }) {
  return (
    <div className="flex max-w-prose flex-col gap-5 text-lg leading-relaxed" data-slot="post-body">
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  );
}
