import { useCallback, useSyncExternalStore } from 'react';
import type { Gender } from '../generated/graphql';
import { defaultPhotoFor } from './defaultPhoto';
import { photoObjectUrl, subscribePhoto } from './photoCache';

const nothing = () => () => undefined;

/**
 * The URL to show an employee's picture from (spec §7 Other): with a photo file name, the file is
 * fetched from the gateway with the bearer token (once for every component showing it, see
 * subscribePhoto: no second or cancelled request when React mounts a component twice or another part
 * of the page shows the same photo) and shown from an object URL; until it arrives, or when it cannot
 * be had, or without a photo, the default image for the gender.
 */
export function useEmployeePhotoUrl(photo: string | null | undefined, gender: Gender | null | undefined): string {
  const subscribe = useCallback((onChange: () => void) => (photo ? subscribePhoto(photo, onChange) : nothing()), [photo]);
  const url = useSyncExternalStore(
    subscribe,
    () => (photo ? photoObjectUrl(photo) : null),
    () => null,
  );
  return url ?? defaultPhotoFor(gender);
}
