import type pg from 'pg';

/** First and last names the generated employees combine (40 × 50 = 2,000 names, evenly spread). */
const FIRST = [
  'Aisha',
  'Omar',
  'Fatima',
  'Yusuf',
  'Layla',
  'Karim',
  'Noor',
  'Hassan',
  'Mariam',
  'Tariq',
  'Sara',
  'Ali',
  'Huda',
  'Khalid',
  'Rania',
  'Samir',
  'Dina',
  'Faisal',
  'Leila',
  'Nabil',
  'Anna',
  'James',
  'Priya',
  'Ravi',
  'Chen',
  'Mei',
  'Lucas',
  'Sofia',
  'Daniel',
  'Elena',
  'Marco',
  'Grace',
  'Ivan',
  'Olga',
  'Pedro',
  'Ines',
  'Kofi',
  'Ama',
  'Arjun',
  'Zara',
];
const LAST = [
  'Haddad',
  'Khan',
  'Rahman',
  'Saleh',
  'Nasser',
  'Farouk',
  'Aziz',
  'Mansour',
  'Qureshi',
  'Darwish',
  'Smith',
  'Patel',
  'Wong',
  'Garcia',
  'Rossi',
  'Muller',
  'Ivanov',
  'Silva',
  'Mensah',
  'Okafor',
  'Tanaka',
  'Kim',
  'Nguyen',
  'Cohen',
  'Larsen',
  'Novak',
  'Kowalski',
  'Dubois',
  'Jensen',
  'Costa',
  'Hughes',
  'Brennan',
  'Fischer',
  'Moreau',
  'Romano',
  'Santos',
  'Yilmaz',
  'Demir',
  'Sharma',
  'Iyer',
  'Lopez',
  'Martin',
  'Bernard',
  'Weber',
  'Horvat',
  'Popescu',
  'Petrov',
  'Andersen',
  'Virtanen',
  'Murphy',
];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * One INSERT ... SELECT generate_series adding generated employees number `from` to `to` (inclusive),
 * each with one company membership. Every value is a function of the number: ids are md5-based UUIDs,
 * times and dates step with it, names cycle through {@link FIRST} × {@link LAST}; grade, position (and its
 * department) and company come from the seeded rows in id order. `employee_no` starts with `BX-`.
 */
export const INSERT_EMPLOYEES = `
with refs as (
  select (select array_agg(id order by id) from grades) as grades,
         (select array_agg(id order by id) from positions) as positions,
         (select array_agg(department_id order by id) from positions) as departments,
         (select array_agg(id order by id) from companies) as companies
), inserted as (
  insert into employees (id, created_at, updated_at, version, employee_no, employee_name, email, phone, gender,
                         join_date, grade_id, department_id, position_id, roles, active, gvr)
  select md5('bench-employee-' || i)::uuid,
         timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
         timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
         0,
         'BX-' || lpad(i::text, 7, '0'),
         (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
         'employee.' || i || '@bench.example.com',
         '+971 4 ' || lpad((i % 10000000)::text, 7, '0'),
         case when i % 2 = 0 then 'MALE' else 'FEMALE' end,
         date '2005-01-01' + (i * 37) % 7300,
         refs.grades[1 + i % cardinality(refs.grades)],
         refs.departments[1 + i % cardinality(refs.positions)],
         refs.positions[1 + i % cardinality(refs.positions)],
         '{Employee}',
         i % 20 <> 0,
         i % 3 = 0
  from generate_series($1::int, $2::int) as i, refs
  returning id, employee_no
)
insert into employee_companies (id, employee_id, company_id)
select md5('bench-membership-' || inserted.employee_no)::uuid,
       inserted.id,
       refs.companies[1 + substr(inserted.employee_no, 4)::int % cardinality(refs.companies)]
from inserted, refs`;

/**
 * The secondary indexes of the tables `$1` (a text array) that a generator fills (every index not backing a
 * constraint: the primary keys stay), as `pg_get_indexdef` writes them, to drop before a bulk insert and
 * build again after.
 */
