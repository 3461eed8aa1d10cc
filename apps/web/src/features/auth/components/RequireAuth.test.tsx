import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeAuthGateway, refused } from '../../../test/fake-auth-gateway';
import { renderWithServices } from '../../../test/render';
import { RequireAuth } from './RequireAuth';

function renderGate(gateway = createFakeAuthGateway()) {
  return renderWithServices(
    <Routes>
      <Route element={<RequireAuth whileLoading={<p>Splash</p>} />}>
        <Route path="/library" element={<h1>Library page</h1>} />
      </Route>
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { path: '/library', gateway },
  );
}

describe('RequireAuth', () => {
  it('shows the splash while the sign-in state is loading', async () => {
    const gateway = createFakeAuthGateway();
    gateway.getSession.mockReturnValue(new Promise(() => undefined));
    renderGate(gateway);
    expect(screen.getByText('Splash')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    renderGate(createFakeAuthGateway({ signedInAs: {} }));
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing the history entry', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('keeps the visitor on the page, not /login, when the state could not be read', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getSession.mockResolvedValue(refused({ status: 503, message: 'Down' }));
    renderGate(gateway);
    await waitFor(() => expect(gateway.getSession).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/library');
  });
});
