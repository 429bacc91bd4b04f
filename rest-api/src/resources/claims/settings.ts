import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gvrSettingsResource } from '../gvr-settings/resource';
import { gvrSettings } from '../gvr-settings/table';

/**
 * The GVR settings' mileage rate (money per km as text) and currency now (docs/visits.md "Claims"):
 * the one record's (the oldest, as src/crud/single.ts reads it), or the fields' defaults while the
 * record has never been saved.
 */
export async function claimSettings(db: Db): Promise<{ mileageRate: string; currency: string }> {
  const [row] = await db
    .select({ mileageRate: gvrSettings.mileageRate, currency: gvrSettings.currency })
    .from(gvrSettings)
    .orderBy(asc(gvrSettings.createdAt), asc(gvrSettings.id))
    .limit(1);
  return row ?? (({ mileageRate, currency }) => ({ mileageRate, currency }))(gvrSettingsResource.fields.parse({}));
}
