/**
 * The photo gallery: the albums that the Campus Life year pages link to
 * (`tables/campus-life.ts` gives their ids, labels and cover pictures; here
 * are their days and how they are titled and captioned), recent albums for each
 * school tab, and award pictures.
 */
import type { schoolTabs } from '@school/shared/content-categories';
import type { RelativeDay } from './relative-dates';

type SchoolTab = (typeof schoolTabs)[number];

/**
 * How the albums of one Campus Life section are titled and captioned. Text in
 * braces is filled per album: `{label}` is the item's label, `{year}` its
 * year, `{heading}` its column's heading; a label such as `Science Centre,
 * Class VI` gives `{place}` `Science Centre` and `{group}` `Class VI students`.
 */
export interface AlbumStyle {
  title: string;
  /** Follows the cover picture's description in the album's description. */
  about: string;
  /** The photos after the cover. */
  captions: string[];
}

export const campusLifeAlbumStyles: Record<string, AlbumStyle> = {
  'special-assemblies': {
    title: '{label} {year}',
    about:
      'Special assemblies are planned and presented by one class or house at a time, with the whole school as the audience.',
    captions: [
      'Class VIII students presenting a skit on stage at the {label} assembly',
      'Class VI students putting up the {label} display in the school library',
      'The school band marching across the sports field on {label}',
      'Primary children making cards and posters in their classroom for {label}',
      'Students and teachers gathered in the courtyard after the {label} celebrations',
    ],
  },
  'education-trip': {
    title: '{heading}: {label}',
    about: 'Every trip is planned with a worksheet, so that what students see becomes something they have learned.',
    captions: [
      '{group} boarding the school bus for the trip to {place}',
      '{group} listening to a guide on the trip to {place}',
      '{group} writing in their trip journals at {place}',
      'A group photograph of {group} and their teachers on the {place} trip',
      '{group} sharing a packed lunch under the trees during the {place} trip',
    ],
  },
  workshops: {
    title: 'Workshop: {label}',
    about: 'Each workshop is led by a specialist and followed up in class by our teachers.',
    captions: [
      'Students working in small groups at the {label} workshop',
      'The resource person explaining a point on the board at the {label} workshop',
      'Students showing what they made at the end of the {label} workshop',
      'Teachers and students in the auditorium for the opening of the {label} workshop',
      'Participants receiving certificates at the close of the {label} workshop',
    ],
  },
};

/** The day of each Campus Life album in its year (month-day); others fall on 1 July. */
export const campusLifeAlbumDays: Record<string, string> = {
  'sa-2025-independence-day': '08-15',
  'sa-2025-magnum-opus': '10-18',
  'sa-2025-investiture': '07-05',
  'sa-2025-medhavee': '06-14',
  'sa-2024-republic-day': '01-26',
  'sa-2024-national-science-day': '02-28',
  'sa-2024-teachers-day': '09-05',
  'sa-2024-gandhi-jayanti': '10-01',
  'sa-2023-independence-day': '08-15',
  'sa-2023-hindi-diwas': '09-14',
  'sa-2023-childrens-day': '11-14',
  'sa-2023-christmas': '12-22',
  'et-2025-science-centre': '07-18',
  'et-2025-zoological-park': '08-08',
  'et-2025-golconda-fort': '09-12',
  'et-2025-mysuru-coorg': '10-23',
  'et-2025-hampi': '11-20',
  'et-2024-salar-jung-museum': '07-26',
  'et-2024-organic-farm': '08-23',
  'et-2024-chowmahalla-palace': '09-20',
  'et-2024-ooty': '10-14',
  'et-2024-delhi-agra': '11-18',
  'et-2023-film-city': '07-21',
  'et-2023-archaeology-museum': '08-18',
  'et-2023-planetarium': '09-08',
  'et-2023-goa': '10-26',
  'et-2023-munnar': '12-04',
  'ws-2025-cyber-safety': '07-11',
  'ws-2025-first-aid': '08-01',
  'ws-2025-robotics': '08-29',
  'ws-2025-clay-modelling': '09-19',
  'ws-2024-financial-literacy': '07-12',
  'ws-2024-terracotta': '08-09',
  'ws-2024-theatre': '09-13',
  'ws-2024-wellbeing': '10-10',
  'ws-2023-experiential-learning': '06-03',
  'ws-2023-model-rocketry': '07-28',
  'ws-2023-public-speaking': '08-25',
  'ws-2023-waste-to-wealth': '10-06',
};

