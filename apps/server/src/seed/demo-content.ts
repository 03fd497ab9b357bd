/**
 * The demo school's published content, as data: highlights, news, events,
 * registration entries, leaders' messages, testimonials, achievements,
 * admission downloads, announcements, videos and magazine issues. Dates are
 * computed from the day the seed runs, so the site's default filters (this
 * year, this month) always find something. Photo albums are in demo-albums.ts.
 */
import { school } from '@school/content/school';
import { type DemoCalendar, longDate } from './demo-dates';
import { type DemoItem, pdf, photo, portrait, poster } from './demo-files';

const newId = (): string => crypto.randomUUID();

/** A stable key for the artwork, so a re-seed draws the same picture. */
const artKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const contactLine = `For any questions, please write to ${school.email} or call the school office on ${school.phone}.`;

function highlights(cal: DemoCalendar): DemoItem[] {
  const admissionsId = newId();
  const classElevenId = newId();
  return [
    {
      id: admissionsId,
      kind: 'highlight',
      title: `Admissions open for Pre-Nursery to Grade I, ${cal.admissionYear}`,
      attachments: [
        pdf(`highlights/${admissionsId}`, `Admissions ${cal.admissionYear}: Pre-Nursery to Grade I`, [
          `Registrations for Pre-Nursery, Nursery, Prep and Grade I for the academic year ${cal.admissionYear} are now open on the parent portal.`,
          'Age on 30 June: Pre-Nursery 3 years, Nursery 4 years, Prep 5 years and Grade I 6 years. There is no relaxation of the age criteria, even by days.',
          'Admission is by the preparedness of the child. After registration, parents and children are invited to an informal interaction with our pre-primary team; there is no written test.',
          'Please keep the birth certificate, the Aadhar card of the child and recent photographs ready before you begin the online registration.',
          contactLine,
        ]),
      ],
    },
    {
      id: classElevenId,
      kind: 'highlight',
      title: `Class XI ${cal.admissionYear}: screening test registrations open`,
      attachments: [
        pdf(`highlights/${classElevenId}`, `Class XI admissions ${cal.admissionYear}: screening test`, [
          'Registrations are open for the Class XI screening test in the Science (MPC, BIPC, MBIPC), Commerce (MEC, AEC, BEC) and Humanities streams.',
          'The test covers English, Mathematics and the subjects of the chosen stream at the Class X level. Students of our own Class X are admitted on their Class X results and need not take the test.',
          contactLine,
        ]),
      ],
    },
    { id: newId(), kind: 'highlight', title: `Fees can now be paid in the ${school.erpVendor.name} parent app` },
    { id: newId(), kind: 'highlight', title: 'Our robotics team is through to the national finals' },
    { id: newId(), kind: 'highlight', title: 'Four new air-conditioned buses join the Kokapet and Narsingi routes' },
  ];
}

function newsItem(date: string, title: string, description: string, body: string[]): DemoItem {
  const id = newId();
  return {
    id,
    kind: 'news',
    title,
    description,
    date,
    attachments: [pdf(`news/${id}`, title, [`${school.name}, ${longDate(date)}`, description, ...body, contactLine])],
  };
}

