// The server's stand-in for src/components/forms/deferred-inquiry-form.tsx in the islands build
// (scripts/vite-island-marks.ts): the contact page's form as its island, hydrated on the visitor's intent.
import ContactFormIsland, { type ContactFormIslandProps } from './contact-form.island';
import { IslandMark } from './island-mark';

export function ContactInquiryForm(props: ContactFormIslandProps) {
  return (
    <IslandMark name="contact-form" props={props} hydrate="intent">
      <ContactFormIsland {...props} />
    </IslandMark>
  );
}
