/**
 * The PDFs of the Academics menu (purpose and pride, mandatory public
 * disclosure, fee structure, calendar, committees, board results), the yearly
 * CBSE result sheets, the holiday list and the sample transfer certificate.
 * The demo seed prints each entry's paragraphs into a PDF on the letterhead.
 */
import type { z } from 'zod';
import type { documentSchema } from '@school/shared/site-schema';
import { school } from '../school';

type DocumentInput = z.input<typeof documentSchema>;

const principal = 'Mrs. Shalini Varma';
const address = `${school.address.street}, ${school.address.cityLine}`;
const affiliationNo = 'HV-3602-2004';
const schoolCode = 'HV-0102';

// ---------------------------------------------------------------------------
// Board results, year by year
// ---------------------------------------------------------------------------

type Topper = readonly [name: string, score: string];

interface ResultYear {
  /** An academic year, such as 2024-25. */
  year: `${number}-${number}`;
  candidates: number;
  passed: number;
  /** Students with 90% or more (or CGPA 10 in the years of the CGPA system). */
  highScorers: number;
  toppers: readonly Topper[];
  /** Anything particular about the year's examination. */
  note?: string;
}

const classX: ResultYear[] = [
  {
    year: '2015-16',
    candidates: 148,
    passed: 148,
    highScorers: 42,
    toppers: [
      ['Sai Keerthana Reddy Mukkamala', 'CGPA 10'],
      ['Abhinav Krishnan', 'CGPA 10'],
      ['Sameera Begum', 'CGPA 10'],
    ],
    note: 'Results this year were declared by the Board as grade point averages (CGPA) under the scheme of continuous and comprehensive evaluation.',
  },
  {
    year: '2016-17',
    candidates: 156,
    passed: 156,
    highScorers: 47,
    toppers: [
      ['Rahul Venkatesh Iyer', 'CGPA 10'],
      ['Pooja Lakshmi Gorantla', 'CGPA 10'],
      ['Daniel Prakash Joseph', 'CGPA 10'],
    ],
    note: 'This was the last year in which Class X results were declared as grade point averages (CGPA); from 2017-18 the Board returned to marks.',
  },
  {
    year: '2017-18',
    candidates: 164,
    passed: 164,
    highScorers: 38,
    toppers: [
      ['Harshith Varma Penmetsa', '97.8%'],
      ['Ayesha Fatima', '97.2%'],
      ['Rohan Joseph Mathew', '96.8%'],
    ],
  },
  {
    year: '2018-19',
    candidates: 171,
    passed: 171,
    highScorers: 45,
    toppers: [
      ['Lakshmi Prasanna Kotha', '98.2%'],
      ['Arjun Nair', '97.6%'],
      ['Sneha Agarwal', '97.4%'],
    ],
  },
  {
    year: '2019-20',
    candidates: 182,
    passed: 182,
    highScorers: 53,
    toppers: [
      ['Varun Teja Madala', '98.4%'],
      ['Zoya Khan', '98.0%'],
      ['Pranav Subramanian', '97.6%'],
    ],
    note: 'The last papers of the March 2020 examination could not be held because of the pandemic; those subjects were marked under the assessment scheme notified by the Board.',
  },
  {
    year: '2020-21',
    candidates: 190,
    passed: 190,
    highScorers: 71,
    toppers: [
      ['Charvi Reddy Gunda', '99.0%'],
      ['Aditya Kulkarni', '98.6%'],
      ['Meghana Srinivas', '98.4%'],
    ],
    note: "The Board examinations were cancelled this year. Results were prepared under the Board's special assessment policy, from the marks of unit tests, half-yearly and pre-board examinations moderated by a school result committee.",
  },
  {
    year: '2021-22',
    candidates: 198,
    passed: 198,
    highScorers: 58,
    toppers: [
      ['Ishaan Malhotra', '98.6%'],
      ['Harini Sai Ponnam', '98.2%'],
      ['Mohammed Rayyan', '97.8%'],
    ],
    note: 'The examination was held this year in two terms, and the final result combined the marks of Term 1 and Term 2 as notified by the Board.',
  },
  {
    year: '2022-23',
    candidates: 207,
    passed: 207,
    highScorers: 61,
    toppers: [
      ['Tanvi Chowdary Nallapati', '98.8%'],
      ['Siddharth Menon', '98.4%'],
      ['Rithika Bose', '98.0%'],
    ],
  },
  {
    year: '2023-24',
    candidates: 221,
    passed: 220,
    highScorers: 66,
    toppers: [
      ['Akshara Rao Velagapudi', '99.0%'],
      ['Kabir Sethi', '98.6%'],
      ['Nithya Lakshmi Raman', '98.4%'],
    ],
    note: 'One student was placed in the supplementary examination in one subject, cleared it in July 2024 and has since joined Class XI.',
  },
  {
    year: '2024-25',
    candidates: 236,
    passed: 236,
    highScorers: 74,
    toppers: [
      ['Vaishnavi Reddy Mallu', '99.2%'],
      ['Arnav Gupta', '98.8%'],
      ['Sahasra Kandukuri', '98.6%'],
    ],
  },
];

