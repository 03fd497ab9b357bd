/**
 * What the photo viewer shows and takes, apart from its code: the viewer (lightbox.tsx) and the view it loads on
 * demand (lightbox-view.tsx) both use these, and neither imports the other's module for them.
 */
/** A picture in the viewer: an uploaded photo (`srcSet` as in an `<img>`) or a content image. */
export interface LightboxPhoto {
  type?: 'image';
  src: string;
  srcSet?: string;
  alt: string;
  width?: number;
  height?: number;
  /** Text under the picture (the metadata panel); the alt text when none is given. */
  caption?: string;
}

/** A video file, played by the browser's own player (the original's `htmlVideo`). */
export interface LightboxVideo {
  type: 'video';
  sources: { src: string; type: string }[];
  poster?: string;
  width?: number;
  height?: number;
}

/** A page shown in a frame: a YouTube or other embed address (the original's `yt`, `customVideoEmbed`, `customEmbed`). */
export interface LightboxEmbed {
  type: 'embed';
  title: string;
  src: string;
}

export type LightboxItem = LightboxPhoto | LightboxVideo | LightboxEmbed;

export interface LightboxProps {
  /** Keep the same array while the viewer is open: a new array sends the viewer back to `index`. */
  slides: readonly LightboxItem[];
  /** The slide to open at (wraps around), or null while the viewer is closed. */
  index: number | null;
  onClose: () => void;
  /** Maximum zoom, clamped to 1..24; 8 when not given (spec section 5). */
  maxZoom?: number;
}
