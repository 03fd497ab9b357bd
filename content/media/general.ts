/**
 * Pictures of the stand-alone pages: the vacancies poster, the photo-only
 * pages (campus, campus life, sports, laboratory, media) and the ERP tab of
 * the parent guidelines.
 */
import type { z } from 'zod';
import type { imageSchema, photoGroupSchema } from '@school/shared/site-schema';

type Image = z.input<typeof imageSchema>;

const photo = (id: string, alt: string): Image => ({ id, alt, width: 1200, height: 800, kind: 'photo' });

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  {
    id: 'career-vacancies',
    title: 'Vacancies for the academic year 2025-2026',
    images: [
      {
        id: 'career-vacancies-2025-26',
        alt: 'Poster headed We are Hiring, listing teaching vacancies for the academic year 2025-2026: PGT Physics, PGT Commerce, TGT Mathematics, TGT English, PRT all subjects, pre-primary teachers, a special educator and a counsellor, with the recruitment e-mail address',
        width: 800,
        height: 1100,
        kind: 'poster',
      },
    ],
  },
  {
    id: 'campus-photos',
    title: 'Our campus',
    images: [
      photo(
        'campus-front-gate-morning',
        'The school front gate and main building in the early morning, with buses arriving along the driveway',
      ),
      photo(
        'campus-aerial-view',
        'Aerial view of the campus showing the academic blocks, the football field and the tree-lined boundary',
      ),
      photo(
        'campus-courtyard-garden',
        'The central courtyard garden with flowering bougainvillea, stone benches and a small fountain',
      ),
      photo(
        'campus-pre-primary-play-area',
        'The shaded pre-primary play area with slides, a sand pit and a colourful climbing frame',
      ),
      photo(
        'campus-corridor-artwork',
        'A bright corridor in the primary block lined with students’ paintings and craft work',
      ),
      photo('campus-amphitheatre-steps', 'The open-air amphitheatre with stepped stone seating facing a small stage'),
      photo('campus-evening-lights', 'The main building lit up in the evening before the annual day celebrations'),
    ],
  },
  {
    id: 'campus-life-photos',
    title: 'Everyday life at school',
    images: [
      photo(
        'campus-life-morning-assembly',
        'Students standing in neat rows in the quadrangle for the morning assembly, the school choir on the stage',
      ),
      photo('campus-life-lunch-break', 'Grade 3 friends sharing their lunch boxes at a table in the dining hall'),
      photo(
        'campus-life-library-reading',
        'Class VI students curled up with books on the bean bags of the library reading corner',
      ),
      photo(
        'campus-life-art-class',
        'Grade 5 students painting a mural of the Deccan landscape on a long sheet of paper',
      ),
      photo('campus-life-music-room', 'Middle-school students practising on keyboards and tablas in the music room'),
      photo('campus-life-festival-rangoli', 'Students finishing a large rangoli in the foyer to celebrate Sankranti'),
      photo(
        'campus-life-dance-rehearsal',
        'A group of Class VII girls rehearsing a Kuchipudi dance for the annual day',
      ),
    ],
  },
  {
    id: 'sports-photos',
    title: 'Sport at school',
    images: [
      photo(
        'sports-morning-warm-up',
        'Grade 4 students stretching in lines on the football field during a morning physical education lesson',
      ),
      photo(
        'sports-basketball-layup',
        'A Class IX player going up for a lay-up during an inter-house basketball match',
      ),
      photo(
        'sports-cricket-nets-batting',
        'A young batsman in whites practising a forward defence in the cricket nets',
      ),
      photo('sports-volleyball-spike', 'Senior girls leaping at the net in a volleyball match on the outdoor court'),
      photo('sports-skating-rink', 'Primary children in helmets and knee pads gliding around the skating rink'),
      photo(
        'sports-relay-baton',
        'Two runners exchanging the baton in the relay on sports day, classmates cheering from the stands',
      ),
      photo(
        'sports-medal-winners',
        'The school football team holding up their medals and trophy after an inter-school tournament',
      ),
    ],
  },
  {
    id: 'laboratory-photos',
    title: 'Our laboratories',
    images: [
      photo(
        'laboratory-physics-pendulum',
        'Class XI students timing the swing of a simple pendulum in the physics laboratory',
      ),
      photo(
        'laboratory-chemistry-flasks',
        'A Class X student carefully adding indicator to a conical flask in the chemistry laboratory',
      ),
      photo(
        'laboratory-biology-microscope',
        'Class IX students taking turns at microscopes to look at onion peel cells',
      ),
      photo(
        'laboratory-maths-lab-shapes',
        'Grade 6 students building three-dimensional shapes with straws and connectors in the mathematics lab',
      ),
      photo(
        'laboratory-robotics-kit',
        'Two Class VIII students programming a small wheeled robot with a laptop in the robotics lab',
      ),
      photo(
        'laboratory-safety-goggles',
        'Rows of lab coats and safety goggles hanging ready at the entrance of the science block',
      ),
    ],
  },
  {
    id: 'media-photos',
    title: 'Our students in the media and on stage',
    images: [
      photo(
        'media-newspaper-feature',
        'A city newspaper page featuring our students’ science exhibition, pinned on the school notice board',
      ),
      photo(
        'media-radio-interview',
        'Two Class XI students speaking into microphones during a community radio interview about their recycling project',
      ),
      photo('media-debate-stage', 'A Class XII student making her point at the podium of an inter-school debate'),
      photo(
        'media-press-club',
        'Members of the school press club interviewing a visiting author for the school e-magazine',
      ),
      photo(
        'media-annual-day-stage',
        'The school orchestra performing on stage at the annual day, under coloured lights',
      ),
      photo(
        'media-tv-quiz',
        'The school quiz team seated behind their buzzers on the set of a regional television quiz',
      ),
    ],
  },
  {
    id: 'parent-guidline-erp',
    title: 'The school ERP at a glance',
    // Spec section 3: the School ERP Software tab has animated images.
    animated: true,
    images: [
      photo(
        'parent-guidline-erp-dashboard',
        'Illustration of the school ERP dashboard on a laptop, showing attendance, fees and timetable tiles',
      ),
      photo(
        'parent-guidline-erp-mobile-app',
        'Illustration of a parent holding a phone with the school ERP app open on the fee payment screen',
      ),
      photo(
        'parent-guidline-erp-notifications',
        'Illustration of circulars, homework and bus alerts arriving as notifications on a phone',
      ),
    ],
  },
];
