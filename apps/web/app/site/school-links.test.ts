import { describe, expect, it } from 'vitest';
import { demoProfile } from '@school/content/demo/profile';
import { footerLinks, headerTopLinks } from './navigation';
import { withSchoolLinks } from './school-links';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('links to the addresses of the school profile', () => {
  it("lead to the addresses the school saved, never the demo school's", () => {
    const profile = {
      ...demoProfile(),
      portalUrl: 'https://portal.real-school.example/',
      erpAppsUrl: 'https://apps.example/',
    };
    expect(withSchoolLinks(headerTopLinks, profile).find((link) => link.label === 'Parent Portal')).toMatchObject({
      href: 'https://portal.real-school.example/',
      newTab: true,
      kind: 'url',
    });
    expect(withSchoolLinks(footerLinks.apps, profile).find((link) => link.label === 'School ERP app')?.href).toBe(
      'https://apps.example/',
    );
  });

  it('are not drawn for an address the school has not given', () => {
    const profile = { ...demoProfile(), portalUrl: '', busTrackingAppUrl: '' };
    expect(labels(withSchoolLinks(headerTopLinks, profile))).toEqual([
      'Online Admission Process',
      'We are Hiring',
      'Gallery',
      'CBSE Results',
    ]);
    expect(labels(withSchoolLinks(footerLinks.parents, profile))).not.toContain('Parent Login');
    expect(labels(withSchoolLinks(footerLinks.apps, profile))).toEqual(['School ERP app']);
  });

  it('leave the links to pages and documents as they are', () => {
    const pagesAndDocuments = footerLinks.usefulLinks;
    expect(withSchoolLinks(pagesAndDocuments, demoProfile())).toEqual(pagesAndDocuments);
  });
});
