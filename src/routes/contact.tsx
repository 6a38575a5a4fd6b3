import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '@/app/route-head';
import { loadStaticPage } from '@/app/static-page-loader';
import { staticPage } from '@/app/static-page';
import { ContactPage } from '@/pages/contact-page';

export const Route = createFileRoute('/contact')({
  loader: loadStaticPage,
  head: staticPageHead,
  component: staticPage(ContactPage),
});
