import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { createFakeAuthGateway, refused } from '../test/fake-auth-gateway';
import { renderWithServices } from '../test/render';
import { SignInCheckNotice } from './SignInCheckNotice';

function renderLibrary(gateway: ReturnType<typeof createFakeAuthGateway>) {
  return renderWithServices(
    <>
      <SignInCheckNotice />
      <Routes>
        <Route element={<RequireAuth whileLoading={<p>Splash</p>} />}>
          <Route path="/library" element={<h1>Library page</h1>} />
        </Route>
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </>,
    { path: '/library', gateway },
  );
}

describe('a sign-in check that failed', () => {
  it('says so with Try again instead of showing the login screen, then opens the page', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getSession.mockResolvedValueOnce(refused({ status: 429, message: 'Slow down' }));
    renderLibrary(gateway);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check your sign-in");
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/library');
  });

  it('goes to /login once the server says the session is gone', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getSession.mockResolvedValueOnce(refused({ status: 0 }));
    renderLibrary(gateway);
    await screen.findByRole('alert');

    gateway.signedInAs = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
