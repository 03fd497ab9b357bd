/** Pictures of the Campus Life pages: houses, assemblies, trips, workshops, guests, council, NCC and outreach. */
import type { z } from 'zod';
import type { imageSchema, photoGroupSchema } from '@school/shared/site-schema';
import { school } from '../school';

type Image = z.input<typeof imageSchema>;

const photo = (id: string, alt: string): Image => ({ id, alt, width: 1200, height: 800, kind: 'photo' });

/** The 43 guests of the /guests-visits carousel, in the order they are shown. */
const guests: [string, string][] = [
  [
    'space-scientist',
    'Dr. Kavitha Ramanathan, a space scientist, explaining a satellite model to Class VIII students in the auditorium',
  ],
  ['author-signing', "Children's author Sameer Joshi signing copies of his novel for primary students in the library"],
  [
    'road-safety-talk',
    'Police inspector Anjali Deshmukh talking to senior students about road safety and safe driving',
  ],
  ['badminton-player', 'National-level badminton player Rohit Varma demonstrating a jump smash on the indoor court'],
  ['cpr-training', 'Cardiologist Dr. Farhan Qureshi teaching Class XI students hands-only CPR on a training mannequin'],
  [
    'bharatanatyam-recital',
    'Classical dancer Lalitha Subramaniam performing a Bharatanatyam piece at the morning assembly',
  ],
  ['environmentalist-sapling', 'Environmentalist Prakash Naidu planting a neem sapling with members of the Eco Club'],
  [
    'alumna-career-talk',
    'Alumna Sneha Kulkarni, now a software engineer, sharing career advice with Class XII students',
  ],
  ['colonel-ncc', 'Colonel Vikram Sethi (retd.) addressing NCC cadets lined up on the parade ground'],
  ['wildlife-photographer', 'Wildlife photographer Arjun Menon showing his photographs of tigers to Class VI students'],
  ['chartered-accountant', 'Chartered accountant Meenakshi Iyer explaining household budgeting to Commerce students'],
  [
    'fire-safety-demo',
    'Firefighters from the local fire station demonstrating a fire extinguisher on the sports field',
  ],
  ['puppet-storyteller', 'Storyteller Radhika Bose telling a story with glove puppets to a circle of Nursery children'],
  [
    'marine-biologist',
    'Marine biologist Dr. Nandini Pillai describing coral reefs to Class VII with a projected slide',
  ],
  [
    'principals-delegation',
    'A delegation of principals from partner schools touring the innovation lab with student guides',
  ],
  ['cyber-safety-officer', 'Cyber crime officer Suresh Babu speaking to Class IX about passwords and online safety'],
  [
    'playwright-theatre',
    'Playwright Imran Siddiqui running a theatre warm-up with the drama club on the auditorium stage',
  ],
  [
    'nutritionist-tiffin',
    'Nutritionist Pooja Agarwal showing parents and students what goes into a healthy tiffin box',
  ],
  ['chess-simul', 'Chess coach Venkat Rao playing simultaneous games against twelve students in the activity hall'],
  [
    'astronomer-telescope',
    'Astronomer Dr. Harish Chandra setting up a telescope on the terrace for an evening sky-watch',
  ],
  [
    'sitar-recital',
    'Sitar player Aditya Narayan performing for the music club, students seated on the floor around him',
  ],
  ['dentist-talk', 'Dentist Dr. Shalini Rao showing Class II children how to brush with a giant toothbrush model'],
  ['entrepreneur-judge', 'Entrepreneur Karthik Reddy judging business plan presentations by Class XI students'],
  [
    'mountaineer-talk',
    'Mountaineer Priya Thakur sharing photographs of her Himalayan expedition with the Adventure Club',
  ],
  [
    'mathematician-puzzle',
    'Mathematician Prof. Raghunath Kamath working through a number puzzle on the board with Class X',
  ],
  [
    'exchange-students',
    'Visiting exchange students from a partner school abroad painting alongside Class VIII in the art room',
  ],
  [
    'traffic-police-crossing',
    'Traffic police officers teaching Class V road signs at a mock zebra crossing in the quadrangle',
  ],
  ['illustrator-comics', 'Illustrator Tanvi Shah drawing comic-strip panels with Class IV students'],
  [
    'psychologist-exam-stress',
    'Psychologist Dr. Rekha Menon leading a session on handling exam stress for Classes X and XII',
  ],
  ['organic-farmer', 'Organic farmer Gopal Reddy showing seedlings and compost to the Eco Club in the school garden'],
  ['para-athlete', 'Para-athlete Mohan Das speaking about determination at the morning assembly'],
  [
    'journalist-magazine',
    'Journalist Ayesha Khan talking to the school magazine team about interviewing and reporting',
  ],
  ['robotics-engineer', 'Robotics engineer Vivek Sharma demonstrating a line-following robot in the innovation lab'],
  ['carnatic-vocalist', 'Carnatic vocalist Janaki Raman leading a singing workshop for the school choir'],
  ['cricket-coach', 'Cricket coach Sanjay Patil giving batting tips to junior players in the nets'],
  ['archaeologist', 'Archaeologist Dr. Meera Krishnan showing replica pottery shards to Class VI history students'],
  ['yoga-day', 'Yoga teacher Swati Desai leading students through sun salutations on International Yoga Day'],
  ['bank-manager', 'Bank manager Ramesh Gupta explaining how a savings account works to Class VII'],
  [
    'waste-segregation',
    'Municipal sanitation officer Lakshmi Prasad showing Class III how to sort waste into coloured bins',
  ],
  ['poetry-recital', 'Poet Farida Hussain reciting her poems at a literary assembly'],
  ['film-editor', 'Film editor Naveen Chakravarthy showing the media club how a short film is cut and edited'],
  ['eye-screening', 'Ophthalmologist Dr. Sunita Varghese and her team screening the eyesight of Class I children'],
  ['society-visit', `Visitors from the ${school.society.name} regional office meeting members of the student council`],
];

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  // /inter-house
  {
    id: 'inter-house-cultural',
    title: 'Literary and cultural competitions',
    images: [
      photo(
        'inter-house-cultural-debate',
        'Two house teams facing each other at lecterns during the inter-house debate',
      ),
      photo(
        'inter-house-cultural-rangoli',
        'Students of Topaz house finishing a large yellow and orange rangoli in the corridor',
      ),
      photo('inter-house-cultural-choir', 'Sapphire house choir in blue sashes singing on the auditorium stage'),
      photo(
        'inter-house-cultural-quiz',
        'Quiz teams from Emerald and Ruby houses pressing buzzers during the final round',
      ),
    ],
  },
  {
    id: 'inter-house-sports',
    title: 'Inter-house sports',
    images: [
      photo('inter-house-sports-relay', 'Runners in house colours passing the baton during the 4 x 100 m relay'),
      photo('inter-house-sports-tug-of-war', 'Amethyst and Jade teams pulling hard in the tug-of-war final'),
      photo('inter-house-sports-march-past', 'Six house contingents with their flags in the march past on sports day'),
      photo(
        'inter-house-sports-kho-kho',
        'A chaser from Ruby house diving to tag a runner in an inter-house kho-kho match',
      ),
    ],
  },
  {
    id: 'inter-house-celebrations',
    title: 'House assemblies and celebrations',
    images: [
      photo(
        'inter-house-celebrations-assembly',
        'Emerald house conducting the morning assembly, students in green badges on stage',
      ),
      photo(
        'inter-house-celebrations-trophy',
        'The house captains of Amethyst lifting the overall championship trophy',
      ),
      photo(
        'inter-house-celebrations-flags',
        'The six house flags in purple, green, teal, red, blue and yellow hung across the quadrangle',
      ),
    ],
  },

  // /special-assemblies: the pictures of the year dropdown
  {
    id: 'special-assemblies-covers',
    title: 'Special assemblies',
    images: [
      photo(
        'special-assemblies-2025-independence-day',
        'Students saluting the national flag at the Independence Day assembly, 2025',
      ),
      photo(
        'special-assemblies-2025-magnum-opus',
        'Students in costume on a lit stage during the Magnum Opus showcase, 2025',
      ),
      photo(
        'special-assemblies-2025-investiture',
        'Newly appointed council members taking the oath with sashes and badges, 2025',
      ),
      photo(
        'special-assemblies-2025-medhavee',
        'Top scorers receiving Medhavee certificates from the Principal on stage, 2025',
      ),
      photo(
        'special-assemblies-2024-republic-day',
        'Class V students forming a tricolour formation on the field on Republic Day, 2024',
      ),
      photo(
        'special-assemblies-2024-national-science-day',
        'Students demonstrating a working model of a water filter on National Science Day, 2024',
      ),
      photo(
        'special-assemblies-2024-teachers-day',
        'Senior students presenting flowers and cards to teachers on Teachers’ Day, 2024',
      ),
      photo(
        'special-assemblies-2024-gandhi-jayanti',
        'Students singing bhajans beside a garlanded portrait of Mahatma Gandhi, 2024',
      ),
      photo('special-assemblies-2023-independence-day', 'The school band leading the Independence Day assembly, 2023'),
      photo('special-assemblies-2023-hindi-diwas', 'A student reciting a Hindi poem at the Hindi Diwas assembly, 2023'),
      photo('special-assemblies-2023-childrens-day', 'Teachers performing a skit for students on Children’s Day, 2023'),
      photo(
        'special-assemblies-2023-christmas',
        'Primary children in red caps singing carols beside a decorated tree, 2023',
      ),
    ],
  },

  // /education-trip: the pictures of the year dropdown
  {
    id: 'education-trip-covers',
    title: 'Educational trips',
    images: [
      photo(
        'education-trip-2025-science-centre',
        'Class VI students watching a pendulum exhibit at a science centre in Hyderabad',
      ),
      photo(
        'education-trip-2025-zoological-park',
        'Class II children pointing at giraffes from the walkway of the zoological park',
      ),
      photo(
        'education-trip-2025-golconda-fort',
        'Class VII students with their history teacher at the ramparts of Golconda Fort',
      ),
      photo(
        'education-trip-2025-mysuru-coorg',
        'Class IX students in front of Mysore Palace on their Mysuru and Coorg excursion',
      ),
      photo('education-trip-2025-hampi', 'Class XI students sketching the stone chariot at Hampi'),
      photo(
        'education-trip-2024-salar-jung-museum',
        'Class VIII students looking at the musical clock in the Salar Jung Museum',
      ),
      photo(
        'education-trip-2024-organic-farm',
        'Class IV children planting seedlings at an organic farm outside the city',
      ),
      photo('education-trip-2024-chowmahalla-palace', 'Students in the courtyard of Chowmahalla Palace with a guide'),
      photo('education-trip-2024-ooty', 'Class X students on the toy train platform on their Ooty excursion'),
      photo(
        'education-trip-2024-delhi-agra',
        'Class XII students standing before the Taj Mahal on the Delhi and Agra tour',
      ),
      photo('education-trip-2023-film-city', 'Class V students on a film set street during a visit to a film city'),
      photo(
        'education-trip-2023-archaeology-museum',
        'Class VI students studying stone sculptures at the state archaeology museum',
      ),
      photo('education-trip-2023-planetarium', 'Class III children seated under the dome of a planetarium show'),
      photo('education-trip-2023-goa', 'Class IX students on a beach walk with a marine ecology guide in Goa'),
      photo('education-trip-2023-munnar', 'Class XI students walking through tea gardens in Munnar'),
    ],
  },

  // /workshops: the pictures of the year dropdown
  {
    id: 'workshops-covers',
    title: 'Workshops',
    images: [
      photo('workshops-2025-cyber-safety', 'Class VIII students at laptops during a cyber safety workshop'),
      photo('workshops-2025-first-aid', 'Students bandaging each other’s arms in a first aid workshop'),
      photo('workshops-2025-robotics', 'Students wiring an Arduino board to a small wheeled robot'),
      photo('workshops-2025-clay-modelling', 'Class III children shaping clay pots at a clay modelling workshop'),
      photo(
        'workshops-2024-financial-literacy',
        'Class X students working on a budget sheet in a financial literacy workshop',
      ),
      photo('workshops-2024-terracotta', 'Students painting terracotta tiles at a pottery workshop'),
      photo('workshops-2024-theatre', 'Students in a circle doing a voice exercise in a theatre workshop'),
      photo('workshops-2024-wellbeing', 'Students lying on mats during a breathing exercise at a wellbeing workshop'),
      photo(
        'workshops-2023-experiential-learning',
        'Teachers working in groups with chart paper at a teacher training workshop',
      ),
      photo('workshops-2023-model-rocketry', 'Students launching a bottle rocket on the sports field'),
      photo(
        'workshops-2023-public-speaking',
        'A Class VII student speaking at a podium during a public speaking workshop',
      ),
      photo(
        'workshops-2023-waste-to-wealth',
        'Students making planters from old plastic bottles at a waste-to-wealth workshop',
      ),
    ],
  },

  // /guests-visits: the carousel
  {
    id: 'guests-visits',
    title: 'Guests on our campus',
    images: guests.map(([slug, alt]) => photo(`guests-visits-${slug}`, alt)),
  },

  // /student-council
  {
    id: 'student-council-investiture',
    title: 'The council at work',
    images: [
      photo(
        'student-council-investiture-oath',
        'The Head Boy and Head Girl taking the oath of office at the investiture ceremony',
      ),
      photo(
        'student-council-investiture-meeting',
        'Council members around a table discussing plans with the Principal',
      ),
    ],
  },

  // /ncc
  {
    id: 'ncc-highlights',
    title: 'NCC highlights',
    images: [
      photo(
        'ncc-highlights-guard-of-honour',
        'NCC cadets in uniform presenting a guard of honour at the Independence Day assembly',
      ),
    ],
  },
  {
    id: 'ncc-training',
    title: 'Training on campus',
    images: [
      photo('ncc-training-drill', 'Cadets practising foot drill in three ranks on the school ground'),
      photo('ncc-training-map-reading', 'Cadets reading a topographical map with a compass under a tree'),
      photo(
        'ncc-training-first-aid',
        'Cadets carrying a classmate on an improvised stretcher during first aid training',
      ),
      photo('ncc-training-instructor', 'An NCC instructor inspecting the turnout of cadets before parade'),
    ],
  },
  {
    id: 'ncc-camps',
    title: 'Camps and parades',
    images: [
      photo('ncc-camps-tents', 'Cadets pitching tents at the annual training camp'),
      photo('ncc-camps-obstacle-course', 'A cadet crossing a rope obstacle at camp while others cheer'),
      photo('ncc-camps-republic-day', 'The school NCC contingent marching past on Republic Day'),
      photo('ncc-camps-certificates', 'Cadets holding their NCC certificates after the examination'),
    ],
  },

  // /social-outreach
  {
    id: 'social-outreach-community',
    title: 'In the community',
    images: [
      photo(
        'social-outreach-community-donation-drive',
        'Students sorting donated clothes and books into labelled cartons',
      ),
      photo(
        'social-outreach-community-elders-home',
        'Students playing carrom and talking with residents of a home for the elderly',
      ),
      photo(
        'social-outreach-community-teaching',
        'Class IX volunteers teaching English to children at a neighbourhood school',
      ),
      photo(
        'social-outreach-community-blood-donation',
        'Parents and teachers at a blood donation camp organised by the school',
      ),
    ],
  },
  {
    id: 'social-outreach-environment',
    title: 'For the environment',
    images: [
      photo(
        'social-outreach-environment-lake-clean-up',
        'Students in gloves collecting plastic waste along the shore of a lake',
      ),
      photo('social-outreach-environment-tree-plantation', 'Students planting saplings along a road near the school'),
      photo(
        'social-outreach-environment-cloth-bags',
        'Students handing out cloth bags to shopkeepers at a local market',
      ),
    ],
  },
];
