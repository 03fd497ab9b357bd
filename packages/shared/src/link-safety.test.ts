import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './link-safety';
import { storagePathSchema } from './api-schema';

describe('safeLinkHref', () => {
  it.each([
    ['https://portal.example.org/register', 'https://portal.example.org/register'],
    ['http://example.org', 'http://example.org'],
    ['  /admission-process  ', '/admission-process'],
    ['mailto:office@example.org', 'mailto:office@example.org'],
    ['tel:+914040002002', 'tel:+914040002002'],
  ])('%s may be linked', (address, href) => expect(safeLinkHref(address)).toBe(href));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/phish',
    '/\\evil.example',
    'vbscript:msgbox',
    'not a url',
    '',
    '   ',
  ])('%s may not', (address) => expect(safeLinkHref(address)).toBeUndefined());
});

describe('storage paths in API answers', () => {
  it('refuse . and .. segments, which would point a link elsewhere on the site', () => {
    expect(storagePathSchema.safeParse('news/2026/notice.pdf').success).toBe(true);
    expect(storagePathSchema.safeParse('news/../../admin').success).toBe(false);
    expect(storagePathSchema.safeParse('./x.pdf').success).toBe(false);
  });
});
