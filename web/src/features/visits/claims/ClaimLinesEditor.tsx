import { useId, useState } from 'react';
import { filesize } from 'filesize';
import { Button } from 'primereact/button';
import { Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '../../../crud/kinds/money/money';
import { FieldFrame } from '../../../forms/FieldFrame';
import { FileChooser } from '../../../upload/FileChooser';
import type { ClaimLineType } from '../../../generated/graphql';
import { MAX_RECEIPT_BYTES, RECEIPT_FILES } from './receiptFiles';
import { LINE_TYPES, emptyLine, lineAmount, lineProblems, linesTotal, type ClaimLineDraft } from './claimLines';

/** Props of {@link ClaimLinesEditor}. */
export interface ClaimLinesEditorProps {
  lines: readonly ClaimLineDraft[];
  onChange: (lines: ClaimLineDraft[]) => void;
  /** The GVR settings' mileage rate (a decimal string per km); null while unknown (no preview then). */
  rate: string | null;
  /** ISO 4217 code the amounts are in. */
  currency: string | undefined;
  /** Show every line's rule messages (after a submit was tried). */
  showProblems: boolean;
  /** Messages from the server, by `<index>.<field>` (`0.km`). */
  serverErrors: Readonly<Record<string, string>>;
  disabled: boolean;
}

const inputClass = (error: string | null | undefined) => ['p-inputtext', 'p-component', 'w-full', error ? 'p-invalid' : ''].filter(Boolean).join(' ');

/** One text input of a line, labelled "<Label>, line <n>" for a screen reader (visibly "<Label>"). */
function LineInput({
  label,
  line,
  value,
  error,
  onChange,
  disabled,
  inputMode,
}: {
  label: string;
  line: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  disabled: boolean;
  inputMode?: 'decimal';
}) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      <input
        id={id}
        className={inputClass(error)}
        value={value}
        inputMode={inputMode}
        aria-label={`${label}, line ${line}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </FieldFrame>
  );
}

/**
 * The lines of a claim in its form (docs/visits.md "Claims"): per line its type (Mileage, Meals,
 * Parking, Other), the kilometres for mileage with the amount it comes to (km × the mileage rate,
 * exact, "= €43.19") or the amount for the others, and a description (required for Other); "Remove
 * line <n>", "Add line" (up to 30) and the total as far as it is known. Each line's messages show
 * under its inputs (the rules of claimLines.ts, then the server's).
 */
export function ClaimLinesEditor({ lines, onChange, rate, currency, showProblems, serverErrors, disabled }: ClaimLinesEditorProps) {
  const typeId = useId();
  const [tooLarge, setTooLarge] = useState<number | null>(null);
  const change = (index: number, patch: Partial<ClaimLineDraft>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <div className="claim-lines-editor">
      <ol className="claim-lines-list">
        {lines.map((line, index) => {
          const problems = showProblems ? lineProblems(line) : {};
          const error = (field: keyof ClaimLineDraft) => serverErrors[`${index}.${field}`] ?? problems[field] ?? null;
          const amount = lineAmount(line, rate);
          const selectId = `${typeId}-${index}`;
          return (
            <li key={index} className="claim-line-row">
              <div className="claim-line-head">
                <h3>Line {index + 1}</h3>
                <Button
                  type="button"
                  text
                  rounded
                  severity="danger"
                  aria-label={`Remove line ${index + 1}`}
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  disabled={disabled || lines.length === 1}
                  onClick={() => onChange(lines.filter((_, at) => at !== index))}
                />
              </div>
              <div className="claim-line-fields">
                <FieldFrame inputId={selectId} label="Type" error={serverErrors[`${index}.type`] ?? null}>
                  <select
                    id={selectId}
                    className={inputClass(null)}
                    aria-label={`Type, line ${index + 1}`}
                    value={line.type}
                    disabled={disabled}
                    onChange={(event) => change(index, { type: event.target.value as ClaimLineType })}
                  >
                    {LINE_TYPES.map((type) => (
                      <option key={type.value} value={type.value}>
                        {type.label}
                      </option>
                    ))}
                  </select>
                </FieldFrame>
                {line.type === 'MILEAGE' ? (
                  <div className="claim-line-mileage">
                    <LineInput
                      label="Kilometres"
                      line={index + 1}
                      value={line.km}
                      error={error('km')}
                      onChange={(km) => change(index, { km })}
                      disabled={disabled}
                      inputMode="decimal"
                    />
                    <output className="claim-line-preview" aria-live="polite" aria-label={`Amount, line ${index + 1}`}>
                      {amount !== null ? `= ${formatMoney(amount, currency)}` : rate === null ? 'Mileage rate not known' : ''}
                    </output>
                  </div>
                ) : (
                  <LineInput
                    label="Amount"
                    line={index + 1}
                    value={line.amount}
                    error={error('amount')}
                    onChange={(value) => change(index, { amount: value })}
                    disabled={disabled}
                    inputMode="decimal"
                  />
                )}
                <LineInput
                  label="Description"
                  line={index + 1}
                  value={line.description}
                  error={error('description')}
                  onChange={(description) => change(index, { description })}
                  disabled={disabled}
                />
              </div>
              <div className="claim-line-receipt">
                {line.receipt && (
                  <span className="claim-line-receipt-name">
                    {`${line.receipt.name} (${filesize(line.receipt.size)}), attached when the draft is saved`}
                    <Button
                      type="button"
                      text
                      rounded
                      severity="danger"
                      aria-label={`Remove chosen receipt, line ${index + 1}`}
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      disabled={disabled}
                      onClick={() => change(index, { receipt: null })}
                    />
                  </span>
                )}
                <FileChooser
                  label={line.receipt ? `Choose another receipt, line ${index + 1}` : `Attach receipt, line ${index + 1}`}
                  accept={RECEIPT_FILES}
                  disabled={disabled}
                  onChoose={([file]) => {
                    if (!file) return;
                    if (file.size > MAX_RECEIPT_BYTES) setTooLarge(index);
                    else {
                      setTooLarge(null);
                      change(index, { receipt: file });
                    }
                  }}
                />
                {tooLarge === index && (
                  <p className="p-error" role="alert">
                    The receipt is too large (at most 10 MB).
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="claim-lines-footer">
        <Button
          type="button"
          outlined
          label="Add line"
          icon={<Plus size={18} aria-hidden="true" />}
          disabled={disabled || lines.length >= 30}
          onClick={() => onChange([...lines, emptyLine()])}
        />
        <p className="claim-lines-total">
          Total: <strong>{formatMoney(linesTotal(lines, rate), currency)}</strong>
        </p>
      </div>
    </div>
  );
}
