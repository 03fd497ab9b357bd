import { Link } from 'react-router';
import type { Route } from './+types/home';
import { carouselSettings } from '@school/shared/carousel-settings';
import { messages, placeholderCounts } from '@school/shared/messages';
import { ContentBlocks } from '../components/content/content-blocks';
import { Carousel } from '../components/media/carousel';
import { HomeSection } from '../features/home/home-section';
import { homeContent } from '../features/home/home-content.server';
import { TileGrid } from '../features/home/tile-grid';
import { VisitorCounter } from '../features/visitors/visitor-counter';
import { pageById } from '../site/navigation';
import styles from '../features/home/home.module.css';

export function loader() {
  return homeContent();
}

const path = (id: string) => pageById(id).path;

/**
 * The home page in the spec's order. The live blocks (registrations, news,
 * messages, testimonials, gallery, video, achievements, announcements and the
 * visitor count) stand in their places with the spec's not-yet-loaded states.
 */
export default function Home({ loaderData: home }: Route.ComponentProps) {
  return (
    <>
      <h1 className="visually-hidden">{pageById('home').title}</h1>

      <Carousel
        label="Highlights of school life"
        settings={carouselSettings.banner}
        overlayControls
        slides={home.banner.map((slide, index) => (
          <div key={slide.image.src} className={styles.bannerSlide}>
            <img
              src={slide.image.src}
              alt={slide.image.alt}
              width={slide.image.width}
              height={slide.image.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={styles.bannerImage}
            />
            <div className={styles.bannerCaption}>
              <p className={styles.bannerHeading}>{slide.heading}</p>
              <p>{slide.text}</p>
            </div>
          </div>
        ))}
      />

      <div className="container">
        <TileGrid label="Quick links for parents" tiles={home.quickTiles} variant="tile" />
      </div>

      <HomeSection title="Welcome">
        <div className={styles.welcome}>
          <div>
            <ContentBlocks blocks={home.welcome} />
            <p>
              <Link to={path('our-school')} className={styles.more}>
                Read more about our school
              </Link>
            </p>
          </div>
          <Carousel
            label="Our sister campuses"
            settings={carouselSettings.generic}
            slides={home.campusLogos.map((logo) => (
              <a key={logo.url} href={logo.url} target="_blank" rel="noopener noreferrer" className={styles.logoLink}>
                <img
                  src={logo.image.src}
                  alt={logo.label}
                  width={logo.image.width}
                  height={logo.image.height}
                  loading="lazy"
                />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ))}
          />
        </div>
        <TileGrid label="Explore the school" tiles={home.quickLinks} variant="photo" />
      </HomeSection>

      <HomeSection title="News & Events">
        <div className={styles.twoUp}>
          <p>
            Circulars, results and school news, month by month. <Link to={path('news')}>Read the news</Link>
          </p>
          <p>
            Sports days, exhibitions and parent meetings coming up.{' '}
            <Link to={path('upcoming-events')}>See upcoming events</Link>
          </p>
        </div>
      </HomeSection>

      <div className="container">
        <TileGrid label="Society, vision and mission" tiles={home.cards} variant="card" />
      </div>

      <HomeSection title="Messages from our leaders">
        <Carousel
          label="Messages from our leaders"
          settings={carouselSettings.generic}
          slides={[
            <figure key="pro-vice-chairman" className={styles.message}>
              <img
                src={home.proViceChairman.image.src}
                alt={home.proViceChairman.image.alt}
                width={200}
                height={200}
                loading="lazy"
                className={styles.portrait}
              />
              <blockquote className={styles.messageText}>
                <p>{home.proViceChairman.excerpt}</p>
              </blockquote>
              <figcaption>
                <strong>{home.proViceChairman.name}</strong>, {home.proViceChairman.title}
                <br />
                <Link to={home.proViceChairman.href}>Read More</Link>
              </figcaption>
            </figure>,
          ]}
        />
      </HomeSection>

      <HomeSection title="Latest News" kicker="Keep Visiting for" viewAll={{ href: path('news'), label: 'View All' }}>
        <ul className={styles.newsList}>
          {Array.from({ length: placeholderCounts.news }, (_, index) => (
            <li key={index} className={styles.newsItem}>
              <span className={styles.newsDate}>{messages.newsPlaceholderDate}</span>
              <strong>{messages.newsPlaceholderTitle}</strong>
              <span>{messages.stayTuned}</span>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection title="Stakeholders Speak" viewAll={{ href: path('testimonials'), label: 'View All' }} />

      <HomeSection title="Special Moments" viewAll={{ href: path('gallery'), label: 'View All' }} />

      <HomeSection title="Watch Memories" viewAll={{ href: path('video-gallery'), label: 'View All' }}>
        <p className={styles.videoBox}>{messages.loadingVideo}</p>
      </HomeSection>

      <HomeSection title="Achievements">
        <Carousel
          label="Achievements"
          settings={carouselSettings.achievements}
          slides={home.sampleAchievements.map((item) => (
            <article key={item.title} className={styles.achievement}>
              <img
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                loading="lazy"
              />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </article>
          ))}
        />
      </HomeSection>

      <div className="container">
        <VisitorCounter />
      </div>
    </>
  );
}
