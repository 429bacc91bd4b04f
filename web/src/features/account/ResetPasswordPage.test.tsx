import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { alertStore } from '../../alerts/alertStore';
import { createRoutes } from '../../app/routes';
import { LINK_NOT_VALID_MESSAGE } from './ResetPasswordPage';

/**
 * The reset page checks its link when it opens (DESIGN §2; `passwordResetLink`, docs/setup-contract.md
 * `POST /setup/employees/reset/check`): a used, expired or unknown link says so instead of showing
 * the form; a valid one shows the form; when the check cannot be made the form shows and the reset
 * itself tells. The gateway is a stand-in fetch answering per operation.
 */

type Answers = Record<string, () => Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answering each GraphQL operation by the field it selects; records the requests. */
function gateway(answers: Answers) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const field = Object.keys(answers).find((name) => body.query.includes(`${name}(`));
    if (!field) throw new Error(`unexpected operation ${body.query}`);
    return answers[field]!();
  });
}

function renderAt(path: string) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(createRoutes(), { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] });
  render(<RouterProvider router={router} />);
  return router;
}

const bodies = (fetch: jest.SpyInstance) => fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { query: string; variables: unknown });

beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  alertStore.clear();
  jest.restoreAllMocks();
});

describe('ResetPasswordPage checks its link when opened', () => {
  it('says a used or expired link is not valid any more, with a way to ask for a new one, and no form', async () => {
    const fetch = gateway({
      passwordResetLink: () => json({ data: { passwordResetLink: { valid: false, expiresAt: null, message: 'This reset link is invalid or has expired.' } } }),
    });
    renderAt('/account/reset-password?token=used-token');
    expect(await screen.findByText('Checking your link…')).toHaveAttribute('role', 'status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LINK_NOT_VALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(bodies(fetch)).toEqual([expect.objectContaining({ variables: { token: 'used-token' } })]);
  });

  it('shows the form for a valid link, and resets the password with it', async () => {
    const fetch = gateway({
      passwordResetLink: () => json({ data: { passwordResetLink: { valid: true, expiresAt: '2026-01-05T09:37:00.000Z', message: null } } }),
      confirmPasswordReset: () => json({ data: { confirmPasswordReset: 'Your password was reset.' } }),
    });
    const router = renderAt('/account/reset-password?token=fresh-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'abcdefghi1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(bodies(fetch).map((body) => body.variables)).toEqual([{ token: 'fresh-token' }, { token: 'fresh-token', password: 'abcdefghi1' }]);
  });

  it('shows the form when the link could not be checked (the reset then tells)', async () => {
    gateway({
      passwordResetLink: () => json({ data: null, errors: [{ message: 'The server could not be reached.', extensions: { code: 'UPSTREAM' } }] }),
      confirmPasswordReset: () => json({ data: null, errors: [{ message: 'This reset link is invalid or has expired.', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    renderAt('/account/reset-password?token=some-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'abcdefghi1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    // A link refused on submit (it ran out while the page was open) ends the same way.
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_NOT_VALID_MESSAGE);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('keeps a password the server refuses on its field', async () => {
    gateway({
      passwordResetLink: () => json({ data: { passwordResetLink: { valid: true, expiresAt: '2026-01-05T09:37:00.000Z', message: null } } }),
      confirmPasswordReset: () =>
        json({
          data: null,
          errors: [
            { message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'password', message: 'Choose a less common password.' }] } },
          ],
        }),
    });
    renderAt('/account/reset-password?token=fresh-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'abcdefghi1');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Choose a less common password.'));
  });

  it('without a token says the link is not complete and asks nothing', async () => {
    const fetch = gateway({});
    renderAt('/account/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link to reset a password is not complete. Ask for a new one.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