const classXII: ResultYear[] = [
  {
    year: '2015-16',
    candidates: 96,
    passed: 96,
    highScorers: 14,
    toppers: [
      ['Sravya Gopisetty (Science)', '96.8%'],
      ['Nikhil Jain (Commerce)', '95.4%'],
    ],
  },
  {
    year: '2016-17',
    candidates: 104,
    passed: 104,
    highScorers: 17,
    toppers: [
      ['Rahul Krishna Bhat (Science)', '97.0%'],
      ['Priyanka Mehta (Commerce)', '95.8%'],
    ],
  },
  {
    year: '2017-18',
    candidates: 112,
    passed: 111,
    highScorers: 19,
    toppers: [
      ['Aishwarya Narayanan (Science)', '97.4%'],
      ['Yash Agrawal (Commerce)', '96.2%'],
    ],
    note: 'One student was placed in the supplementary examination in one subject and cleared it in July 2018.',
  },
  {
    year: '2018-19',
    candidates: 121,
    passed: 121,
    highScorers: 24,
    toppers: [
      ['Karthik Reddy Annapureddy (Science)', '97.8%'],
      ['Sana Mirza (Commerce)', '96.6%'],
    ],
  },
  {
    year: '2019-20',
    candidates: 128,
    passed: 128,
    highScorers: 33,
    toppers: [
      ['Deepika Rao Kommineni (Science)', '98.0%'],
      ['Aman Bansal (Commerce)', '96.8%'],
      ['Ananya Chatterjee (Humanities)', '96.4%'],
    ],
    note: 'This was the first batch of the Humanities stream. The papers that could not be held in March 2020 because of the pandemic were marked under the assessment scheme notified by the Board.',
  },
  {
    year: '2020-21',
    candidates: 139,
    passed: 139,
    highScorers: 52,
    toppers: [
      ['Sai Charan Tadepalli (Science)', '98.8%'],
      ['Riya Kapoor (Commerce)', '97.6%'],
      ["Fiona D'Souza (Humanities)", '97.2%'],
    ],
    note: "The Board examinations were cancelled this year. Results were prepared under the Board's special assessment policy, combining Class X, Class XI and Class XII school marks, moderated by a school result committee.",
  },
  {
    year: '2021-22',
    candidates: 147,
    passed: 147,
    highScorers: 39,
    toppers: [
      ['Manasa Yerramsetti (Science)', '98.2%'],
      ['Dhruv Khanna (Commerce)', '97.0%'],
      ['Tenzin Dolma (Humanities)', '96.6%'],
    ],
    note: 'The examination was held this year in two terms, and the final result combined the marks of Term 1 and Term 2 as notified by the Board.',
  },
  {
    year: '2022-23',
    candidates: 158,
    passed: 158,
    highScorers: 41,
    toppers: [
      ['Vikram Aditya Sharma (Science)', '98.4%'],
      ['Hansika Jain (Commerce)', '97.2%'],
      ['Nivedita Pillai (Humanities)', '96.8%'],
    ],
  },
  {
    year: '2023-24',
    candidates: 172,
    passed: 171,
    highScorers: 46,
    toppers: [
      ['Srinidhi Bhamidipati (Science)', '98.6%'],
      ['Rehaan Qureshi (Commerce)', '97.4%'],
      ['Aditi Sen (Humanities)', '97.0%'],
    ],
    note: 'One student was placed in the supplementary examination in one subject and cleared it in July 2024.',
  },
  {
    year: '2024-25',
    candidates: 188,
    passed: 188,
    highScorers: 52,
    toppers: [
      ['Harshavardhan Reddy Pingali (Science)', '99.0%'],
      ['Keerthi Agarwal (Commerce)', '97.8%'],
      ['Samaira Thomas (Humanities)', '97.4%'],
    ],
  },
];

