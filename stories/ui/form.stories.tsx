import type { Story } from '@ladle/react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { EmailField } from '@/components/ui/email-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';

export default { title: 'UI/Form/Composition' };

export const InquiryLayout: Story = () => (
  <form className="grid max-w-2xl gap-6 sm:grid-cols-2" noValidate aria-label="Business inquiry">
    <TextField label="First name" name="firstName" autoComplete="given-name" required />
    <TextField label="Last name" name="lastName" autoComplete="family-name" required />
    <TextField label="Company" name="company" autoComplete="organization" required className="sm:col-span-2" />
    <EmailField label="Email" name="email" required />
    <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required />
    <SelectField
      label="Country"
      name="country"
      required
      placeholder="Choose a country"
      options={[
        { value: 'US', label: 'United States' },
        { value: 'CA', label: 'Canada' },
        { value: 'GB', label: 'United Kingdom' },
      ]}
      className="sm:col-span-2"
    />
    <CheckboxField
      label="Sign me up to receive future marketing communications regarding our products, services, and events"
      name="marketingConsent"
      className="sm:col-span-2"
    />
    <div className="flex flex-col items-start gap-4 sm:col-span-2">
      <Button type="submit" size="lg">
        Submit
      </Button>
      <FormStatus status="idle" />
    </div>
  </form>
);
