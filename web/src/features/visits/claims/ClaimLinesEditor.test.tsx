import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClaimLinesEditor } from './ClaimLinesEditor';
import { emptyLine, type ClaimLineDraft } from './claimLines';

function Editor({ rate = '0.35' }: { rate?: string | null }) {
  const [lines, setLines] = useState<ClaimLineDraft[]>([emptyLine()]);
  return <ClaimLinesEditor lines={lines} onChange={setLines} rate={rate} currency="USD" showProblems serverErrors={{ '1.amount': 'Too much.' }} disabled={false} />;
}

describe('ClaimLinesEditor (docs/visits.md "Claims")', () => {
  it('shows the exact amount of the kilometres typed at the mileage rate, and the total', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Kilometres, line 1' }), '123.4');
    expect(screen.getByRole('status', { name: 'Amount, line 1' })).toHaveTextContent('= $43.19');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type, line 2' }), 'MEALS');
    await user.type(screen.getByRole('textbox', { name: 'Amount, line 2' }), '0.1');
    expect(screen.getByText('$43.29')).toBeInTheDocument();
    // The server's message shows on its line's field.
    expect(screen.getByText('Too much.')).toBeInTheDocument();
  });

  it('says so when the mileage rate is not known', () => {
    render(<Editor rate={null} />);
    expect(screen.getByText('Mileage rate not known')).toBeInTheDocument();
    expect(screen.getByText('Enter the kilometres driven.')).toBeInTheDocument();
  });
});
