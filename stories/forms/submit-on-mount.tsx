import { useEffect, useRef, type ReactNode } from 'react';

/** Submits the wrapped form once after mounting, so a story can show a post-submit state without clicks. */
export function SubmitOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('form')?.requestSubmit();
  }, []);
  return <div ref={ref}>{children}</div>;
}