const SECONDARY_INDEXES = `
select quote_ident(n.nspname) || '.' || quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
from pg_index i
join pg_class ic on ic.oid = i.indexrelid
join pg_class t on t.oid = i.indrelid
join pg_namespace n on n.oid = t.relnamespace
where n.nspname = current_schema() and t.relname = any($1::text[])
  and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;

/**
 * What the scale part needs to fill one resource's table (bench/scale/resources.ts): `insert` is one
 * statement adding the generated rows number `$1` to `$2` (inclusive; every value a function of the number),
 * `tables` every table it writes (their secondary indexes are rebuilt around the insert, then vacuumed);
 * the first is the resource's own table, whose rows are counted.
 */
export interface Generator {
  insert: string;
  tables: [string, ...string[]];
}

/** The rows of one resource's table in the bench schema, grown on demand by its {@link Generator}. */
export interface Population {
  /** Rows in the table now (seeded ones included). */
  count(): number;
  /**
   * Adds generated rows until there are `target` (nothing when there are as many already) with the
   * generator's one insert, then `VACUUM (ANALYZE)` as autovacuum would after a bulk load. As a bulk
   * load does, the tables' secondary indexes are dropped first and built again from their own definitions
   * after the insert, in the same transaction: the schema ends as the rest-api's migrations made it.
   * @returns the seconds it took (when already there: the seconds the growth to `target` took earlier, else 0).
   */
  growTo(target: number): Promise<number>;
}

/**
 * The {@link Population} of `generator`'s table in the schema `client` is on (its `search_path`), after the
 * rest-api migrated and seeded it.
 */
export async function openPopulation(client: pg.Client, generator: Generator): Promise<Population> {
  const [table] = generator.tables;
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
  let current = Number(rows[0]?.n ?? 0);
  let generated = 0;
  const took = new Map<number, number>();
  return {
    count: () => current,
    async growTo(target) {
      const started = performance.now();
      const adding = target - current;
      if (adding <= 0) return took.get(target) ?? 0;
      await client.query('begin');
      try {
        await client.query("set local maintenance_work_mem = '256MB'");
        const indexes = (await client.query<{ name: string; definition: string }>(SECONDARY_INDEXES, [generator.tables])).rows;
        for (const index of indexes) await client.query(`drop index ${index.name}`);
        await client.query(generator.insert, [generated + 1, generated + adding]);
        for (const index of indexes) await client.query(index.definition);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      await client.query(`vacuum (analyze) ${generator.tables.map((t) => `"${t}"`).join(', ')}`);
      generated += adding;
      current = target;
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      took.set(target, seconds);
      return seconds;
    },
  };
}

/** Cities of the generated customers (50, evenly spread); the first is the scale part's customer search. */
const CUSTOMER_CITIES = [
  'Sharjah',
  'Dubai',
  'Abu Dhabi',
  'Ajman',
  'Fujairah',
  'Al Ain',
  'Doha',
  'Muscat',
  'Manama',
  'Kuwait City',
  'Riyadh',
  'Jeddah',
  'Dammam',
  'Amman',
  'Beirut',
  'Cairo',
  'Alexandria',
  'Casablanca',
  'Tunis',
  'Istanbul',
  'Ankara',
  'Athens',
  'Rome',
  'Milan',
  'Madrid',
  'Lisbon',
  'Paris',
  'Lyon',
  'Brussels',
  'Amsterdam',
  'Berlin',
  'Munich',
  'Vienna',
  'Prague',
  'Warsaw',
  'Oslo',
  'Stockholm',
  'Helsinki',
  'Dublin',
  'London',
  'Leeds',
  'Nairobi',
  'Lagos',
  'Accra',
  'Mumbai',
  'Chennai',
  'Karachi',
  'Dhaka',
  'Singapore',
  'Manila',
];
const CUSTOMER_KINDS = ['Pharmacy', 'Clinic', 'General Hospital', 'Medical Centre', 'Diagnostics Lab', 'Health Store', 'Dental Practice', 'Eye Care'];

/**
 * One INSERT ... SELECT generate_series adding generated customers number `$1` to `$2` (inclusive). Every
 * value is a function of the number: ids are md5-based UUIDs, names `<kind> <number>` (unique within any
 * company), cities cycle through {@link CUSTOMER_CITIES} in runs of 40 (so `sharjah` matches 1 in 50 and
 * nothing else of theirs), company and salesperson (the seeded employees who file visit reports; every
 * tenth customer has none) come from the seeded rows in id order, one contact each, every twentieth inactive.
 */
export const INSERT_CUSTOMERS = `
with refs as (
  select (select array_agg(id order by id) from companies) as companies,
         (select array_agg(id order by id) from employees where gvr and employee_no not like 'BX-%') as salespeople
)
insert into customers (id, created_at, updated_at, version, name, address, city, phone, email, company_id, salesperson_id,
                       contacts, active)
