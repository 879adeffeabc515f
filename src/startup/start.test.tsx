import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigError } from '../app/config';
import { StartupError } from './start';

it('shows a misconfiguration as a message on the page, never a blank page', () => {
  render(
    <StartupError
      error={new ConfigError('The Firebase configuration is incomplete: set VITE_FIREBASE_APP_ID (see .env.example).')}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText(/set VITE_FIREBASE_APP_ID/)).toBeInTheDocument();
});
