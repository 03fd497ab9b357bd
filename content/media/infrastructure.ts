/** Pictures of the Infrastructure pages. The transport page has no pictures. */
import type { z } from 'zod';
import type { imageSchema, photoGroupSchema } from '@school/shared/site-schema';

type Image = z.input<typeof imageSchema>;

const photo = (id: string, alt: string): Image => ({ id, alt, width: 1200, height: 800, kind: 'photo' });

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  // /infrastructure-our-campus
  {
    id: 'infrastructure-our-campus-photos',
    title: 'Around the campus',
    images: [
      photo(
        'infrastructure-our-campus-main-building',
        'The main school building with its front lawn and flagpole, seen from the entrance gate',
      ),
      photo(
        'infrastructure-our-campus-quadrangle',
        'The central quadrangle where morning assembly is held, with shaded seating along its sides',
      ),
      photo(
        'infrastructure-our-campus-auditorium',
        'The air-conditioned auditorium with tiered seating and a stage lit for a performance',
      ),
      photo(
        'infrastructure-our-campus-pre-primary-wing',
        'The pre-primary wing with low, colourful furniture and a small play area outside',
      ),
      photo(
        'infrastructure-our-campus-dining-hall',
        'Students seated at long tables in the dining hall during lunch break',
      ),
      photo('infrastructure-our-campus-garden', 'Students tending vegetable beds in the school garden'),
    ],
  },

  // /smart-classes
  {
    id: 'smart-classes-photos',
    title: 'Smart classes',
    images: [
      photo(
        'smart-classes-interactive-panel',
        'A teacher drawing a diagram on a large interactive panel in front of a Class VI section',
      ),
      photo(
        'smart-classes-student-at-panel',
        'A Class III student solving a sum on the interactive panel while classmates watch',
      ),
      photo(
        'smart-classes-animation',
        'Students watching an animated model of the water cycle on the classroom display',
      ),
      photo(
        'smart-classes-classroom',
        'A bright, airy classroom with rows of desks facing the interactive panel and whiteboard',
      ),
    ],
  },

  // /infrastructure-library
  {
    id: 'infrastructure-library-photos',
    title: 'Our library',
    images: [
      photo(
        'infrastructure-library-reading-room',
        'Senior students reading quietly at tables in the main library reading room',
      ),
      photo(
        'infrastructure-library-junior-corner',
        'Young children sitting on floor cushions with picture books in the junior library corner',
      ),
      photo('infrastructure-library-shelves', 'Tall wooden shelves of labelled books with a student choosing a novel'),
      photo(
        'infrastructure-library-digital',
        'Students using computers in the digital section of the library to search the catalogue',
      ),
      photo(
        'infrastructure-library-storytelling',
        'The librarian reading aloud to Class I children during a storytelling session',
      ),
    ],
  },

  // /innovation-labs
  {
    id: 'innovation-labs-science',
    title: 'Science laboratories',
    images: [
      photo(
        'innovation-labs-science-physics',
        'Class X students measuring current with ammeters and resistors in the physics lab',
      ),
      photo(
        'innovation-labs-science-chemistry',
        'Students in lab coats and goggles performing a titration in the chemistry lab',
      ),
      photo(
        'innovation-labs-science-biology',
        'Students looking through microscopes at onion peel slides in the biology lab',
      ),
    ],
  },
  {
    id: 'innovation-labs-tinkering',
    title: 'Robotics and tinkering',
    images: [
      photo(
        'innovation-labs-tinkering-robot',
        'Students testing a small obstacle-avoiding robot they built in the robotics lab',
      ),
      photo('innovation-labs-tinkering-3d-printer', 'A 3D printer printing a bridge model while students watch'),
      photo(
        'innovation-labs-tinkering-workbench',
        'A workbench with circuit boards, sensors and hand tools used for student projects',
      ),
    ],
  },

  // /computer-lab
  {
    id: 'computer-lab-photos',
    title: 'Computer labs',
    images: [
      photo('computer-lab-coding-class', 'Class VIII students writing Python programs at rows of computers'),
      photo('computer-lab-junior-lab', 'Class II children using a drawing program under a teacher’s guidance'),
      photo('computer-lab-senior-project', 'Class XII students discussing a database project on a shared screen'),
      photo(
        'computer-lab-overview',
        'A computer lab with networked desktops arranged in rows and a teacher’s console at the front',
      ),
    ],
  },

  // /infrastructure-sports-facilities
  {
    id: 'infrastructure-sports-facilities-outdoor',
    title: 'Outdoor facilities',
    images: [
      photo(
        'infrastructure-sports-facilities-outdoor-football',
        'The football field with goalposts and a match in progress',
      ),
      photo(
        'infrastructure-sports-facilities-outdoor-track',
        'Students sprinting on the athletics track around the main field',
      ),
      photo(
        'infrastructure-sports-facilities-outdoor-basketball',
        'Floodlit outdoor basketball courts with students practising free throws',
      ),
      photo(
        'infrastructure-sports-facilities-outdoor-cricket-nets',
        'Cricket practice nets with a student batting and a coach watching',
      ),
      photo(
        'infrastructure-sports-facilities-outdoor-skating',
        'Young skaters in helmets and pads on the skating rink',
      ),
    ],
  },
  {
    id: 'infrastructure-sports-facilities-indoor',
    title: 'Indoor facilities',
    images: [
      photo(
        'infrastructure-sports-facilities-indoor-table-tennis',
        'Students playing doubles in the table tennis hall',
      ),
      photo(
        'infrastructure-sports-facilities-indoor-gymnastics',
        'A gymnast performing a balance on a beam over thick mats in the gymnastics hall',
      ),
      photo(
        'infrastructure-sports-facilities-indoor-chess-carrom',
        'Students playing chess and carrom side by side in the indoor games room',
      ),
      photo(
        'infrastructure-sports-facilities-indoor-yoga',
        'A yoga class in progress on mats in the multipurpose hall',
      ),
    ],
  },

  // /infrastructure-medical
  {
    id: 'infrastructure-medical-photos',
    title: 'The infirmary',
    images: [
      photo('infrastructure-medical-infirmary', 'The school infirmary with clean beds, screens and a medicine cabinet'),
      photo('infrastructure-medical-nurse', 'The school nurse checking a student’s temperature at the infirmary desk'),
      photo(
        'infrastructure-medical-health-check',
        'A visiting doctor conducting an annual health check-up for a Class IV student',
      ),
      photo(
        'infrastructure-medical-first-aid-room',
        'A first aid station with an emergency kit and a wheelchair beside the sports field',
      ),
    ],
  },
];
