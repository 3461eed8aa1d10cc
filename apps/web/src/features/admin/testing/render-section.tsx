import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { AdminSectionPage } from '../AdminSectionPage';
import { createFakeAdminApi } from './fake-admin-api';

/** One admin section over a fake API, at `url` (for sections that read the query string). */
export function renderAdminSection(title: string, routes: Record<string, unknown>, url = '/') {
  const fake = createFakeAdminApi(routes);
  render(
    <ApiClientProvider client={fake.api}>
      <MemoryRouter initialEntries={[url]}>
        <AdminSectionPage title={title} />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return { fake, user: userEvent.setup() };
}

/** What the server answers a caller whose request it refuses, with its own sentence. */
export const refusal = (status: number, message: string) => () => {
  throw new ApiRequestError(`API request failed: ${status}`, status, {
    error: 'refused',
    message,
    status,
  });
};
