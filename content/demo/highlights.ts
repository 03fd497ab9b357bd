/** The highlights ticker on every page: short lines, some with a notice to open. */
import { school } from '../school';
import type { Notice } from './notices';

export interface DemoHighlight {
  title: string;
  notice?: Notice;
}

export const highlights: DemoHighlight[] = [
  {
    title: 'Admissions open for Pre-Nursery to Grade I, {admissionYear}',
    notice: {
      title: 'Admissions {admissionYear}: Pre-Nursery to Grade I',
      body: [
        'Registrations for Pre-Nursery, Nursery, Prep and Grade I for the academic year {admissionYear} are now open on the parent portal.',
        'Age on 30 June: Pre-Nursery 3 years, Nursery 4 years, Prep 5 years and Grade I 6 years. There is no relaxation of the age criteria, even by days.',
        'Admission is by the preparedness of the child. After registration, parents and children are invited to an informal interaction with our pre-primary team; there is no written test.',
        'Please keep the birth certificate, the Aadhar card of the child and recent photographs ready before you begin the online registration.',
      ],
    },
  },
  {
    title: 'Class XI {admissionYear}: screening test registrations open',
    notice: {
      title: 'Class XI admissions {admissionYear}: screening test',
      body: [
        'Registrations are open for the Class XI screening test in the Science (MPC, BIPC, MBIPC), Commerce (MEC, AEC, BEC) and Humanities streams.',
        'The test covers English, Mathematics and the subjects of the chosen stream at the Class X level. Students of our own Class X are admitted on their Class X results and need not take the test.',
      ],
    },
  },
  { title: `Fees can now be paid in the ${school.erpVendor.name} parent app` },
  { title: 'Our robotics team is through to the national finals' },
  { title: 'Four new air-conditioned buses join the Kokapet and Narsingi routes' },
];
