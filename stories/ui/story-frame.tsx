import type { ReactNode } from 'react';

/** A labelled row in a story, so each variant is named in the screenshot. */
export function StoryRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</p>
      <div className="flex flex-wrap items-center gap-4">{children}</div>
    </div>
  );
}

export function StoryStack({ children }: { children: ReactNode }) {
  return <div className="flex max-w-4xl flex-col gap-10">{children}</div>;
}

/** A stand-in photo: a calm gradient of token colours with an icon, deterministic in screenshots. */
export function StoryArtwork({ children }: { children?: ReactNode }) {
  return (
    <div className="flex size-full items-center justify-center bg-linear-to-br from-accent-subtle via-surface-muted to-accent text-accent">
      {children}
    </div>
  );
}
