import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingPanel } from './LoadingPanel';

describe('full-screen loading panel (requirements §2)', () => {
  it('is hidden while its flag is false, as it starts', () => {
    render(<LoadingPanel />);
    expect(screen.queryByText('Loading, please wait...')).not.toBeInTheDocument();
  });

  it('shows animated bars and the text when loading', () => {
    render(<LoadingPanel loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait...');
  });
});