function news(cal: DemoCalendar): DemoItem[] {
  return [
    newsItem(
      cal.thisYear(0.97),
      'Class IX team wins the inter-school science quiz',
      'Three Class IX students beat teams from 42 schools to win the city round of the inter-school science quiz, and go on to the state finals.',
      [
        'Aarav, Diya and Karthik answered 23 of 25 questions in the final round, including a tie-breaker on the chemistry of baking soda. Their coach, Mrs. Lakshmi Prasad of the Science department, has prepared quiz teams at the school for eleven years.',
        'The whole school congratulated the team at the morning assembly. We wish them the very best for the state finals.',
      ],
    ),
    newsItem(
      cal.thisYear(0.85),
      'A new reading corner for the primary wing',
      'Thanks to more than 600 books donated by parents, every primary floor now has a reading corner with low shelves, floor cushions and a weekly story hour.',
      [
        'The books were collected in a two-week book drive led by the Parent Teacher Association. Our librarians sorted them by reading level and labelled each shelf with a colour, so that young readers can find books they can read on their own.',
        'Story hour takes place every Friday after lunch. Parents who would like to read to a class are warmly invited to write to the library.',
      ],
    ),
    newsItem(
      cal.thisYear(0.7),
      'Robotics team through to the national finals',
      'Our Class X robotics team won the regional round with a rover that sorts dry and wet waste, and will compete at the national finals.',
      [
        'The team of five spent three months building and programming the rover in the innovation lab after school. Its sensors tell wet waste from dry by moisture and weight, and it sorts each item into the right bin.',
        'The judges praised the team for testing the rover in the school canteen with real waste. The finals take place later this year.',
      ],
    ),
    newsItem(
      cal.thisYear(0.5),
      'Parent workshop on screen time and sleep',
      'More than 180 parents joined our counsellors for a workshop on screen time, sleep and study habits, with practical tips for every age group.',
      [
        'Our senior counsellor, Ms. Farah Siddiqui, shared simple routines that work at home: a charging point outside the bedroom, a fixed time for homework and a screen-free hour before bed.',
        'The slides and a one-page family media plan are available from the class teachers. The next workshop in the series will look at exam stress.',
      ],
    ),
    newsItem(
      cal.thisYear(0.3),
      'Class VII publishes its own book of short stories',
      'Forty-one stories written and illustrated by Class VII students have been printed as a book, Small Windows, and placed in the school library.',
      [
        'The stories began as a creative writing project in English lessons. Students edited each other’s drafts, chose the cover in a class vote and drew the illustrations in art lessons.',
        'Copies are available for parents at the school office. The proceeds go to the school’s community library in the neighbouring village.',
      ],
    ),
    newsItem(
      cal.thisYear(0.05),
      'Four new air-conditioned buses join the fleet',
      'Four new air-conditioned buses with GPS tracking and a caretaker on board now serve the Kokapet, Narsingi, Gachibowli and Nallagandla routes.',
      [
        'Every bus can be followed live in the RouteWatch app. Parents receive an alert when the bus is five minutes from their stop.',
        `To change a route or a stop, please write to ${school.emails.transport}.`,
      ],
    ),
    newsItem(
      cal.lastYear(12, 12),
      'Ruby House wins the inter-house athletics meet',
      'Ruby House took the overall trophy at the inter-house athletics meet, with Sapphire House a close second and three new school records.',
      [
        'New records were set in the girls’ 400 metres, the boys’ long jump and the mixed 4 x 100 metres relay. The chief guest, a former national sprinter, gave away the medals.',
        'Thank you to our physical education team and to the parents who cheered from the stands.',
      ],
    ),
    newsItem(
      cal.lastYear(11, 14),
      'Teachers perform for students on Children’s Day',
      'Our teachers turned the tables on Children’s Day with a concert, a comedy skit and a dance, while students sat in the audience for a change.',
      [
        'The celebration ended with a special lunch for all students and a gift of a storybook for every child in the pre-primary and primary classes.',
      ],
    ),
    newsItem(
      cal.lastYear(8, 15),
      'NCC cadets lead the Independence Day parade',
      'Our NCC cadets presented a guard of honour and led the march past at the Independence Day celebrations on the school field.',
      [
        'The national flag was hoisted by the Chairman. Students presented patriotic songs in Hindi, Telugu and English, and the pre-primary children came dressed as freedom fighters.',
      ],
    ),
    newsItem(
      cal.lastYear(6, 12),
      'A warm welcome to 240 new students',
      'The new academic year began with a welcome assembly for the 240 students who joined us, from Pre-Nursery to Class XI.',
      [
        'Each new student in Classes II to XI has been paired with a buddy from the same class, who will help them find their way around the campus in the first weeks.',
        'Parents of new students are invited to an orientation session with the Principal on the first Saturday of the term.',
      ],
    ),
    newsItem(
      cal.lastYear(5, 13),
      'Board results: every student passes, Class XII topper scores 98.4 per cent',
      'All our Class X and Class XII students passed the board examinations, with 46 students scoring above 95 per cent.',
      [
        'Sanjana Rao of the Science stream topped Class XII with 98.4 per cent, and Mohammed Ayaan topped Class X with 99 per cent. The subject-wise results are on the CBSE Results page.',
        'We thank our teachers for their dedication and our parents for their support through the year.',
      ],
    ),
    newsItem(
      cal.lastYear(2, 28),
      'National Science Day exhibition draws 1,500 visitors',
      'More than 120 working models, from a solar water heater to a heart-rate monitor, were on show at the National Science Day exhibition.',
      [
        'Visitors included parents, students of four neighbouring schools and a team of scientists from a city research institute, who judged the models.',
        'The prize for the best model went to a Class VIII group for a rainwater level alarm built from waste materials.',
      ],
    ),
  ];
}

