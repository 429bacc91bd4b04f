import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LoginForm } from './LoginForm';

function setup(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onSubmit = jest.fn();
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} busy={false} error={null} {...props} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('LoginForm (spec §1, §2)', () => {
  it('has the fields "E-mail" and "Password" and the button "Sign in"', () => {
    setup();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows required messages under the fields instead of submitting', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the e-mail format when the field is left, before any submit', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).toBeNull();
  });

  it('updates the message while typing once shown', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'jane');
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });

  it('submits valid values with the e-mail trimmed', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('E-mail'), '  jane@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'secret pass' });
  });

  it('shows the server message as an alert', () => {
    setup({ error: 'Invalid e-mail or password.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
  });

  it('disables "Sign in" and sends nothing while a throttled sign-in must wait', async () => {
    const { onSubmit, user } = setup({ throttle: { message: 'Too many failed sign-ins.', remaining: 5 } });
    await user.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret pass{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-ins.');
  });

  it('disables "Sign in" while signing in', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
  });
});

describe('LoginForm focus', () => {
  it('says nothing when focus only passes through an empty field', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('E-mail'));
    await user.tab();
    await user.tab();
    expect(screen.queryByText('E-mail is required.')).toBeNull();
    expect(screen.queryByText('Password is required.')).toBeNull();
  });
});
