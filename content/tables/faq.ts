/**
 * The 29 questions parents ask most often, shown numbered on /FAQ.
 * Every figure agrees with the admission pages and the fee structure.
 */
import type { z } from 'zod';
import type { faqSchema } from '@school/shared/site-schema';
import { school } from '../school';

export const faqs: z.input<typeof faqSchema>[] = [
  {
    id: 'faq',
    items: [
      {
        question: 'How do I apply for admission?',
        answer:
          'Apply online through the Online Admission Process link at the top of this website. Fill in the application form, upload a photograph of your child and the required documents, and pay the registration/prospectus fee of Rs. 600 online. We will then write to you with the date of the interaction or screening test for your child.',
      },
      {
        question: 'When are admissions held for Pre-Nursery, Nursery, Prep and Grade 1?',
        answer:
          'Admissions to Pre-Nursery, Nursery, Prep and Grade 1 take place in Nov/Dec for the academic year that begins the following summer. Admission is based on the preparedness of the child; there is no written test at this age.',
      },
      {
        question: 'When are admissions held for Classes II to IX?',
        answer:
          'Admissions to Classes II to IX are held in Mar/Apr and are always subject to vacancy. For Grades 2-7 admission is based on the preparedness of the child; for Grades 8 and 9 it is based on a screening test.',
      },
      {
        question: 'How are students admitted to Class XI?',
        answer:
          'Admission to Class XI is held in Nov/Dec through a screening test. Students choose a stream (Science, Commerce or Humanities) and a subject group when they apply.',
      },
      {
        question: 'What is the age criterion for the entry classes?',
        answer:
          'Your child should be of the following age on 30 June 2025: Pre-Nursery 3 years, Nursery/PP1 4 years, Prep/PP2 5 years and Class I 6 years.',
      },
      {
        question: 'Is any relaxation in age allowed?',
        answer: 'No. The age criteria are applied strictly and there is no relaxation, even by a few days.',
      },
      {
        question: 'Which documents are needed for admission?',
        answer:
          "Keep ready the child's birth certificate, the child's Aadhar card, a category certificate if applicable, and the report cards of the previous class if your child has attended school before.",
      },
      {
        question: 'What file sizes and formats can I upload with the online application?',
        answer:
          "The child's photograph can be up to 100 kb in jpg format. Each document can be up to 2 MB in JPEG or PDF format.",
      },
      {
        question: 'Is there a time limit for filling in the online application?',
        answer:
          'Yes. The online application must be completed within 5 minutes; otherwise it has to be filled in again. We suggest you keep the photograph and scanned documents ready before you begin.',
      },
      {
        question: 'What is the registration fee, and is it refundable?',
        answer: 'The registration/prospectus fee is Rs. 600. It is non-refundable.',
      },
      {
        question: 'Is a caution deposit collected?',
        answer:
          'Yes. A caution deposit of Rs. 5,000 is paid at the time of admission. It is refundable when your child leaves the school.',
      },
      {
        question: 'What is the annual tuition fee?',
        answer:
          'The annual tuition fee is Rs. 1,78,500 for Pre-Primary, Rs. 1,87,500 for Class I-V, Rs. 1,99,500 for Class VI-X and Rs. 2,50,500 for Class XI.',
      },
      {
        question: 'Can the tuition fee be paid in instalments?',
        answer: 'Yes. The annual tuition fee is paid in 3 instalments during the year.',
      },
      {
        question: 'Do the fees change every year?',
        answer: 'Fees rise by about 10% each year.',
      },
      {
        question: 'Are books and uniforms included in the fee?',
        answer: 'No. Books and uniform are charged separately, over and above the tuition fee.',
      },
      {
        question: 'How do I pay the fees?',
        answer: `Fees are paid online only, through the school ERP. Log in to the parent portal (${school.portalUrl}) or the ${school.erpVendor.name} app, open Online Payment, choose the instalment and pay by credit card, debit card or net banking. Cash and cheques are not accepted.`,
      },
      {
        question: 'Does the school provide transport?',
        answer:
          'Yes, transport is optional and available within a radius of 15 km from the school. All our buses are air-conditioned and every bus has a caretaker on board.',
      },
      {
        question: 'What are the transport charges?',
        answer:
          'The annual transport fee is Rs. 45,000 for up to 5 km, Rs. 53,800 for 5-10 km and Rs. 59,800 for above 10 km. It is paid in 2 instalments.',
      },
      {
        question: 'What are the school timings?',
        answer: 'Pre-Nursery to Prep: 7:45 am to 12:00 noon. Grades 1-12: 7:45 am to 2:30 pm.',
      },
      {
        question: 'What breaks do children have during the day?',
        answer: 'There is a 10-minute morning break and a 30-minute lunch break.',
      },
      {
        question: 'How often are parent-teacher meetings held?',
        answer:
          'Parent-teacher meetings (PTMs) are held twice a year. For pre-primary children a progress profile is also sent home three times a year.',
      },
      {
        question: 'Is Telugu compulsory?',
        answer: 'Yes. The state language, Telugu, is mandatory from Grade 1.',
      },
      {
        question: 'What is the student-teacher ratio?',
        answer: 'The student-teacher ratio is 1:18 in pre-primary and 1:36 in Grade 1.',
      },
      {
        question: 'How many students are there in a section?',
        answer: 'The class strength is 36 students per section.',
      },
      {
        question: 'Which streams are offered in Class XI?',
        answer:
          'We offer Science (MPC, BIPC, MBIPC), Commerce (MEC, AEC, BEC) and Humanities (HUM). The subjects of each group are listed on the Senior Secondary curriculum page.',
      },
      {
        question: 'How are students assessed and graded?',
        answer:
          'In Classes I-IV scholastic subjects are graded from A+ (91-100) to D (40 and below) and co-scholastic areas from A to E. In Classes V-IX grades run from A1 (91-100) to E (32 and below). The full scales are on the Primary and Middle School curriculum page.',
      },
      {
        question: 'Which board is the school affiliated to?',
        answer:
          'The school follows the curriculum of the Central Board of Secondary Education (CBSE). Our students sit the CBSE board examinations in Class X and Class XII.',
      },
      {
        question: 'How do I log in to the parent portal, and what if I forget my password?',
        answer: `Go to ${school.portalUrl}, choose the Parent icon and sign in with your user ID, password and the captcha. If you forget your password, click 'Forgot password?' under Sign In, enter your registered mobile number and press Reset; your login details will arrive by SMS. The help desk is open from ${school.helpDesk} at ${school.emails.support}.`,
      },
      {
        question: 'Whom can I contact with other questions about admission?',
        answer: `Write to the admissions office at ${school.emails.admissions} or call ${school.phone}. We are happy to help.`,
      },
    ],
  },
];
