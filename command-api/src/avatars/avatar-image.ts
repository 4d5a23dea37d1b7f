import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@lease/domain';
import { ApiError } from '../plugins/api-error';

// What an account picture may be (spec §3 `avatar`, domain's avatar-rules): a PNG or JPEG of at most 2 MB, kept as a
// small square JPEG.

export { AVATAR_MAX_BYTES, AVATAR_MESSAGES };
export const AVATAR_SIZE_PX = 256;
/** Beyond this a small file can still unpack into gigabytes of pixels (a decompression bomb): refused unread. */
const MAX_INPUT_PIXELS = 50_000_000;

/** An upload refused for what it is, named against the `avatar` field as a form shows it. */
export const avatarRefused = (status: 400 | 413 | 415, code: string, message: string) =>
  new ApiError(status, { type: 'validation', code, message, errors: { avatar: message } });

export const avatarTooLarge = () => avatarRefused(413, 'AVATAR_TOO_LARGE', AVATAR_MESSAGES.tooLarge);

/** What the bytes are by their first bytes, whatever a Content-Type header claimed. */
function formatOf(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Throws the refusal a person can act on, or returns nothing when the bytes may be read as a picture. */
export function checkAvatarUpload(bytes: Buffer | undefined): asserts bytes is Buffer {
  if (!bytes || bytes.length === 0) throw avatarRefused(400, 'AVATAR_MISSING', AVATAR_MESSAGES.missing);
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  if (!formatOf(bytes)) throw avatarRefused(415, 'AVATAR_WRONG_TYPE', AVATAR_MESSAGES.wrongType);
}

/**
 * The picture as it is kept: turned the way the camera held it, cut to a centred square of 256 px, flattened onto
 * white and written as JPEG. Nothing of the original's metadata survives (a phone photo's EXIF carries where it was
 * taken). libvips does the work off the event loop.
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer> {
  checkAvatarUpload(bytes);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg') throw avatarRefused(415, 'AVATAR_WRONG_TYPE', AVATAR_MESSAGES.wrongType);
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw avatarRefused(400, 'AVATAR_UNREADABLE', AVATAR_MESSAGES.unreadable);
  }
}
