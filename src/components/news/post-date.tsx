// Fixed locale and UTC so the prerendered date and the hydrated one always match.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function PostDate({ value, className }: { value: string; className?: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} className={className}>
      {dateFormat.format(date)}
    </time>
  );
}
