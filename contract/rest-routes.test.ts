import { RESOURCE_CATALOGUE, resourceContract } from './resources';
import { matchRestRoute, restRoutes } from './rest-routes';

const routesOf = (name: string) => restRoutes(resourceContract(name)).map((route) => `${route.method} ${route.path} ${route.permission}${route.self ? ` self:${route.self}` : ''}`);

describe('the REST route grammar (spec §7, DESIGN §2, §5)', () => {
  it("gives a list resource spec §7's six routes, its export, and the catalogue's permissions and filters", () => {
    expect(routesOf('positions')).toEqual([
      'GET /setup/positions/ readSetup',
      'GET /setup/positions/export readSetup',
      'GET /setup/positions/all readSetup',
      'GET /setup/positions/{id} readSetup',
      'POST /setup/positions/create writeSetup',
      'PUT /setup/positions/{id} writeSetup',
      'DELETE /setup/positions/{id} writeSetup',
    ]);
    expect(restRoutes(resourceContract('positions'))[0]?.query).toEqual(['department']);
  });

  it('adds a reorder to an ordered resource, a create path and self-read to employees, and drops /all without a full list', () => {
    expect(routesOf('gvrSections')).toContain('PUT /setup/gvrSections/reorder writeSetup');
    expect(routesOf('employees')).toEqual(expect.arrayContaining(['POST /setup/employees/register manageEmployees', 'GET /setup/employees/{id} manageEmployees self:ownAccount']));
    expect(routesOf('activities').filter((route) => route.includes('/all '))).toEqual([]);
  });

  it('gives a single-record resource GET and PUT on its own path', () => {
    expect(routesOf('gvrSettings')).toEqual(['GET /setup/gvrSettings readSetup', 'PUT /setup/gvrSettings writeSetup']);
  });

  it('gives a workflow resource no /all and no DELETE, and one POST per action of its workflow under the read permission', () => {
    expect(routesOf('claims')).toEqual([
      'GET /setup/claims/ useVisits',
      'GET /setup/claims/export useVisits',
      'GET /setup/claims/{id} useVisits',
      'POST /setup/claims/create useVisits',
      'PUT /setup/claims/{id} useVisits',
      'POST /setup/claims/{id}/submit useVisits',
      'POST /setup/claims/{id}/approve useVisits',
      'POST /setup/claims/{id}/reject useVisits',
      'POST /setup/claims/{id}/pay useVisits',
      'POST /setup/claims/{id}/cancel useVisits',
    ]);
  });

  it('names every route of the catalogue once', () => {
    const all = RESOURCE_CATALOGUE.flatMap((resource) => restRoutes(resource).map((route) => `${route.method} ${route.path}`));
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches a request to its route, a literal segment before {id}', () => {
    const routes = restRoutes(resourceContract('grades'));
    expect(matchRestRoute(routes, 'GET', '/setup/grades/all')?.route.operation).toBe('all');
    expect(matchRestRoute(routes, 'GET', '/setup/grades/7')).toEqual({ route: expect.objectContaining({ operation: 'get' }), id: '7' });
    expect(matchRestRoute(routes, 'GET', '/setup/grades/')?.route.operation).toBe('list');
    expect(matchRestRoute(routes, 'PUT', '/setup/grades/reorder')?.route.operation).toBe('update');
    expect(matchRestRoute(routes, 'POST', '/setup/grades/7/approve')).toBeUndefined();
    expect(matchRestRoute(restRoutes(resourceContract('claims')), 'POST', '/setup/claims/7/approve')).toEqual({ route: expect.objectContaining({ action: 'approve' }), id: '7' });
  });
});
