/**
 * PDFs of the Campus Life, Sports and Media pages: the student council list,
 * the yearly sports award lists, the year books and the pre-primary magazine.
 * Bodies are plain ASCII because the generated PDFs use a standard font.
 */
import type { z } from 'zod';
import type { documentSchema } from '@school/shared/site-schema';
import { school } from '../school';

type Doc = z.input<typeof documentSchema>;

const studentCouncil: Doc = {
  id: 'student-council-appointees',
  title: `${school.name}: Student Council 2025-26`,
  body: [
    `The following students were appointed to the Student Council of ${school.name} for the academic year 2025-26 and were installed at the Investiture Ceremony held in the school auditorium. We congratulate them and wish them a year of dedicated service.`,
    'Office bearers: Head Boy - Aditya Varma (XII-A); Head Girl - Sanjana Reddy (XII-B); Deputy Head Boy - Rehan Qadri (XI-C); Deputy Head Girl - Meghana Iyer (XI-A); Sports Captain (Boys) - Pranav Goud (XII-C); Sports Captain (Girls) - Tanya Bhatt (XII-A); Cultural Secretary - Nivedita Pillai (XI-B); Discipline Secretary - Kunal Saxena (XII-B); Editor, Loquacity - Harini Subramanian (XI-A); Eco Club Secretary - Rohan Das (XI-C).',
    'House Captains: Amethyst - Siddharth Rao (XII-B); Emerald - Aisha Farooqui (XII-C); Jade - Varun Chowdary (XII-A); Ruby - Keerthana Menon (XII-B); Sapphire - Arnav Kapoor (XI-A); Topaz - Lavanya Shetty (XII-C).',
    'House Vice-Captains: Amethyst - Riya Joshi (XI-B); Emerald - Yash Agarwal (X-A); Jade - Shreya Nair (XI-C); Ruby - Abhinav Jain (X-B); Sapphire - Pooja Kulkarni (XI-B); Topaz - Manav Sethi (X-C).',
    'Class Representatives are elected by each section of Classes VI to XII in the first month of the academic year and serve on the council alongside the office bearers. The council meets with the teachers in charge every fortnight.',
  ],
};