function passPercentage(r: ResultYear): string {
  const pct = (r.passed / r.candidates) * 100;
  return pct === 100 ? '100%' : `${pct.toFixed(2)}%`;
}

/** The calendar year in which the examination of an academic year was held ('2024-25' -> 2025). */
function examYear(year: string): number {
  return Number(year.slice(0, 4)) + 1;
}

function toppersSentence(toppers: readonly Topper[]): string {
  const parts = toppers.map(([name, score]) => `${name}, ${score}`);
  return `School toppers: ${parts.join('; ')}.`;
}

function resultDocument(cls: 'x' | 'xii', r: ResultYear): DocumentInput {
  const label = cls === 'x' ? 'Class X' : 'Class XII';
  const exam =
    cls === 'x' ? 'Secondary School Examination (Class X)' : 'Senior School Certificate Examination (Class XII)';
  const cgpa = r.toppers.some(([, score]) => score.startsWith('CGPA'));
  const highScorers = cgpa
    ? `${r.highScorers} students achieved a perfect CGPA of 10, and every student secured a grade point average above the qualifying mark.`
    : `${r.highScorers} students scored 90% or more in aggregate, and ${Math.round((r.candidates - r.highScorers) * 0.55)} more scored between 75% and 90%.`;
  const streams =
    cls === 'xii'
      ? ` Candidates appeared from the ${r.toppers.length === 3 ? 'Science, Commerce and Humanities' : 'Science and Commerce'} streams.`
      : '';
  return {
    id: `cbse-class-${cls}-${r.year}`,
    title: `CBSE ${label} Results ${r.year}`,
    body: [
      `${school.name}, Hyderabad (CBSE Affiliation No. ${affiliationNo}). Result of the CBSE ${exam}, ${examYear(r.year)}, academic year ${r.year}.`,
      `Candidates appeared: ${r.candidates}. Candidates passed: ${r.passed}. Pass percentage: ${passPercentage(r)}.${streams}`,
      highScorers,
      toppersSentence(r.toppers),
      ...(r.note ? [r.note] : []),
      `We congratulate every student of the ${label} batch of ${r.year}, and thank their teachers and parents for their steady support through the year. ${principal}, Principal.`,
    ],
  };
}

const resultDocuments: DocumentInput[] = [
  ...classX.map((r) => resultDocument('x', r)),
  ...classXII.map((r) => resultDocument('xii', r)),
];

const lastThree = ['2022-23', '2023-24', '2024-25'] as const;

/**
 * The last three years' board results as the Mandatory Public Disclosure's tables list them (content/demo/disclosure.ts):
 * the year of the examination, the students registered and passed, and the year's note as its remark.
 */
export const lastThreeBoardResults = {
  x: lastThree.map((year) => classX.find((r) => r.year === year)!),
  xii: lastThree.map((year) => classXII.find((r) => r.year === year)!),
} as const;

export { examYear };

function lastThreeYears(): string[] {
  return lastThree.map((year) => {
    const x = classX.find((r) => r.year === year)!;
    const xii = classXII.find((r) => r.year === year)!;
    const [xName, xScore] = x.toppers[0]!;
    const [xiiName, xiiScore] = xii.toppers[0]!;
    return `${year}: Class X - ${x.candidates} appeared, ${x.passed} passed (${passPercentage(x)}), ${x.highScorers} scored 90% or more, topper ${xName}, ${xScore}. Class XII - ${xii.candidates} appeared, ${xii.passed} passed (${passPercentage(xii)}), ${xii.highScorers} scored 90% or more, topper ${xiiName}, ${xiiScore}.`;
  });
}

// ---------------------------------------------------------------------------
// Academics menu documents
// ---------------------------------------------------------------------------

