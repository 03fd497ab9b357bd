/** Events around this month: several in it, others before and after. */
import type { RelativeDay } from './relative-dates';

export interface DemoEvent {
  date: RelativeDay;
  title: string;
  time: string;
  venue: string;
  description: string;
  /** What the event's photo shows. */
  picture?: string;
  /** The notice's paragraphs after the date, time, venue and description. */
  notice?: string[];
}

export const events: DemoEvent[] = [
  {
    date: { month: [0, 3] },
    title: 'Parent-Teacher Meeting, Classes I to V',
    time: '8:30 AM to 12:30 PM',
    venue: 'Classrooms, Primary Block',
    description:
      'Meet your child’s class teacher and subject teachers to talk about progress, strengths and the goals for the rest of the term. Report cards will be handed over at the meeting.',
    notice: [
      'Parents are requested to come at the time slot shared by the class teacher, so that every family has enough time with the teachers.',
      'Please bring the student diary. Parking is available on the sports field; enter through Gate 2.',
    ],
  },
  {
    date: { month: [0, 11] },
    title: 'Inter-House Quiz Finals',
    time: '10:00 AM to 12:00 PM',
    venue: 'Auditorium',
    description:
      'The finalists of Amethyst, Emerald, Jade, Ruby, Sapphire and Topaz houses meet in the last round of the inter-house quiz, with questions on science, sport, India and the arts.',
    picture: 'Students at a quiz table on the auditorium stage pressing a buzzer during the inter-house quiz finals',
  },
  {
    date: { month: [0, 18] },
    title: 'Pre-Primary Colours Day: Blue',
    time: '8:30 AM to 11:00 AM',
    venue: 'Pre-Primary Courtyard',
    description:
      'Our youngest learners come dressed in blue and bring something blue from home to show and tell. The day ends with a blue-themed art activity and a song.',
    picture: 'Nursery children in blue clothes sitting in a circle in the courtyard holding blue balloons',
  },
  {
    date: { month: [0, 25] },
    title: 'Book Fair',
    time: '9:00 AM to 3:00 PM',
    venue: 'Library Lawn',
    description:
      'Publishers and bookshops from the city bring storybooks, reference books and activity books for every age. Students may visit with their class; parents are welcome all day.',
    picture: 'Students browsing books on tables at the school book fair beside the library',
  },
  {
    date: { month: [1, 6] },
    title: 'Science and Innovation Exhibition',
    time: '9:30 AM to 1:30 PM',
    venue: 'Innovation Lab and Activity Hall',
    description:
      'Students of Classes V to XI present working models and experiments on the theme “Science for a cleaner city”. Parents and guests are invited to vote for their favourite model.',
    picture: 'Class VIII students explaining a working model of a water filter to visitors at the science exhibition',
    notice: [
      'Each class will present its models in the Activity Hall and the Innovation Lab. Visitors may vote for one model in each category: junior, middle and senior.',
      'The exhibition is open to parents from 10:00 AM. Please carry your parent ID card.',
    ],
  },
  {
    date: { month: [1, 20] },
    title: 'Career Fair for Classes XI and XII',
    time: '10:00 AM to 2:00 PM',
    venue: 'Multipurpose Hall',
    description:
      'Representatives of more than twenty universities and colleges from India and abroad meet students and parents to talk about courses, entrance tests and scholarships.',
  },
  {
    date: { month: [2, 9] },
    title: 'Annual Sports Meet',
    time: '7:30 AM to 12:00 PM',
    venue: 'School Sports Field',
    description:
      'The march past, the torch relay and the finals of the track events, followed by the prize distribution. Parents are most welcome to cheer for their children.',
    picture: 'Runners crossing the finish line on the school track at the annual sports meet',
  },
  {
    date: { month: [-1, 14] },
    title: 'Blood Donation Camp',
    time: '9:00 AM to 1:00 PM',
    venue: 'Activity Hall',
    description:
      'A blood donation camp with a city blood bank, organised by the Interact Club. Parents, staff and alumni above 18 are invited to donate.',
  },
  {
    date: { month: [-2, 22] },
    title: 'Grandparents’ Day',
    time: '9:00 AM to 11:30 AM',
    venue: 'Auditorium',
    description:
      'Pre-primary and Grade I children welcome their grandparents with songs, a short play and handmade cards, followed by games that the grandparents choose.',
    picture: 'Grandparents watching pre-primary children sing on the auditorium stage',
  },
];
