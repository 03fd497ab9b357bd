/** What `::live{feed="album"}` draws (the live registry loads it on the pages that show this feed). */
export { AlbumPhotos as default } from './album-photos';
