/** The positions table lives in src/identity/ (the organisation that auth/, workflow/ and notifications/ build on); re-exported here for the resource's own modules and the generated schema. */
export * from '../../identity/positions-table';
