/**
 * The demo school's profile: every fact about the school that appears in more than one place. The demo seed stores
 * it as the school's profile (apps/server/src/seed/demo-profile.ts); a real school keeps its own in the console.
 */
export const school = {
  name: 'Harmony Valley Public School',
  shortName: 'HVPS',
  /** The school code that every API path carries (spec section 7). */
  code: 'hvps',
  campus: 'Lakeview Campus',
  city: 'Hyderabad',
  founded: 2002,
  /** The Board's numbers for the school (fictional). */
  cbse: { affiliationNumber: '3630521', schoolCode: '56021' },
  /** Where "this year" and "this month" of the list pages are reckoned. */
  timeZone: 'Asia/Kolkata',
  society: {
    name: 'Harmony Public Schools Society',
    schools: '200+',
  },
  promoter: {
    name: 'Vasundhara Educational Society',
    abbreviation: 'VES',
  },
  /** The one leader whose message is part of the site itself; the others come from the API. */
  proViceChairman: { name: 'Aditya Vadlamudi', title: 'Pro-Vice Chairman' },
  phone: '+91 40 4000 2002',
  email: 'info@harmonyvalley.example.org',
  emails: {
    admissions: 'admissions@harmonyvalley.example.org',
    recruitment: 'careers@harmonyvalley.example.org',
    accounts: 'accounts@harmonyvalley.example.org',
    transport: 'transport@harmonyvalley.example.org',
    support: 'erp-help@harmonyvalley.example.org',
  },
  address: {
    street: 'Lakeview Road, Serilingampally',
    cityLine: 'Hyderabad, Telangana 500104',
  },
  mapUrl: 'https://www.openstreetmap.org/search?query=Serilingampally%2C%20Hyderabad',
  portalUrl: 'https://portal.harmonyvalley.example.org/',
  alumniUrl: 'https://alumni.harmonyvalley.example.org/',
  modelUnUrl: 'https://mun.harmonyvalley.example.org/',
  instagramUrl: 'https://www.instagram.com/harmonyvalleyschool.example/',
  erpVendor: {
    name: 'CampusLedger',
    founded: 2000,
    appsUrl: 'https://campusledger.example.com/mobile-apps',
    appStoreUrl: 'https://play.google.com/store/search?q=CampusLedger%20Parent',
  },
  busTrackingAppUrl: 'https://play.google.com/store/search?q=RouteWatch%20School%20Bus',
  helpDesk: '8:00 AM to 8:00 PM',
} as const;

export type School = typeof school;
