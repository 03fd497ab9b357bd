import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

afterEach(cleanup);

beforeEach(() => {
  // Browsers never report the `finished` promise of a cancelled animation as unhandled; happy-dom does.
  const animate = Element.prototype.animate;
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (this: Element, ...args) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => {});
    return animation;
  });
});
