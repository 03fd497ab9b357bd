/** Pictures of the Sports pages. */
import type { z } from 'zod';
import type { imageSchema, photoGroupSchema } from '@school/shared/site-schema';

type Image = z.input<typeof imageSchema>;

const photo = (id: string, alt: string): Image => ({ id, alt, width: 1200, height: 800, kind: 'photo' });

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  // /sports-DPS
  {
    id: 'sports-dps-photos',
    title: 'Sport every day',
    images: [
      photo('sports-dps-pe-class', 'A physical education class doing warm-up stretches in lines on the field'),
      photo(
        'sports-dps-basketball-coaching',
        'A coach showing a group of Class VII students how to dribble a basketball',
      ),
      photo('sports-dps-football-match', 'Two junior teams competing for the ball in a football match'),
      photo('sports-dps-team-huddle', 'The school volleyball team in a huddle before a match'),
    ],
  },
  {
    id: 'sports-dps-summer-camp',
    title: 'Summer camp',
    images: [
      photo(
        'sports-dps-summer-camp-agility-drills',
        'Children in summer-camp T-shirts doing agility drills with cones on the field',
      ),
      photo('sports-dps-summer-camp-skating', 'Young skaters holding hands as they glide around the skating rink'),
      photo(
        'sports-dps-summer-camp-cricket',
        'A coach bowling gently to a young batter during the summer cricket camp',
      ),
      photo('sports-dps-summer-camp-karate', 'Children in white karate uniforms practising a kick in rows'),
      photo('sports-dps-summer-camp-basketball', 'Summer campers practising lay-ups on the basketball court'),
      photo('sports-dps-summer-camp-yoga', 'Children holding a tree pose on yoga mats in the morning sun'),
      photo('sports-dps-summer-camp-chess', 'Two children concentrating over a chessboard while a coach looks on'),
      photo('sports-dps-summer-camp-closing', 'Summer campers with medals and certificates at the closing ceremony'),
    ],
  },

  // /sports-offered
  {
    id: 'sports-offered-photos',
    title: 'Our sports',
    images: [
      photo('sports-offered-volleyball', 'A student leaping to spike the ball over the net in a volleyball game'),
      photo('sports-offered-cricket', 'A bowler in mid-delivery during an inter-house cricket match'),
      photo('sports-offered-tennis', 'A student returning a forehand on the tennis court'),
      photo('sports-offered-throwball', 'Girls playing throwball on the outdoor court'),
      photo('sports-offered-gymnastics', 'A young gymnast performing a cartwheel on the mat'),
      photo('sports-offered-snooker', 'A senior student lining up a shot at the snooker table'),
      photo('sports-offered-kho-kho', 'Students crouched in a line during a kho-kho game'),
      photo('sports-offered-yoga', 'A hobby class holding a yoga pose in the multipurpose hall'),
    ],
  },

  // /sporting-events
  {
    id: 'sporting-events-gallery',
    title: 'Sporting events gallery',
    images: [
      photo(
        'sporting-events-gallery-sports-day-torch',
        'The sports captain carrying the torch around the track at the opening of sports day',
      ),
      photo('sporting-events-gallery-sprint-finish', 'Runners breasting the tape at the finish of the 100 m race'),
      photo(
        'sporting-events-gallery-pre-primary-race',
        'Pre-primary children running a cheerful sack race as parents watch',
      ),
      photo(
        'sporting-events-gallery-inter-school-basketball',
        'A school player shooting over defenders in an inter-school basketball tournament',
      ),
      photo(
        'sporting-events-gallery-cricket-final',
        'The school cricket team celebrating a wicket in a tournament final',
      ),
      photo('sporting-events-gallery-prize-giving', 'Medal winners on the podium at the annual sports meet'),
      photo('sporting-events-gallery-chess-tournament', 'Rows of students playing in the school chess tournament'),
      photo(
        'sporting-events-gallery-aerobics-display',
        'Primary students in matching colours performing a mass aerobics display',
      ),
    ],
  },
];
