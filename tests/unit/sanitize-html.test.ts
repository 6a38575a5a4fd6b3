// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { htmlToText } from '@/lib/html-text';
import { sanitizeHtml } from '@/lib/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps safe text markup', () => {
    expect(sanitizeHtml('<p>Hello <strong>world</strong> <em>today</em></p>')).toBe(
      '<p>Hello <strong>world</strong> <em>today</em></p>',
    );
  });

  it('removes event handlers from images', () => {
    const out = sanitizeHtml('<img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/onerror/i);
    expect(out).not.toMatch(/alert/);
  });

  it('drops script elements with their content', () => {
    const out = sanitizeHtml('<p>a</p><script>alert(document.cookie)</script><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('neutralises javascript: links, including obfuscated ones', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/javascript|data:/i);
      expect(out, href).not.toMatch(/alert/);
    }
  });

  it('keeps http links and opens them in a new tab safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('strips styles, iframes and unknown tags', () => {
    const out = sanitizeHtml('<div style="color:red"><iframe src="https://evil"></iframe><style>p{}</style>ok</div>');
    expect(out).toBe('ok');
  });
});

describe('sanitizeHtml and browser URL parsing', () => {
  it('neutralises links a browser would open on another site', () => {
    // Browsers read `/\\host` and `//host` as protocol-relative: https://evil.example/.
    for (const href of ['/\\evil.example/', '//evil.example/', '/\\/evil.example/', '\\\\evil.example']) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/evil\.example/);
      const link = Object.assign(document.createElement('div'), { innerHTML: out }).querySelector('a');
      expect(link?.getAttribute('href') ?? null, href).toBeNull();
    }
  });

  it('keeps same-site paths and fragments', () => {
    expect(sanitizeHtml('<a href="/blog">x</a><a href="#top">y</a>')).toBe('<a href="/blog">x</a><a href="#top">y</a>');
  });

  it('returns no HTML where there is no DOM to parse with (fails closed)', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(sanitizeHtml('<p>text</p>')).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<p>Ideas &amp; impact&#8217;s <b>edge</b>&hellip;</p>')).toBe(
      'Ideas & impact\u2019s edge\u2026',
    );
  });

  it('leaves no markup behind even when the decoded text looks like markup', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(htmlToText('<script>alert(1)</script>Title')).toBe('Title');
    expect(htmlToText('<img src=x onerror=alert(1)>Hi <!-- note -->there')).toBe('Hi there');
  });
});
