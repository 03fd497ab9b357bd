import { describe, expect, it } from 'vitest';
import { schoolProfileSchema } from './school-profile';
import { eventData, headlineLength, jsonLdText, newsArticleData, schoolData } from './structured-data';
import { eventDataSchema, newsArticleDataSchema, schoolDataSchema } from './structured-data-schemas';

const origin = 'https://school.example.org';
const logo = { path: 'logos/logo-hvps.1a2b3c4d.svg', type: 'image/svg+xml', width: 120, height: 120 } as const;
/** A school as the Settings screen saves it, with a logo uploaded and its Instagram page. */
const withoutLogo = schoolProfileSchema.parse({
  name: 'Riverside Public School',
  shortName: 'RPS',
  city: 'Pune',
  founded: '1998',
  affiliationNumber: '1130456',
  cbseSchoolCode: '30456',
  phone: '+91 20 2555 0101',
  email: 'office@riverside.example.org',
  street: '12 Ganesh Khind Road',
  cityLine: 'Pune, Maharashtra 411007',
  instagramUrl: 'https://www.instagram.com/riverside.example/',
});
const profile = { ...withoutLogo, logo };
const item = {
  title: 'Class IX wins the science quiz',
  path: '/news/e84b2a67-7d7e-4250-946f-fc90d9a3271f-class-ix-wins-the-science-quiz',
  day: '2026-11-20',
  photos: ['/api/image/news/2026/quiz.jpg'],
};

describe('the school in JSON-LD', () => {
  it('has every field Google asks of an organisation, from the profile, with whole addresses', () => {
    const data = schoolData(profile, origin);
    expect(schoolDataSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      name: profile.name,
      url: `${origin}/`,
      logo: `${origin}/api/image/logos/logo-hvps.1a2b3c4d.svg?w=640`,
      telephone: profile.phone,
      email: profile.email,
      address: { streetAddress: profile.street, addressLocality: profile.cityLine, addressCountry: 'IN' },
      sameAs: ['https://www.instagram.com/riverside.example/'],
    });
  });

  it('has no logo and no pages elsewhere when the school has given none', () => {
    const data = schoolData({ ...withoutLogo, instagramUrl: '' }, origin);
    expect(schoolDataSchema.parse(data)).toEqual(data);
    expect(data).not.toHaveProperty('logo');
    expect(data).not.toHaveProperty('sameAs');
  });
});

describe('a news item in JSON-LD', () => {
  it('is a NewsArticle at its own address, with its day, its photos and the school as publisher', () => {
    const data = newsArticleData(item, profile, origin);
    expect(newsArticleDataSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      headline: item.title,
      datePublished: '2026-11-20',
      url: `${origin}${item.path}`,
      image: [`${origin}/api/image/news/2026/quiz.jpg`],
      publisher: { '@type': 'School', name: profile.name },
    });
  });

  it('has a headline Google shows whole, cut with an ellipsis, and no image when it has no photo', () => {
    const data = newsArticleData({ ...item, title: 'A long title '.repeat(20), photos: [] }, profile, origin);
    expect(newsArticleDataSchema.parse(data)).toEqual(data);
    expect(data.headline.length).toBe(headlineLength);
    expect(data.headline.endsWith('…')).toBe(true);
    expect(data).not.toHaveProperty('image');
  });
});

describe('an event in JSON-LD', () => {
  it('is an Event on its day, at its venue at the school, organised by the school', () => {
    const data = eventData({ ...item, venue: 'School Sports Field', description: 'Races.' }, profile, origin);
    expect(eventDataSchema.parse(data)).toEqual(data);
    expect(data.location).toMatchObject({ name: 'School Sports Field', address: { streetAddress: profile.street } });
    expect(data).toMatchObject({ startDate: '2026-11-20', description: 'Races.', organizer: { name: profile.name } });
  });

  it('is at the school itself when staff gave no venue, and says nothing it was not given', () => {
    const data = eventData({ ...item, venue: '', description: '', photos: [] }, profile, origin);
    expect(eventDataSchema.parse(data)).toEqual(data);
    expect(data.location.name).toBe(profile.name);
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});

describe('the JSON-LD’s text', () => {
  it('cannot close its <script> element, whatever a title holds', () => {
    const text = jsonLdText({ headline: 'Prizes </script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: 'Prizes </script><script>alert(1)</script>' });
  });
});
