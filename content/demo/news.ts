/** News, over this year and last; each item's notice repeats it with the date and more paragraphs. */
import { school } from '../school';
import type { RelativeDay } from './relative-dates';

export interface DemoNews {
  date: RelativeDay;
  title: string;
  description: string;
  /** The notice's paragraphs after the description. */
  body: string[];
}

export const news: DemoNews[] = [
  {
    date: { thisYear: 0.97 },
    title: 'Class IX team wins the inter-school science quiz',
    description:
      'Three Class IX students beat teams from 42 schools to win the city round of the inter-school science quiz, and go on to the state finals.',
    body: [
      'Aarav, Diya and Karthik answered 23 of 25 questions in the final round, including a tie-breaker on the chemistry of baking soda. Their coach, Mrs. Lakshmi Prasad of the Science department, has prepared quiz teams at the school for eleven years.',
      'The whole school congratulated the team at the morning assembly. We wish them the very best for the state finals.',
    ],
  },
  {
    date: { thisYear: 0.85 },
    title: 'A new reading corner for the primary wing',
    description:
      'Thanks to more than 600 books donated by parents, every primary floor now has a reading corner with low shelves, floor cushions and a weekly story hour.',
    body: [
      'The books were collected in a two-week book drive led by the Parent Teacher Association. Our librarians sorted them by reading level and labelled each shelf with a colour, so that young readers can find books they can read on their own.',
      'Story hour takes place every Friday after lunch. Parents who would like to read to a class are warmly invited to write to the library.',
    ],
  },
  {
    date: { thisYear: 0.7 },
    title: 'Robotics team through to the national finals',
    description:
      'Our Class X robotics team won the regional round with a rover that sorts dry and wet waste, and will compete at the national finals.',
    body: [
      'The team of five spent three months building and programming the rover in the innovation lab after school. Its sensors tell wet waste from dry by moisture and weight, and it sorts each item into the right bin.',
      'The judges praised the team for testing the rover in the school canteen with real waste. The finals take place later this year.',
    ],
  },
  {
    date: { thisYear: 0.5 },
    title: 'Parent workshop on screen time and sleep',
    description:
      'More than 180 parents joined our counsellors for a workshop on screen time, sleep and study habits, with practical tips for every age group.',
    body: [
      'Our senior counsellor, Ms. Farah Siddiqui, shared simple routines that work at home: a charging point outside the bedroom, a fixed time for homework and a screen-free hour before bed.',
      'The slides and a one-page family media plan are available from the class teachers. The next workshop in the series will look at exam stress.',
    ],
  },
  {
    date: { thisYear: 0.3 },
    title: 'Class VII publishes its own book of short stories',
    description:
      'Forty-one stories written and illustrated by Class VII students have been printed as a book, Small Windows, and placed in the school library.',
    body: [
      'The stories began as a creative writing project in English lessons. Students edited each other’s drafts, chose the cover in a class vote and drew the illustrations in art lessons.',
      'Copies are available for parents at the school office. The proceeds go to the school’s community library in the neighbouring village.',
    ],
  },
  {
    date: { thisYear: 0.05 },
    title: 'Four new air-conditioned buses join the fleet',
    description:
      'Four new air-conditioned buses with GPS tracking and a caretaker on board now serve the Kokapet, Narsingi, Gachibowli and Nallagandla routes.',
    body: [
      'Every bus can be followed live in the RouteWatch app. Parents receive an alert when the bus is five minutes from their stop.',
      `To change a route or a stop, please write to ${school.emails.transport}.`,
    ],
  },
  {
    date: { lastYear: [12, 12] },
    title: 'Ruby House wins the inter-house athletics meet',
    description:
      'Ruby House took the overall trophy at the inter-house athletics meet, with Sapphire House a close second and three new school records.',
    body: [
      'New records were set in the girls’ 400 metres, the boys’ long jump and the mixed 4 x 100 metres relay. The chief guest, a former national sprinter, gave away the medals.',
      'Thank you to our physical education team and to the parents who cheered from the stands.',
    ],
  },
  {
    date: { lastYear: [11, 14] },
    title: 'Teachers perform for students on Children’s Day',
    description:
      'Our teachers turned the tables on Children’s Day with a concert, a comedy skit and a dance, while students sat in the audience for a change.',
    body: [
      'The celebration ended with a special lunch for all students and a gift of a storybook for every child in the pre-primary and primary classes.',
    ],
  },
  {
    date: { lastYear: [8, 15] },
    title: 'NCC cadets lead the Independence Day parade',
    description:
      'Our NCC cadets presented a guard of honour and led the march past at the Independence Day celebrations on the school field.',
    body: [
      'The national flag was hoisted by the Chairman. Students presented patriotic songs in Hindi, Telugu and English, and the pre-primary children came dressed as freedom fighters.',
    ],
  },
  {
    date: { lastYear: [6, 12] },
    title: 'A warm welcome to 240 new students',
    description:
      'The new academic year began with a welcome assembly for the 240 students who joined us, from Pre-Nursery to Class XI.',
    body: [
      'Each new student in Classes II to XI has been paired with a buddy from the same class, who will help them find their way around the campus in the first weeks.',
      'Parents of new students are invited to an orientation session with the Principal on the first Saturday of the term.',
    ],
  },
  {
    date: { lastYear: [5, 13] },
    title: 'Board results: every student passes, Class XII topper scores 98.4 per cent',
    description:
      'All our Class X and Class XII students passed the board examinations, with 46 students scoring above 95 per cent.',
    body: [
      'Sanjana Rao of the Science stream topped Class XII with 98.4 per cent, and Mohammed Ayaan topped Class X with 99 per cent. The subject-wise results are on the CBSE Results page.',
      'We thank our teachers for their dedication and our parents for their support through the year.',
    ],
  },
  {
    date: { lastYear: [2, 28] },
    title: 'National Science Day exhibition draws 1,500 visitors',
    description:
      'More than 120 working models, from a solar water heater to a heart-rate monitor, were on show at the National Science Day exhibition.',
    body: [
      'Visitors included parents, students of four neighbouring schools and a team of scientists from a city research institute, who judged the models.',
      'The prize for the best model went to a Class VIII group for a rainwater level alarm built from waste materials.',
    ],
  },
];
