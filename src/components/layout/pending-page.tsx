// A plain background while a lazily loaded page arrives: nothing to read, nothing to shift.
export function PendingPage() {
  return <div aria-hidden="true" className="min-h-screen bg-surface" />;
}
