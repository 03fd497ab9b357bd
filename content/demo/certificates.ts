/**
 * Students who left at the end of the last completed academic year, whose
 * transfer certificates the look-up finds. The first is the one the README
 * names, so a new user can try the look-up: admission numbers and names stay
 * fixed while the dates move with the day the seed runs.
 */
import type { RelativeDay } from './relative-dates';

/** `Day` is how dates are written: relative here, `YYYY-MM-DD` once the seed has placed them. */
export interface LeavingStudent<Day = RelativeDay> {
  admission: string;
  name: string;
  father: string;
  mother: string;
  dateOfBirth: Day;
  admittedOn: Day;
  admittedTo: string;
  lastClass: string;
  result: string;
  promotion: string;
  workingDays: number;
  daysPresent: number;
  leftOn: Day;
  reason: string;
  issuedOn: Day;
  tcNumber: string;
}

export const leavingStudents: LeavingStudent[] = [
  {
    admission: 'HV/10283',
    name: 'Ananya Reddy',
    father: 'Srinivas Reddy',
    mother: 'Kavitha Reddy',
    dateOfBirth: { leavingYear: [-16, 3, 14] },
    admittedOn: { leavingYear: [-10, 6, 9] },
    admittedTo: 'Class I',
    lastClass: 'Class X',
    result: 'Passed (CBSE Class X)',
    promotion: 'Yes, to Class XI',
    workingDays: 214,
    daysPresent: 205,
    leftOn: { leavingYear: [0, 4, 30] },
    reason: 'Completed Class X',
    issuedOn: { leavingYear: [0, 5, 19] },
    tcNumber: 'TC/{leavingYear}/041',
  },
  {
    admission: 'HV/12517',
    name: 'Mohammed Ayaan Siddiqui',
    father: 'Mohammed Imran Siddiqui',
    mother: 'Nazia Siddiqui',
    dateOfBirth: { leavingYear: [-18, 8, 2] },
    admittedOn: { leavingYear: [-2, 6, 12] },
    admittedTo: 'Class XI (Science, MPC)',
    lastClass: 'Class XII (Science, MPC)',
    result: 'Passed (CBSE Class XII)',
    promotion: 'Not applicable',
    workingDays: 208,
    daysPresent: 199,
    leftOn: { leavingYear: [0, 4, 30] },
    reason: 'Completed Class XII',
    issuedOn: { leavingYear: [0, 5, 22] },
    tcNumber: 'TC/{leavingYear}/052',
  },
  {
    admission: 'HV/11934',
    name: 'Lakshmi Priya Nair',
    father: 'Rajesh Nair',
    mother: 'Deepa Nair',
    dateOfBirth: { leavingYear: [-11, 11, 21] },
    admittedOn: { leavingYear: [-7, 6, 10] },
    admittedTo: 'Nursery',
    lastClass: 'Class V',
    result: 'Passed',
    promotion: 'Yes, to Class VI',
    workingDays: 214,
    daysPresent: 209,
    leftOn: { leavingYear: [0, 4, 30] },
    reason: 'Parents transferred to Bengaluru',
    issuedOn: { leavingYear: [0, 5, 6] },
    tcNumber: 'TC/{leavingYear}/017',
  },
  {
    admission: 'HV/11208',
    name: 'Arjun Vikram Singh',
    father: 'Vikram Singh Rathore',
    mother: 'Pooja Singh',
    dateOfBirth: { leavingYear: [-14, 1, 5] },
    admittedOn: { leavingYear: [-6, 6, 11] },
    admittedTo: 'Class III',
    lastClass: 'Class VIII',
    result: 'Passed',
    promotion: 'Yes, to Class IX',
    workingDays: 214,
    daysPresent: 196,
    leftOn: { leavingYear: [0, 4, 30] },
    reason: 'Family relocating abroad',
    issuedOn: { leavingYear: [0, 5, 9] },
    tcNumber: 'TC/{leavingYear}/023',
  },
];
