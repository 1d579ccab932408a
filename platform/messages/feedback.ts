import type { Database, Queryable } from '../db/index';
import { FEEDBACK_LIMITS } from '../../src/contract/calls/messages';

/**
 * Feedback (docs/product.md §5, §9; issue 15 item 5): a comment of up to 140 characters and up to
 * three images, png or jpg, each up to 5 MB. An image is what its first bytes say it is, never
 * what its name says: a gif renamed `.png` is refused (docs/decisions/0030-messages-and-feedback.md).
 */
export type FeedbackRefusal =
  | { field: 'comment'; reason: 'commentRequired' | 'commentTooLong' }
  | { field: 'images'; reason: 'tooManyImages' }
  | { field: 'images'; reason: 'imageType' | 'imageTooLarge' | 'imageEmpty'; index: number; name: string };

export interface FeedbackImage {
  name: string;
  /** The file's bytes, base64. */
  data: string;
}

/** `image/png` or `image/jpeg` from the file's signature, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Base64 to bytes; a string that is not base64 decodes to nothing (then refused as not an image). */
const decode = (data: string): Uint8Array => (/^[A-Za-z0-9+/]*={0,2}$/.test(data) ? new Uint8Array(Buffer.from(data, 'base64')) : new Uint8Array());

type Checked =
  | { ok: true; comment: string; images: { name: string; type: 'image/png' | 'image/jpeg'; bytes: Uint8Array }[] }
  | { ok: false; refusal: FeedbackRefusal };

/** Checks a submission against every limit; the first broken one is the answer. */
export function checkFeedback(comment: string, images: readonly FeedbackImage[]): Checked {
  const text = comment.trim();
  if (text.length === 0) return { ok: false, refusal: { field: 'comment', reason: 'commentRequired' } };
  if ([...text].length > FEEDBACK_LIMITS.commentCharacters) return { ok: false, refusal: { field: 'comment', reason: 'commentTooLong' } };
  if (images.length > FEEDBACK_LIMITS.images) return { ok: false, refusal: { field: 'images', reason: 'tooManyImages' } };
  const checked: { name: string; type: 'image/png' | 'image/jpeg'; bytes: Uint8Array }[] = [];
  for (const [index, image] of images.entries()) {
    const bytes = decode(image.data);
    const at = { field: 'images' as const, index, name: image.name };
    if (bytes.length === 0) return { ok: false, refusal: { ...at, reason: 'imageEmpty' } };
    if (bytes.length > FEEDBACK_LIMITS.imageBytes) return { ok: false, refusal: { ...at, reason: 'imageTooLarge' } };
    const type = imageTypeOf(bytes);
    if (!type) return { ok: false, refusal: { ...at, reason: 'imageType' } };
    checked.push({ name: image.name, type, bytes });
  }
  return { ok: true, comment: text, images: checked };
}

/** Stores a checked submission in one transaction; answers its id. */
export async function saveFeedback(db: Database, memberId: bigint, checked: Extract<Checked, { ok: true }>, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>('INSERT INTO feedback (member_id, comment, created_at) VALUES ($1, $2, $3) RETURNING id', [
      memberId,
      checked.comment,
      at,
    ]);
    const id = Number(row!.id);
    for (const [index, image] of checked.images.entries()) {
      await tx.query('INSERT INTO feedback_images (feedback_id, position, media_type, name, bytes) VALUES ($1, $2, $3, $4, $5)', [
        id,
        index + 1,
        image.type,
        image.name,
        image.bytes,
      ]);
    }
    return id;
  });
}

export interface FeedbackListing {
  id: number;
  account: string;
  comment: string;
  createdAt: Date;
  images: { name: string; mediaType: string; bytes: number }[];
}

/** The newest feedback first, for the operator (`npm run platform -- feedback list`). */
export async function listFeedback(db: Queryable, limit = 50): Promise<FeedbackListing[]> {
  const rows = await db.query<{
    id: number;
    account: string;
    comment: string;
    created_at: Date;
    images: { name: string; mediaType: string; bytes: number }[] | string;
  }>(
    `SELECT f.id, m.account, f.comment, f.created_at,
            COALESCE(json_agg(json_build_object('name', i.name, 'mediaType', i.media_type, 'bytes', octet_length(i.bytes)) ORDER BY i.position)
                     FILTER (WHERE i.feedback_id IS NOT NULL), '[]') AS images
     FROM feedback f JOIN members m ON m.id = f.member_id LEFT JOIN feedback_images i ON i.feedback_id = f.id
     GROUP BY f.id, m.account ORDER BY f.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    account: row.account,
    comment: row.comment,
    createdAt: new Date(row.created_at),
    images: typeof row.images === 'string' ? JSON.parse(row.images) : row.images,
  }));
}

/** The operator's listing: one line per feedback, then one indented line per image. */
export function feedbackLines(listing: readonly FeedbackListing[]): string[] {
  if (listing.length === 0) return ['No feedback yet.'];
  return listing.flatMap((item) => [
    `#${item.id}  ${item.createdAt.toISOString()}  ${item.account}: ${item.comment}`,
    ...item.images.map((image) => `    ${image.name} (${image.mediaType}, ${Math.ceil(image.bytes / 1024)} KB)`),
  ]);
}