select md5('bench-customer-' || i)::uuid,
       timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
       timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
       0,
       (${sqlArray(CUSTOMER_KINDS)})[1 + i % ${CUSTOMER_KINDS.length}] || ' ' || lpad(i::text, 7, '0'),
       (1 + i % 180) || ' Market Street',
       (${sqlArray(CUSTOMER_CITIES)})[1 + (i / 40) % ${CUSTOMER_CITIES.length}],
       '+971 6 ' || lpad((i % 10000000)::text, 7, '0'),
       'customer.' || i || '@bench.example.com',
       refs.companies[1 + i % cardinality(refs.companies)],
       case when i % 10 = 0 or cardinality(refs.salespeople) is null then null
            else refs.salespeople[1 + i % cardinality(refs.salespeople)] end,
       jsonb_build_array(jsonb_build_object('name', 'Contact ' || i, 'position', null, 'phone', null, 'email', null)),
       i % 20 <> 0
from generate_series($1::int, $2::int) as i, refs`;

/** Purposes of the generated equipment requisitions (50, evenly spread); the first is the scale part's requisition search. */
const REQUISITION_PURPOSES = Array.from({ length: 50 }, (_, index) =>
  index === 0
    ? 'Trade fair stand'
    : `${['Regional', 'Quarterly', 'Client', 'Training', 'Team'][index % 5]} ${['meeting', 'workshop', 'visit', 'briefing', 'review'][Math.floor(index / 5) % 5]} ${index}`,
);

/**
 * One statement adding generated equipment requisitions number `$1` to `$2` (inclusive), each with one
 * item and its creation in the workflow history, as the rest-api writes them (docs/requisitions.md).
 * Numbers `EQ-2020-<7 digits>` (a year the live counter never reaches here), statuses cycling through
 * the workflow's, requesters and equipment the seeded rows in id order (generated employees, `BX-`, are
 * left out), two-to-six-day ranges over two years, purposes cycling through
 * {@link REQUISITION_PURPOSES} in runs of 40 (so `trade fair` matches 1 in 50).
 */
export const INSERT_EQUIPMENT_REQUISITIONS = `
with refs as (
  select (select array_agg(id order by id) from employees where employee_no not like 'BX-%') as requesters,
         (select array_agg(employee_name order by id) from employees where employee_no not like 'BX-%') as names,
         (select array_agg(id order by id) from equipments) as equipment
),
inserted as (
  insert into equipment_requisitions (id, created_at, updated_at, version, number, status, requester_id, requester_name, dates, purpose)
  select md5('bench-requisition-' || i)::uuid,
         timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
         timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
         0,
         'EQ-2020-' || lpad(i::text, 7, '0'),
         (array['DRAFT','SUBMITTED','APPROVED','REJECTED','ISSUED','RETURNED','CANCELLED'])[1 + i % 7],
         refs.requesters[1 + i % cardinality(refs.requesters)],
         refs.names[1 + i % cardinality(refs.names)],
         daterange(date '2024-01-01' + (i % 730), date '2024-01-01' + (i % 730) + 2 + i % 5, '[]'),
         (${sqlArray(REQUISITION_PURPOSES)})[1 + (i / 40) % ${REQUISITION_PURPOSES.length}]
  from generate_series($1::int, $2::int) as i, refs
  returning id, requester_id, requester_name, created_at
),
items as (
  insert into equipment_requisition_items (id, requisition_id, equipment_id, quantity, position)
  select md5('bench-requisition-item-' || inserted.id)::uuid, inserted.id,
         refs.equipment[1 + abs(hashtext(inserted.id::text)) % cardinality(refs.equipment)], 1, 1
  from inserted, refs
)
insert into workflow_history (id, kind, record_id, action, from_status, to_status, actor_id, actor_name, comment, at)
select md5('bench-requisition-history-' || inserted.id)::uuid, 'equipmentRequisitions', inserted.id, null, null, 'DRAFT',
       inserted.requester_id, inserted.requester_name, null, inserted.created_at
