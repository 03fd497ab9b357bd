/** The achievements on the home page, each with a photo. */
export interface DemoAchievement {
  title: string;
  description: string;
  /** What the photo shows. */
  picture: string;
}

export const achievements: DemoAchievement[] = [
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
