import { FEEDBACK_LIMITS } from '../../contract/calls/messages';

/**
 * Feedback's limits as the browser checks them before sending (docs/product.md §5, §9), the same
 * the platform checks again (platform/messages/feedback.ts): a comment of 1 to 140 characters,
 * at most 3 images, each png or jpg by its first bytes (a gif renamed `.png` is refused), each
 * at most 5 MB. Pure, so it is tested without a browser.
 */
export type ImageProblem = 'imageType' | 'imageTooLarge';
export type CommentProblem = 'commentRequired' | 'commentTooLong';

/** Characters as a reader counts them (code points: an emoji is one). */
export const commentLength = (comment: string): number => [...comment.trim()].length;

export function commentProblem(comment: string): CommentProblem | null {
  const length = commentLength(comment);
  if (length === 0) return 'commentRequired';
  return length > FEEDBACK_LIMITS.commentCharacters ? 'commentTooLong' : null;
}

/** png or jpg from a file's first bytes, or null. */
export function imageKind(head: Uint8Array): 'png' | 'jpg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** What is wrong with one image file, or null: size first (no need to read a huge file), then its bytes. */
export async function imageProblem(file: Blob): Promise<ImageProblem | null> {
  if (file.size > FEEDBACK_LIMITS.imageBytes) return 'imageTooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return imageKind(head) ? null : 'imageType';
}

/** A file's bytes as base64, for the JSON body of PUT /wps/feedback. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode(...bytes) of 5 MB would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