export interface DemoAlbum {
  tab: SchoolTab;
  date: RelativeDay;
  title: string;
  description: string;
  /** One photo each. */
  captions: string[];
}

export interface DemoAward extends DemoAlbum {
  category: 'AwardsAchievement' | 'SportsAwards';
}

export const recentAlbums: DemoAlbum[] = [
  {
    tab: 'Junior',
    date: { thisYear: 0.9 },
    title: 'Colours Day: Yellow',
    description:
      'Our pre-primary children came dressed in yellow, brought yellow treasures from home and painted the sunniest pictures of the year.',
    captions: [
      'Nursery children in yellow clothes holding paper sunflowers in the pre-primary courtyard',
      'Prep children painting yellow suns at their classroom tables',
      'A Nursery child showing a yellow toy car to her friends during show and tell',
      'Children sorting yellow and orange blocks with their teacher in the classroom',
      'Pre-primary children dancing in a circle with yellow ribbons in the courtyard',
      'Prep children sharing lemon rice and bananas at a yellow picnic lunch',
    ],
  },
  {
    tab: 'Junior',
    date: { thisYear: 0.6 },
    title: 'Fancy Dress Parade',
    description:
      'Doctors, farmers, astronauts and a very brave tiger: our youngest learners walked the ramp and told us who they want to be.',
    captions: [
      'A Nursery child dressed as a doctor with a toy stethoscope on the assembly stage',
      'Prep children dressed as farmers, soldiers and astronauts lined up for the parade',
      'A child in a tiger costume roaring for the audience on stage',
      'Parents watching and clapping from the front rows of the auditorium',
      'Teachers helping children with their costumes in the classroom before the parade',
      'All the participants with their medals in a group photograph on stage',
    ],
  },
  {
    tab: 'Junior',
    date: { thisYear: 0.3 },
    title: 'Little Learners’ Sports Day',
    description:
      'Sack races, ball relays and a tug of war with the teachers: a morning of running, laughing and cheering on the sports field.',
    captions: [
      'Prep children hopping in a sack race on the sports field',
      'Nursery children running a ball relay in their house colours',
      'Children pulling a rope in a tug of war against their teachers',
      'A Pre-Nursery child crossing the finish line of the running race',
      'Parents cheering from the stands of the sports field',
      'Children receiving medals from the Principal at the prize distribution on the field',
    ],
  },
  {
    tab: 'Junior',
    date: { lastYear: [9, 12] },
    title: 'Grandparents’ Day',
    description:
      'Our children welcomed their grandparents with songs, a little play and handmade cards, and then the grandparents taught us the games they played as children.',
    captions: [
      'Grandparents watching pre-primary children sing on the auditorium stage',
      'A Prep child giving a handmade card to her grandmother',
      'Grandparents and children playing a game of pallanguzhi at classroom desks',
      'A grandfather telling a story to a circle of Nursery children in the library',
      'Children performing a short play for their grandparents on stage',
      'Grandparents and grandchildren posing for a family photograph in the courtyard',
    ],
  },
  {
    tab: 'Junior',
    date: { lastYear: [7, 25] },
    title: 'Story Week in the Library',
    description:
      'A week of stories told with puppets, pictures and voices, ending with every child choosing a book to take home.',
    captions: [
      'A storyteller with glove puppets reading to Nursery children in the library',
      'Prep children choosing picture books from low shelves in the library',
      'A teacher reading a big book to children sitting on floor cushions',
      'Children acting out a story about a clever crow for their class',
      'A Prep child reading a picture book aloud to her friends in the reading corner',
      'Children holding up the books they chose to take home',
    ],
  },
  {
    tab: 'Grades I to X',
    date: { thisYear: 0.8 },
    title: 'Inter-House Athletics Meet',
    description:
      'Two days of sprints, relays, long jump and shot put, with all six houses cheering from the stands and three new school records.',
    captions: [
      'Runners sprinting on the school track in the 100 metres final',
      'The relay baton changing hands in the 4 x 100 metres relay',
      'A student in mid-air at the long jump pit',
      'Ruby House students cheering from the stands of the sports field',
      'The march past of the six houses on the sports field',
      'House captains holding the athletics trophy on the field',
    ],
  },
  {
    tab: 'Grades I to X',
    date: { thisYear: 0.45 },
    title: 'Science Exhibition',
    description:
      'More than a hundred working models on the theme “Science for a cleaner city”, explained by the students who built them.',
    captions: [
      'Class VIII students explaining a working model of a water filter to visitors',
      'A solar cooker model built by Class VI students in the science lab',
      'Class IX students demonstrating an electric circuit that lights a model street',
      'Visitors looking at a model of a rainwater harvesting pit in the activity hall',
      'A Class VII student showing a microscope slide of pond water',
      'The judges reviewing a robotics project in the innovation lab',
    ],
  },
  {
    tab: 'Grades I to X',
    date: { lastYear: [12, 6] },
    title: 'Annual Day: Rhythms of India',
    description:
      'Dances, songs and stories from every corner of India, performed by more than 600 students to a full auditorium.',
    captions: [
      'Class V students performing a Bihu dance on the annual day stage',
      'The school orchestra playing the opening piece',
      'Class VIII students in costume performing a drama about the freedom struggle',
      'The school choir singing a medley of folk songs',
      'The chief guest lighting the lamp at the start of the annual day',
      'All the performers together on stage for the finale',
    ],
  },
  {
    tab: 'Grades I to X',
    date: { lastYear: [7, 20] },
    title: 'Eco Club Plantation Drive',
    description:
      'Our Eco Club planted 500 saplings on the campus and in the neighbouring park, and each class adopted a tree to look after.',
    captions: [
      'Eco Club members planting a neem sapling beside the school garden',
      'Class IV children watering the saplings they planted',
      'Students carrying saplings to the neighbouring park',
      'A teacher showing students how to make a tree guard from bamboo',
      'Class VI students tying name tags to the trees their class adopted',
      'Eco Club members with their shovels after the plantation drive in the garden',
    ],
  },
  {
    tab: 'Senior',
    date: { thisYear: 0.65 },
    title: 'Model United Nations Conference',
    description:
      'Delegates from twelve schools debated climate finance and refugee rights over two days of our Model United Nations conference.',
    captions: [
      'Class XI delegates debating in the General Assembly committee in the auditorium',
      'A delegate speaking from the podium with a country placard',
      'The executive board of the conference on stage',
      'Delegates drafting a resolution in a seminar room',
      'Class XII students at the conference registration desk',
      'The best delegates receiving their awards on stage',
    ],
  },
  {
    tab: 'Senior',
    date: { thisYear: 0.15 },
    title: 'Farewell to Class XII',
    description:
      'Class XI gave our outgoing Class XII students a farewell to remember, with music, memories and a few happy tears.',
    captions: [
      'Class XII students in saris and suits arriving at the farewell in the auditorium',
      'Class XI students performing a song for their seniors on stage',
      'The Principal giving a farewell speech to Class XII from the podium',
      'Class XII students signing each other’s shirts in their classroom',
      'Teachers and Class XII students posing together in the courtyard',
      'Class XII students dancing together at the end of the farewell on stage',
    ],
  },
  {
    tab: 'Senior',
    date: { lastYear: [10, 17] },
    title: 'University Fair',
    description:
      'Representatives of more than twenty universities from India and abroad met Classes XI and XII to talk about courses, entrance tests and scholarships.',
    captions: [
      'Class XII students talking to a university representative at a stall in the multipurpose hall',
      'A counsellor leading a seminar on choosing a course',
      'Parents and students reading university brochures at a desk',
      'A Class XI student asking a question at the scholarship seminar',
      'Students queuing at the stall of an engineering college',
      'Our counsellors with the visiting university representatives in the courtyard',
    ],
  },
  {
    tab: 'Senior',
    date: { lastYear: [8, 22] },
    title: 'Chemistry Practicals Week',
    description:
      'Class XI students took their first steps in titration, salt analysis and organic preparations in our chemistry laboratory.',
    captions: [
      'Class XI students doing a titration with burettes in the chemistry lab',
      'A teacher demonstrating a flame test at the front of the chemistry lab',
      'Students recording readings in their practical notebooks in the lab',
      'Class XI students wearing safety goggles while heating a test tube',
      'A student looking at crystals under a microscope in the lab',
      'The lab assistant showing students how to clean and store glassware in the laboratory',
    ],
  },
];

