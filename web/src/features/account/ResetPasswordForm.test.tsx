import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordForm } from './ResetPasswordForm';

function setup(answer: Awaited<ReturnType<Parameters<typeof ResetPasswordForm>[0]['onSubmit']>> = null) {
  const onSubmit = jest.fn().mockResolvedValue(answer);
  render(<ResetPasswordForm onSubmit={onSubmit} busy={false} />);
  return { onSubmit, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Reset password' });

describe('ResetPasswordForm (password rules: 10–128 characters with a letter and a digit)', () => {
  it('states the rule and checks it before sending', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByText('Use 10 to 128 characters, with at least one letter and one digit.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'onlyletters');
    await user.type(screen.getByLabelText('Confirm new password'), 'onlyletters');
    await user.click(submit());
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('New password must contain at least one letter and one digit.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the same password twice', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('New password'), 'abcdefghi1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi2');
    await user.click(submit());
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid password once', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('New password'), 'abcdefghi1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi1');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith('abcdefghi1');
  });

  it('shows the server refusing the link above the button', async () => {
    const { user } = setup({ fieldErrors: {}, stale: false, message: 'This reset link has expired.' });
    await user.type(screen.getByLabelText('New password'), 'abcdefghi1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  });
});
