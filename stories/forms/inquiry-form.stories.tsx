import type { ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { InquiryForm } from '@/components/forms/inquiry-form';
import type { InquiryFormInput } from '@/lib/inquiry';
import { SubmitOnMount } from './submit-on-mount';

export default { title: 'Forms/Inquiry form' };

const filled: InquiryFormInput = {
  firstName: 'Amara',
  lastName: 'Okafor',
  company: 'Northwind Clinics',
  email: 'amara.okafor@northwind.example',
  phone: '+1 415 555 0142',
  country: 'United States of America',
  reasonForContacting: 'We would like an AI receptionist to answer patient calls after hours across our three clinics.',
  marketingConsent: true,
};

const frame = (children: ReactNode) => <div className="max-w-3xl">{children}</div>;

export const Idle: Story = () => frame(<InquiryForm source="contact-page" send={async () => {}} />);

export const ValidationErrors: Story = () =>
  frame(
    <SubmitOnMount>
      <InquiryForm source="contact-page" send={async () => {}} defaultValues={{ email: 'amara-at-northwind' }} />
    </SubmitOnMount>,
  );

export const Sending: Story = () =>
  frame(
    <SubmitOnMount>
      <InquiryForm source="contact-page" defaultValues={filled} send={() => new Promise<void>(() => {})} />
    </SubmitOnMount>,
  );

// The thank-you is held while the story is shown (on the site it goes after 5 s), so the picture is the same
// whenever it is looked at or shot.
export const Sent: Story = () =>
  frame(
    <SubmitOnMount>
      <InquiryForm source="contact-page" defaultValues={filled} send={async () => {}} successShownFor={Infinity} />
    </SubmitOnMount>,
  );

export const Failed: Story = () =>
  frame(
    <SubmitOnMount>
      <InquiryForm
        source="contact-page"
        defaultValues={filled}
        send={() => Promise.reject(new Error('Story: the webhook answered HTTP 500'))}
      />
    </SubmitOnMount>,
  );
