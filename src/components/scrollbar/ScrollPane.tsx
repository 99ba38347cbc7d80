import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import { MIN_THUMB_SIZE, POINTER_THROTTLE_MS, scrollForThumb, thumbOffset, thumbSize, throttle } from './geometry';

// A scrolling pane with the console's own vertical scrollbar [Spec]: a thumb
// never shorter than 25 px, a click on the track scrolls by a page, auto-hide
// by default, and pointer moves while dragging handled at most every 64 ms.

export interface ScrollPaneProps {
  children: ReactNode;
  height: number | string;
  autoHide?: boolean;
  minThumbSize?: number;
  throttleMs?: number;
}

export function ScrollPane({
  children,
  height,
  autoHide = true,
  minThumbSize = MIN_THUMB_SIZE,
  throttleMs = POINTER_THROTTLE_MS,
}: ScrollPaneProps) {
  const viewRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [metrics, setMetrics] = useState({ scroll: 0, viewport: 0, content: 0, track: 0 });
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);

  const measure = useCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    setMetrics({
      scroll: view.scrollTop,
      viewport: view.clientHeight,
      content: view.scrollHeight,
      track: trackRef.current?.clientHeight || view.clientHeight,
    });
  }, []);

  useEffect(() => {
    measure();
    const view = viewRef.current;
    if (!view || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(view);
    if (view.firstElementChild) observer.observe(view.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const thumb = thumbSize(metrics.viewport, metrics.content, metrics.track, minThumbSize);
  const offset = thumbOffset(metrics.scroll, metrics.viewport, metrics.content, metrics.track, thumb);

  const onTrackClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const view = viewRef.current;
    if (!view || event.target !== event.currentTarget) return;
    const y = event.clientY - event.currentTarget.getBoundingClientRect().top;
    view.scrollTop += (y < offset ? -1 : 1) * view.clientHeight;
    measure();
  };

  const dragMove = useMemo(
    () =>
      throttle((startScroll: number, startY: number, y: number) => {
        const view = viewRef.current;
        if (!view) return;
        const startOffset = thumbOffset(
          startScroll,
          view.clientHeight,
          view.scrollHeight,
          trackRef.current?.clientHeight || view.clientHeight,
          thumb,
        );
        view.scrollTop = scrollForThumb(
          startOffset + (y - startY),
          view.clientHeight,
          view.scrollHeight,
          trackRef.current?.clientHeight || view.clientHeight,
          thumb,
        );
        measure();
      }, throttleMs),
    [thumb, throttleMs, measure],
  );
  useEffect(() => () => dragMove.cancel(), [dragMove]);

  const onThumbDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const view = viewRef.current;
    if (!view) return;
    event.preventDefault();
    const startScroll = view.scrollTop;
    const startY = event.clientY;
    setDragging(true);
    const move = (e: PointerEvent) => dragMove(startScroll, startY, e.clientY);
    const up = () => {
      setDragging(false);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const visible = thumb > 0 && (!autoHide || hovered || dragging);
  return (
    <Box sx={{ position: 'relative', height }} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Box
        ref={viewRef}
        onScroll={measure}
        data-testid="scroll-view"
        sx={{ height: '100%', overflowY: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {children}
      </Box>
      <Box
        ref={trackRef}
        data-testid="scroll-track"
        onClick={onTrackClick}
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          width: 8,
          height: '100%',
          opacity: visible ? 1 : 0,
          transition: 'opacity 200ms',
          display: thumb > 0 ? 'block' : 'none',
        }}
      >
        <Box
          data-testid="scroll-thumb"
          onPointerDown={onThumbDown}
          style={{ height: thumb, transform: `translateY(${offset}px)` }}
          sx={{ width: '100%', borderRadius: 4, bgcolor: 'action.disabled', cursor: 'pointer' }}
        />
      </Box>
    </Box>
  );
}
