import { useEffect } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceField } from './ChoiceField';
import { belongsTo } from './choices';
import { useFormState } from '../forms/useFormState';
import type { FieldValues } from '../forms/validation';

type Values = { departmentId: string; positionId: string; activeRole: string; otherRoles: string[] };

const POSITIONS = [
  { value: 'p-sales', label: 'Sales Manager', parent: 'sales' },
  { value: 'p-fin', label: 'Accountant', parent: 'finance' },
];
const ROLES = ['EMPLOYEE', 'HOD', 'GVR'].map((value) => ({ value, label: value }));

/** A form with a dependent position picker and an "other roles" picker, reporting its values. */
function Harness({ initial, ready, onValues }: { initial: Values; ready: boolean; onValues: (values: FieldValues) => void }) {
  const form = useFormState<Values>(initial, []);
  useEffect(() => {
    onValues(form.values);
  });
  return (
    <>
      <ChoiceField label="Position" multiple={false} options={POSITIONS} where={belongsTo('departmentId')} values={form.values} bound={form.field('positionId')} ready={ready} />
      <ChoiceField
        label="Other roles"
        multiple
        options={ROLES}
        where={(option, values) => option.value !== values.activeRole}
        values={form.values}
        bound={form.field('otherRoles')}
        ready={ready}
      />
    </>
  );
}

describe('ChoiceField (a select or reference field of the generic form)', () => {
  it('drops choices that no longer fit the other values once the options are complete', () => {
    let values: FieldValues = {};
    render(
      <Harness initial={{ departmentId: 'finance', positionId: 'p-sales', activeRole: 'HOD', otherRoles: ['EMPLOYEE', 'HOD'] }} ready onValues={(current) => (values = current)} />,
    );
    expect(values).toMatchObject({ positionId: '', otherRoles: ['EMPLOYEE'] });
  });

  it('keeps the choices while the options are still loading', () => {
    let values: FieldValues = {};
    render(
      <Harness
        initial={{ departmentId: 'finance', positionId: 'p-sales', activeRole: 'HOD', otherRoles: ['EMPLOYEE', 'HOD'] }}
        ready={false}
        onValues={(current) => (values = current)}
      />,
    );
    expect(values).toMatchObject({ positionId: 'p-sales', otherRoles: ['EMPLOYEE', 'HOD'] });
  });

  it('labels each picker and shows the chosen option', () => {
    render(<Harness initial={{ departmentId: 'sales', positionId: 'p-sales', activeRole: 'HOD', otherRoles: [] }} ready onValues={() => undefined} />);
    expect(screen.getByLabelText('Position')).toBeInTheDocument();
    expect(screen.getByLabelText('Other roles')).toBeInTheDocument();
    expect(screen.getByLabelText('Position')).toHaveValue('Sales Manager');
  });
});

const CODES = [
  { value: 'sp-1', label: 'SP-APD-01 – North territory' },
  { value: 'sp-99', label: 'SP-APD-99 – Former West territory', inactive: true },
  { value: 'sp-2', label: 'SP-APD-02 – South territory' },
];

/** A form with a salesperson code picker whose records include an inactive one. */
function CodeHarness({ initial, onValues }: { initial: string; onValues: (values: FieldValues) => void }) {
  const form = useFormState<{ salespersonCodeId: string }>({ salespersonCodeId: initial }, []);
  useEffect(() => {
    onValues(form.values);
  });
  return <ChoiceField label="Salesperson code" multiple={false} options={CODES} values={form.values} bound={form.field('salespersonCodeId')} ready />;
}

/** The options of the picker labelled `label`, as listed in its open panel. */
async function offeredIn(label: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label).closest('.p-dropdown') as HTMLElement);
  const panel = await screen.findByRole('listbox', { hidden: true });
  return within(panel)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

describe('inactive records in pickers', () => {
  it('are not offered for a new choice', async () => {
    render(<CodeHarness initial="" onValues={() => undefined} />);
    expect(await offeredIn('Salesperson code')).toEqual(['SP-APD-01 – North territory', 'SP-APD-02 – South territory']);
  });

  it('still show, marked "(inactive)", and stay chosen where the form already holds one', async () => {
    let values: FieldValues = {};
    render(<CodeHarness initial="sp-99" onValues={(current) => (values = current)} />);
    expect(screen.getByLabelText('Salesperson code')).toHaveValue('SP-APD-99 – Former West territory (inactive)');
    expect(values).toEqual({ salespersonCodeId: 'sp-99' });
    expect(await offeredIn('Salesperson code')).toEqual(['SP-APD-01 – North territory', 'SP-APD-99 – Former West territory (inactive)', 'SP-APD-02 – South territory']);
  });
});

describe('Escape in a picker', () => {
  it('closes its panel without reaching the dialog around it, even while the panel is still opening; a closed picker lets it through', async () => {
    const user = userEvent.setup();
    const reachedDocument = jest.fn();
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') reachedDocument();
    };
    document.addEventListener('keydown', listener);
    try {
      render(<CodeHarness initial="" onValues={() => undefined} />);
      await user.click(screen.getByLabelText('Salesperson code').closest('.p-dropdown') as HTMLElement);
      // At once: the panel is in its opening transition.
      await user.keyboard('{Escape}');
      expect(reachedDocument).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(reachedDocument).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });
});
