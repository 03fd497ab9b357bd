/**
 * The fixed parts of the home page (spec section 2, Home). The live blocks
 * (news, messages, testimonials, gallery, video, achievements) come from the API.
 */
import type { Link } from '@school/shared/site-schema';
import { school } from '../school';

interface Tile {
  link: Link;
  image: string;
  text: string;
}

interface HomeData {
  banner: { image: string; heading: string; text: string }[];
  quickTiles: Tile[];
  campusLogos: { url: string; label: string; image: string }[];
  quickLinks: Tile[];
  cards: Tile[];
  proViceChairmanSlide: { image: string; excerpt: string };
  sampleAchievements: { title: string; description: string; image: string }[];
}

export const home: HomeData = {
  banner: [
    {
      image: 'home-banner-campus',
      heading: 'A school that knows every child',
      text: `Learning and growing together since ${school.founded}`,
    },
    {
      image: 'home-banner-assembly',
      heading: 'Every morning starts together',
      text: 'Assemblies led by our students, for our students',
    },
    { image: 'home-banner-sports', heading: 'Play hard, play fair', text: 'Sport for every child, every day' },
    {
      image: 'home-banner-science',
      heading: 'Curious minds at work',
      text: 'Labs, projects and exhibitions all year round',
    },
  ],
  quickTiles: [
    {
      link: { page: 'mandatory-public-disclosure', label: 'Mandatory Disclosure' },
      image: 'home-tile-disclosure',
      text: 'CBSE public disclosure',
    },
    {
      link: { url: school.alumniUrl, label: 'Alumni' },
      image: 'home-tile-alumni',
      text: 'Stay in touch with your school',
    },
    {
      link: { url: school.modelUnUrl, label: 'Model United Nations' },
      image: 'home-tile-mun',
      text: 'Our annual model UN conference',
    },
    {
      link: { page: 'testimonials', label: 'Testimonials' },
      image: 'home-tile-testimonials',
      text: 'What our families say',
    },
    { link: { page: 'dipscoop', label: 'E-Magazine' }, image: 'home-tile-magazine', text: 'Dipscoop, every month' },
  ],
  campusLogos: [
    {
      url: 'https://hillside.harmonyschools.example.org/',
      label: 'Harmony Public School Hillside',
      image: 'campus-logo-hillside',
    },
    {
      url: 'https://riverside.harmonyschools.example.org/',
      label: 'Harmony Public School Riverside',
      image: 'campus-logo-riverside',
    },
    {
      url: 'https://little.harmonyschools.example.org/',
      label: 'Little Harmony Pre-School',
      image: 'campus-logo-little-harmony',
    },
  ],
  quickLinks: [
    { link: { page: 'campus' }, image: 'home-link-campus', text: 'Our campus' },
    { link: { page: 'campus-life' }, image: 'home-link-campus-life', text: 'Campus life' },
    { link: { page: 'sports' }, image: 'home-link-sports', text: 'Sports' },
    { link: { page: 'laboratory' }, image: 'home-link-laboratory', text: 'Laboratory' },
    { link: { page: 'media' }, image: 'home-link-media', text: 'Media' },
  ],
  cards: [
    {
      link: { page: 'about-society', label: 'Society' },
      image: 'home-card-society',
      text: `${school.name} is one of the ${school.society.schools} schools of the ${school.society.name}, promoted in Hyderabad by the ${school.promoter.name}.`,
    },
    {
      link: { page: 'mission-vision', label: 'Vision' },
      image: 'home-card-vision',
      text: 'To be a school where every child discovers what they love, and grows up able, kind and unafraid to think.',
    },
    {
      link: { page: 'mission-vision', label: 'Mission' },
      image: 'home-card-mission',
      text: 'To teach well, to care for each child as a person, and to open the world to them through books, science, sport and the arts.',
    },
  ],
  /** The static slide of the messages carousel; its page is /vice-chairmans-message. */
  proViceChairmanSlide: {
    image: 'vice-chairmans-message-aditya-vadlamudi',
    excerpt:
      'Education is changing faster than at any time I can remember. That is why we invest not only in smart classrooms and new labs, but above all in our teachers, who keep learning so that our students can keep growing.',
  },
  /** Shown when the API has no achievements to show (spec section 4). */
  sampleAchievements: [
    {
      title: 'State Science Fair winners',
      description: 'Our Class IX team won first place at the state science fair with a low-cost water purifier.',
      image: 'home-achievement-science',
    },
    {
      title: 'Inter-school basketball champions',
      description: 'The under-17 girls’ team won the inter-school basketball tournament without losing a game.',
      image: 'home-achievement-sports',
    },
    {
      title: 'Music festival gold',
      description: 'The senior choir took the gold award at the inter-school music festival.',
      image: 'home-achievement-music',
    },
  ],
};
