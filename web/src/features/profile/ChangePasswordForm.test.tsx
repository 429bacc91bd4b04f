import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { MutationProblem } from '../../forms/mutationErrors';

function setup(answers: (MutationProblem | null)[]) {
  const onSubmit = jest.fn();
  answers.forEach((answer) => onSubmit.mockResolvedValueOnce(answer));
  render(<ChangePasswordForm onSubmit={onSubmit} busy={false} />);
  return { onSubmit, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('requires the current password and applies the new-password rules before sending', async () => {
    const { onSubmit, user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required.');
    await fill(user, 'old-pass-1', 'tooshort1');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('New password must be 10 to 128 characters long.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field', async () => {
    const { onSubmit, user } = setup([{ fieldErrors: { currentPassword: 'The current password is wrong.' }, stale: false, message: null }]);
    await fill(user, 'not-my-pass1', 'abcdefghi1');
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'not-my-pass1', password: 'abcdefghi1', confirmPassword: 'abcdefghi1' });
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong.');
  });

  it('empties the form after a change', async () => {
    const { user } = setup([null]);
    await fill(user, 'old-pass-1', 'abcdefghi1');
    expect(await screen.findByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
