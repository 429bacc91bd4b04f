/**
 * The gateway's download paths (files/download-routes.ts) that GraphQL answers point to, so that a
 * browser fetches files from the gateway with its bearer token (DESIGN §3):
 * - `/files/employees/{fileName}` → upstream `GET /setup/files/employees/{fileName}` (a photo);
 * - `/files/isos/{documentId}` → upstream `GET /setup/isos/file/{documentId}` (an ISO document);
 * - `/files/claims/{claimId}/{lineId}` → upstream `GET /setup/claims/{claimId}/lines/{lineId}/receipt`
 *   (a claim line's receipt, docs/visits.md "Receipts").
 */
export const FILE_ROUTES = {
  employeePhoto: '/files/employees/',
  isoDocument: '/files/isos/',
  claimReceipt: '/files/claims/',
} as const;

/** `/files/employees/{fileName}` (percent-encoded) for `Employee.photoUrl`; null without a photo. */
export function employeePhotoUrl(fileName: string | null | undefined): string | null {
  return fileName ? `${FILE_ROUTES.employeePhoto}${encodeURIComponent(fileName)}` : null;
}

/** `/files/isos/{documentId}` (percent-encoded) for `IsoDocument.downloadUrl`. */
export function isoDocumentUrl(documentId: string): string {
  return `${FILE_ROUTES.isoDocument}${encodeURIComponent(documentId)}`;
}

/** `/files/claims/{claimId}/{lineId}` (each percent-encoded) for `ClaimReceipt.downloadUrl`. */
export function claimReceiptUrl(claimId: string, lineId: string): string {
  return `${FILE_ROUTES.claimReceipt}${encodeURIComponent(claimId)}/${encodeURIComponent(lineId)}`;
}
