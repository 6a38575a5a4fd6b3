// The footer's Privacy choices control as an island (only in builds with analytics): the same button as the app's,
// which opens the consent dialog through the dialog's module store (src/components/consent/consent-dialog-store.ts)
// that the consent island reads. An island of its own because it sits in the static footer, away from the dialog.
import { ConsentContext } from '@/components/consent/consent-context';
import { consentSettings } from '@/components/consent/consent-dialog-store';
import { PrivacyChoicesButton } from '@/components/consent/privacy-choices-button';
import { isString, parsed, shape } from './props';

export interface PrivacyChoicesIslandProps {
  /** The footer's link look. */
  className: string;
}

export const parseProps = (raw: unknown) =>
  parsed(raw, shape<PrivacyChoicesIslandProps>({ className: isString }), 'privacy choices', 'a class name');

export default function PrivacyChoicesIsland({ className }: PrivacyChoicesIslandProps) {
  return (
    <ConsentContext value={consentSettings}>
      <PrivacyChoicesButton className={className} />
    </ConsentContext>
  );
}
