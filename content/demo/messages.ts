/** The leaders' messages, each shown with a portrait on its own page and in the home carousel. */
import type { leaderCategories } from '@school/shared/content-categories';
import { school } from '../school';

export interface DemoMessage {
  category: (typeof leaderCategories)[number];
  name: string;
  title: string;
  /** Paragraphs. */
  message: string[];
}

export const messages: DemoMessage[] = [
  {
    category: 'Chairman',
    name: 'Mr. Ramachandra Murthy Vadlamudi',
    title: 'Chairman’s Message',
    message: [
      `Dear parents and students, when the ${school.promoter.name} opened the gates of ${school.name} in ${school.founded}, we had forty children, eleven teachers and a great deal of hope. Today our campus is home to thousands of young people, and that hope has grown into a promise we renew every morning: that every child who walks through our gates will be known, cared for and stretched to do their very best.`,
      'A good school is measured not only by its results, though we are proud of them, but by the kind of people its students become. We want our children to be curious, kind and brave; to think for themselves and to work well with others; to love their country and respect every person in it.',
      'We keep investing in classrooms, laboratories, sports facilities and, above all, in our teachers, because children learn best from adults who are themselves always learning.',
      'Thank you for the trust you place in us. Our doors are always open to you.',
    ],
  },
  {
    category: 'Director',
    name: 'Dr. Meenakshi Sundararajan',
    title: 'Director’s Message',
    message: [
      'Learning is at its best when it is joyful, purposeful and a little bit challenging. That is the idea behind everything we plan at Harmony Valley, from the play-based curriculum of our pre-primary classes to the research projects of our senior students.',
      `As a school of the ${school.society.name}, we draw on the experience of a network of ${school.society.schools} schools, while keeping the warmth of a school where teachers know every child by name. Our more than 200 teachers train together every term, share their best lessons and keep up with the latest in teaching and assessment.`,
      'We ask our students to ask questions, to try, to make mistakes and to try again. We ask our parents to be our partners in this, by reading with their children, talking to them about their day and celebrating effort as much as marks.',
      'I look forward to meeting you at our parent workshops and school events.',
    ],
  },
  {
    category: 'Principal',
    name: 'Mrs. Shalini Varma',
    title: 'Principal’s Message',
    message: [
      'Welcome to Harmony Valley Public School. Every morning, as I watch our students arrive at the gate, some sleepy, some excited, all of them full of possibility, I am reminded what a privilege it is to be part of their growing up.',
      'Our day is built around good teaching, but our school is much more than its classrooms. It is the house assemblies and the sports field, the science exhibition and the annual day, the NCC parade and the quiet hour in the library. Each of these teaches something a textbook cannot: teamwork, resilience, leadership and empathy.',
      'We take the safety and well-being of our students as seriously as their learning. Our counsellors, nurses and teachers work together so that every child feels safe, heard and supported.',
      'I invite you to be active partners in your child’s education. Talk to us, visit us and share your ideas. Together, we will help your child become the best version of themselves.',
    ],
  },
];
