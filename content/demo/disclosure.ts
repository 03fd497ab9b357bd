/**
 * The demo school's Mandatory Public Disclosure: every row filled with fictional figures, names and dates, so the
 * page can be seen complete on `npm start`. The documents its rows link are the demo documents (content/documents);
 * the school's name, codes, address and contacts are its profile's (profile.ts).
 */
import type { FigureId, ResultClass, ResultRow, Teacher } from '@school/shared/disclosure';
import { examYear, lastThreeBoardResults } from '../documents/academics';
import type { RelativeDay } from './relative-dates';

export const demoFigures: Readonly<Record<FigureId, string>> = {
  'principal-name': 'Mrs. Shalini Varma',
  'principal-qualification': 'M.Sc. (Chemistry), M.Ed.',
  'total-teachers': '214',
  pgt: '46',
  tgt: '72',
  prt: '64',
  'teacher-section-ratio': '1.5 : 1',
  'special-educator': 'Ms. Farah Siddiqui, M.A. (Psychology), B.Ed. (Special Education), RCI registered',
  counsellor: 'Mr. Arvind Menon, M.Sc. (Counselling Psychology), wellness teacher since 2019',
  'campus-area': '32400',
  classrooms: '96',
  'classroom-size': 'About 56 square metres each',
  laboratories: '9',
  'laboratory-size':
    '62 to 84 square metres (physics, chemistry, biology, mathematics, geography, robotics and three computer labs)',
  internet: 'Yes',
  'girls-toilets': '42',
  'boys-toilets': '38',
  'inspection-video': 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

/** Each certificate's last day, counted from the day the seed runs (a negative `daysAgo` is ahead). */
export const demoValidUntil: Readonly<Record<string, RelativeDay>> = {
  'affiliation-letter': { daysAgo: -3 * 365 },
  'building-safety-certificate': { daysAgo: -2 * 365 },
  // Within the start screen's 30 days, so the demo shows the warning.
  'fire-safety-certificate': { daysAgo: -21 },
  'water-health-sanitation': { daysAgo: -200 },
};

/** The board results of the last three years: the demo school's own (content/documents/academics.ts). */
export const demoResults: Readonly<Record<ResultClass, readonly ResultRow[]>> = Object.fromEntries(
  (['x', 'xii'] as const).map((id) => [
    id,
    lastThreeBoardResults[id].map((result) => ({
      year: examYear(result.year),
      registered: result.candidates,
      passed: result.passed,
      remarks: result.note ?? `${result.highScorers} students scored 90% or more`,
    })),
  ]),
) as Record<ResultClass, ResultRow[]>;

export const demoTeachers: readonly Teacher[] = [
  { name: 'Mrs. Shalini Varma', designation: 'Principal', qualifications: 'M.Sc. (Chemistry), M.Ed.' },
  { name: 'Mr. Suresh Iyer', designation: 'Vice Principal', qualifications: 'M.A. (English), B.Ed.' },
  { name: 'Ms. Ananya Sharma', designation: 'PGT Physics', qualifications: 'M.Sc. (Physics), B.Ed.' },
  { name: 'Mr. Rahul Verma', designation: 'PGT Chemistry', qualifications: 'M.Sc. (Chemistry), B.Ed.' },
  { name: 'Ms. Lakshmi Narayanan', designation: 'PGT Biology', qualifications: 'M.Sc. (Botany), B.Ed.' },
  { name: 'Mr. Imran Khan', designation: 'PGT Mathematics', qualifications: 'M.Sc. (Mathematics), B.Ed.' },
  { name: 'Ms. Priya Menon', designation: 'PGT Commerce', qualifications: 'M.Com., B.Ed.' },
  { name: 'Mr. Joseph D’Souza', designation: 'PGT Computer Science', qualifications: 'MCA, B.Ed.' },
  { name: 'Ms. Sneha Kulkarni', designation: 'TGT English', qualifications: 'M.A. (English), B.Ed.' },
  { name: 'Mr. Venkatesh Reddy', designation: 'TGT Telugu', qualifications: 'M.A. (Telugu), B.Ed.' },
  { name: 'Ms. Meera Joshi', designation: 'TGT Hindi', qualifications: 'M.A. (Hindi), B.Ed.' },
  { name: 'Mr. Arjun Pillai', designation: 'TGT Social Science', qualifications: 'M.A. (History), B.Ed.' },
  { name: 'Ms. Deepa Chatterjee', designation: 'TGT Science', qualifications: 'M.Sc. (Zoology), B.Ed.' },
  { name: 'Ms. Ritu Agarwal', designation: 'PRT', qualifications: 'B.A., D.El.Ed.' },
  { name: 'Ms. Swathi Goud', designation: 'PRT', qualifications: 'B.Sc., B.Ed.' },
  { name: 'Mr. Manoj Nair', designation: 'Physical Education Teacher', qualifications: 'M.P.Ed.' },
  { name: 'Ms. Farah Siddiqui', designation: 'Special Educator', qualifications: 'M.A., B.Ed. (Special Education)' },
  { name: 'Mr. Arvind Menon', designation: 'Counsellor', qualifications: 'M.Sc. (Counselling Psychology)' },
];
