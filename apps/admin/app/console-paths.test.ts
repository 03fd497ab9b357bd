import { describe, expect, it } from 'vitest';
import { appPath, safeNextPath, signInRedirect } from './console-paths';

describe('where sign-in goes next', () => {
  it('returns to a page of the console, with its query', () => {
    expect(safeNextPath('/admin/news?search=fair&page=2')).toBe('/admin/news?search=fair&page=2');
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/admin/events/42/history')).toBe('/admin/events/42/history');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash trick', '/\\evil.example/admin'],
    ['a tab inside the slashes', '/\t/evil.example/admin'],
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
    ['/administrator', '/administrator'],
  ])('%s is %s', (address, path) => {
    expect(appPath(address)).toBe(path);
  });
});
