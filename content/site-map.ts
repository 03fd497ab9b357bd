/**
 * The one list of the site's pages and how they are grouped. The router, the
 * header menus, the search dropdown, the footer, breadcrumbs, side menus and
 * the /sitemap page are all generated from this file.
 *
 * Adding a page: add an entry to `pages`, put it in a section's `items` if it
 * belongs in the menus, write `content/pages/<section or 'general'>/<id>.md`, and give it a sentence in
 * `page-descriptions.ts`.
 */
import type { MenuLink, NavItem, SitePage } from '@school/shared/site-schema';

type PageInput = Omit<SitePage, 'aliases' | 'searchable' | 'query'> &
  Partial<Pick<SitePage, 'aliases' | 'searchable' | 'query'>>;

/** The query parameter that names the album on `/sub-gallery`. */
export const albumParameter = 'id';

/** The query parameter that holds the words searched for on `/search`. */
export const searchParameter = 'q';

export const pages: PageInput[] = [
  {
    id: 'home',
    path: '/',
    // The home page's title until the school gives it one is "Welcome to" its name (apps/web/app/site/document-title.ts).
    title: 'Welcome',
    navLabel: 'Home',
    template: 'home',
  },

  // About Us
  {
    id: 'our-school',
    path: '/our-school',
    title: 'Our School',
    section: 'about',
    template: 'page',
  },
  {
    id: 'mission-vision',
    path: '/mission-vision',
    title: 'Mission & Vision',
    section: 'about',
    template: 'page',
  },
  {
    id: 'about-society',
    path: '/about-society',
    title: 'Society',
    section: 'about',
    template: 'page',
  },
  {
    id: 'ves',
    path: '/ves',
    title: 'Our Promoter',
    section: 'about',
    template: 'page',
  },
  {
    id: 'chairman-message',
    path: '/chairman-message',
    title: "Chairman's Message",
    section: 'about',
    template: 'live-page',
  },
  {
    id: 'vice-chairmans-message',
    path: '/vice-chairmans-message',
    title: "Pro-Vice Chairman's Message",
    section: 'about',
    template: 'page',
  },
  {
    id: 'director-message',
    path: '/director-message',
    title: "Director's Message",
    section: 'about',
    template: 'live-page',
  },
  {
    id: 'principal-message',
    path: '/principal-message',
    title: "Principal's Message",
    section: 'about',
    template: 'live-page',
  },
  {
    id: 'management-committee',
    path: '/management-committee',
    title: 'Management Committee',
    section: 'about',
    template: 'page',
  },

  // Academics
  {
    id: 'pro-pre-primary',
    path: '/Pro-pre-primary',
    title: 'Pre-Primary Curriculum',
    navLabel: 'Pre-Primary',
    section: 'academics',
    template: 'page',
  },
  {
    id: 'pro-middle-sec',
    path: '/Pro-middle-sec',
    title: 'Primary and Middle School Curriculum',
    navLabel: 'Primary & Middle School',
    section: 'academics',
    template: 'page',
  },
  {
    id: 'pro-senior-sec',
    path: '/Pro-senior-sec',
    title: 'Senior Secondary Curriculum',
    navLabel: 'Senior Secondary',
    section: 'academics',
    template: 'page',
  },
  {
    id: 'studentcare-counselling',
    path: '/studentcare-Counselling',
    title: 'Career Counselling',
    section: 'academics',
    template: 'page',
  },
  {
    id: 'coming-soon',
    path: '/coming-soon',
    title: 'Coming Soon',
    section: 'academics',
    template: 'page',
  },
  {
    id: 'faculty',
    path: '/faculty',
    title: 'Faculty',
    section: 'academics',
    template: 'page',
  },
  {
    // Its tables are the console's Disclosure (packages/shared/src/disclosure.ts); its text, an introduction.
    id: 'mandatory-public-disclosure',
    path: '/mandatory-public-disclosure',
    title: 'Mandatory Public Disclosure',
    section: 'academics',
    template: 'disclosure',
  },

  // Admissions
  {
    id: 'admission-process',
    path: '/admission-process',
    title: 'Admission Process',
    section: 'admissions',
    template: 'live-page',
  },
  {
    id: 'courses-offered',
    path: '/courses-offered',
    title: 'Courses Offered',
    navLabel: 'Streams Offered',
    section: 'admissions',
    template: 'page',
  },
  {
    id: 'faq',
    path: '/FAQ',
    title: 'Frequently Asked Questions',
    navLabel: 'FAQs',
    section: 'admissions',
    template: 'page',
  },

  // Campus Life
  {
    id: 'inter-house',
    path: '/inter-house',
    title: 'Inter House Activities',
    navLabel: 'Inter House',
    section: 'campus-life',
    template: 'page',
  },
  {
    id: 'special-assemblies',
    path: '/special-assemblies',
    title: 'Special Assemblies',
    section: 'campus-life',
    template: 'rich-page',
  },
  {
    id: 'education-trip',
    path: '/education-trip',
    title: 'Educational Trips',
    section: 'campus-life',
    template: 'rich-page',
  },
  {
    id: 'workshops',
    path: '/workshops',
    title: 'Workshops',
    section: 'campus-life',
    template: 'rich-page',
  },
  {
    id: 'guests-visits',
    path: '/guests-visits',
    title: 'Guest Visits',
    section: 'campus-life',
    template: 'rich-page',
  },
  {
    id: 'student-council',
    path: '/student-council',
    title: 'Student Council',
    section: 'campus-life',
    template: 'page',
  },
  {
    id: 'ncc',
    path: '/ncc',
    title: 'National Cadet Corps',
    navLabel: 'NCC',
    section: 'campus-life',
    template: 'rich-page',
  },
  {
    id: 'social-outreach',
    path: '/social-outreach',
    title: 'Social Outreach',
    section: 'campus-life',
    template: 'page',
  },

  // Infrastructure
  {
    id: 'infrastructure-our-campus',
    path: '/infrastructure-our-campus',
    title: 'Our Campus',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'smart-classes',
    path: '/smart-classes',
    title: 'Smart Classes',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'infrastructure-library',
    path: '/infrastructure-library',
    title: 'Library',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'innovation-labs',
    path: '/innovation-labs',
    title: 'Innovation Labs',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'computer-lab',
    path: '/computer-lab',
    title: 'Computer Lab',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'infrastructure-sports-facilities',
    path: '/infrastructure-sports-facilities',
    title: 'Sports Facilities',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'infrastructure-transport',
    path: '/infrastructure-transport',
    title: 'Transport',
    section: 'infrastructure',
    template: 'page',
  },
  {
    id: 'infrastructure-medical',
    path: '/infrastructure-medical',
    title: 'Medical Care',
    section: 'infrastructure',
    template: 'page',
  },

  // Sports
  {
    id: 'sports-dps',
    path: '/sports-DPS',
    title: 'Sports at School',
    section: 'sports',
    template: 'rich-page',
  },
  {
    id: 'sports-offered',
    path: '/sports-offered',
    title: 'Sports Offered',
    section: 'sports',
    template: 'page',
  },
  {
    id: 'sporting-events',
    path: '/sporting-events',
    title: 'Sporting Events',
    section: 'sports',
    template: 'page',
  },
  {
    id: 'awards-achievements',
    path: '/awards-achievements',
    title: 'Sports Awards & Achievements',
    navLabel: 'Awards & Achievements',
    section: 'sports',
    template: 'live-page',
  },

  // Media
  {
    id: 'gallery',
    path: '/gallery',
    title: 'Photo Gallery',
    navLabel: 'Picture Gallery',
    section: 'media',
    template: 'live-page',
  },
  {
    id: 'video-gallery',
    path: '/video-gallery',
    aliases: ['/Video-gallery'],
    title: 'Video Gallery',
    section: 'media',
    template: 'live-page',
  },
  {
    id: 'dipscoop',
    path: '/dipscoop',
    title: 'Dipscoop',
    section: 'media',
    template: 'live-page',
  },
  {
    id: 'loquacity',
    path: '/loquacity',
    title: 'Loquacity',
    section: 'media',
    template: 'live-page',
  },
  {
    id: 'year-book',
    path: '/year-book',
    title: 'Year Books',
    section: 'media',
    template: 'page',
  },
  {
    id: 'sports-awards-acheivement',
    path: '/sports-awards-acheivement',
    title: 'Awards & Achievements',
    navLabel: 'Awards',
    section: 'media',
    template: 'live-page',
  },
  {
    id: 'testimonials',
    path: '/testimonials',
    title: 'School Testimonials',
    navLabel: 'Testimonials',
    section: 'media',
    template: 'live-page',
  },
  {
    id: 'little-learners-lounge',
    path: '/little-learners-lounge',
    title: 'Little Learners Lounge',
    section: 'media',
    template: 'rich-page',
  },

  // Contact
  {
    id: 'contact-us',
    path: '/contact-us',
    title: 'Contact Us',
    section: 'contact',
    template: 'contact',
  },

  // Pages outside the menus
  {
    id: 'career',
    path: '/career',
    title: 'We are Hiring',
    template: 'page',
  },
  {
    id: 'academic-results',
    path: '/academic-results',
    title: 'CBSE Results',
    template: 'page',
  },
  {
    id: 'campus',
    path: '/campus',
    title: 'Campus',
    template: 'page',
  },
  {
    id: 'campus-life',
    path: '/campus-life',
    title: 'Campus Life',
    template: 'page',
  },
  {
    id: 'sports',
    path: '/sports',
    title: 'Sports',
    template: 'page',
  },
  {
    id: 'laboratory',
    path: '/laboratory',
    title: 'Laboratory',
    template: 'page',
  },
  {
    id: 'media',
    path: '/media',
    title: 'Media',
    template: 'page',
  },
  {
    id: 'news',
    path: '/news',
    title: 'News',
    template: 'live-page',
  },
  {
    // One news item: its heading and title are the item's, the trail leads back to the list.
    id: 'news-item',
    path: '/news/:item',
    title: 'News',
    crumbs: [{ label: 'News', page: 'news' }],
    template: 'news-item',
    searchable: false,
  },
  {
    id: 'upcoming-events',
    path: '/upcoming-events',
    title: 'Upcoming Events',
    template: 'live-page',
  },
  {
    // One event, as one news item above.
    id: 'event-item',
    path: '/upcoming-events/:item',
    title: 'Upcoming Events',
    crumbs: [{ label: 'Upcoming Events', page: 'upcoming-events' }],
    template: 'event-item',
    searchable: false,
  },
  {
    id: 'holiday-list',
    path: '/holiday-list',
    title: 'Holiday List',
    template: 'page',
  },
  {
    id: 'parent-guidline',
    path: '/parent-guidline',
    title: 'Parent Portal Guidelines',
    template: 'parent-guide',
  },
  {
    id: 'tc-issued',
    path: '/tc-issued',
    title: 'Tc Issued',
    template: 'tc',
  },
  {
    id: 'sub-gallery',
    path: '/sub-gallery',
    title: 'Photo Category',
    crumbs: [
      { label: 'Media', page: 'gallery' },
      { label: 'Gallery', page: 'gallery' },
      { label: 'Photo Gallery', page: 'gallery' },
    ],
    template: 'live-page',
    searchable: false,
    query: [albumParameter],
  },
  {
    id: 'sitemap',
    path: '/sitemap',
    aliases: ['/SiteMap'],
    title: 'Site Map',
    template: 'page',
  },
  {
    id: 'search',
    path: '/search',
    title: 'Search',
    template: 'search',
    searchable: false,
    query: [searchParameter],
  },
];

