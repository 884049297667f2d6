import { IMAGE_MAX_BYTES } from '@ordna/contract/kernel/images';

/** Why a chosen file is not sent: the server checks the bytes again, this says so at once. */
export type PictureProblem = 'notAnImage' | 'tooLarge';

/** A chosen file's problem, or null when it may be sent (the server reads its bytes to be sure). */
export function problemOf(file: File): PictureProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'notAnImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A file's bytes as base64, as the upload routes take them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