const menuDocuments: DocumentInput[] = [
  {
    id: 'purpose-and-pride',
    title: 'Our Purpose and Pride',
    body: [
      `${school.name} opened its doors in ${school.founded} with a few hundred children and one clear purpose: to give every child a school where they are known by name, taught with care and challenged to do their best. Twenty-three years later, that purpose has not changed, even as the school has grown to more than 200 teachers and thousands of students.`,
      `We are part of the ${school.society.name}, a network of over 200 schools across India, and are promoted by the ${school.promoter.name} (${school.promoter.abbreviation}). The network gives us shared standards and training; the ${school.promoter.abbreviation} gives us roots in Hyderabad and a close, personal interest in every child on our campus.`,
      'Our pride is in our students: in the pre-primary child who learns to read through stories and songs, in the middle-school team that builds a working water filter for a village school, in the NCC cadets who march on Republic Day, and in the graduates who return to tell the juniors about their first year at university.',
      'Our pride is also in our results. Our Class X and Class XII students have sat the CBSE board examinations year after year with pass percentages at or close to 100%, and many go on to leading universities in India and abroad after our university fairs and career counselling.',
      'Above all, we are proud of the kind of young people who leave us: honest, curious, kind and ready to serve. That is the purpose we keep before us every day.',
    ],
  },
  {
    id: 'affiliation-letter',
    title: 'Affiliation Letter',
    body: [
      `Central Board of Secondary Education. Letter of affiliation to ${school.name}, ${address}, under Affiliation No. ${affiliationNo}.`,
      `The Board is pleased to grant provisional affiliation to the school up to the Secondary level from the session 2004-05, and its extension to the Senior Secondary level (Classes XI and XII) in the Science and Commerce streams from the session 2012-13. The Humanities stream was added from the session 2018-19.`,
      'The affiliation has since been extended, on the basis of the inspection of the school and the documents submitted, for a further period of five years up to 31 March 2029.',
      'The school shall abide by the Affiliation Bye-Laws of the Board, follow the curriculum and the scheme of examinations prescribed by the Board, and keep its mandatory public disclosure up to date on its website.',
    ],
  },
  {
    id: 'society-registration',
    title: 'Society Registration Certificate',
    body: [
      `Certificate of registration of ${school.promoter.name} (${school.promoter.abbreviation}), registered under the Andhra Pradesh Societies Registration Act, 2001, as applicable in the State of Telangana.`,
      'Registration No. 1452 of 2001, dated 14 September 2001, issued by the District Registrar, Ranga Reddy District.',
      `Objects of the society include the establishment and running of schools that provide quality education without distinction of caste, creed or religion, and the promotion of sport, the arts and social service among students. The society has established ${school.name} in ${school.founded} as a not-for-profit institution.`,
      'The registration was renewed and the list of office-bearers updated on 2 April 2024. The society files its annual list of members and audited accounts with the District Registrar every year.',
    ],
  },
  {
    id: 'noc-certificate',
    title: 'No Objection Certificate',
    body: [
      `No Objection Certificate issued by the School Education Department, Government of Andhra Pradesh (now Telangana), to ${school.promoter.name} for ${school.name}, ${address}.`,
      'The Government has no objection to the school seeking affiliation with the Central Board of Secondary Education, New Delhi, for Classes I to X, and subsequently for Classes XI and XII.',
      'The certificate is subject to the conditions that the school follows the admission, fee and reservation rules of the State as applicable, teaches the state language, Telugu, as a compulsory subject, and does not raise donations or capitation fees.',
      'No. SE/NOC/2003/417, dated 18 November 2003. Reconfirmed by the Government of Telangana, No. SE/TS/NOC/2016/1088, dated 9 March 2016.',
    ],
  },
  {
    id: 'recognition-certificate',
    title: 'Recognition Certificate',
    body: [
      `Certificate of recognition issued by the District Educational Officer, Ranga Reddy District, to ${school.name}, ${address}, run by ${school.promoter.name}.`,
      'The school is recognised for Pre-Primary, Primary, Upper Primary and Secondary classes under the Right of Children to Free and Compulsory Education Act, 2009, and the Telangana State rules made under it.',
      'Recognition No. DEO/RR/REC/2002/233, first granted on 21 May 2002 and renewed up to 31 March 2030.',
      'The school shall maintain the norms and standards for teachers, buildings, playgrounds, libraries and teaching aids laid down in the Schedule to the Act, and shall admit children in the entry classes in accordance with the Act.',
    ],
  },
  {
    id: 'building-safety-certificate',
    title: 'Building Safety Certificate',
    body: [
      `This is to certify that the school buildings of ${school.name}, ${address}, comprising the academic blocks, the pre-primary block, the library and laboratory block, the auditorium and the indoor sports hall, have been inspected on 11 March 2025.`,
      'The buildings are of reinforced cement concrete framed structure and have been designed and constructed in accordance with the National Building Code of India 2016 and the relevant Indian Standards for seismic zone II.',
      'The structures are found to be safe and fit for use as a school. Staircases, corridors, railings and exits meet the prescribed widths and heights.',
      'Certified by Er. Raghunandan Seshadri, Chartered Structural Engineer, Reg. No. SE/TS/0917, and countersigned by the Assistant City Planner, Serilingampally Circle. Valid up to 10 March 2028.',
    ],
  },
  {
    id: 'fire-safety-certificate',
    title: 'Fire Safety Certificate',
    body: [
      `Fire No Objection Certificate issued by the Telangana State Disaster Response and Fire Services Department to ${school.name}, ${address}.`,
      'The premises have been inspected and found to comply with the fire prevention and fire safety requirements for educational buildings: fire extinguishers on every floor, hose reels, a wet riser system, an overhead fire water tank, manual call points, fire alarms, illuminated exit signs and two staircases in every block.',
      'The school conducts fire evacuation drills every term and its staff are trained in the use of fire extinguishers.',
      'NOC No. TSDRFS/RR/2025/3381, dated 2 April 2025. Valid up to 1 April 2026, subject to renewal after inspection.',
    ],
  },
  {
    id: 'self-certification',
    title: 'Self Certification',
    body: [
      `Self-certification proforma submitted to the Central Board of Secondary Education by ${school.name} (Affiliation No. ${affiliationNo}, School Code ${schoolCode}).`,
      `I, ${principal}, Principal, certify that the information given by the school is correct: the school is run by a registered not-for-profit society, ${school.promoter.name}; it has the land, buildings, laboratories, library and playgrounds required under the Affiliation Bye-Laws; and its teachers are qualified as prescribed.`,
      'The school follows the curriculum and the scheme of studies prescribed by the Board, does not run coaching classes in the name of the school, and charges fees only under the heads notified to parents.',
      'The school has a functioning School Management Committee, a Parents Teachers Association, a School Safety Committee, an Internal Complaints Committee and a committee under the Protection of Children from Sexual Offences Act, 2012.',
      'Signed by the Principal and countersigned by the Chairperson of the Managing Committee, 15 April 2025.',
    ],
  },
  {
    id: 'water-health-sanitation',
    title: 'Water, Health and Sanitation Certificates',
    body: [
      `Certificates of drinking water quality, health and sanitation for ${school.name}, ${address}.`,
      'Drinking water: samples from the reverse-osmosis plant and from eight drinking water points were tested by Deccan Analytical Laboratories, Hyderabad, on 7 April 2025 (Report No. DAL/W/25/0412). All samples meet IS 10500:2012 for drinking water: pH 7.2, total dissolved solids 96 mg/l, and no coliform bacteria detected.',
      'Health: the school infirmary is open throughout the school day and staffed by a qualified nurse, with a doctor on call. Annual health check-ups of all students, including eye and dental screening, are carried out and the records are shared with parents.',
      'Sanitation: toilets are separate for girls and boys on every floor, cleaned every two hours during school hours, and supplied with running water, soap and sanitary napkin dispensers. The sanitation certificate was issued by the Greater Hyderabad Municipal Corporation, Serilingampally Circle, on 22 April 2025.',
    ],
  },
  {
    id: 'fee-structure',
    title: 'Fee Structure 2025-26',
    body: [
      `${school.name}, Hyderabad. Fee structure for the academic year 2025-26.`,
      'Fees at admission: registration/prospectus fee Rs. 600 (non-refundable); caution deposit Rs. 5,000 (refundable).',
      'Annual tuition fee, payable in 3 instalments: Pre-Primary Rs. 1,78,500 (3 instalments of Rs. 59,500); Class I-V Rs. 1,87,500 (3 instalments of Rs. 62,500); Class VI-X Rs. 1,99,500 (3 instalments of Rs. 66,500); Class XI Rs. 2,50,500 (3 instalments of Rs. 83,500).',
      'Optional transport fee, payable in 2 instalments: up to 5 km Rs. 45,000 (2 instalments of Rs. 22,500); 5-10 km Rs. 53,800 (2 instalments of Rs. 26,900); above 10 km Rs. 59,800 (2 instalments of Rs. 29,900). Transport is available within a radius of 15 km of the school, in air-conditioned buses.',
      `Fees rise by about 10% each year. Books and uniform are charged extra. All fees are paid online only, through the school ERP (parent portal or the ${school.erpVendor.name} app), by credit card, debit card or net banking.`,
      `For questions about fees, write to ${school.emails.accounts}; for admissions, write to ${school.emails.admissions}.`,
    ],
  },
  {
    id: 'academic-calendar',
    title: 'Annual Academic Calendar 2025-26',
    body: [
      `${school.name}: academic calendar for the session 2025-26. Dates of events may change; parents will be informed through the parent portal.`,
      'April 2025: the session begins on 1 April. Summer vacation from 24 April to 11 June 2025; school reopens on 12 June 2025. July 2025: first periodic test; first parent-teacher meeting on Saturday 26 July; first progress profile for pre-primary children.',
      'August and September 2025: Independence Day celebrations and investiture ceremony of the student council; half-yearly examinations from 15 to 25 September; Dasara break from 27 September to 5 October.',
      'November and December 2025: second progress profile for pre-primary children; annual sports meet; admissions for Pre-Nursery, Nursery, Prep, Grade 1 and the Grade 11 screening test for 2026-27 (Nov/Dec); annual day; pre-board examinations for Classes X and XII begin on 8 December.',
      "January and February 2026: Sankranti break from 12 to 17 January; second parent-teacher meeting on Saturday 24 January; CBSE board examinations for Classes X and XII begin in mid-February as per the Board's date sheet; annual examinations for Classes I-IX from 23 February.",
      'March 2026: results and third progress profile for pre-primary children; admissions to Grades 2-9 for 2026-27 (Mar/Apr, subject to vacancy); the session ends on 31 March 2026.',
    ],
  },
  {
    id: 'smc-list',
    title: 'School Management Committee 2025-26',
    body: [
      `The School Management Committee of ${school.name}, constituted under the Affiliation Bye-Laws of the Central Board of Secondary Education, for the session 2025-26.`,
      'Chairperson: Mr. Ramachandra Murthy Vadlamudi (nominated by the society). Member Secretary: Mrs. Shalini Varma, Principal. Members nominated by the society: Mrs. Sujatha Kanneganti, Mr. Prakash Chandra Yelamanchili.',
      'Educationists: Prof. Nandini Deshpande, retired professor of education; Dr. Venugopal Rao Chintalapati, retired principal.',
      'Teacher representatives: Mrs. Rekha Subramaniam (PGT Chemistry), Mr. Sandeep Kulkarni (TGT Mathematics). Parent representatives: Mr. Anand Kumar Mylavarapu (parent of a Class VII student), Mrs. Farzana Sultana (parent of a Class IV student).',
      'Nominee of the Board: Mrs. Geetha Ramanathan, principal of a neighbouring CBSE school. The committee meets at least twice a year to review the working of the school, its budget and the welfare of students and staff.',
    ],
  },
  {
    id: 'pta-members',
    title: 'Parents Teachers Association 2025-26',
    body: [
      `The Parents Teachers Association of ${school.name} brings parents and teachers together to support the children's learning and well-being. Every parent and every teacher of the school is a member; the executive committee below was elected at the general body meeting held on 19 July 2025.`,
      'President: Mrs. Shalini Varma, Principal. Vice-President (parents): Mr. Anand Kumar Mylavarapu. Secretary: Mrs. Rekha Subramaniam (PGT Chemistry). Joint Secretary (parents): Mrs. Deepa Nambiar. Treasurer: Mr. Vijay Bhaskar Rao Ponnaluri (parent).',
      'Parent members: Mrs. Farzana Sultana, Mr. Rajat Chopra, Mrs. Lavanya Kolluru, Mr. Thomas George, Mrs. Harpreet Kaur, Mr. Srikanth Boddu.',
      'Teacher members: Mrs. Anitha Joseph (pre-primary), Mr. Pradeep Chakravarthy (primary), Mrs. Swathi Kamath (middle school), Mr. Naveen Reddy Katta (senior secondary).',
      'The association meets every term. Parents may write to the association through the school office at ' +
        school.email +
        '.',
    ],
  },
  {
    id: 'annual-report',
    title: 'Annual Report 2025-26',
    body: [
      `${school.name}: annual report of the academic year 2025-26, as the Affiliation Bye-Laws of the Central Board of Secondary Education ask every school to publish on its website.`,
      `The school had 3,412 students in Classes Pre-Primary to XII in 96 sections, taught by 214 teachers under the Principal, ${principal}. The School Management Committee met three times and the Parents Teachers Association four times in the year.`,
      'Academics: the board examinations of Class X and Class XII were held in February and March 2026; the results are published under Result and Academics. Teachers took part in 52 hours of in-service training each, including the Board’s capacity-building programmes.',
      'Student life: the year saw the inter-house competitions, the science exhibition, the annual day, the NCC camp and the sports meet, and 38 students represented the school at district and state level in sport.',
      'Campus: two classrooms were made into a robotics laboratory, the library added 1,200 books, and the fire safety and building safety inspections were completed and their certificates renewed.',
    ],
  },
  {
    id: 'board-results-last-three-years',
    title: 'Board Results: Last Three Years',
    body: [
      `${school.name}, Hyderabad. Results of the CBSE board examinations of Class X and Class XII for the last three academic years.`,
      ...lastThreeYears(),
      'Result sheets for each year from 2015-16 onwards are published on the CBSE Results page of the school website.',
    ],
  },
];

