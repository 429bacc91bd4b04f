import { z } from 'zod';
import { recordListRead } from '../../crud/record-list-read';
import { objectOf } from '../../crud/record-mapping';
import type { RootResolver, RootResolvers } from '../../crud/resolvers';
import type { MutationChangeEmployeePasswordArgs, MutationUploadEmployeePhotoArgs, QueryEmployeeCompaniesArgs, QueryGvrViewListArgs } from '../../generated/resolvers-types';
import type { UploadedFile } from '../../uploads/uploaded-file';
import { pathSegment } from '../../upstream/data-source';
import { employees } from './employees';
import { resourceByPath } from '../registry';

/** `{ message }`, the answer of the password endpoints (docs/setup-contract.md "Employees", "Auth"). */
export const restMessage = z.object({ message: z.string() });

/**
 * `changeEmployeePassword(id, currentPassword?, password)` → `PUT /setup/employees/password/{id}`
 * with `{ currentPassword, password }` (the current password only when given) → the upstream's
 * message. The employee themselves must give the current one (400 with a `currentPassword` field
 * error when wrong); Gvr/Admin need not (docs/setup-contract.md "Employees"). Errors pass on.
 */
const changeEmployeePassword: RootResolver<MutationChangeEmployeePasswordArgs, string> = async (_parent, args, context) => {
  const body = args.currentPassword ? { currentPassword: args.currentPassword, password: args.password } : { password: args.password };
  const answer = await context.upstream.sendJson(restMessage, 'PUT', `employees/password/${pathSegment(args.id)}`, body);
  return answer.message;
};

/**
 * `uploadEmployeePhoto(id, image)` → `PUT /setup/employees/profile/{id}`, multipart part `image`
 * streamed from the uploaded file → the employee with the new `photo`. The upstream checks the
 * content (JPEG, PNG, WebP, GIF → else 415 UNSUPPORTED_MEDIA_TYPE) and the size (5 MB → else 413
 * PAYLOAD_TOO_LARGE). Errors pass on.
 */
const uploadEmployeePhoto: RootResolver<MutationUploadEmployeePhotoArgs, Record<string, unknown>> = async (_parent, args, context) => {
  const record = await context.upstream.sendMultipart(employees.record, 'PUT', `employees/profile/${pathSegment(args.id)}`, [{ name: 'image', file: args.image as UploadedFile }]);
  return objectOf(employees, record);
};

/**
 * The employee operations beyond the six CRUD ones (spec §7 "Employees", "Extras"; the CRUD ones come
 * from setup/employees/employees.ts):
 * - `activeEmployees` → `GET employees/active`, `gvrEmployees` → `GET employees/gvr`,
 *   `gvrViewList(employeeId)` → `GET employees/gvr/{id}`, `employeeCompanies(employeeId)` →
 *   `GET companies/employee/{id}`: lists with the read fallback;
 * - `changeEmployeePassword`, `uploadEmployeePhoto`: mutations that pass errors on.
 * Roles are declared in schema.graphql (@auth, with `orSelf` for "that employee").
 */
export const employeeOperations: RootResolvers = {
  Query: {
    activeEmployees: recordListRead(employees, () => 'employees/active'),
    gvrEmployees: recordListRead(employees, () => 'employees/gvr'),
    gvrViewList: recordListRead<QueryGvrViewListArgs>(employees, (args) => `employees/gvr/${pathSegment(args.employeeId, 'employeeId')}`),
    employeeCompanies: recordListRead<QueryEmployeeCompaniesArgs>(resourceByPath('companies'), (args) => `companies/employee/${pathSegment(args.employeeId, 'employeeId')}`),
  },
  Mutation: { changeEmployeePassword, uploadEmployeePhoto },
};
