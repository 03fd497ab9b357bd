/** The demo school's profile (content/school.ts) in the shape every school's profile is stored in: the seed stores it. */
import { school } from '../school';
import { schoolProfileSchema, type SchoolProfile } from '@school/shared/school-profile';

export function demoProfile(): SchoolProfile {
  return schoolProfileSchema.parse({
    name: school.name,
    shortName: school.shortName,
    campus: school.campus,
    city: school.city,
    founded: school.founded,
    affiliationNumber: school.cbse.affiliationNumber,
    cbseSchoolCode: school.cbse.schoolCode,
    phone: school.phone,
    email: school.email,
    admissionsEmail: school.emails.admissions,
    careersEmail: school.emails.recruitment,
    accountsEmail: school.emails.accounts,
    transportEmail: school.emails.transport,
    portalHelpEmail: school.emails.support,
    street: school.address.street,
    cityLine: school.address.cityLine,
    mapUrl: school.mapUrl,
    portalUrl: school.portalUrl,
    alumniUrl: school.alumniUrl,
    modelUnUrl: school.modelUnUrl,
    instagramUrl: school.instagramUrl,
    erpVendor: school.erpVendor.name,
    erpAppsUrl: school.erpVendor.appsUrl,
    busTrackingAppUrl: school.busTrackingAppUrl,
    societyName: school.society.name,
    promoterName: school.promoter.name,
    proViceChairman: school.proViceChairman.name,
    helpDesk: school.helpDesk,
  });
}
