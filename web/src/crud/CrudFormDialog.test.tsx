import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { AlertArea } from '../alerts/AlertArea';
import { gradesResource } from '../generated/crud/gradesResource';
import { CrudPage } from './CrudPage';
import { gatewayStandInLink, renderInApp, type GatewayAnswerer } from '../../testing/gatewayStandIn';
import { installListScreenTestHooks } from '../../testing/listScreenHooks';

/**
 * The generic create/edit dialog as people use it (DESIGN §4 forms; WAI-ARIA dialog pattern), rendered
 * as the app renders it (App's data router) over an Apollo link standing in for the gateway:
 * the first field takes the focus (typing right after "New grade" goes into Name, never into the close
 * button), closing gives the focus back to the button that opened the dialog, a failed submit moves it
 * to the first field with a message; required fields are marked; Back, Forward and links with unsaved
 * changes ask "Discard changes?"; a save says so in a toast.
 */

const SEEDED = Array.from({ length: 3 }, (_, i) => ({
  __typename: 'Grade' as const,
  id: `g${i + 1}`,
  name: `Grade 0${i + 1}`,
  level: i + 1,
  description: null,
  version: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));

/** The grades the stand-in holds (a delete removes one; each test starts from the seeded three). */
let GRADES = [...SEEDED];

/** The variables of the updates the stand-in was sent. */
let UPDATES: Record<string, unknown>[] = [];

/** A problem in a mutation's payload (schema.graphql `UserError`). */
const userError = (field: string[] | null, message: string, code: string, reason: string | null = null) => ({ __typename: 'UserError', field, message, code, reason });

/**
 * A gateway stand-in: the grades list and record, creates (a level of 50 or more is refused on its
 * field in the payload, as the gateway does) and deletes (Grade 01 is in use: refused in the payload).
 */
const answer: GatewayAnswerer = (operationName, variables) => {
  switch (operationName) {
    case 'Grades':
      return { data: { grades: { __typename: 'GradePage', items: GRADES, page: 1, pageSize: 10, total: GRADES.length, totalPages: 1 } } };
    case 'Grade':
      return { data: { grade: GRADES.find((grade) => grade.id === variables.id) ?? null } };
    case 'CreateGrade': {
      const input = variables.input as { name: string; level: number | null; description: string | null };
      if ((input.level ?? 0) >= 50) {
        return { data: { createGrade: { __typename: 'GradePayload', grade: null, errors: [userError(['input', 'level'], 'Must be 49 or less', 'BAD_USER_INPUT')] } } };
      }
      return { data: { createGrade: { __typename: 'GradePayload', grade: { ...GRADES[0], id: 'new', ...input }, errors: [] } } };
    }
    case 'UpdateGrade': {
      UPDATES.push(variables);
      const grade = GRADES.find((candidate) => candidate.id === variables.id);
      if (!grade) return { data: { updateGrade: { __typename: 'GradePayload', grade: null, errors: [userError(null, 'This grade no longer exists.', 'NOT_FOUND')] } } };
      if (variables.version !== grade.version) {
        return { data: { updateGrade: { __typename: 'GradePayload', grade: null, errors: [userError(null, 'Changed meanwhile.', 'CONFLICT', 'STALE_VERSION')] } } };
      }
      return { data: { updateGrade: { __typename: 'GradePayload', grade: { ...grade, ...(variables.input as object) }, errors: [] } } };
    }
    case 'DeleteGrade': {
      if (variables.id === 'g1') {
        const refused = userError(null, 'This grade is used by 3 employees and cannot be deleted.', 'CONFLICT', 'REFERENCED');
        return { data: { deleteGrade: { __typename: 'DeletePayload', deletedId: null, errors: [refused] } } };
      }
      const index = GRADES.findIndex((grade) => grade.id === variables.id);
      if (index >= 0) GRADES.splice(index, 1);
      return { data: { deleteGrade: { __typename: 'DeletePayload', deletedId: variables.id, errors: [] } } };
    }
    default:
      return { errors: [{ message: `unexpected ${operationName}` }] };
  }
};

function renderGrades(initialEntries = ['/', '/setup/grades']) {
  const page = (
    <>
      <AlertArea />
      <Link to="/">Dashboard</Link>
      <CrudPage resource={gradesResource} />
    </>
  );
  // Without StrictMode: its second run of every effect (development only) would hide an effect that
  // moves the focus after ours, as PrimeReact's focus trap did in the built app.
  const { router } = renderInApp({
    link: gatewayStandInLink(answer),
    path: '/setup/grades',
    page,
    routes: [{ path: '/', element: <p>Dashboard page</p> }],
    initialEntries,
  });
  return { router };
}

const newGradeDialog = () => screen.findByRole('dialog', { name: 'New grade' });
const discardQuestion = () => screen.queryByRole('dialog', { name: 'Discard changes?' });

installListScreenTestHooks();
beforeEach(() => {
  GRADES = [...SEEDED];
  UPDATES = [];
});

describe('focus in the generic form dialog', () => {
  it('puts the focus on the first field when "New grade" opens, so what is typed goes there (not into the close button)', async () => {
    renderGrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const dialog = await newGradeDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Senior grade');
    expect(name).toHaveValue('Senior grade');
    expect(screen.getByRole('dialog', { name: 'New grade' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /close/i })).not.toHaveFocus();
  });

  it('gives the focus back to "New grade" when the dialog closes', async () => {
    renderGrades();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'New grade' });
    await user.click(opener);
    const dialog = await newGradeDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New grade' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('focuses the first field of an edit once the record is loaded, and gives the focus back to that row\'s "Edit" on Escape', async () => {
    renderGrades();
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Edit Grade 02' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit grade' });
    const name = await within(dialog).findByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Grade 02');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit grade' })).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it("after a failed submit, focuses the first field with a message: a rule broken in the form, then the server's answer", async () => {
    renderGrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const dialog = await newGradeDialog();
    const name = within(dialog).getByLabelText('Name');
    const level = within(dialog).getByLabelText('Level');
    await user.type(level, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required.');

    await user.type(name, 'Too high');
    await user.clear(level);
    await user.type(level, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(level).toHaveAccessibleDescription('Must be 49 or less'));
    await waitFor(() => expect(level).toHaveFocus());
  });
});

