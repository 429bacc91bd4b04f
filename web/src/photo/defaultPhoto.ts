import type { Gender } from '../generated/graphql';
import femalePhoto from './female.svg';
import malePhoto from './male.svg';

/**
 * The picture shown for an employee without a photo (spec §7 Other: a default male or female image
 * by gender): the female one for FEMALE, the male one otherwise (as the legacy client did).
 * Both are small SVGs bundled with the web client.
 */
export function defaultPhotoFor(gender: Gender | null | undefined): string {
  return gender === 'FEMALE' ? femalePhoto : malePhoto;
}
