import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadingOverlay, SpinnerOverlay } from '../../../src/components/overlays';
import { MIN_THUMB_SIZE, POINTER_THROTTLE_MS, ScrollPane, thumbSize, throttle } from '../../../src/components/scrollbar';
import { DraggableDialog } from '../../../src/components/window';
import { PRINT_WINDOW_HEIGHT, PRINT_WINDOW_WIDTH, printElement } from '../../../src/components/print';

describe('overlays', () => {
  it('a spinner overlay blocks its region while active', () => {
    const { rerender } = render(
      <SpinnerOverlay active>
        <button>Compute</button>
      </SpinnerOverlay>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compute' }).parentElement).toHaveAttribute('aria-busy', 'true');
    rerender(
      <SpinnerOverlay active={false}>
        <button>Compute</button>
      </SpinnerOverlay>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a loading overlay shows its message and the progress the server reports', () => {
    const { rerender } = render(
      <LoadingOverlay active message="Computing payroll…" progress={42.4}>
        <p>period</p>
      </LoadingOverlay>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Computing payroll…');
    expect(status).toHaveTextContent('42%');
    expect(screen.getByRole('progressbar', { name: 'Computing payroll…' })).toHaveAttribute('aria-valuenow', '42');
    rerender(
      <LoadingOverlay active message="Posting…">
        <p>period</p>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Posting…');
    expect(screen.getByRole('status')).not.toHaveTextContent('%');
  });
});

function layout(element: HTMLElement, { clientHeight, scrollHeight }: { clientHeight: number; scrollHeight: number }) {
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
}

describe('scrollbars', () => {
  it('never makes the thumb shorter than 25 px', () => {
    expect(MIN_THUMB_SIZE).toBe(25);
    expect(thumbSize(200, 100_000, 200)).toBe(25);
    expect(thumbSize(200, 400, 200)).toBe(100);
    expect(thumbSize(200, 150, 200)).toBe(0);
  });

  it('handles pointer moves at most every 64 ms, keeping the last one', () => {
    vi.useFakeTimers();
    try {
      expect(POINTER_THROTTLE_MS).toBe(64);
      const seen: number[] = [];
      const move = throttle((y: number) => seen.push(y));
      move(1);
      move(2);
      move(3);
      expect(seen).toEqual([1]);
      vi.advanceTimersByTime(63);
      expect(seen).toEqual([1]);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual([1, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls by a page on a click on the track, and hides the bar until hovered', () => {
    render(
      <ScrollPane height={200}>
        <div style={{ height: 1000 }}>rows</div>
      </ScrollPane>,
    );
    const view = screen.getByTestId('scroll-view');
    const track = screen.getByTestId('scroll-track');
    layout(view, { clientHeight: 200, scrollHeight: 1000 });
    layout(track, { clientHeight: 200, scrollHeight: 200 });
    fireEvent.scroll(view);
    expect(screen.getByTestId('scroll-thumb').style.height).toBe('40px');
    expect(track).toHaveStyle({ opacity: '0' });
    fireEvent.mouseEnter(view.parentElement!);
    expect(track).toHaveStyle({ opacity: '1' });
    fireEvent.click(track, { clientY: 150 });
    expect(view.scrollTop).toBe(200);
  });
});

describe('draggable window', () => {
  it('moves a dialog by its title bar', () => {
    render(
      <DraggableDialog open title="Approve leave">
        Details
      </DraggableDialog>,
    );
    const paper = screen.getByTestId('draggable-dialog');
    const title = screen.getByText('Approve leave');
    fireEvent.pointerDown(title, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 130 });
    fireEvent.pointerUp(window);
    expect(paper.style.transform).toBe('translate(60px, 30px)');
    fireEvent.pointerMove(window, { clientX: 300, clientY: 300 });
    expect(paper.style.transform).toBe('translate(60px, 30px)');
    expect(screen.getByRole('dialog', { name: 'Approve leave' })).toBeInTheDocument();
  });
});

describe('print', () => {
  it('opens a 1000 by 700 pop-up with the element, without buttons or navigation', async () => {
    vi.useFakeTimers();
    try {
      const popupDocument = document.implementation.createHTMLDocument('');
      const popup = { document: popupDocument, focus: vi.fn(), print: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      render(
        <div id="payslip">
          <nav>menu</nav>
          <h1>Payslip</h1>
          <table>
            <tbody>
              <tr>
                <td>Net pay</td>
                <td>15,001.50</td>
              </tr>
            </tbody>
          </table>
          <button>Print</button>
        </div>,
      );
      printElement(document.getElementById('payslip')!, 'Payslip');
      expect(open).toHaveBeenCalledWith('', '_blank', `width=${PRINT_WINDOW_WIDTH},height=${PRINT_WINDOW_HEIGHT}`);
      expect([PRINT_WINDOW_WIDTH, PRINT_WINDOW_HEIGHT]).toEqual([1000, 700]);
      expect(popupDocument.title).toBe('Payslip');
      expect(popupDocument.body.textContent).toContain('Net pay');
      expect(popupDocument.querySelector('button, nav')).toBeNull();
      expect(popupDocument.head.innerHTML).toContain('@media print');
      vi.advanceTimersByTime(300);
      expect(popup.print).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
