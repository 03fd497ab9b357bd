/**
 * Lists of the Academics pages: the universities at our university fairs.
 */
import type { z } from 'zod';
import type { listSchema } from '@school/shared/site-schema';

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'university-fair-participants',
    title: 'Universities that took part in our university fairs',
    columns: 3,
    items: [
      'Aravalli Heights University, Jaipur',
      'Deccan Horizon University, Hyderabad',
      'Nilgiri Crest University, Coimbatore',
      'Coromandel Institute of Design, Chennai',
      'Sahyadri Ridge University of Liberal Arts, Pune',
      'Brahmaputra Meadows Institute of Management, Guwahati',
      'Konkan Coast University of Business, Mumbai',
      'Malabar Lighthouse University, Kochi',
      'Vindhya Summit Institute of Engineering, Bhopal',
      'Kaveri Delta Institute of Health Sciences, Thanjavur',
      'Shivalik Pines University, Dehradun',
      'Sundarbans School of Environmental Studies, Kolkata',
      'Chilika Shores University, Bhubaneswar',
      'Kanakapura Ridge Institute of Technology, Bengaluru',
      'Narmada Banks University of Law, Vadodara',
      'Thar Sands School of Architecture, Jodhpur',
      'Redwood Bay University, California, USA',
      'Thornfield University, Yorkshire, United Kingdom',
      'Maple Crest University, Ontario, Canada',
      'Southern Cross Coast University, Queensland, Australia',
      'Tasman Harbour University, Wellington, New Zealand',
      'Lindenhof University of Applied Sciences, Bavaria, Germany',
      'Marina Point Institute of Technology, Singapore',
      'Cliffside College of Business, Dublin, Ireland',
    ],
  },
];