describe('required fields', () => {
  it('are marked visibly and with aria-required; the others are not', async () => {
    renderGrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const dialog = await newGradeDialog();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText('Level')).not.toHaveAttribute('aria-required');
    expect(within(dialog).getByLabelText('Description')).not.toHaveAttribute('aria-required');
    // The mark sits beside the Name label (hidden from screen readers, which hear aria-required), and a note says what it means.
    const frame = name.closest('.form-field') as HTMLElement;
    expect(frame.querySelector('.form-field-required')).toHaveTextContent('*');
    expect(frame.querySelector('.form-field-required')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).getByLabelText('Level').closest('.form-field')?.querySelector('.form-field-required')).toBeNull();
    expect(dialog.querySelector('.form-required-note')).toHaveTextContent('* Required');
  });
});

describe('unsaved changes and the browser history', () => {
  async function typeIntoNewGrade(text: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const dialog = await newGradeDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard(text);
    return { user, name };
  }

  it('Back asks "Discard changes?": Keep editing stays in the dialog as it was, Discard leaves', async () => {
    const { router } = renderGrades();
    const { user, name } = await typeIntoNewGrade('Half-typed');

    await act(() => router.navigate(-1));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(router.state.location.pathname).toBe('/setup/grades');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(router.state.location.pathname).toBe('/setup/grades');
    expect(name).toHaveValue('Half-typed');
    expect(screen.getByRole('dialog', { name: 'New grade' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('Back to the same list with another query asks too; Discard closes the dialog on the earlier list', async () => {
    const { router } = renderGrades(['/setup/grades?search=Grade', '/setup/grades']);
    const { user } = await typeIntoNewGrade('Half-typed');
    await act(() => router.navigate(-1));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Grade'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New grade' })).toBeNull());
  });

  it('a link to another page asks too', async () => {
    const { router } = renderGrades();
    await typeIntoNewGrade('Half-typed');
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup/grades');
  });

  it('without changes, Back leaves at once', async () => {
    const { router } = renderGrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    await newGradeDialog();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(discardQuestion()).toBeNull();
  });
});

describe('success feedback', () => {
  it('a save says so in a toast over the page, not in the alert area above the list', async () => {
    renderGrades();
    const { name, user } = await (async () => {
      const u = userEvent.setup();
      await u.click(await screen.findByRole('button', { name: 'New grade' }));
      const dialog = await newGradeDialog();
      return { name: within(dialog).getByLabelText('Name'), user: u };
    })();
    await user.type(name, 'Senior grade');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await waitFor(() => {
      const found = document.querySelector('.p-toast');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(await within(toast).findByRole('alert')).toHaveTextContent('Grade saved.');
    expect(document.querySelector('.alert-area')).toBeNull();
    // The focus went back to the button that opened the form.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New grade' })).toHaveFocus());
  });
});

describe('saving an edit (DESIGN §3 partial updates)', () => {
  it('sends only the changed fields, with the version read', async () => {
    renderGrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Grade 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit grade' });
    const description = await within(dialog).findByLabelText('Description');
    await user.type(description, 'Middle of the scale');
    // Spaces around the name change nothing that is sent (the name is trimmed).
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(UPDATES).toHaveLength(1));
    expect(UPDATES[0]).toEqual({ id: 'g2', version: 0, input: { description: 'Middle of the scale' } });
  });

  it('offers "Reload" when the payload says the version is stale', async () => {
    renderGrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Grade 03' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit grade' });
    await user.type(await within(dialog).findByLabelText('Description'), 'x');
    GRADES = GRADES.map((grade) => (grade.id === 'g3' ? { ...grade, version: 1 } : grade));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/was changed by someone else since you opened it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('the delete confirmation', () => {
  it('focuses "Cancel"; a refused delete says why in one alert and gives the focus back to the row\'s "Delete"; a done one gives it to the heading', async () => {
    renderGrades();
    const user = userEvent.setup();
    const refused = await screen.findByRole('button', { name: 'Delete Grade 01' });
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await user.click(refused);
      const confirm = await screen.findByRole('dialog', { name: 'Delete grade' });
      await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete grade' })).toBeNull());
      const alerts = await screen.findAllByText(/Could not delete grade Grade 01\. This grade is used by 3 employees and cannot be deleted\./);
      expect(alerts).toHaveLength(1);
      await waitFor(() => expect(refused).toHaveFocus());
    }

    await user.click(screen.getByRole('button', { name: 'Delete Grade 03' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete grade' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Grade 03' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Grades' })).toHaveFocus());
  });
});