/**
 * The main menu, in the header's order. Each section's items are also its side
 * menu on the section's pages and its group on the /sitemap page.
 */
export const sections: { id: string; label: string; items: NavItem[] }[] = [
  {
    id: 'about',
    label: 'About Us',
    items: [
      { page: 'our-school' },
      { page: 'mission-vision' },
      { page: 'about-society' },
      { page: 'chairman-message', label: "Chairman's Message" },
      { page: 'vice-chairmans-message', label: "Pro-Vice Chairman's Message" },
      { page: 'director-message', label: "Director's Message" },
      { page: 'principal-message', label: "Principal's Message" },
      { page: 'management-committee' },
    ],
  },
  {
    id: 'academics',
    label: 'Academics',
    items: [
      {
        group: 'Curriculum',
        items: [{ page: 'pro-pre-primary' }, { page: 'pro-middle-sec' }, { page: 'pro-senior-sec' }],
      },
      { group: 'Student Care', items: [{ page: 'studentcare-counselling' }] },
      { document: 'purpose-and-pride', label: 'Our Purpose and Pride' },
      {
        group: 'Mandatory Public Disclosure',
        items: [
          { page: 'mandatory-public-disclosure', label: 'CBSE Mandatory Disclosure' },
          {
            group: 'Documents and Information',
            items: [
              { document: 'affiliation-letter', label: 'Affiliation Letter' },
              { document: 'society-registration', label: 'Society Registration Certificate' },
              { document: 'noc-certificate', label: 'No Objection Certificate' },
              { document: 'recognition-certificate', label: 'Recognition Certificate' },
              { document: 'building-safety-certificate', label: 'Building Safety Certificate' },
              { document: 'fire-safety-certificate', label: 'Fire Safety Certificate' },
              { document: 'self-certification', label: 'Self Certification' },
              { document: 'water-health-sanitation', label: 'Water, Health and Sanitation Certificates' },
            ],
          },
          {
            group: 'Result and Academics',
            items: [
              { document: 'fee-structure', label: 'Fee Structure' },
              { document: 'academic-calendar', label: 'Annual Academic Calendar' },
              { document: 'smc-list', label: 'School Management Committee' },
              { document: 'pta-members', label: 'Parent Teacher Association' },
              { document: 'board-results-last-three-years', label: 'Board Results: Last Three Years' },
            ],
          },
        ],
      },
      { page: 'faculty' },
    ],
  },
  {
    id: 'admissions',
    label: 'Admissions',
    items: [{ page: 'admission-process' }, { page: 'courses-offered' }, { page: 'faq' }],
  },
  {
    id: 'campus-life',
    label: 'Campus Life',
    items: [
      { page: 'inter-house' },
      { page: 'special-assemblies' },
      { page: 'education-trip' },
      { page: 'workshops' },
      { page: 'guests-visits' },
      { page: 'student-council' },
      { page: 'ncc' },
      { page: 'social-outreach' },
    ],
  },
  {
    id: 'infrastructure',
    label: 'Infrastructure',
    items: [
      { page: 'infrastructure-our-campus' },
      { page: 'smart-classes' },
      { page: 'infrastructure-library' },
      { page: 'innovation-labs' },
      { page: 'computer-lab' },
      { page: 'infrastructure-sports-facilities' },
      { page: 'infrastructure-transport' },
      { page: 'infrastructure-medical' },
    ],
  },
  {
    id: 'sports',
    label: 'Sports',
    items: [
      { page: 'sports-dps' },
      { page: 'sports-offered' },
      { page: 'sporting-events' },
      { page: 'awards-achievements' },
    ],
  },
  {
    id: 'media',
    label: 'Media',
    items: [
      { page: 'gallery' },
      { page: 'video-gallery' },
      { page: 'dipscoop' },
      { page: 'loquacity' },
      { page: 'year-book' },
      { page: 'sports-awards-acheivement' },
      { page: 'testimonials' },
    ],
  },
  {
    id: 'contact',
    label: 'Contact Us',
    items: [{ page: 'contact-us' }],
  },
];

/** The five links above the main menu. */
export const topLinks: MenuLink[] = [
  { page: 'admission-process', label: 'Online Admission Process' },
  { fact: 'portal', label: 'Parent Portal' },
  { page: 'career', label: 'We are Hiring' },
  { page: 'gallery', label: 'Gallery' },
  { page: 'academic-results', label: 'CBSE Results' },
];

/** The footer's link columns; its contact lines come from the school profile. */
export const footer = {
  usefulLinks: [
    { page: 'dipscoop', label: 'Dipscoop' },
    { page: 'holiday-list', label: 'Holiday List' },
    { page: 'sitemap', label: 'Site Map' },
    { page: 'parent-guidline', label: 'Portal Help & ERP' },
    { page: 'academic-results', label: 'Results' },
  ],
  parents: [
    { page: 'tc-issued', label: 'TC Issued' },
    { fact: 'portal', label: 'Parent Login' },
    { document: 'fee-structure', label: 'Fee Structure' },
  ],
  apps: [
    { fact: 'parent-app', label: 'School ERP app' },
    { fact: 'bus-tracking-app', label: 'Bus-tracking app' },
  ],
} satisfies Record<string, MenuLink[]>;
