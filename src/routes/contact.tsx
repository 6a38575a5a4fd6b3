import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { staticPageData } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { contactPage } from '@/content/pages/contact';
import { ContactPage } from '@/pages/contact-page';

export const Route = createFileRoute('/contact')({
  loader: () => staticPageData(contactPage),
  head: staticPageHead,
  component: staticPage(ContactPage, contactPage),
});
