import type { ReactNode } from 'react';

/** A titled part of the token reference. */
export function ReferenceSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {intro && <p className="max-w-prose text-sm text-fg-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A token's class-name step or variable, set apart from prose. */
export function TokenName({ children }: { children: ReactNode }) {
  return <code className="font-mono text-sm">{children}</code>;
}

/** One step of a scale: its name, variable and value beside a specimen drawn with the variable. */
export function ScaleStep({
  name,
  cssVar,
  value,
  children,
}: {
  name: string;
  cssVar: string;
  value: string | number;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2">
      {children}
      <p className="text-xs break-all text-fg-muted">
        <span className="font-semibold text-fg">{name}</span> <code>{cssVar}</code> <code>{String(value)}</code>
      </p>
    </li>
  );
}
