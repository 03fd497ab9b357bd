/** The online registration entries of the admissions pages, each a link to the parent portal. */
import { school } from '../school';
import type { Notice } from './notices';

export interface DemoRegistration {
  title: string;
  url: string;
  notice?: Notice;
}

export const registrations: DemoRegistration[] = [
  {
    title: 'Online registration: Pre-Nursery to Grade I, {admissionYear}',
    url: `${school.portalUrl}admissions/register?stage=pre-primary&year={admissionYear}`,
    notice: {
      title: 'How to register online for {admissionYear}',
      body: [
        'Open the parent portal and choose Online Registration. Enter the child’s details exactly as in the birth certificate.',
        'Upload a recent photograph of the child (JPG, up to 100 kb) and the birth certificate and Aadhar card (JPEG or PDF, up to 2 MB each).',
        'Pay the registration fee of Rs. 600 online. The application must be completed within 5 minutes once you begin the payment step; otherwise it has to be done again.',
      ],
    },
  },
  {
    title: 'Online registration: Grades II to IX, {admissionYear} (subject to vacancy)',
    url: `${school.portalUrl}admissions/register?stage=grades-2-9&year={admissionYear}`,
  },
  {
    title: 'Online registration: Class XI screening test, {admissionYear}',
    url: `${school.portalUrl}admissions/register?stage=class-11&year={admissionYear}`,
  },
];
