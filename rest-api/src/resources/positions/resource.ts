import { fromCatalogue } from '../../crud/catalogue';
import { positions } from './table';

/**
 * Job positions (spec §7 master-data resource `positions`; General Setup › Positions, spec §2) under
 * `/setup/positions`, wholly derived from their catalogue entry and table (src/crud/catalogue.ts). A
 * position held by employees cannot be deleted (409).
 */
export const positionsResource = fromCatalogue('positions', { table: positions });