interface EventDraft {
  date: string;
  title: string;
  time: string;
  venue: string;
  description: string;
  picture?: string;
  notice?: string[];
}

function events(cal: DemoCalendar): DemoItem[] {
  const drafts: EventDraft[] = [
    {
      date: cal.month(0, 3),
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
      date: cal.month(0, 11),
      title: 'Inter-House Quiz Finals',
      time: '10:00 AM to 12:00 PM',
      venue: 'Auditorium',
      description:
        'The finalists of Amethyst, Emerald, Jade, Ruby, Sapphire and Topaz houses meet in the last round of the inter-house quiz, with questions on science, sport, India and the arts.',
      picture: 'Students at a quiz table on the auditorium stage pressing a buzzer during the inter-house quiz finals',
    },
    {
      date: cal.month(0, 18),
      title: 'Pre-Primary Colours Day: Blue',
      time: '8:30 AM to 11:00 AM',
      venue: 'Pre-Primary Courtyard',
      description:
        'Our youngest learners come dressed in blue and bring something blue from home to show and tell. The day ends with a blue-themed art activity and a song.',
      picture: 'Nursery children in blue clothes sitting in a circle in the courtyard holding blue balloons',
    },
    {
      date: cal.month(0, 25),
      title: 'Book Fair',
      time: '9:00 AM to 3:00 PM',
      venue: 'Library Lawn',
      description:
        'Publishers and bookshops from the city bring storybooks, reference books and activity books for every age. Students may visit with their class; parents are welcome all day.',
      picture: 'Students browsing books on tables at the school book fair beside the library',
    },
    {
      date: cal.month(1, 6),
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
      date: cal.month(1, 20),
      title: 'Career Fair for Classes XI and XII',
      time: '10:00 AM to 2:00 PM',
      venue: 'Multipurpose Hall',
      description:
        'Representatives of more than twenty universities and colleges from India and abroad meet students and parents to talk about courses, entrance tests and scholarships.',
    },
    {
      date: cal.month(2, 9),
      title: 'Annual Sports Meet',
      time: '7:30 AM to 12:00 PM',
      venue: 'School Sports Field',
      description:
        'The march past, the torch relay and the finals of the track events, followed by the prize distribution. Parents are most welcome to cheer for their children.',
      picture: 'Runners crossing the finish line on the school track at the annual sports meet',
    },
    {
      date: cal.month(-1, 14),
      title: 'Blood Donation Camp',
      time: '9:00 AM to 1:00 PM',
      venue: 'Activity Hall',
      description:
        'A blood donation camp with a city blood bank, organised by the Interact Club. Parents, staff and alumni above 18 are invited to donate.',
    },
    {
      date: cal.month(-2, 22),
      title: 'Grandparents’ Day',
      time: '9:00 AM to 11:30 AM',
      venue: 'Auditorium',
      description:
        'Pre-primary and Grade I children welcome their grandparents with songs, a short play and handmade cards, followed by games that the grandparents choose.',
      picture: 'Grandparents watching pre-primary children sing on the auditorium stage',
    },
  ];
  return drafts.map((draft) => {
    const id = newId();
    return {
      id,
      kind: 'event',
      title: draft.title,
      date: draft.date,
      time: draft.time,
      venue: draft.venue,
      description: draft.description,
      images: draft.picture ? [photo(`events/${id}/photo-1`, `event-${artKey(draft.title)}`, draft.picture)] : [],
      attachments: draft.notice
        ? [
            pdf(`events/${id}`, draft.title, [
              `${longDate(draft.date)}, ${draft.time}, ${draft.venue}`,
              draft.description,
              ...draft.notice,
              contactLine,
            ]),
          ]
        : [],
    };
  });
}

