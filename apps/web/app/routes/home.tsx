import { Link } from 'react-router';
import type { Route } from './+types/home';
import { carouselSettings } from '@school/shared/carousel-settings';
import { Prose } from '../blocks/views/prose';
import { Carousel } from '../components/media/carousel';
import { Achievements } from '../features/home/achievements';
import { AnnouncementModal } from '../features/home/announcement-modal';
import { GallerySlider } from '../features/home/gallery-slider';
import { HomeSection } from '../features/home/home-section';
import { homeContent } from '../features/home/home-content.server';
import { homeLive } from '../features/home/home-live.server';
import { HomeVideo } from '../features/home/home-video';
import { LeaderMessages } from '../features/home/leader-messages';
import { NewsMarquee } from '../features/home/news-marquee';
import { RegistrationList } from '../features/home/registration-list';
import { TestimonialSlides } from '../features/home/testimonial-slides';
import { TileGrid } from '../features/home/tile-grid';
import { VisitorCounter } from '../features/visitors/visitor-counter';
import { PreviewSlot } from '../components/layout/preview-slot';
import { previewOf } from '../site/preview';
import { pageById } from '../site/navigation';
import { pageText, withSchoolData } from '../blocks/page/page-content.server';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { requireProfile } from '../site/school-profile';
import { homeTitle } from '../site/document-title';
import { liveCacheHeaders } from '../blocks/live/cache-headers';
import { liveSourceOf } from '../blocks/live/load-context';
import styles from '../features/home/home.module.css';

/** Rendered on every request: the first HTML already holds the live blocks (a failed one gets its fallback). */
export async function loader({ context }: Route.LoaderArgs) {
  const welcome = await pageText(pageById('home'), context);
  const profile = await requireProfile(context);
  return {
    ...(await withSchoolData(homeContent(welcome.blocks ?? []), context)),
    heading: welcome.heading ?? homeTitle(profile.name),
    description: welcome.description,
    live: await homeLive(liveSourceOf(context)),
    preview: previewOf(context),
  };
}

export const headers = liveCacheHeaders;

export const meta = metaWithBlockAssets;

const path = (id: string) => pageById(id).path;

/** The home page in the spec's order (section 2, Home, items 1 to 11). */
export default function Home({ loaderData: home }: Route.ComponentProps) {
  const { live } = home;
  return (
    <>
      <h1 className="visually-hidden">{home.heading}</h1>
      <PreviewSlot preview={home.preview} />

      <RegistrationList items={live.registrations} />

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
            <Prose html={home.welcomeHtml} />
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
        <LeaderMessages
          placeholder={live.portraitPlaceholder}
          slides={[
            { role: 'Chairman', href: path('chairman-message'), message: live.messages.Chairman },
            {
              role: 'Pro-Vice Chairman',
              href: home.proViceChairman.href,
              message: {
                name: home.proViceChairman.name,
                title: home.proViceChairman.title,
                text: home.proViceChairman.excerpt,
                photo: home.proViceChairman.image,
              },
            },
            { role: 'Director', href: path('director-message'), message: live.messages.Director },
            { role: 'Principal', href: path('principal-message'), message: live.messages.Principal },
          ]}
        />
      </HomeSection>

      <HomeSection title="Latest News" kicker="Keep Visiting for" viewAll={{ href: path('news'), label: 'View All' }}>
        <NewsMarquee items={live.news} />
      </HomeSection>

      <HomeSection title="Stakeholders Speak" viewAll={{ href: path('testimonials'), label: 'View All' }}>
        <TestimonialSlides items={live.testimonials} placeholder={live.portraitPlaceholder} />
      </HomeSection>

      <HomeSection title="Special Moments" viewAll={{ href: path('gallery'), label: 'View All' }}>
        <GallerySlider albums={live.gallery} />
      </HomeSection>

      <HomeSection title="Watch Memories" viewAll={{ href: path('video-gallery'), label: 'View All' }}>
        <HomeVideo video={live.video} />
      </HomeSection>

      <HomeSection title="Achievements">
        <Achievements items={live.achievements} />
      </HomeSection>

      <div className="container">
        <VisitorCounter />
      </div>

      <AnnouncementModal announcements={live.announcements} />
    </>
  );
}
