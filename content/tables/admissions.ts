/**
 * Tables and lists of the Admissions pages: age criteria, schedule, fees,
 * transport fees, timings, class sizes, upload limits and documents.
 * Figures are written exactly as the school publishes them (Indian digit grouping).
 */
import type { z } from 'zod';
import type { listSchema, tableSchema } from '@school/shared/site-schema';

export const tables: z.input<typeof tableSchema>[] = [
  {
    id: 'admission-age-criteria',
    caption: 'Age criteria: age of the child on 30 June 2025',
    columns: ['Class', 'Age on 30 June 2025'],
    rows: [
      ['Pre-Nursery', '3 years'],
      ['Nursery/PP1', '4 years'],
      ['Prep/PP2', '5 years'],
      ['Class I', '6 years'],
    ],
  },
  {
    id: 'admission-schedule',
    caption: 'Admission schedule',
    columns: ['Classes', 'When', 'Admission is based on'],
    rows: [
      ['Pre-Nursery, Nursery, Prep, Grade 1', 'Nov/Dec', 'Preparedness of the child'],
      ['Grades 2-7', 'Mar/Apr', 'Preparedness of the child, subject to vacancy'],
      ['Grades 8 and 9', 'Mar/Apr', 'Screening test, subject to vacancy'],
      ['Grade 11', 'Nov/Dec', 'Screening test'],
    ],
  },
  {
    id: 'admission-one-time-fees',
    caption: 'Fees paid at admission',
    columns: ['Fee', 'Amount', 'Refundable?'],
    rows: [
      ['Registration/prospectus fee', 'Rs. 600', 'No, non-refundable'],
      ['Caution deposit', 'Rs. 5,000', 'Yes, refundable'],
    ],
  },
  {
    id: 'admission-tuition-fees',
    caption: 'Annual tuition fee (payable in 3 instalments)',
    columns: ['Class', 'Annual tuition fee (Rs.)'],
    rows: [
      ['Pre-Primary', '1,78,500'],
      ['Class I-V', '1,87,500'],
      ['Class VI-X', '1,99,500'],
      ['Class XI', '2,50,500'],
    ],
  },
  {
    id: 'admission-transport-fees',
    caption: 'Optional transport fee per year (payable in 2 instalments)',
    columns: ['Distance from school', 'Annual transport fee (Rs.)'],
    rows: [
      ['Up to 5 km', '45,000'],
      ['5-10 km', '53,800'],
      ['Above 10 km', '59,800'],
    ],
  },
  {
    id: 'admission-timings',
    caption: 'School timings and breaks',
    columns: ['Schedule', 'Time'],
    rows: [
      ['Pre-Nursery to Prep', '7:45 am-12:00 noon'],
      ['Grades 1-12', '7:45 am-2:30 pm'],
      ['Morning break', '10 minutes'],
      ['Lunch break', '30 minutes'],
    ],
  },
  {
    id: 'admission-class-size',
    caption: 'Class size and student-teacher ratio',
    columns: ['Level', 'Student-teacher ratio', 'Class strength'],
    rows: [
      ['Pre-primary', '1:18', '36 per section'],
      ['Grade 1', '1:36', '36 per section'],
    ],
  },
  {
    id: 'admission-upload-limits',
    caption: 'Online application: upload limits',
    columns: ['What you upload', 'Format', 'Maximum size'],
    rows: [
      ['Photograph of the child', 'jpg', '100 kb'],
      ['Documents', 'JPEG/PDF', '2 MB each'],
    ],
  },
];

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'admission-documents',
    title: 'Documents to keep ready',
    columns: 1,
    items: [
      'Birth certificate of the child',
      'Aadhar card of the child',
      'Category certificate, if applicable',
      'Report cards of the previous class (if the child has attended school before)',
    ],
  },
];