function registrations(cal: DemoCalendar): DemoItem[] {
  const noticeId = newId();
  return [
    {
      id: noticeId,
      kind: 'registration',
      title: `Online registration: Pre-Nursery to Grade I, ${cal.admissionYear}`,
      url: `${school.portalUrl}admissions/register?stage=pre-primary&year=${cal.admissionYear}`,
      attachments: [
        pdf(`registrations/${noticeId}`, `How to register online for ${cal.admissionYear}`, [
          'Open the parent portal and choose Online Registration. Enter the child’s details exactly as in the birth certificate.',
          'Upload a recent photograph of the child (JPG, up to 100 kb) and the birth certificate and Aadhar card (JPEG or PDF, up to 2 MB each).',
          'Pay the registration fee of Rs. 600 online. The application must be completed within 5 minutes once you begin the payment step; otherwise it has to be done again.',
          contactLine,
        ]),
      ],
    },
    {
      id: newId(),
      kind: 'registration',
      title: `Online registration: Grades II to IX, ${cal.admissionYear} (subject to vacancy)`,
      url: `${school.portalUrl}admissions/register?stage=grades-2-9&year=${cal.admissionYear}`,
    },
    {
      id: newId(),
      kind: 'registration',
      title: `Online registration: Class XI screening test, ${cal.admissionYear}`,
      url: `${school.portalUrl}admissions/register?stage=class-11&year=${cal.admissionYear}`,
    },
  ];
}

