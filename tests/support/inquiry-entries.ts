// What a visitor types into the inquiry form and what the form answers: shared by the Playwright specs
// (tests/e2e/inquiry-helpers.ts) and the Firefox and WebKit journeys (tests/engines).
export const SUCCESS = 'Your Message has been successfully sent. We will contact you soon.';
export const FAILURE = /could not be sent/;

export const entries = {
  firstName: 'Amara',
  lastName: 'Okafor',
  company: 'Northwind Clinics',
  email: 'amara.okafor@northwind.example',
  phone: '+1 415 555 0142',
  country: 'Canada',
  reasonForContacting: 'An AI receptionist for after-hours patient calls across three clinics.',
};
