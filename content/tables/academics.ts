/**
 * Tables and lists of the Academics pages: grading scales, the Class XI
 * streams and subject groups, and the universities at our university fairs.
 */
import type { z } from 'zod';
import type { listSchema, tableSchema } from '@school/shared/site-schema';

export const tables: z.input<typeof tableSchema>[] = [
  {
    id: 'grading-classes-i-iv',
    caption: 'Classes I-IV: grading scale for scholastic areas',
    columns: ['Marks range', 'Grade'],
    rows: [
      ['91-100', 'A+'],
      ['81-90', 'A'],
      ['71-80', 'B+'],
      ['61-70', 'B'],
      ['51-60', 'C+'],
      ['41-50', 'C'],
      ['40 and below', 'D'],
    ],
  },
  {
    id: 'grading-classes-i-iv-co-scholastic',
    caption: 'Classes I-IV: grading scale for co-scholastic areas (A-E)',
    columns: ['Grade', 'What it means'],
    rows: [
      ['A', 'Outstanding: takes part with skill, confidence and initiative'],
      ['B', 'Very good: takes part willingly and shows clear skill'],
      ['C', 'Good: takes part regularly and is building skill'],
      ['D', 'Fair: takes part with support and encouragement'],
      ['E', 'Needs attention: will be helped to take part more fully'],
    ],
  },
  {
    id: 'grading-classes-v-ix',
    caption: 'Classes V-IX: grading scale',
    columns: ['Marks range', 'Grade'],
    rows: [
      ['91-100', 'A1'],
      ['81-90', 'A2'],
      ['71-80', 'B1'],
      ['61-70', 'B2'],
      ['51-60', 'C1'],
      ['41-50', 'C2'],
      ['33-40', 'D'],
      ['32 and below', 'E'],
    ],
  },
  {
    id: 'class-xi-subject-groups',
    caption: 'Class XI streams and subject groups',
    columns: ['Stream', 'Group', 'Subjects'],
    rows: [
      [
        'Science',
        'MPC',
        'English Core, Mathematics, Physics, Chemistry, and one of Computer Science, Informatics Practices or Physical Education',
      ],
      [
        'Science',
        'BIPC',
        'English Core, Biology, Physics, Chemistry, and one of Psychology, Informatics Practices or Physical Education',
      ],
      ['Science', 'MBIPC', 'English Core, Mathematics, Biology, Physics, Chemistry'],
      ['Commerce', 'MEC', 'English Core, Mathematics, Economics, Accountancy, Business Studies'],
      ['Commerce', 'AEC', 'English Core, Applied Mathematics, Economics, Accountancy, Business Studies'],
      [
        'Commerce',
        'BEC',
        'English Core, Business Studies, Economics, Accountancy, and one of Entrepreneurship, Informatics Practices or Physical Education',
      ],
      [
        'Humanities',
        'HUM',
        'English Core, History, Political Science, Geography, and one of Economics, Psychology or Fine Arts (Painting)',
      ],
    ],
  },
  {
    id: 'class-xi-streams',
    caption: 'Streams offered in Class XI',
    columns: ['Stream', 'Subject groups offered'],
    rows: [
      ['Science', 'MPC, BIPC, MBIPC'],
      ['Commerce', 'MEC, AEC, BEC'],
      ['Humanities', 'HUM'],
    ],
  },
];

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'university-fair-participants',
    title: 'Universities that took part in our university fairs',
    columns: 3,
    items: [
      'Aravalli Heights University, Jaipur',
      'Deccan Horizon University, Hyderabad',
      'Nilgiri Crest University, Coimbatore',
      'Coromandel Institute of Design, Chennai',
      'Sahyadri Ridge University of Liberal Arts, Pune',
      'Brahmaputra Meadows Institute of Management, Guwahati',
      'Konkan Coast University of Business, Mumbai',
      'Malabar Lighthouse University, Kochi',
      'Vindhya Summit Institute of Engineering, Bhopal',
      'Kaveri Delta Institute of Health Sciences, Thanjavur',
      'Shivalik Pines University, Dehradun',
      'Sundarbans School of Environmental Studies, Kolkata',
      'Chilika Shores University, Bhubaneswar',
      'Kanakapura Ridge Institute of Technology, Bengaluru',
      'Narmada Banks University of Law, Vadodara',
      'Thar Sands School of Architecture, Jodhpur',
      'Redwood Bay University, California, USA',
      'Thornfield University, Yorkshire, United Kingdom',
      'Maple Crest University, Ontario, Canada',
      'Southern Cross Coast University, Queensland, Australia',
      'Tasman Harbour University, Wellington, New Zealand',
      'Lindenhof University of Applied Sciences, Bavaria, Germany',
      'Marina Point Institute of Technology, Singapore',
      'Cliffside College of Business, Dublin, Ireland',
    ],
  },
];
