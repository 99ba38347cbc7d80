// Scrollbar geometry and the pointer throttle, pure so they can be checked alone.

export const MIN_THUMB_SIZE = 25;
export const POINTER_THROTTLE_MS = 64;

/** Thumb length for a track, proportional to the visible part of the content, never below the minimum. */
export function thumbSize(viewport: number, content: number, track: number, minimum = MIN_THUMB_SIZE): number {
  if (content <= viewport || content <= 0) return 0;
  return Math.min(track, Math.max(minimum, Math.round((track * viewport) / content)));
}

/** Thumb offset on the track for a scroll position. */
export function thumbOffset(scroll: number, viewport: number, content: number, track: number, thumb: number): number {
  const scrollable = content - viewport;
  if (scrollable <= 0) return 0;
  return Math.round(((track - thumb) * Math.min(Math.max(scroll, 0), scrollable)) / scrollable);
}

/** Scroll position for a thumb dragged to an offset on the track. */
export function scrollForThumb(offset: number, viewport: number, content: number, track: number, thumb: number): number {
  const free = track - thumb;
  if (free <= 0) return 0;
  return ((content - viewport) * Math.min(Math.max(offset, 0), free)) / free;
}

/** Calls `fn` at most once per `ms`; the last call of a burst still runs at the end of its window. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms = POINTER_THROTTLE_MS, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const throttled = (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= ms) {
      last = now();
      fn(...args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = now();
        if (pending) fn(...pending);
        pending = undefined;
      }, ms - elapsed);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
