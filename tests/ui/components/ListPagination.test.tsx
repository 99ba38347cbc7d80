import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, useList } from 'react-admin';
import { ListPagination, pageSummary, pageWindow, showingText } from '../../../src/components/pagination';
import { fakeDataProvider, TestAdmin } from './harness';

function Pager({ rows, perPage = 10, pageButtons }: { rows: number; perPage?: number; pageButtons?: number }) {
  const list = useList({ data: Array.from({ length: rows }, (_, i) => ({ id: i + 1 })), perPage });
  return (
    <ListContextProvider value={list}>
      <ListPagination pageButtons={pageButtons} />
    </ListContextProvider>
  );
}

function renderPager(props: { rows: number; perPage?: number; pageButtons?: number }) {
  render(
    <TestAdmin dataProvider={fakeDataProvider({})}>
      <Pager {...props} />
    </TestAdmin>,
  );
}

const summary = () => screen.getByTestId('pagination-summary').textContent;
const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('ListPagination', () => {
  it('says which rows are shown, with 3 page buttons by default', () => {
    renderPager({ rows: 95 });
    expect(summary()).toBe('Showing 1 to 10 of 95 entries');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('moves with next, previous, last and first, and is right on the last page', async () => {
    renderPager({ rows: 95 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(summary()).toBe('Showing 11 to 20 of 95 entries');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(summary()).toBe('Showing 91 to 95 of 95 entries');
    expect(pageButtons()).toEqual(['8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(summary()).toBe('Showing 81 to 90 of 95 entries');
    expect(pageButtons()).toEqual(['8', '9', '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(summary()).toBe('Showing 71 to 80 of 95 entries');
    expect(pageButtons()).toEqual(['7', '8', '9']);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(summary()).toBe('Showing 1 to 10 of 95 entries');
  });

  it('is right on an empty list', () => {
    renderPager({ rows: 0 });
    expect(summary()).toBe('Showing 0 to 0 of 0 entries');
    expect(pageButtons()).toEqual(['1']);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('takes a configured number of page buttons', () => {
    renderPager({ rows: 95, pageButtons: 5 });
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('changes the rows per page', async () => {
    renderPager({ rows: 95 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    expect(summary()).toBe('Showing 1 to 25 of 95 entries');
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });
});

describe('page arithmetic', () => {
  it('counts the rows of a page, clamping a page past the end', () => {
    expect(showingText(pageSummary(3, 25, 60))).toBe('Showing 51 to 60 of 60 entries');
    expect(showingText(pageSummary(9, 25, 60))).toBe('Showing 51 to 60 of 60 entries');
    expect(pageSummary(1, 25, 0)).toEqual({ from: 0, to: 0, total: 0, pageCount: 1 });
  });

  it('keeps the page window inside the pages', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 10, 4)).toEqual([1, 2, 3, 4]);
  });
});
