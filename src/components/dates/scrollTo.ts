import { TIME_SCROLL_MS } from './formats';

/** Scrolls `element` to `top` over `duration` ms (linear), resolving when done. */
export function animateScroll(element: HTMLElement, top: number, duration = TIME_SCROLL_MS): Promise<void> {
  const start = element.scrollTop;
  const distance = top - start;
  if (distance === 0 || duration <= 0) {
    element.scrollTop = top;
    return Promise.resolve();
  }
  const began = performance.now();
  return new Promise((resolve) => {
    const step = () => {
      // performance.now(), not the frame time: some engines give frame times from another origin
      const progress = Math.min(1, (performance.now() - began) / duration);
      element.scrollTop = start + distance * progress;
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