export const awards: DemoAward[] = [
  {
    category: 'AwardsAchievement',
    tab: 'Grades I to X',
    date: { thisYear: 0.75 },
    title: 'Award for Innovation in Teaching',
    description:
      'The school received a regional award for innovation in teaching for its project-based science curriculum.',
    captions: [
      'The Principal receiving the award for innovation in teaching on stage from the chief guest',
      'Teachers of the science department holding the award plaque in the innovation lab',
    ],
  },
  {
    category: 'AwardsAchievement',
    tab: 'Grades I to X',
    date: { thisYear: 0.4 },
    title: 'Science Olympiad Gold Medallists',
    description: 'Three students of Classes VIII and IX won gold medals at the national science olympiad.',
    captions: [
      'Three students receiving gold medals on stage at the olympiad award ceremony',
      'The olympiad medallists with their science teachers in the physics lab',
    ],
  },
  {
    category: 'AwardsAchievement',
    tab: 'Junior',
    date: { lastYear: [11, 28] },
    title: 'Spell Bee Champions',
    description: 'Our Prep children won the first and third places at the inter-school spell bee for early learners.',
    captions: [
      'Prep children holding their spell bee trophies on stage',
      'A Prep child spelling a word at the microphone during the spell bee',
    ],
  },
  {
    category: 'AwardsAchievement',
    tab: 'Senior',
    date: { lastYear: [9, 10] },
    title: 'Commerce Quiz Winners',
    description: 'Class XII Commerce students won the city inter-school business and economics quiz.',
    captions: [
      'Class XII Commerce students holding the quiz trophy on stage',
      'The quiz team answering a buzzer round on stage',
    ],
  },
  {
    category: 'SportsAwards',
    tab: 'Senior',
    date: { thisYear: 0.7 },
    title: 'State Champions, Under-17 Girls’ Basketball',
    description: 'The girls’ under-17 basketball team won the state inter-school championship without losing a match.',
    captions: [
      'The girls’ basketball team celebrating with the trophy on the basketball court',
      'A player taking a jump shot during the basketball final',
    ],
  },
  {
    category: 'SportsAwards',
    tab: 'Grades I to X',
    date: { thisYear: 0.35 },
    title: 'District Chess Championship',
    description: 'Our under-13 chess team won the district championship, with two players selected for the state team.',
    captions: [
      'Two students playing chess at a tournament table in a quiet hall during the championship match',
      'The under-13 chess team with their winners’ medals and the championship trophy',
    ],
  },
  {
    category: 'SportsAwards',
    tab: 'Junior',
    date: { lastYear: [12, 15] },
    title: 'Inter-School Skating Medals',
    description: 'Our youngest skaters brought home five medals from the inter-school roller skating championship.',
    captions: [
      'Young skaters racing around the skating rink in helmets and knee pads',
      'Prep and Grade I skaters showing their medals beside the skating rink',
    ],
  },
  {
    category: 'SportsAwards',
    tab: 'Grades I to X',
    date: { lastYear: [10, 5] },
    title: 'Zonal Football Runners-up',
    description: 'The under-14 football team reached the final of the zonal tournament and finished runners-up.',
    captions: [
      'The under-14 football team with their runners-up trophy on the football field',
      'Our striker taking a shot at goal during the football final',
    ],
  },
];