const sportsAwards: Doc[] = [
  {
    id: 'sports-awards-2022-23',
    title: 'Sports Awards and Achievements 2022-23',
    body: [
      `In 2022-23, students of ${school.name} won 41 medals in inter-school, district, state and national competitions. The list below records the principal results.`,
      'Athletics (District Athletics Meet): Aarav Reddy (IX) - Gold, 100 m, Under-14 Boys; Nithya Varghese (X) - Gold, long jump, Under-17 Girls; Ruby House relay team of Sahil Khan, Dev Patel, Arjun Rao and Mihir Shah - Silver, 4 x 100 m relay, Under-17 Boys; Anvi Kapoor (VII) - Bronze, 600 m, Under-14 Girls.',
      'Team games: Under-17 Boys basketball team - Winners, Zonal Inter-School Tournament; Under-14 Girls volleyball team - Runners-up, District Championship; Under-16 cricket team - Semi-finalists, City Inter-School League.',
      'Skating, chess and karate: Diya Sharma (III) - Gold, rink race 500 m, State Roller Skating Championship; Vihaan Goel (VIII) - Gold, Under-14 category, District Chess Championship, and selection for the state championship; Saanvi Reddy (VI) - Gold, kata, Inter-School Karate Open; Rudra Naidu (IX) - Bronze, kumite, Inter-School Karate Open.',
      'Special mention: Nithya Varghese (X) represented the state in the long jump at the national school games, the first student of the school to do so in athletics.',
    ],
  },
  {
    id: 'sports-awards-2021-22',
    title: 'Sports Awards and Achievements 2021-22',
    body: [
      'As competitions resumed after the pandemic, our students returned to the field with enthusiasm and won 27 medals during 2021-22.',
      'Athletics (District Athletics Meet): Nithya Varghese (IX) - Silver, long jump, Under-17 Girls; Kiran Yadav (XI) - Gold, shot put, Under-19 Boys; Aarav Reddy (VIII) - Bronze, 200 m, Under-14 Boys.',
      'Team games: Under-14 Boys football team - Winners, Zonal Inter-School Tournament; Under-17 Girls throwball team - Runners-up, Inter-School Throwball Championship.',
      'Indoor games and skating: Vihaan Goel (VII) - Silver, Under-12 category, District Chess Championship; Ira Menon (X) - Gold, girls singles, Inter-School Table Tennis Tournament; Diya Sharma (II) - Silver, rink race 300 m, District Roller Skating Championship.',
    ],
  },
  {
    id: 'sports-awards-2019-20',
    title: 'Sports Awards and Achievements 2019-20',
    body: [
      'In 2019-20 our students won 36 medals before the season was cut short in March 2020. No competitions were held in 2020-21, so there is no list for that year.',
      'Athletics (District Athletics Meet): Kiran Yadav (IX) - Gold, shot put, Under-17 Boys; Meera Joshi (XII) - Gold, 400 m, Under-19 Girls; Tarun Goud (X) - Silver, high jump, Under-17 Boys.',
      'Team games: Under-19 Boys basketball team - Winners, District Championship; Under-17 Girls basketball team - Runners-up, Zonal Inter-School Tournament; Under-14 Boys cricket team - Winners, Inter-School Cricket Cup.',
      'Individual sports: Ananya Bose (VIII) - Gold, floor exercise, District Gymnastics Championship; Farhan Ali (XI) - Silver, District Snooker Championship (Junior); Ishaan Chatterjee (VI) - Gold, kata, Inter-School Karate Open.',
    ],
  },
  {
    id: 'sports-awards-2018-19',
    title: 'Sports Awards and Achievements 2018-19',
    body: [
      'During 2018-19 our students won 32 medals, and the school hosted the zonal inter-school basketball tournament for the first time.',
      'Athletics (District Athletics Meet): Meera Joshi (XI) - Silver, 400 m, Under-19 Girls; Rahul Pillai (XII) - Gold, javelin throw, Under-19 Boys; Sneha Raju (IX) - Bronze, 100 m hurdles, Under-17 Girls.',
      'Team games: Under-17 Boys volleyball team - Winners, Zonal Inter-School Tournament; Under-19 Girls throwball team - Winners, Inter-School Throwball Championship; Under-14 Boys football team - Runners-up, City Inter-School League.',
      'Individual sports: Aditi Kulkarni (VII) - Gold, Under-12 girls, District Tennis Championship; Ananya Bose (VII) - Silver, vault, District Gymnastics Championship; Nikhil Sinha (X) - Gold, carrom singles, Inter-School Carrom Tournament.',
    ],
  },
  {
    id: 'sports-awards-2017-18',
    title: 'Sports Awards and Achievements 2017-18',
    body: [
      'In 2017-18 our students won 29 medals across athletics, team games and indoor sports.',
      'Athletics (District Athletics Meet): Rahul Pillai (XI) - Silver, javelin throw, Under-19 Boys; Lakshmi Priya (X) - Gold, 800 m, Under-17 Girls; Abhay Singh (VIII) - Bronze, long jump, Under-14 Boys.',
      'Team games: Under-17 Girls basketball team - Winners, Zonal Inter-School Tournament; Under-19 Boys cricket team - Runners-up, Inter-School Cricket Cup; Under-14 Boys kho-kho team - Winners, Inter-School Kho-Kho Tournament.',
      'Individual sports: Sameer Hussain (IX) - Gold, Under-16 category, District Chess Championship; Tanvi Reddy (V) - Silver, rink race 300 m, District Roller Skating Championship; Karan Mehta (XII) - Bronze, boys singles, Inter-School Table Tennis Tournament.',
    ],
  },
];

