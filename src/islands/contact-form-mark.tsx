// The contact page's form as its island, hydrated on the visitor's intent (src/templates/contact-page.tsx renders
// it: the page is only rendered by the server, so no component stands in for it there).
import ContactFormIsland, { type ContactFormIslandProps } from './contact-form.island';
import { IslandMark } from './island-mark';

export function ContactInquiryForm(props: ContactFormIslandProps) {
  return (
    <IslandMark name="contact-form" props={props} hydrate="intent">
      <ContactFormIsland {...props} />
    </IslandMark>
  );
}
