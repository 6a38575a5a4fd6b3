import { createFileRoute } from '@tanstack/react-router';
import { staticMeta } from '@/content/route-meta';
import { routeHead } from '@/app/route-head';
import { ContactPage } from '@/pages/contact-page';

const meta = staticMeta('/contact');

export const Route = createFileRoute('/contact')({
  head: () => routeHead(meta, '/contact'),
  component: ContactPageRoute,
});

function ContactPageRoute() {
  return <ContactPage meta={meta} />;
}
