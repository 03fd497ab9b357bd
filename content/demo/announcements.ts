/** The announcements pop-up: one with a poster, a notice and a link, one of text only. */
import { school } from '../school';

export interface DemoAnnouncement {
  title: string;
  description: string;
  /** The poster's alt text; its heading is what follows "Poster headed". */
  poster?: string;
  /** The paragraphs of a notice with the announcement's title. */
  notice?: string[];
  url?: string;
}

export const announcements: DemoAnnouncement[] = [
  {
    title: 'Admissions open for {admissionYear}',
    description:
      'Registrations for Pre-Nursery to Grade I and for the Class XI screening test for {admissionYear} are open on the parent portal. Seats are limited; we encourage you to register early.',
    poster:
      'Poster headed Admissions open for {admissionYear}, inviting parents to register online on the parent portal',
    notice: [
      'Registrations for the academic year {admissionYear} are open for Pre-Nursery, Nursery, Prep, Grade I and Class XI. Admissions to Grades II to IX are subject to vacancy.',
      'Please register on the parent portal, where you will also find the age criteria, the fee structure and the list of documents.',
    ],
    url: `${school.portalUrl}admissions/register`,
  },
  {
    title: `Pay fees in the ${school.erpVendor.name} app`,
    description: `Fees for {currentAcademicYear} can be paid by card, UPI or net banking in the ${school.erpVendor.name} parent app. Receipts arrive by SMS and stay in the app under My Payment.`,
  },
];
