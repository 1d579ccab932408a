import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration';
import { feedback, FEEDBACK_LIMITS } from '../../contract/calls/messages';
import { PlatformError } from '../../contract/envelope';
import { base64Of, commentLength, commentProblem, imageProblem } from '../../lib/messages/feedback';
import { browserClient } from '../../lib/platform/browser-client';
import { fill } from '../shared/strings';
import form from '../shared/form.module.css';
import type { FeedbackStrings } from './strings';
import styles from './Feedback.module.css';

export interface FeedbackProps {
  strings: FeedbackStrings;
}

type Errors = Partial<Record<'comment' | 'images' | 'form', string>>;

/**
 * Feedback (docs/product.md §5; issue 15 item 5): a comment of up to 140 characters and up to 3
 * png or jpg images of up to 5 MB each. Each chosen image is checked at once, by its bytes
 * (src/lib/messages/feedback.ts): one that breaks a limit is not added and the message says
 * which and why, under the field. The platform checks everything again; its refusal shows under
 * the field it names.
 */
export default function Feedback({ strings }: FeedbackProps) {
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const pending = useRef(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(commentRef, comment, setComment);
  const fileRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    // The input only picks; the list below is what is sent, so the same file can be picked again after a removal.
    input.value = '';
    const accepted = [...files];
    let problem: string | undefined;
    for (const file of chosen) {
      if (accepted.length >= FEEDBACK_LIMITS.images) {
        problem = strings.tooManyImages;
        break;
      }
      const found = await imageProblem(file);
      if (found) problem ??= fill(strings[found], { name: file.name });
      else accepted.push(file);
    }
    setFiles(accepted);
    setSent(false);
    setErrors((current) => ({ ...current, images: problem, form: undefined }));
  };

  const remove = (index: number) => {
    setFiles(files.filter((_, at) => at !== index));
    setErrors((current) => ({ ...current, images: undefined }));
    fileRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const problem = commentProblem(comment);
    if (problem) {
      setErrors({ comment: strings[problem] });
      commentRef.current?.focus();
      return;
    }
    pending.current = true;
    setBusy(true);
    setErrors({});
    try {
      const images = await Promise.all(files.map(async (file) => ({ name: file.name, data: await base64Of(file) })));
      await browserClient.call(feedback, { comment: comment.trim(), images });
      setComment('');
      setFiles([]);
      setSent(true);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      const refused = error instanceof PlatformError && !error.isTransport ? error : null;
      const field = (refused?.details.value as { field?: unknown } | undefined)?.field;
      const at = field === 'comment' || field === 'images' ? field : 'form';
      setErrors({ [at]: refused?.message ?? strings.networkError });
      if (at === 'comment') commentRef.current?.focus();
      if (at === 'images') fileRef.current?.focus();
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  const describe = (id: string, error: string | undefined) => [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div data-testid="feedback">
      <p>{strings.intro}</p>
      <p ref={sentRef} tabIndex={-1} role="status" data-testid="feedback-sent">
        {sent ? strings.sent : ''}
      </p>
      <form className={form.form} onSubmit={submit} noValidate aria-label={strings.submit}>
        <div className={form.field}>
          <label htmlFor="feedback-comment">{strings.comment}</label>
          <textarea
            ref={commentRef}
            id="feedback-comment"
            name="comment"
            className={styles.textarea}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setSent(false);
            }}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={describe('feedback-comment', errors.comment)}
          />
          <p id="feedback-comment-hint" className={form.hint}>
            {strings.commentHint} <span data-testid="feedback-counter">{fill(strings.counter, { count: commentLength(comment) })}</span>
          </p>
          {errors.comment && (
            <p id="feedback-comment-error" className={form.error}>
              {errors.comment}
            </p>
          )}
        </div>
        <div className={form.field}>
          <label htmlFor="feedback-images">{strings.images}</label>
          <input
            ref={fileRef}
            id="feedback-images"
            name="images"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={choose}
            aria-invalid={errors.images ? true : undefined}
            aria-describedby={describe('feedback-images', errors.images)}
          />
          <p id="feedback-images-hint" className={form.hint}>
            {strings.imagesHint}
          </p>
          {errors.images && (
            <p id="feedback-images-error" className={form.error} data-testid="feedback-images-error">
              {errors.images}
            </p>
          )}
          {files.length > 0 && (
            <ul className={styles.files} data-testid="feedback-files">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
                  <span>{file.name}</span>
                  <button type="button" className={form.link} onClick={() => remove(index)}>
                    {fill(strings.remove, { name: file.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className={form.formError} role="alert">
          {errors.form ?? ''}
        </p>
        <div className={form.actions}>
          <button type="submit" className={form.primary} disabled={busy}>
            {busy ? strings.submitting : strings.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
