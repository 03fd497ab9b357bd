/** Data blocks of the Campus Life pages. */
import type { z } from 'zod';
import type { yearSectionsSchema } from '@school/shared/site-schema';

export const yearSections: z.input<typeof yearSectionsSchema>[] = [
  {
    id: 'special-assemblies',
    years: [
      {
        year: '2025',
        columns: [
          {
            items: [
              {
                label: 'Independence Day',
                image: 'special-assemblies-2025-independence-day',
                album: 'sa-2025-independence-day',
              },
              { label: 'Magnum Opus', image: 'special-assemblies-2025-magnum-opus', album: 'sa-2025-magnum-opus' },
              { label: 'Investiture', image: 'special-assemblies-2025-investiture', album: 'sa-2025-investiture' },
              { label: 'Medhavee', image: 'special-assemblies-2025-medhavee', album: 'sa-2025-medhavee' },
            ],
          },
        ],
      },
      {
        year: '2024',
        columns: [
          {
            items: [
              { label: 'Republic Day', image: 'special-assemblies-2024-republic-day', album: 'sa-2024-republic-day' },
              {
                label: 'National Science Day',
                image: 'special-assemblies-2024-national-science-day',
                album: 'sa-2024-national-science-day',
              },
              { label: 'Teachers’ Day', image: 'special-assemblies-2024-teachers-day', album: 'sa-2024-teachers-day' },
              {
                label: 'Gandhi Jayanti',
                image: 'special-assemblies-2024-gandhi-jayanti',
                album: 'sa-2024-gandhi-jayanti',
              },
            ],
          },
        ],
      },
      {
        year: '2023',
        columns: [
          {
            items: [
              {
                label: 'Independence Day',
                image: 'special-assemblies-2023-independence-day',
                album: 'sa-2023-independence-day',
              },
              { label: 'Hindi Diwas', image: 'special-assemblies-2023-hindi-diwas', album: 'sa-2023-hindi-diwas' },
              {
                label: 'Children’s Day',
                image: 'special-assemblies-2023-childrens-day',
                album: 'sa-2023-childrens-day',
              },
              {
                label: 'Christmas Celebration',
                image: 'special-assemblies-2023-christmas',
                album: 'sa-2023-christmas',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'education-trip',
    years: [
      {
        year: '2025',
        columns: [
          {
            heading: 'Field Trip',
            items: [
              {
                label: 'Science Centre, Class VI',
                image: 'education-trip-2025-science-centre',
                album: 'et-2025-science-centre',
              },
              {
                label: 'Zoological Park, Class II',
                image: 'education-trip-2025-zoological-park',
                album: 'et-2025-zoological-park',
              },
              {
                label: 'Golconda Fort, Class VII',
                image: 'education-trip-2025-golconda-fort',
                album: 'et-2025-golconda-fort',
              },
            ],
          },
          {
            heading: 'Excursions',
            items: [
              {
                label: 'Mysuru and Coorg, Class IX',
                image: 'education-trip-2025-mysuru-coorg',
                album: 'et-2025-mysuru-coorg',
              },
              { label: 'Hampi, Class XI', image: 'education-trip-2025-hampi', album: 'et-2025-hampi' },
            ],
          },
        ],
      },
      {
        year: '2024',
        columns: [
          {
            heading: 'Field Trip',
            items: [
              {
                label: 'Salar Jung Museum, Class VIII',
                image: 'education-trip-2024-salar-jung-museum',
                album: 'et-2024-salar-jung-museum',
              },
              {
                label: 'Organic Farm, Class IV',
                image: 'education-trip-2024-organic-farm',
                album: 'et-2024-organic-farm',
              },
              {
                label: 'Chowmahalla Palace, Class V',
                image: 'education-trip-2024-chowmahalla-palace',
                album: 'et-2024-chowmahalla-palace',
              },
            ],
          },
          {
            heading: 'Excursions',
            items: [
              { label: 'Ooty, Class X', image: 'education-trip-2024-ooty', album: 'et-2024-ooty' },
              {
                label: 'Delhi and Agra, Class XII',
                image: 'education-trip-2024-delhi-agra',
                album: 'et-2024-delhi-agra',
              },
            ],
          },
        ],
      },
      {
        year: '2023',
        columns: [
          {
            heading: 'Field Trip',
            items: [
              { label: 'Film City, Class V', image: 'education-trip-2023-film-city', album: 'et-2023-film-city' },
              {
                label: 'Archaeology Museum, Class VI',
                image: 'education-trip-2023-archaeology-museum',
                album: 'et-2023-archaeology-museum',
              },
              {
                label: 'Planetarium, Class III',
                image: 'education-trip-2023-planetarium',
                album: 'et-2023-planetarium',
              },
            ],
          },
          {
            heading: 'Excursions',
            items: [
              { label: 'Goa, Class IX', image: 'education-trip-2023-goa', album: 'et-2023-goa' },
              { label: 'Munnar, Class XI', image: 'education-trip-2023-munnar', album: 'et-2023-munnar' },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'workshops',
    years: [
      {
        year: '2025',
        columns: [
          {
            items: [
              { label: 'Cyber Safety for Teens', image: 'workshops-2025-cyber-safety', album: 'ws-2025-cyber-safety' },
              { label: 'First Aid and CPR', image: 'workshops-2025-first-aid', album: 'ws-2025-first-aid' },
              { label: 'Robotics with Arduino', image: 'workshops-2025-robotics', album: 'ws-2025-robotics' },
              { label: 'Clay Modelling', image: 'workshops-2025-clay-modelling', album: 'ws-2025-clay-modelling' },
            ],
          },
        ],
      },
      {
        year: '2024',
        intro:
          'In 2024 our workshops looked at skills for life outside the classroom: managing money, working with our hands, finding a voice on stage and looking after our minds. Each workshop was led by a specialist and followed up in class by our teachers.',
        columns: [
          {
            items: [
              {
                label: 'Financial Literacy',
                image: 'workshops-2024-financial-literacy',
                album: 'ws-2024-financial-literacy',
              },
              { label: 'Pottery and Terracotta', image: 'workshops-2024-terracotta', album: 'ws-2024-terracotta' },
              { label: 'Theatre in Education', image: 'workshops-2024-theatre', album: 'ws-2024-theatre' },
              { label: 'Mental Wellbeing', image: 'workshops-2024-wellbeing', album: 'ws-2024-wellbeing' },
            ],
          },
        ],
      },
      {
        year: '2023',
        intro:
          'In 2023 our teachers went back to the classroom as learners in a workshop on experiential learning, and our students built rockets, practised public speaking and turned waste into useful things.',
        columns: [
          {
            items: [
              {
                label: 'Experiential Learning for Teachers',
                image: 'workshops-2023-experiential-learning',
                album: 'ws-2023-experiential-learning',
              },
              { label: 'Model Rocketry', image: 'workshops-2023-model-rocketry', album: 'ws-2023-model-rocketry' },
              { label: 'Public Speaking', image: 'workshops-2023-public-speaking', album: 'ws-2023-public-speaking' },
              { label: 'Waste to Wealth', image: 'workshops-2023-waste-to-wealth', album: 'ws-2023-waste-to-wealth' },
            ],
          },
        ],
      },
    ],
  },
];
