import { useMutation } from '@apollo/client/react';
import { errorCode, errorMessage } from '../lib/graphql/graphqlErrors';
import type { UploadFetchOptions } from '../lib/graphql/uploadFetch';
import { UploadEmployeePhotoDocument } from '../generated/documents/UploadEmployeePhotoDocument';
import { PHOTO_PROBLEMS } from './photoProblems';

/**
 * The upload behind {@link PhotoUpload} for employee `id` (spec §7 PUT /setup/employees/profile/{id}):
 * sends the file with `uploadEmployeePhoto` as a multipart request whose progress (0 to 1) goes to
 * `onProgress`; resolves to null when done (after `onUploaded` with the new photo's file name) or
 * to a message: the type and size refusals in words, else the server's message.
 */
export function useEmployeePhotoUpload(id: string, onUploaded?: (photo: string | null) => void): (file: File, onProgress: (fraction: number) => void) => Promise<string | null> {
  const [uploadPhoto] = useMutation(UploadEmployeePhotoDocument);
  return async (file, onProgress) => {
    try {
      const fetchOptions: UploadFetchOptions = { onUploadProgress: onProgress };
      const result = await uploadPhoto({ variables: { id, image: file }, context: { fetchOptions } });
      onUploaded?.(result.data?.uploadEmployeePhoto?.photo ?? null);
      return null;
    } catch (failure) {
      const code = errorCode(failure) ?? '';
      return code in PHOTO_PROBLEMS ? PHOTO_PROBLEMS[code as keyof typeof PHOTO_PROBLEMS] : errorMessage(failure, 'Could not upload the photo. Try again.');
    }
  };
}
