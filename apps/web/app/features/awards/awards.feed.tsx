/** What `::live{feed="awards"}` draws (the live registry loads it on the pages that show this feed). */
export { AwardsCarousel as default } from './awards-carousel';
