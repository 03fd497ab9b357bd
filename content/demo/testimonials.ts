/** What parents, students and alumni say, each with a portrait; `daysAgo` is when it was added. */
export interface DemoTestimonial {
  name: string;
  text: string;
  daysAgo: number;
}

export const testimonials: DemoTestimonial[] = [
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
