/**
 * Demo transfer certificates: the students of content/demo/certificates.ts,
 * and each one's certificate drawn as an SVG card on the school letterhead
 * (then rasterised to JPEG by the seed).
 */
import { escapeXml } from '@school/artwork/svg-kit';
import { type LeavingStudent, leavingStudents } from '@school/content/demo/certificates';
import { school } from '@school/content/school';
import type { DemoCalendar } from './demo-dates';
import { fillBraces } from './fill-braces';

/** A student whose dates are placed on the calendar. */
export type DemoStudent = LeavingStudent<string>;

/** The students of content/demo/certificates.ts, their dates placed relative to the day the seed runs. */
export function demoStudents(cal: DemoCalendar): DemoStudent[] {
  return leavingStudents.map((student) => ({
    ...student,
    tcNumber: fillBraces(student.tcNumber, cal.years),
    dateOfBirth: cal.day(student.dateOfBirth),
    admittedOn: cal.day(student.admittedOn),
    leftOn: cal.day(student.leftOn),
    issuedOn: cal.day(student.issuedOn),
  }));
}

/** `2026-05-19` as `19/05/2026`, as Indian school certificates write dates. */
const shortDate = (day: string): string => day.split('-').reverse().join('/');

const width = 1240;
const height = 1754;
const navy = '#1d3c6e';
const amber = '#f0a530';
const ink = '#222833';
const muted = '#5c6373';
const font = 'font-family="DejaVu Sans, \'Liberation Sans\', Arial, sans-serif"';

function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${x}" y="${y}" ${font} ${attributes}>${escapeXml(content)}</text>`;
}

/** Bold values shrink to fit the 490 px after their label (DejaVu Sans Bold is about 0.62 em a character). */
const valueSize = (value: string): number => Math.min(26, Math.floor(490 / (value.length * 0.62)));

/** The certificate as an A4-shaped SVG card (1240 x 1754, A4 at 150 dpi). */
export function certificateSvg(student: DemoStudent): string {
  const rows: [string, string][] = [
    ['Name of the pupil', student.name],
    ['Father’s / Guardian’s name', student.father],
    ['Mother’s name', student.mother],
    ['Nationality', 'Indian'],
    ['Date of birth', shortDate(student.dateOfBirth)],
    ['Date of first admission', shortDate(student.admittedOn)],
    ['Class at admission', student.admittedTo],
    ['Class in which the pupil last studied', student.lastClass],
    ['Result of the last examination', student.result],
    ['Whether qualified for promotion', student.promotion],
    ['Working days / days present', `${student.workingDays} / ${student.daysPresent}`],
    ['General conduct', 'Very good'],
    ['Date of leaving the school', shortDate(student.leftOn)],
    ['Reason for leaving', student.reason],
    ['Date of issue of this certificate', shortDate(student.issuedOn)],
  ];
  const top = 560;
  const step = 60;
  const body = rows
    .map(([label, value], index) => {
      const y = top + index * step;
      return (
        text(110, y, `${index + 1}.`, `font-size="24" fill="${muted}"`) +
        text(160, y, label, `font-size="24" fill="${muted}"`) +
        text(640, y, value, `font-size="${valueSize(value)}" font-weight="bold" fill="${ink}"`) +
        `<line x1="640" y1="${y + 14}" x2="1130" y2="${y + 14}" stroke="#c9d3e0" stroke-width="1.5" stroke-dasharray="4 6"/>`
      );
    })
    .join('');
  const signatures = ['Class Teacher', 'Checked by', 'Principal']
    .map((role, index) => {
      const x = 210 + index * 410;
      return (
        `<line x1="${x - 130}" y1="1540" x2="${x + 130}" y2="1540" stroke="${ink}" stroke-width="2"/>` +
        text(x, 1580, role, `font-size="24" fill="${ink}" text-anchor="middle"`)
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fffdf7"/>` +
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="${navy}" stroke-width="6"/>` +
    `<rect x="56" y="56" width="${width - 112}" height="${height - 112}" fill="none" stroke="${amber}" stroke-width="2"/>` +
    `<rect x="56" y="56" width="${width - 112}" height="200" fill="${navy}"/>` +
    text(width / 2, 130, school.name, `font-size="50" font-weight="bold" fill="#ffffff" text-anchor="middle"`) +
    text(
      width / 2,
      180,
      `A school of the ${school.society.name} · Affiliated to CBSE, New Delhi`,
      `font-size="24" fill="#dce8f4" text-anchor="middle"`,
    ) +
    text(
      width / 2,
      220,
      `${school.campus}, ${school.address.street}, ${school.address.cityLine} · ${school.phone}`,
      `font-size="21" fill="#dce8f4" text-anchor="middle"`,
    ) +
    text(
      width / 2,
      350,
      'TRANSFER CERTIFICATE',
      `font-size="48" font-weight="bold" fill="${navy}" text-anchor="middle" letter-spacing="4"`,
    ) +
    `<rect x="${width / 2 - 60}" y="372" width="120" height="6" fill="${amber}"/>` +
    text(110, 460, `TC No. ${student.tcNumber}`, `font-size="26" fill="${ink}"`) +
    text(1130, 460, `Admission No. ${student.admission}`, `font-size="26" fill="${ink}" text-anchor="end"`) +
    body +
    text(
      110,
      1470,
      'Certified that the above information is in accordance with the school register.',
      `font-size="22" fill="${muted}" font-style="italic"`,
    ) +
    signatures +
    text(
      width / 2,
      1660,
      `Sample certificate of a fictional demo school — ${school.name}`,
      `font-size="20" fill="${muted}" text-anchor="middle"`,
    ) +
    `</svg>`
  );
}
