import { useConsentSettings } from './consent-context';

/** Reopens the analytics consent dialog; present only in builds where analytics can run. */
export function PrivacyChoicesButton({ className }: { className: string }) {
  const settings = useConsentSettings();
  if (!settings) return null;
  return (
    <button
      type="button"
      className={`cursor-pointer text-left ${className}`}
      onClick={(event) => settings.open(event.currentTarget)}
    >
      Privacy choices
    </button>
  );
}
