import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { testConfig } from '../test/render';
import { Splash } from './Splash';

describe('Splash', () => {
  it('shows the product name, the version and an announced loading status', () => {
    render(
      <RuntimeConfigProvider value={testConfig({ productName: 'Bedtime Tales' })}>
        <Splash />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Bedtime Tales' })).toBeInTheDocument();
    expect(screen.getByText('v1.1.3')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
  });
});
