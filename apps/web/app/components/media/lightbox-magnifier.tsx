/**
 * The viewer's magnifier (spec section 2, "Image viewer"): a loupe that shows
 * the part of the photo under the pointer or finger, enlarged. It is a plugin
 * of yet-another-react-lightbox, written with the library's own plugin API:
 * a toolbar button that turns it on and off, and a layer over the slides that
 * follows the pointer while it is on.
 *
 * While it is on, the layer takes the pointer, so a finger moves the loupe
 * instead of swiping to the next photo. The keyboard is untouched: the arrow
 * keys still move between photos and Escape still closes. The loupe follows
 * the pointer without any animation, so reduced motion needs nothing more.
 */
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  addToolbarButton,
  createIcon,
  createModule,
  IconButton,
  MODULE_CONTROLLER,
  useLightboxState,
  type PluginProps,
} from 'yet-another-react-lightbox';
import { lightboxSettings } from '@school/shared/lightbox-settings';
import styles from './lightbox.module.css';

declare module 'yet-another-react-lightbox' {
  interface Labels {
    Magnifier?: string;
  }
}

const PLUGIN_MAGNIFIER = 'magnifier';
const { scale, sizePx, aboveFingerPx } = lightboxSettings.magnifier;

const MagnifierContext = createContext<{ on: boolean; toggle: () => void }>({ on: false, toggle: () => {} });

// A plain magnifying glass: the Zoom buttons beside it carry a plus and a minus.
const MagnifierIcon = createIcon(
  'Magnifier',
  <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />,
);

/** Only a photo can be magnified: not a video or an embedded page. */
function useCurrentIsPhoto(): boolean {
  return useLightboxState().currentSlide?.type === 'photo';
}

function MagnifierState({ children }: { children?: ReactNode }) {
  const [on, setOn] = useState(false);
  const value = useMemo(() => ({ on, toggle: () => setOn((was) => !was) }), [on]);
  return <MagnifierContext.Provider value={value}>{children}</MagnifierContext.Provider>;
}

function MagnifierButton() {
  const { on, toggle } = useContext(MagnifierContext);
  const isPhoto = useCurrentIsPhoto();
  return <IconButton label="Magnifier" icon={MagnifierIcon} aria-pressed={on} disabled={!isPhoto} onClick={toggle} />;
}

/** Where the loupe goes and what it shows, for a pointer at (x, y) on the screen; null off the photo. */
function lensAt(layer: HTMLElement, x: number, y: number, touch: boolean): CSSProperties | null {
  const photo = layer.parentElement?.querySelector<HTMLImageElement>('.yarl__slide_current img');
  if (!photo) return null;
  const box = photo.getBoundingClientRect();
  const onPhotoX = x - box.left;
  const onPhotoY = y - box.top;
  if (onPhotoX < 0 || onPhotoY < 0 || onPhotoX > box.width || onPhotoY > box.height) return null;
  const layerBox = layer.getBoundingClientRect();
  return {
    width: sizePx,
    height: sizePx,
    left: x - layerBox.left - sizePx / 2,
    // A finger would hide a loupe under it, so on a touch screen it sits above the finger.
    top: y - layerBox.top - sizePx / 2 - (touch ? aboveFingerPx : 0),
    backgroundImage: `url(${JSON.stringify(photo.currentSrc || photo.src)})`,
    backgroundSize: `${box.width * scale}px ${box.height * scale}px`,
    backgroundPosition: `${sizePx / 2 - onPhotoX * scale}px ${sizePx / 2 - onPhotoY * scale}px`,
  };
}

function MagnifierLayer() {
  const { on } = useContext(MagnifierContext);
  const isPhoto = useCurrentIsPhoto();
  const [lens, setLens] = useState<CSSProperties | null>(null);
  if (!on || !isPhoto) return null;

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    // The viewer's own handlers would take this as a swipe.
    event.stopPropagation();
    setLens(lensAt(event.currentTarget, event.clientX, event.clientY, event.pointerType === 'touch'));
  };

  return (
    <div
      className={styles.magnifierLayer}
      data-testid="magnifier"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(event);
      }}
      onPointerMove={follow}
      onPointerUp={(event) => event.stopPropagation()}
      onPointerLeave={() => setLens(null)}
    >
      {lens && <div className={styles.loupe} style={lens} aria-hidden="true" />}
    </div>
  );
}

/** The plugin: pass it to the viewer's `plugins`. */
export function Magnifier({ augment, addParent, addChild }: PluginProps) {
  augment(({ toolbar, ...rest }) => ({
    toolbar: addToolbarButton(toolbar, PLUGIN_MAGNIFIER, <MagnifierButton />),
    ...rest,
  }));
  addParent(MODULE_CONTROLLER, createModule(PLUGIN_MAGNIFIER, MagnifierState));
  addChild(MODULE_CONTROLLER, createModule(`${PLUGIN_MAGNIFIER}-layer`, MagnifierLayer));
}
