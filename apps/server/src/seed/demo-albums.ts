/**
 * Turns the demo gallery (content/demo/albums.ts) into albums: those the
 * Campus Life year pages link to, with the ids content gives them, recent
 * albums for each school tab, and award pictures. The first photo of a Campus
 * Life album is drawn from the same entry as the page's cover picture, so the
 * two match.
 */
import { yearSections } from '@school/content/blocks';
import {
  awards,
  campusLifeAlbumDays,
  campusLifeAlbumStyles,
  type DemoAlbum,
  recentAlbums,
} from '@school/content/demo/albums';
import { photoGroups } from '@school/content/media';
import type { DemoCalendar } from './demo-dates';
import { type DemoFile, type DemoItem, photo, slug } from './demo-files';
import { fillBraces } from './fill-braces';

const photosPerAlbum = 6;

const coverAlts = new Map(photoGroups.flatMap((group) => group.images.map((image) => [image.id, image.alt] as const)));

function albumPhotos(folder: string, photos: { seed: string; alt: string }[]): DemoFile[] {
  return photos.map(({ seed, alt }, index) => photo(`gallery/${folder}/photo-${index + 1}`, seed, alt));
}

/** `Science Centre, Class VI` -> place `Science Centre`, group `Class VI students`. */
function splitLabel(label: string): { place: string; group: string } {
  const [place = label, ...rest] = label.split(', ');
  const group = rest.length > 0 ? `${rest.join(', ')} students` : 'Students';
  return { place, group };
}

/** The albums `/special-assemblies`, `/education-trip` and `/workshops` link to. */
function campusLifeAlbums(): DemoItem[] {
  return yearSections.flatMap((section) =>
    section.years.flatMap(({ year, columns }) =>
      columns.flatMap(({ heading = '', items }) =>
        items.flatMap((item): DemoItem[] => {
          if (!('album' in item)) return [];
          const style = campusLifeAlbumStyles[section.id];
          if (!style) throw new Error(`content/demo/albums.ts has no album style for ${section.id}`);
          const values = { label: item.label, year, heading, ...splitLabel(item.label) };
          const coverAlt = coverAlts.get(item.image) ?? `${item.label}, ${year}`;
          const photos = [
            { seed: item.image, alt: coverAlt },
            ...style.captions
              .slice(0, photosPerAlbum - 1)
              .map((caption, index) => ({ seed: `${item.album}-${index + 2}`, alt: fillBraces(caption, values) })),
          ];
          const seniorClass = /\bClass (XI|XII)\b/.test(`${item.label} ${coverAlt}`);
          return [
            {
              id: item.album,
              kind: 'gallery',
              category: 'PhotoGallery',
              school_tab: seniorClass ? 'Senior' : 'Grades I to X',
              title: fillBraces(style.title, values),
              description: `${coverAlt}. ${style.about}`,
              date: `${year}-${campusLifeAlbumDays[item.album] ?? '07-01'}`,
              attachments: albumPhotos(item.album, photos),
            },
          ];
        }),
      ),
    ),
  );
}

/** A recent album or an award; `art` keeps the two kinds' pictures apart. */
function galleryItem(cal: DemoCalendar, album: DemoAlbum, category: string, art: string): DemoItem {
  const key = slug(album.title);
  return {
    id: crypto.randomUUID(),
    kind: 'gallery',
    category,
    school_tab: album.tab,
    title: album.title,
    description: album.description,
    date: cal.day(album.date),
    attachments: albumPhotos(
      key,
      album.captions.map((alt, index) => ({ seed: `${art}-${key}-${index + 1}`, alt })),
    ),
  };
}

export function demoAlbums(cal: DemoCalendar): DemoItem[] {
  return [
    ...campusLifeAlbums(),
    ...recentAlbums.map((album) => galleryItem(cal, album, 'PhotoGallery', 'album')),
    ...awards.map((award) => galleryItem(cal, award, award.category, 'award')),
  ];
}
