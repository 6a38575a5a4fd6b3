// The site footer: logo with social links, Company Overview, a spacer column
// (purely visual) and Support, then the copyright line.
import type { ReactNode } from 'react';
import { footerColumns, footerTagline, socialLinks, type FooterColumn } from '@/content/footer';
import { Container } from '@/components/ui/container';
import { NamedIcon } from '@/components/ui/named-icon';
import { SmartLink } from '@/components/ui/smart-link';
import { PrivacyChoicesButton } from '@/components/consent/privacy-choices-button';
import { Copyright } from './copyright';
import { Logo } from './logo';

const footerLinkClass =
  'text-fg-muted underline-offset-4 hover:text-fg hover:underline aria-[current=page]:text-fg aria-[current=page]:underline';

function LinkColumn({ column, id, extra }: { column: FooterColumn; id: string; extra?: ReactNode }) {
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-fg uppercase">
        {column.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {column.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={footerLinkClass}>
              {link.label}
            </SmartLink>
          </li>
        ))}
        {extra && <li>{extra}</li>}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer data-overscroll-target data-surface="inverse">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-6">
          <Logo loading="lazy" className="w-fit" />
          <p className="max-w-xs text-sm text-fg-muted">{footerTagline}</p>
          <ul className="flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <SmartLink
                  href={social.href}
                  aria-label={social.label}
                  showExternalIcon={false}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-fg-muted text-fg hover:bg-fg hover:text-surface-inverse"
                >
                  <NamedIcon name={social.network} size="md" />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn column={footerColumns.companyOverview} id="footer-company" />
        <div aria-hidden="true" className="hidden lg:block" />
        <LinkColumn
          column={footerColumns.support}
          id="footer-support"
          extra={<PrivacyChoicesButton className={footerLinkClass} />}
        />
      </Container>
      <div className="border-t border-fg-muted/30">
        <Container className="py-6">
          <Copyright />
        </Container>
      </div>
    </footer>
  );
}
