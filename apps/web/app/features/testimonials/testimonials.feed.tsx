/** What `::live{feed="testimonials"}` draws (the live registry loads it on the pages that show this feed). */
export { TestimonialList as default } from './testimonial-list';
