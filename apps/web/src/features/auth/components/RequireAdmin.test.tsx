import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createFakeAuthGateway } from '../../../test/fake-auth-gateway';
import { renderWithServices } from '../../../test/render';
import { RequireAdmin } from './RequireAdmin';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

const me = (admin: boolean) => ({
  id: 'user-1',
  email: 'jane.doe@example.org',
  name: 'Jane',
  emailVerified: true,
  admin,
});

function renderAdmin(gateway = createFakeAuthGateway({ signedInAs: { admin: true } })) {
  return renderWithServices(
    <Routes>
      <Route path="/admin" element={<RequireAdmin />}>
        <Route index element={<h1>Admin area</h1>} />
      </Route>
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>,
    { path: '/admin', gateway },
  );
}

describe('RequireAdmin', () => {
  it('says it is checking while the server is asked', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderAdmin();
    expect(await screen.findByText('Checking admin permissions...')).toBeInTheDocument();
  });

  it('asks GET /api/me with the ID token and opens the area for an admin', async () => {
    fetchMock.mockResolvedValue(json(200, me(true)));
    const { store } = renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/me');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${store.getState().auth.token}`);
  });

  it('sends a signed-in non-admin to /, replacing the history entry', async () => {
    fetchMock.mockResolvedValue(json(200, me(false)));
    renderAdmin(createFakeAuthGateway({ signedInAs: { admin: true } }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('sends a signed-out visitor to / without asking the server', async () => {
    renderAdmin(createFakeAuthGateway());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure when the check fails', async () => {
    fetchMock.mockResolvedValue(
      json(500, { error: 'internal', message: 'Boom', status: 500 }, 'Internal Server Error'),
    );
    renderAdmin();
    expect(await screen.findByText('Error verifying admin access: Boom')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).not.toBeInTheDocument();
  });

  it('shows the failure when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAdmin();
    expect(
      await screen.findByText(
        'Error verifying admin access: We may be under heavy load. Please try again in few minutes.',
      ),
    ).toBeInTheDocument();
  });
});
