import { describe, expect, it } from 'vitest';
import { appPath, safeNextPath, signInRedirect } from './console-paths';

describe('where sign-in goes next', () => {
  it('returns to a page of the console, with its query and fragment', () => {
    expect(safeNextPath('/admin/news?search=fair&page=2')).toBe('/admin/news?search=fair&page=2');
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/admin/events/42/history')).toBe('/admin/events/42/history');
    expect(safeNextPath('/admin/news/4#files')).toBe('/admin/news/4#files');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash trick', '/\\evil.example/admin'],
    ['a tab inside the slashes', '/\t/evil.example/admin'],
    ['a new line inside the slashes', '/\n/evil.example/admin'],
    ['two slashes after /admin', '/admin//evil.example'],
    ['three slashes after /admin', '/admin///evil.example'],
    ['a backslash after /admin', '/admin/\\evil.example'],
    ['a tab between slashes after /admin', '/admin/\t/evil.example'],
    ['a new line between slashes after /admin', '/admin/\n/evil.example'],
    ['encoded slashes after /admin', '/admin/%2F%2Fevil.example'],
    ['an encoded slash after /admin/', '/admin/%2Fevil.example'],
    ['an encoded backslash after /admin', '/admin/%5Cevil.example'],
    ['an encoded tab after /admin', '/admin/%09/evil.example'],
    ['a broken escape', '/admin/%E0%A4%A'],
    ['a climb to two slashes', '/admin/..//evil.example'],
    ['an encoded climb to two slashes', '/admin/%2e%2e//evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'admin/news'],
    ['a public page', '/news'],
    ['a look-alike prefix', '/administrator'],
    ['a path that climbs out of the console', '/admin/../news'],
    ['the sign-in page itself', '/admin/sign-in?next=/admin'],
    ['the sign-out address', '/admin/sign-out'],
  ])('goes to the start page for %s', (_case, next) => {
    expect(safeNextPath(next)).toBe('/admin');
  });
});

describe('the sign-in redirect', () => {
  it('carries where the visitor was going', () => {
    expect(signInRedirect('/admin/news?page=2')).toBe('/sign-in?next=%2Fadmin%2Fnews%3Fpage%3D2');
  });

  it('says nothing more for the start page', () => {
    expect(signInRedirect('/admin')).toBe('/sign-in');
  });
});

describe('an address as the app’s own path (React Router adds /admin to redirects)', () => {
  it.each([
    ['/admin', '/'],
    ['/admin?done=saved', '/?done=saved'],
    ['/admin/news?page=2', '/news?page=2'],
    ['/admin/news/4#files', '/news/4#files'],
    ['/administrator', '/administrator'],
  ])('%s is %s', (address, path) => {
    expect(appPath(address)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/admin//evil.example',
    '/admin/\\evil.example',
    '/admin/\t/evil.example',
    '/admin/%2F%2Fevil.example',
    'https://evil.example/admin',
    'javascript:alert(1)',
  ])('%j, which a browser would read as another site, is the start page', (address) => {
    expect(appPath(address)).toBe('/');
  });
});
