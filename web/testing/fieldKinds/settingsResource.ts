import { gql, type TypedDocumentNode } from '@apollo/client';
import { dateRangeRule, type DateRange } from '../../src/crud/kinds/dateRange/dateRange';
import { moneyAmount } from '../../src/crud/kinds/money/money';
import { defineSingleResource } from '../../src/crud/kinds/single/singleResource';
import { maxLength, required, type DateRangeValue } from '../../src/forms/validation';

/**
 * A test-only single-record resource (plan §5 catalogue kind 'single', e.g. GVR settings; never
 * shipped): one settings record with a minimum order (money, EUR), a season (date range) and notes,
 * read with `gvrSettings` and saved with `updateGvrSettings(version, input)`, operations written here
 * in the generated ones' shape.
 */

/** The settings record. */
export interface GvrSettings {
  __typename?: 'GvrSettings';
  id: string;
  version: number;
  minimumOrder: string | null;
  season: DateRange | null;
  notes: string | null;
}

type GetData = { gvrSettings: GvrSettings | null };
/** The settings form's values. */
export type GvrSettingsValues = { minimumOrder: string; season: DateRangeValue; notes: string };
/** `GvrSettingsUpdateInput`: every field optional (partial update). */
export type GvrSettingsInput = Partial<{ minimumOrder: string | null; season: DateRange | null; notes: string | null }>;

const FIELDS = 'id version minimumOrder season { from to } notes';
const getDocument: TypedDocumentNode<GetData, Record<string, never>> = gql`
  query GvrSettings { gvrSettings { ${FIELDS} } }
`;
const updateDocument: TypedDocumentNode<unknown, { version: number; input: GvrSettingsInput }> = gql`
  mutation UpdateGvrSettings($version: Int!, $input: GvrSettingsUpdateInput!) {
    updateGvrSettings(version: $version, input: $input) { gvrSettings { ${FIELDS} } errors { field message code reason } }
  }
`;

/** The test-only GVR settings resource (see the file's comment). */
export const settingsResource = defineSingleResource<{ record: GvrSettings; input: GvrSettingsInput; values: GvrSettingsValues; getData: GetData }>({
  title: 'GVR settings',
  singular: 'settings',
  get: { document: getDocument, record: (data) => data.gvrSettings },
  update: updateDocument,
  form: {
    fields: [
      { name: 'minimumOrder', label: 'Minimum order', kind: 'money', currency: 'EUR', rules: [required, moneyAmount()] },
      { name: 'season', label: 'Season', kind: 'dateRange', rules: [dateRangeRule] },
      { name: 'notes', label: 'Notes', kind: 'textarea', rules: [maxLength(500)] },
    ],
  },
});
