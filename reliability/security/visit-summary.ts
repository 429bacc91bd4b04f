import { ROLES } from '../../contract/roles';
import { tokensOfEveryRole } from '../client/accounts';
import { send } from '../client/http';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';

/** How many visited customers the check follows (the seed's first ones with visits, as an Admin sees them). */
const CUSTOMERS = 8;

interface CustomerJson {
  _id: string;
  name: string;
  visitCount: number;
}

/** The rows of a CSV text, each as its cells (RFC 4180 quoting; a quoted cell may hold line breaks, e.g. a customer's contacts one per line). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      if (cells.some((value) => value.length > 0)) rows.push(cells);
      cells = [];
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  if (cells.some((value) => value.length > 0)) rows.push(cells);
  return rows;
}

/**
 * The customers' visit summary within the caller's visit scope (docs/visits.md "Customers in the Visit
 * Report menu"): for every role, each followed customer it reads has `visitCount` = the planned and
 * completed visits to it in that role's own visits list (their own; a Hod their departments'; Gvr and
 * Admin all; Finance and Product their own: none in the seed), in the customers list and in the
 * customers export's "Visit count" column. A count over everyone's visits (what Finance and Product
 * once saw) fails it.
 */
export async function runVisitSummaryChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Customers: visit summary within the caller’s visit scope',
    'visitCount = the caller’s own visits list, in the list and the export, every role',
  );
  const tokens = await tokensOfEveryRole(stack.gatewayUrl);
  const rest = (path: string, role: (typeof ROLES)[number]) =>
    send({ method: 'GET', url: `${stack.restApiUrl}/setup/${path}`, headers: { authorization: `Bearer ${tokens.get(role)}` } });
  const total = async (path: string, role: (typeof ROLES)[number]) => {
    const answer = await rest(path, role);
    const found = (answer.json as { totalDocs?: number } | undefined)?.totalDocs;
    if (answer.status !== 200 || typeof found !== 'number') throw new Error(`${role} GET ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return found;
  };

  const everyone = await rest('customers?limit=100', 'Admin');
  const visited = ((everyone.json as { docs?: CustomerJson[] } | undefined)?.docs ?? []).filter((customer) => customer.visitCount > 0).slice(0, CUSTOMERS);
  check.expect(visited.length > 0, () => `no customer with visits for an Admin: ${everyone.status} ${everyone.text.slice(0, 200)}`);
  let compared = 0;
  for (const role of ROLES) {
    const page = await rest(`customers?ids=${visited.map((customer) => customer._id).join(',')}`, role);
    const seen = (page.json as { docs?: CustomerJson[] } | undefined)?.docs;
    if (!check.expect(page.status === 200 && Array.isArray(seen), () => `${role} customers?ids=: ${page.status} ${page.text.slice(0, 200)}`)) continue;
    for (const customer of seen!) {
      const own = (await total(`visits?customer=${customer._id}&status=PLANNED&limit=1`, role)) + (await total(`visits?customer=${customer._id}&status=COMPLETED&limit=1`, role));
      check.expect(customer.visitCount === own, () => `${role} sees visitCount ${customer.visitCount} for ${customer.name}; their visits list has ${own}`);
      compared += 1;
    }
    const first = seen![0];
    if (!first) continue;
    const exported = await rest(`customers/export?format=csv&search=${encodeURIComponent(first.name)}`, role);
    const [header = [], ...rows] = csvRows(exported.text.replace(/^\uFEFF/, ''));
    const name = header.indexOf('Name');
    const count = header.indexOf('Visit count');
    const row = rows.find((cells) => cells[name] === first.name);
    check.expect(
      exported.status === 200 && count >= 0 && row !== undefined && Number(row[count]) === first.visitCount,
      () => `${role}'s export of ${first.name}: ${exported.status}, Visit count ${row?.[count]} (list: ${first.visitCount})`,
    );
  }
  return check.figure(`${compared} customer summaries of ${ROLES.length} roles compared with their visits lists, and each role's export`).finish();
}
