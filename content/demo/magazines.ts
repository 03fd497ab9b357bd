/**
 * Issues of the two school magazines for 2024 and 2025: Dipscoop, the
 * monthly e-magazine, and Loquacity, the senior school's magazine. Each issue
 * is a PDF: the magazine's opening line, the issue's contents, its closing line.
 */
import { school } from '../school';

interface Magazine {
  opening: string;
  closing: string;
}

export interface Dipscoop extends Magazine {
  /** The months (1-12) of each year that had an issue, out on `day`. */
  months: Record<number, number[]>;
  day: number;
  /** What each month's issue leads with; the issue of a month reports on that month. */
  stories: Record<number, string[]>;
}

export interface Loquacity extends Magazine {
  years: number[];
  /** The issues of every year: `name` follows "Loquacity <year>," in the title. */
  issues: { month: number; day: number; name: string; contents: string }[];
}

export const dipscoop: Dipscoop = {
  months: { 2024: [7, 8, 9, 11], 2025: [1, 2, 6, 7, 8, 9] },
  day: 5,
  stories: {
    1: ['Republic Day preparations', 'Winter reading challenge results', 'Interview: our new sports coach'],
    2: ['National Science Day exhibition', 'Board exam tips from our toppers', 'Poems from Class IV'],
    6: ['Welcome to the new academic year', 'Meet the new student council', 'Summer camp memories'],
    7: ['Investiture ceremony', 'Monsoon haiku by Class VI', 'The Eco Club’s sapling drive'],
    8: ['Independence Day celebrations', 'NCC camp diary', 'Little learners’ colours week'],
    9: ['Teachers’ Day special', 'Hindi Diwas poetry', 'Inter-house quiz round-up'],
    11: ['Children’s Day concert', 'Field trip reports', 'Book reviews by Class VIII'],
  },
  opening: `The monthly e-magazine of ${school.name}.`,
  closing:
    'Dipscoop is written by our students and edited by the English department. Send your stories, poems and drawings to your class teacher for the next issue.',
};

export const loquacity: Loquacity = {
  years: [2024, 2025],
  issues: [
    {
      month: 3,
      day: 15,
      name: 'Issue 1: Beginnings',
      contents:
        'This issue is about first steps, first failures and fresh starts: essays, poems, interviews with alumni and a debate on the future of work.',
    },
    {
      month: 10,
      day: 15,
      name: 'Issue 2: Crossroads',
      contents:
        'This issue is about the choices that shape who we become: essays, poems, interviews with alumni and a debate on the future of work.',
    },
  ],
  opening:
    'Loquacity is the magazine of the senior school, written, edited and designed by the students of Classes XI and XII.',
  closing: 'Editorial board: the Literary Club of Classes XI and XII, with the English department.',
};
