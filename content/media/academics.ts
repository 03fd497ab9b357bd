/** Pictures of the Academics pages: career counselling, the coming-soon notice and our faculty. */
import type { z } from 'zod';
import type { imageSchema, photoGroupSchema } from '@school/shared/site-schema';

type Image = z.input<typeof imageSchema>;

const photo = (id: string, alt: string): Image => ({ id, alt, width: 1200, height: 800, kind: 'photo' });

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  {
    id: 'studentcare-counselling-fair',
    title: 'University fairs and counselling sessions',
    images: [
      photo(
        'studentcare-counselling-fair-stalls',
        'Class XII students moving between university stalls set up along the school quadrangle during the university fair',
      ),
      photo(
        'studentcare-counselling-fair-admissions-officer',
        'An admissions officer from a visiting university explaining course options to a group of Class XI students',
      ),
      photo(
        'studentcare-counselling-one-to-one',
        'The school career counsellor in a one-to-one session with a Class X student and her parents, a course brochure open on the table',
      ),
      photo(
        'studentcare-counselling-aptitude-test',
        'Class IX students taking an online career aptitude assessment in the computer lab',
      ),
      photo(
        'studentcare-counselling-alumni-panel',
        'A panel of former students, now at university, answering questions from seniors in the auditorium',
      ),
      photo(
        'studentcare-counselling-sop-workshop',
        'Class XII students drafting university application essays in a statement-of-purpose workshop',
      ),
    ],
  },
  {
    id: 'studentcare-counselling-batches',
    title: 'Our graduating batches',
    images: [
      photo(
        'studentcare-counselling-batch-2024-25',
        'Group photograph of the Class XII graduating batch of 2024-25 on the steps of the main building, with their teachers seated in front',
      ),
      photo(
        'studentcare-counselling-batch-2023-24',
        'Group photograph of the Class XII graduating batch of 2023-24 in the school quadrangle, throwing their caps in the air',
      ),
    ],
  },
  {
    id: 'coming-soon-notice',
    images: [
      photo(
        'coming-soon-under-construction',
        'Illustration of a school web page under construction, with a pencil, a ruler and the words Coming Soon',
      ),
    ],
  },
  {
    id: 'faculty-team',
    title: 'Our teachers',
    images: [
      photo(
        'faculty-team-staff-photo',
        'The teaching staff of the school gathered for a group photograph on the front lawn at the start of the academic year',
      ),
      photo(
        'faculty-team-pre-primary-storytime',
        'A pre-primary teacher reading a picture book aloud to Nursery children seated on a colourful mat',
      ),
      photo(
        'faculty-team-maths-lesson',
        'A mathematics teacher explaining fractions with a pie chart on the interactive panel to a Class IV class',
      ),
      photo(
        'faculty-team-chemistry-demo',
        'A chemistry teacher demonstrating a titration to Class XI students in the chemistry laboratory',
      ),
      photo(
        'faculty-team-telugu-class',
        'A Telugu teacher guiding Class II children as they trace Telugu letters in their workbooks',
      ),
      photo(
        'faculty-team-training-workshop',
        'Teachers working in small groups during an in-service training workshop on classroom assessment',
      ),
      photo(
        'faculty-team-pe-coach',
        'A physical education teacher timing Class VI students running a relay on the school track',
      ),
      photo(
        'faculty-team-mentoring',
        'A class teacher in a quiet mentoring conversation with two Class VIII students in the library',
      ),
    ],
  },
];