from inserted`;

/** Customer names the generated visits keep (50, evenly spread); the first is the scale part's activities search. */
const VISIT_CUSTOMER_NAMES = Array.from({ length: 50 }, (_, index) =>
  index === 0
    ? 'Oasis Pharmacy'
    : `${['Harbour', 'Summit', 'Cedar', 'Palm', 'Crescent'][index % 5]} ${['Clinic', 'Hospital', 'Lab', 'Centre', 'Store'][Math.floor(index / 5) % 5]} ${index}`,
);

/** The bench's account (bench/config.ts), one of the visitors: its calendar is `?mine=true`. */
const VISITS_ACCOUNT = 'admin@example.com';

/** When the generated visits begin (UTC); the scale part's calendar month is the month it starts. */
export const VISITS_FROM = '2024-01-01T00:00:00.000Z';

/**
 * One statement adding generated visits number `$1` to `$2` (inclusive), with their creation in the
 * workflow history, as the rest-api writes them (docs/visits.md). Numbers `VS-2020-<7 digits>`; visitors
 * the seeded employees who file visit reports and the bench's account (in id order; generated ones left out), each visitor's
 * visits 8 hours apart from {@link VISITS_FROM} (so that a calendar month of one person holds 90 visits
 * at every size from about 1,000), one hour long; customers the seeded ones, the name kept with the
 * visit cycling through {@link VISIT_CUSTOMER_NAMES} in runs of 40 (so `oasis` matches 1 in 50);
 * statuses PLANNED, COMPLETED (twice) and CANCELLED in turn, completed ones with an outcome, every
 * twentieth reported late.
 */
export const INSERT_VISITS = `
with refs as (
  select (select array_agg(id order by id) from employees where (gvr or email = '${VISITS_ACCOUNT}') and employee_no not like 'BX-%') as visitors,
         (select array_agg(employee_name order by id) from employees where (gvr or email = '${VISITS_ACCOUNT}') and employee_no not like 'BX-%') as names,
         (select array_agg(id order by id) from customers where email is null or email not like '%@bench.example.com') as customers,
         (select array_agg(id order by id) from gvr_categories) as categories
),
inserted as (
  insert into visits (id, created_at, updated_at, version, number, status, requester_id, requester_name, customer_id, customer_name,
                      contact_names, start_at, end_at, category_id, outcome, completed_at, late_report)
  select md5('bench-visit-' || i)::uuid,
         timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
         timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second',
         0,
         'VS-2020-' || lpad(i::text, 7, '0'),
         (array['PLANNED','COMPLETED','COMPLETED','CANCELLED'])[1 + i % 4],
         refs.visitors[1 + i % cardinality(refs.visitors)],
         refs.names[1 + i % cardinality(refs.visitors)],
         refs.customers[1 + i % cardinality(refs.customers)],
         (${sqlArray(VISIT_CUSTOMER_NAMES)})[1 + (i / 40) % ${VISIT_CUSTOMER_NAMES.length}],
         jsonb_build_array('Contact ' || (i % 1000)),
         timestamptz '${VISITS_FROM}' + (i / cardinality(refs.visitors)) * interval '8 hours' + interval '8 hours',
         timestamptz '${VISITS_FROM}' + (i / cardinality(refs.visitors)) * interval '8 hours' + interval '9 hours',
         refs.categories[1 + i % cardinality(refs.categories)],
         case when i % 4 in (1, 2) then 'Ordered samples, call back in ' || (1 + i % 9) || ' weeks' end,
         case when i % 4 in (1, 2) then timestamptz '${VISITS_FROM}' + (i / cardinality(refs.visitors)) * interval '8 hours' + interval '10 hours' end,
         i % 20 = 1
  from generate_series($1::int, $2::int) as i, refs
  returning id, requester_id, requester_name, created_at
)
insert into workflow_history (id, kind, record_id, action, from_status, to_status, actor_id, actor_name, comment, at)
select md5('bench-visit-history-' || inserted.id)::uuid, 'visits', inserted.id, null, null, 'PLANNED',
       inserted.requester_id, inserted.requester_name, null, inserted.created_at
from inserted`;