const yearBooks: Doc[] = [
  {
    id: 'year-book-2024-25',
    title: `${school.name} Year Book 2024-25`,
    body: [
      `This year book records the academic year 2024-25 at ${school.name}, a year in which our students and teachers worked with energy and purpose in the classroom, on the field and on stage.`,
      'Academics: our Class X and Class XII students achieved strong results in the CBSE board examinations, and the Medhavee assembly honoured the top scorers of every class. Students took part in workshops on financial literacy, theatre and mental wellbeing.',
      `Events: the year was marked by special assemblies for Teachers' Day, Gandhi Jayanti and Republic Day, and by Magnum Opus, our annual showcase, in which more than 600 students performed music, dance and drama on the theme "Stories of the Deccan".`,
      'Sports and activities: Amethyst House won the house championship. Our under-17 basketball team won the zonal title, and the summer camp welcomed over 400 children. Class X students travelled to Ooty and Class XII students toured Delhi and Agra.',
      'Farewell: we said goodbye to the Class XII batch of 2025 with pride and gratitude, and wish them every success in the years ahead.',
    ],
  },
  {
    id: 'year-book-2023-24',
    title: `${school.name} Year Book 2023-24`,
    body: [
      `The year book 2023-24 celebrates a full and joyful year at ${school.name}.`,
      'Academics: the school introduced robotics and tinkering sessions for Classes VI to IX in the new innovation lab, and Class XI students began an inter-disciplinary research project on water conservation in our neighbourhood.',
      "Events: special assemblies marked Independence Day, Hindi Diwas, Children's Day and Christmas, and the model rocketry and public speaking workshops were among the most popular of the year.",
      'Sports and trips: Ruby House won the house championship, and our students won medals in athletics, skating and chess. Class IX visited Goa and Class XI travelled to Munnar.',
    ],
  },
  {
    id: 'year-book-2022-23',
    title: `${school.name} Year Book 2022-23`,
    body: [
      `The year book 2022-23 records the first complete year back on campus after the pandemic, and the joy of our students at being together again.`,
      'Academics: teachers focused on bridging learning gaps with extra support classes, and smart panels were installed in every classroom.',
      'Events and sports: our annual day returned to the auditorium after three years, and students won 41 sports medals, including a place at the national school games in the long jump.',
      'Service: the social outreach programme resumed with a donation drive that collected over 3,000 books for neighbouring schools.',
    ],
  },
  {
    id: 'year-book-2021-22',
    title: `${school.name} Year Book 2021-22`,
    body: [
      'The year book 2021-22 tells the story of a year that began online and ended with our students back in their classrooms.',
      'Learning: classes continued online until the school reopened in phases, first for the senior classes and then for the younger children, with careful safety measures in place.',
      'Activities: online competitions, virtual assemblies and home science projects kept the houses busy, and our NCC cadets returned to parade training on campus.',
      'Sports: as competitions resumed, our students won 27 medals, and the under-14 football team won the zonal title.',
    ],
  },
  {
    id: 'year-book-2020-21',
    title: `${school.name} Year Book 2020-21`,
    body: [
      'The year book 2020-21 records a year unlike any other, when school came home to our students through their screens.',
      'Learning online: teachers moved every class online within weeks, recorded lessons for students with limited connectivity and called families regularly to check on every child.',
      'New beginnings: the school began its National Cadet Corps unit in 2020, and the first cadets were enrolled despite the difficulties of the year.',
      'Together apart: students took part in online quizzes, virtual talent shows, yoga at home and a digital art exhibition, and the Class XII batch of 2021 was given a warm virtual farewell.',
    ],
  },
];

const littleLearners: Doc[] = [
  {
    id: 'little-learners-2025-09',
    title: 'Little Learners Lounge - September 2025',
    body: [
      'Welcome to the September 2025 issue of Little Learners Lounge, the magazine of our pre-primary wing.',
      'Our theme this month was "My Family". Nursery children brought photographs of their families to school and told their friends about them, and Prep children drew family trees with their grandparents\' help.',
      "On Teachers' Day our little ones made paper-flower cards for their teachers, and on Grandparents' Day we welcomed more than 150 grandparents to the pre-primary wing for songs, stories and games.",
      'Eco-friendly celebrations: children painted paper lanterns in bright colours for the festive season, and learnt why we choose clay, paper and cloth instead of plastic for decorations.',
      'Coming next month: our autumn nature walk and the pre-primary sports day.',
    ],
  },
  {
    id: 'little-learners-2025-08',
    title: 'Little Learners Lounge - August 2025',
    body: [
      'Welcome to the August 2025 issue of Little Learners Lounge.',
      'Independence Day: our Pre-Nursery, Nursery and Prep children dressed in the colours of the flag, sang patriotic songs and waved paper flags they had made themselves.',
      'Monsoon fun: this month\'s theme was "Rain, Rain". Children made paper boats, learnt about clouds, and sowed seeds in little pots that now stand on their classroom windowsills.',
      'Friendship week: children made friendship bands for their classmates and learnt how to share, take turns and say sorry.',
    ],
  },
  {
    id: 'little-learners-2024-08',
    title: 'Little Learners Lounge - August 2024',
    body: [
      'Welcome to the August 2024 issue of Little Learners Lounge, the first issue of our new pre-primary magazine.',
      'Green thumbs: our theme this month was "Plants Around Us". Prep children planted a sapling in the school garden and now water it every morning.',
      'Independence Day: children made a tricolour collage with leaves and petals, and the Nursery classes performed a flag song at the special assembly.',
      'Little artists: this issue is filled with the paintings, finger prints and crayon drawings of our youngest learners. We hope you enjoy them as much as we did.',
    ],
  },
];

export const documents: Doc[] = [studentCouncil, ...sportsAwards, ...yearBooks, ...littleLearners];
