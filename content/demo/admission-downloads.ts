/** The admission downloads: notices to open as PDFs, or a link to follow. */
import { school } from '../school';
import type { Notice } from './notices';

export type DemoDownload = Notice | { title: string; url: string };

export const admissionDownloads: DemoDownload[] = [
  {
    title: 'School prospectus {admissionYear}',
    body: [
      `${school.name} is a co-educational CBSE school of the ${school.society.name}, founded in ${school.founded} on the ${school.campus}.`,
      'We offer classes from Pre-Nursery to Class XII, with Science (MPC, BIPC, MBIPC), Commerce (MEC, AEC, BEC) and Humanities streams in Classes XI and XII.',
      'Class strength is 36 students per section. The student-teacher ratio is 1:18 in the pre-primary classes.',
      'School timings: Pre-Nursery to Prep 7:45 am to 12:00 noon; Grades 1 to 12 7:45 am to 2:30 pm.',
    ],
  },
  {
    title: 'Fee structure {admissionYear}',
    body: [
      'Registration and prospectus fee: Rs. 600, non-refundable. Caution deposit: Rs. 5,000, refundable.',
      'Annual tuition fee, paid in three instalments: Pre-Primary Rs. 1,78,500; Class I to V Rs. 1,87,500; Class VI to X Rs. 1,99,500; Class XI Rs. 2,50,500.',
      'Optional transport, paid in two instalments: up to 5 km Rs. 45,000; 5 to 10 km Rs. 53,800; above 10 km Rs. 59,800.',
      `Fees are paid online only, through the ${school.erpVendor.name} parent portal. Books and uniform are extra.`,
    ],
  },
  {
    title: 'Documents checklist for admission',
    body: [
      'Birth certificate of the child.',
      'Aadhar card of the child.',
      'Category certificate, if applicable.',
      'Report cards of the last two years (Grade II onwards) and the transfer certificate of the previous school.',
    ],
  },
  { title: 'Apply online on the parent portal', url: `${school.portalUrl}admissions/register` },
];
