import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { ChoiceField } from './ChoiceField';
import { belongsTo } from './choices';
import { useFormState } from './useFormState';
import type { FieldValues } from './validation';

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
      <ChoiceField
        label="Position"
        multiple={false}
        options={POSITIONS}
        where={belongsTo('departmentId')}
        values={form.values}
        bound={form.field('positionId')}
        ready={ready}
      />
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
      <Harness
        initial={{ departmentId: 'finance', positionId: 'p-sales', activeRole: 'HOD', otherRoles: ['EMPLOYEE', 'HOD'] }}
        ready
        onValues={(current) => (values = current)}
      />,
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
