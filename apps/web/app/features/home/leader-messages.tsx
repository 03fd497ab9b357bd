import { Link } from 'react-router';
import { carouselSettings } from '@school/shared/carousel-settings';
import { Carousel } from '../../components/media/carousel';
import { photoSource } from '../../components/media/photo-source';
import type { Picture } from './home-views';
import styles from './leader-messages.module.css';
import quote from './quote-slide.module.css';

export interface LeaderSlide {
  /** Chairman, Pro-Vice Chairman, Director or Principal. */
  role: string;
  /** The leader's message page. */
  href: string;
  /** Undefined when the message did not load: the slide keeps its place with the placeholder photo. */
  message?: { name: string; title: string; text: string; photo?: Picture };
}

function Slide({ slide, placeholder }: { slide: LeaderSlide; placeholder: Picture }) {
  const { message } = slide;
  const photo = message?.photo ?? placeholder;
  return (
    <figure className={`${quote.slide} ${quote.leader}`}>
      <img
        {...photoSource(photo, '160px')}
        alt={photo.alt}
        width={160}
        height={160}
        loading="lazy"
        className={quote.photo}
      />
      {message?.text && (
        <blockquote className={quote.text}>
          <p>{message.text}</p>
        </blockquote>
      )}
      <figcaption className={styles.caption}>
        <strong>{message?.name || slide.role}</strong>
        {message?.title && <span>{message.title}</span>}
        <Link to={slide.href} className={styles.more}>
          Read More<span className="visually-hidden">: the {slide.role}’s message</span>
        </Link>
      </figcaption>
    </figure>
  );
}

/**
 * The messages carousel of the home page (spec section 2, item 4): one slide
 * per leader, in the order given, each with the message (a few lines of it),
 * name and title, photo, and a Read More link to the leader's page. A missing
 * photo shows the 400x400 placeholder (spec section 9).
 */
export function LeaderMessages({ slides, placeholder }: { slides: LeaderSlide[]; placeholder: Picture }) {
  return (
    <Carousel
      label="Messages from our leaders"
      settings={carouselSettings.generic}
      slides={slides.map((slide) => (
        <Slide key={slide.role} slide={slide} placeholder={placeholder} />
      ))}
    />
  );
}
