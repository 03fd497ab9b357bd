/** What `::live{feed="admission-downloads"}` draws (the live registry loads it on the pages that show this feed). */
export { AdmissionDownloads as default } from './admission-downloads';