const leaders: { category: 'Chairman' | 'Director' | 'Principal'; name: string; title: string; message: string[] }[] = [
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

function messages(): DemoItem[] {
  return leaders.map((leader) => {
    const id = newId();
    return {
      id,
      kind: 'record',
      category: leader.category,
      title: leader.title,
      name: leader.name,
      message: leader.message.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
      attachments: [
        portrait(
          `messages/${id}`,
          `leader-${artKey(leader.category)}`,
          `Portrait of ${leader.name}, ${leader.category} of ${school.name}`,
        ),
      ],
    };
  });
}

const voices: { name: string; text: string; daysAgo: number }[] = [
  {
    name: 'Priya Raghavan, parent of Aarav (Class IV)',
    text: 'When we moved to Hyderabad, Aarav did not speak a word of Telugu and was very shy. His class teacher paired him with a buddy on the first day, and within a month he was singing Telugu songs at home. We could not have asked for a warmer welcome.',
    daysAgo: 6,
  },
  {
    name: 'Nikhita Sharma, alumna, now studying biotechnology',
    text: 'My teachers at Harmony Valley taught me to ask “why” and never made me feel silly for asking. The lab sessions and the science exhibition are the reason I chose to study biotechnology. I still message my chemistry teacher when I need advice.',
    daysAgo: 31,
  },
  {
    name: 'Col. Suresh Menon (retd.), parent of Ishita (Class IX)',
    text: 'The NCC unit has given my daughter discipline and confidence that shows in everything she does. The school balances academics and activities better than any school we have known in our postings across the country.',
    daysAgo: 74,
  },
  {
    name: 'Fatima Khan, parent of Zoya (Nursery)',
    text: 'Zoya looks forward to school every single day. The pre-primary teachers send us photos of her activities and tell us something new she has learned each week. The little learners’ magazine is a treasure we keep.',
    daysAgo: 139,
  },
  {
    name: 'Rahul Deshpande, student, Class XII (Commerce)',
    text: 'The career counselling sessions helped me find out what I actually enjoy. The university fair on campus meant I could talk to admissions officers without travelling. I feel ready for what comes next.',
    daysAgo: 262,
  },
  {
    name: 'Dr. Anitha Reddy, parent of Vikram (Class VII) and Meera (Class II)',
    text: 'Both my children are at Harmony Valley, and both are very different. The teachers have understood that, and have given each of them room to grow in their own way. Communication with parents through the app is prompt and clear.',
    daysAgo: 401,
  },
];

function testimonials(cal: DemoCalendar): DemoItem[] {
  return voices.map((voice) => {
    const id = newId();
    return {
      id,
      kind: 'testimonial',
      name: voice.name,
      description: `<p>${voice.text}</p>`,
      attachments: [portrait(`testimonials/${id}`, `voice-${artKey(voice.name)}`, `Portrait of ${voice.name}`)],
      created_at: cal.timestampDaysAgo(voice.daysAgo),
    };
  });
}

const achievementDrafts: { title: string; description: string; picture: string }[] = [
  {
    title: 'National finalists in robotics',
    description:
      'Our Class X robotics team won the regional round with a rover that sorts dry and wet waste, and represents the school at the national finals.',
    picture: 'Five Class X students holding a trophy beside their waste-sorting robot in the innovation lab',
  },
  {
    title: 'State champions in under-17 basketball',
    description:
      'The girls’ under-17 basketball team won the state inter-school championship without losing a match, beating the defending champions in the final.',
    picture: 'The girls’ basketball team celebrating with the trophy on the basketball court',
  },
  {
    title: 'Gold at the national science olympiad',
    description:
      'Three students of Classes VIII and IX won gold medals at the national science olympiad, placing among the top 50 of more than 40,000 participants.',
    picture: 'Three students receiving gold medals on stage at the olympiad award ceremony',
  },
];

function achievements(): DemoItem[] {
  return achievementDrafts.map((draft) => {
    const id = newId();
    return {
      id,
      kind: 'record',
      category: 'Achievement',
      title: draft.title,
      description: draft.description,
      attachments: [photo(`achievements/${id}`, `achievement-${artKey(draft.title)}`, draft.picture)],
    };
  });
}

function admissionDownloads(cal: DemoCalendar): DemoItem[] {
  const download = (title: string, body: string[]): DemoItem => {
    const id = newId();
    return {
      id,
      kind: 'record',
      category: 'Admission',
      title,
      linkToAttachment: true,
      attachments: [pdf(`admissions/${id}`, title, [...body, contactLine])],
    };
  };
  return [
    download(`School prospectus ${cal.admissionYear}`, [
      `${school.name} is a co-educational CBSE school of the ${school.society.name}, founded in ${school.founded} on the ${school.campus}.`,
      'We offer classes from Pre-Nursery to Class XII, with Science (MPC, BIPC, MBIPC), Commerce (MEC, AEC, BEC) and Humanities streams in Classes XI and XII.',
      'Class strength is 36 students per section. The student-teacher ratio is 1:18 in the pre-primary classes.',
      'School timings: Pre-Nursery to Prep 7:45 am to 12:00 noon; Grades 1 to 12 7:45 am to 2:30 pm.',
    ]),
    download(`Fee structure ${cal.admissionYear}`, [
      'Registration and prospectus fee: Rs. 600, non-refundable. Caution deposit: Rs. 5,000, refundable.',
      'Annual tuition fee, paid in three instalments: Pre-Primary Rs. 1,78,500; Class I to V Rs. 1,87,500; Class VI to X Rs. 1,99,500; Class XI Rs. 2,50,500.',
      'Optional transport, paid in two instalments: up to 5 km Rs. 45,000; 5 to 10 km Rs. 53,800; above 10 km Rs. 59,800.',
      `Fees are paid online only, through the ${school.erpVendor.name} parent portal. Books and uniform are extra.`,
    ]),
    download('Documents checklist for admission', [
      'Birth certificate of the child.',
      'Aadhar card of the child.',
      'Category certificate, if applicable.',
      'Report cards of the last two years (Grade II onwards) and the transfer certificate of the previous school.',
    ]),
    {
      id: newId(),
      kind: 'record',
      category: 'Admission',
      title: 'Apply online on the parent portal',
      url: `${school.portalUrl}admissions/register`,
    },
  ];
}

function announcements(cal: DemoCalendar): DemoItem[] {
  const admissionsId = newId();
  const title = `Admissions open for ${cal.admissionYear}`;
  return [
    {
      id: admissionsId,
      kind: 'announcement',
      title,
      description: `Registrations for Pre-Nursery to Grade I and for the Class XI screening test for ${cal.admissionYear} are open on the parent portal. Seats are limited; we encourage you to register early.`,
      images: [
        poster(
          `announcements/${admissionsId}/image`,
          `announcement-admissions-${cal.admissionYear}`,
          `Poster headed ${title}, inviting parents to register online on the parent portal`,
        ),
      ],
      attachments: [
        pdf(`announcements/${admissionsId}/notice`, title, [
          `Registrations for the academic year ${cal.admissionYear} are open for Pre-Nursery, Nursery, Prep, Grade I and Class XI. Admissions to Grades II to IX are subject to vacancy.`,
          'Please register on the parent portal, where you will also find the age criteria, the fee structure and the list of documents.',
          contactLine,
        ]),
      ],
      url: `${school.portalUrl}admissions/register`,
    },
    {
      id: newId(),
      kind: 'announcement',
      title: `Pay fees in the ${school.erpVendor.name} app`,
      description: `Fees for ${cal.currentAcademicYear} can be paid by card, UPI or net banking in the ${school.erpVendor.name} parent app. Receipts arrive by SMS and stay in the app under My Payment.`,
    },
  ];
}

function videos(cal: DemoCalendar): DemoItem[] {
  const drafts: [daysAgo: number, title: string, url: string][] = [
    [4, 'Annual Day highlights', 'https://www.youtube.com/watch?v=hvAnnualDy1'],
    [23, 'A morning at the pre-primary wing', 'https://youtu.be/hvPrePrmry2'],
    [58, 'Inter-house athletics meet', 'https://www.youtube.com/embed/hvAthletcs3'],
    [96, 'NCC cadets on parade', 'https://youtube.com/shorts/hvNccParad4'],
    [180, 'Science exhibition walk-through', 'https://www.youtube.com/watch?v=hvScienceX5&t=12s'],
    [390, 'A tour of the Lakeview Campus', 'https://youtu.be/hvCampusTr6?si=demo'],
  ];
  return drafts.map(([daysAgo, title, url]) => ({
    id: newId(),
    kind: 'video',
    title,
    date: cal.daysAgo(daysAgo),
    video_url: url,
  }));
}

/** What each month's Dipscoop leads with; the issue of a month reports on that month. */
const dipscoopStories: Record<number, string[]> = {
  1: ['Republic Day preparations', 'Winter reading challenge results', 'Interview: our new sports coach'],
  2: ['National Science Day exhibition', 'Board exam tips from our toppers', 'Poems from Class IV'],
  6: ['Welcome to the new academic year', 'Meet the new student council', 'Summer camp memories'],
  7: ['Investiture ceremony', 'Monsoon haiku by Class VI', 'The Eco Club’s sapling drive'],
  8: ['Independence Day celebrations', 'NCC camp diary', 'Little learners’ colours week'],
  9: ['Teachers’ Day special', 'Hindi Diwas poetry', 'Inter-house quiz round-up'],
  11: ['Children’s Day concert', 'Field trip reports', 'Book reviews by Class VIII'],
};

function circulars(): DemoItem[] {
  const items: DemoItem[] = [];
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long' });
  for (const year of [2024, 2025]) {
    const months = year === 2024 ? [7, 8, 9, 11] : [1, 2, 6, 7, 8, 9];
    for (const m of months) {
      const id = newId();
      const title = `Dipscoop, ${month.format(new Date(year, m - 1, 1))} ${year}`;
      const stories = dipscoopStories[m] ?? [];
      items.push({
        id,
        kind: 'circular',
        category: 'Dipscoop',
        title,
        date: `${year}-${String(m).padStart(2, '0')}-05`,
        attachments: [
          pdf(`circulars/${id}`, title, [
            `The monthly e-magazine of ${school.name}.`,
            `In this issue:\n${stories.map((story) => `- ${story}`).join('\n')}`,
            'Dipscoop is written by our students and edited by the English department. Send your stories, poems and drawings to your class teacher for the next issue.',
          ]),
        ],
      });
    }
    const loquacity: [month: number, title: string, theme: string][] = [
      [3, `Loquacity ${year}, Issue 1: Beginnings`, 'first steps, first failures and fresh starts'],
      [10, `Loquacity ${year}, Issue 2: Crossroads`, 'the choices that shape who we become'],
    ];
    for (const [m, title, theme] of loquacity) {
      const id = newId();
      items.push({
        id,
        kind: 'circular',
        category: 'Loquacity',
        title,
        date: `${year}-${String(m).padStart(2, '0')}-15`,
        attachments: [
          pdf(`circulars/${id}`, title, [
            'Loquacity is the magazine of the senior school, written, edited and designed by the students of Classes XI and XII.',
            `This issue is about ${theme}: essays, poems, interviews with alumni and a debate on the future of work.`,
            'Editorial board: the Literary Club of Classes XI and XII, with the English department.',
          ]),
        ],
      });
    }
  }
  return items;
}

export function demoContent(cal: DemoCalendar): DemoItem[] {
  return [
    ...highlights(cal),
    ...news(cal),
    ...events(cal),
    ...registrations(cal),
    ...messages(),
    ...testimonials(cal),
    ...achievements(),
    ...admissionDownloads(cal),
    ...announcements(cal),
    ...videos(cal),
    ...circulars(),
  ];
}
