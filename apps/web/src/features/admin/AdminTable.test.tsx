import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './AdminTable';

describe('AdminTable', () => {
  it('is a captioned table with its column headings, in a region the keyboard can scroll', () => {
    render(
      <AdminTable caption="Latest feedback" columns={['Time', 'Rating']}>
        <tr>
          <th scope="row">Today</th>
          <td>5</td>
        </tr>
      </AdminTable>,
    );
    const region = screen.getByRole('region', { name: 'Latest feedback' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Latest feedback' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Rating']);
    expect(within(table).getByRole('rowheader', { name: 'Today' })).toBeInTheDocument();
  });
});
