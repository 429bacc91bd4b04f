import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { salespersonCodesDocuments } from '../../../generated/crud/salespersonCodesDocuments';

/**
 * Salesperson codes (spec §2 `/setup/sales-person-code`, roles Gvr and Admin; §7
 * `/setup/salespersonCodes`), e.g. SP-DXB-01. Columns Code, Description, Company, Active, Updated
 * (Code, Updated sortable; by code by default). Form: Code (required, at most 20, unique),
 * Description (at most 200), Company (picked), Active (on for a new code).
 */
export const salespersonCodesResource = defineResource(catalogueResource(salespersonCodesDocuments, 'salespersonCodes'), {});

/** The types of salespersonCodesResource (its record, inputs, sort fields…). */
export type SalespersonCodeTypes = TypesOf<typeof salespersonCodesResource>;
