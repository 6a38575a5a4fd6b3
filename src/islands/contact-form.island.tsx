// The contact page's inquiry form as an island, hydrated on intent (`hydrate="intent"`, ./hydrate.ts): its code
// (the form, react-hook-form, zod) is not needed to read the page, and the served form posts natively, so it is
// fetched on the visitor's first move inside the form. What was typed meanwhile is kept: the fields are the
// page's own, and react-hook-form takes a field's value from the page when it was edited before the form ran.
import { InquiryForm } from '@/components/forms/inquiry-form';
import { isString, parsed, shape } from './props';

export interface ContactFormIslandProps {
  /** The id of the heading that names the form (a form landmark). */
  labelledBy: string;
}

const isProps = shape<ContactFormIslandProps>({ labelledBy: isString });

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'contact form', 'the id of the heading that names it, as { labelledBy }');

export default function ContactFormIsland({ labelledBy }: ContactFormIslandProps) {
  return <InquiryForm source="contact-page" labelledBy={labelledBy} />;
}
