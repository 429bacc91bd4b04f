import { useEffect, useState } from 'react';
import type { Gender } from '../generated/graphql';
import { fetchWithToken } from '../session/fetchWithToken';
import { defaultPhotoFor } from './defaultPhoto';
import { photoPath } from './photoPath';

/**
 * The URL to show an employee's picture from (spec §7 Other): with a photo file name, the file is
 * fetched from the gateway with the bearer token and shown from an object URL (revoked when no
 * longer used); until it arrives, or when it cannot be had, or without a photo, the default image
 * for the gender.
 */
export function useEmployeePhotoUrl(photo: string | null | undefined, gender: Gender | null | undefined): string {
  const [loaded, setLoaded] = useState<{ photo: string; url: string } | null>(null);

  useEffect(() => {
    if (!photo) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchWithToken(photoPath(photo), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`photo ${photo}: HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ photo, url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The employee photo could not be loaded.', error);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo]);

  return photo && loaded?.photo === photo ? loaded.url : defaultPhotoFor(gender);
}
