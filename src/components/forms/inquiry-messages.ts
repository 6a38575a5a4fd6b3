// Words shown by the inquiry form, in one place so tests and stories agree with the UI.
export const inquiryMessages = {
  submit: 'Send Message',
  sending: 'Message Send ...',
  sendingStatus: 'Sending your message.',
  success: 'Your Message has been successfully sent. We will contact you soon.',
  failure: 'Your message could not be sent. Everything you entered is still here, so you can try again.',
  retry: 'Try again',
  /** Announced after a send the form's own checks refused, as focus moves to the first field named. */
  fieldsNeedAttention: (count: number) =>
    `Your message has not been sent yet: ${count} ${count === 1 ? 'field needs' : 'fields need'} attention.`,
  consent: 'Sign me up to receive future marketing communications regarding our products, services, and events',
} as const;
