/** What `::live{feed="gallery"}` draws (the live registry loads it on the pages that show this feed). */
export { AlbumGrid as default } from './album-grid';
