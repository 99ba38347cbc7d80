export { ScrollPane, type ScrollPaneProps } from './ScrollPane';
export { thumbSize, thumbOffset, scrollForThumb, throttle, MIN_THUMB_SIZE, POINTER_THROTTLE_MS } from './geometry';
