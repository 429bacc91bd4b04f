import { render, screen } from '@testing-library/react';
import { SupportPage } from './SupportPage';

describe('SupportPage', () => {
  it('gives the IT helpdesk address from configuration as a mail link', () => {
    render(<SupportPage />);
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'it@example.com' })).toHaveAttribute('href', 'mailto:it@example.com');
  });
});
