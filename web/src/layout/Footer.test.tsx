import { render, screen } from '@testing-library/react';
import { Footer } from './Footer';

describe('Footer (spec §1, §9)', () => {
  it('names the holding company in the 2021 copyright line', () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^2021 © Acme Holdings Group\.$/);
  });
});