// ---------------------------------------------------------------------------
// Holiday list and sample transfer certificate
// ---------------------------------------------------------------------------

const otherDocuments: DocumentInput[] = [
  {
    id: 'holiday-list',
    title: 'Holiday List 2025-26',
    body: [
      `${school.name}: list of holidays for the academic year 2025-26. Sundays and the second Saturday of each month are holidays. Holidays for festivals that depend on the sighting of the moon may shift by a day; the school will confirm through the parent portal.`,
      'April to June 2025: Dr. B. R. Ambedkar Jayanti, Monday 14 April; Good Friday, Friday 18 April; summer vacation from Thursday 24 April to Wednesday 11 June; school reopens on Thursday 12 June.',
      'July to September 2025: Bonalu, Monday 21 July; Independence Day, Friday 15 August; Sri Krishna Janmashtami, Saturday 16 August; Vinayaka Chavithi, Wednesday 27 August; Milad-un-Nabi, Friday 5 September; Dasara and Bathukamma break from Saturday 27 September to Sunday 5 October, including Gandhi Jayanti and Vijayadashami on Thursday 2 October.',
      'October to December 2025: Deepavali, Monday 20 October; Kartika Purnima and Guru Nanak Jayanti, Wednesday 5 November; Christmas, Thursday 25 December; Boxing Day, Friday 26 December.',
      "January to March 2026: New Year's Day, Thursday 1 January; Sankranti break (Bhogi, Sankranti and Kanuma) from Monday 12 January to Saturday 17 January; Republic Day, Monday 26 January; Holi, Wednesday 4 March; Ugadi, Thursday 19 March; Eid-ul-Fitr, Friday 20 March (subject to the sighting of the moon); Sri Rama Navami, Thursday 26 March.",
    ],
  },
  {
    id: 'sample-tc',
    title: 'Transfer Certificate (Sample)',
    body: [
      `SPECIMEN - NOT A VALID CERTIFICATE. ${school.name}, ${address}. CBSE Affiliation No. ${affiliationNo}. School Code ${schoolCode}. Transfer Certificate No. HVPS/TC/0000/SAMPLE.`,
      "Admission No.: 0000. Name of the student: SAMPLE STUDENT. Mother's name: SAMPLE MOTHER. Father's name: SAMPLE FATHER. Nationality: Indian. Date of birth (in figures and words): 01/01/2014, First January Two Thousand Fourteen. Date of first admission to the school, with class: 01/04/2020, Class I.",
      'Class in which the student last studied: Class V. Last examination taken, with result: Annual Examination 2024-25, passed. Whether qualified for promotion to the higher class: Yes, to Class VI. Subjects studied: English, Telugu, Hindi, Mathematics, Environmental Studies, Computer Science. Whether the student has paid all dues to the school: Yes.',
      "Total working days: 220. Total working days present: 212. Games played and extra-curricular activities: Football, Chess, School Choir. General conduct: Very good. Date of application for the certificate: 31/03/2025. Date of issue of the certificate: 05/04/2025. Reason for leaving the school: Parent's transfer to another city.",
      'Signature of the Class Teacher. Checked by (name and designation). Signature of the Principal with the school seal. This sample shows the layout of the certificate only; genuine certificates can be looked up on the Tc Issued page with the Admission No. and the Student Full Name.',
    ],
  },
];

export const documents: DocumentInput[] = [...menuDocuments, ...resultDocuments, ...otherDocuments];
