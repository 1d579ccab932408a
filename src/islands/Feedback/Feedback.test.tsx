// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Feedback from './Feedback';
import { FEEDBACK_KEYS, type FeedbackStrings } from './strings';
import { feedback } from '../../contract/calls/messages';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = {
  ...FEEDBACK_KEYS,
  imageType: '{{name}} is not png or jpg',
  imageTooLarge: '{{name}} is over 5 MB',
  remove: 'Remove {{name}}',
} as FeedbackStrings;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 8) => new File([new Uint8Array(PNG_HEAD), new Uint8Array(size - 8)], name, { type: 'image/png' });
afterEach(cleanup);

describe('the feedback form', () => {
  it('sends the comment with two images once for a double click, then clears and says thanks', async () => {
    const stub = stubCalls([[feedback, () => ({ id: 7 })]]);
    render(<Feedback strings={strings} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(FEEDBACK_KEYS.comment), 'Great site');
    await user.upload(screen.getByLabelText(FEEDBACK_KEYS.images), [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('button', { name: 'Remove b.png' })).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: FEEDBACK_KEYS.submit }));
    await waitFor(() => expect(screen.getByTestId('feedback-sent')).toHaveTextContent(FEEDBACK_KEYS.sent));
    const sent = stub.callsTo(feedback);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual({
      comment: 'Great site',
      images: [
        { name: 'a.png', data: 'iVBORw0KGgo=' },
        { name: 'b.png', data: 'iVBORw0KGgo=' },
      ],
    });
    expect(screen.getByLabelText(FEEDBACK_KEYS.comment)).toHaveValue('');
    expect(screen.queryByTestId('feedback-files')).toBeNull();
  });

  it('refuses a gif named .png, a picture over 5 MB and a fourth picture, each with its message under the field', async () => {
    stubCalls([]);
    render(<Feedback strings={strings} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText(FEEDBACK_KEYS.images);
    await user.upload(input, new File([new TextEncoder().encode('GIF89a..')], 'cat.png', { type: 'image/png' }));
    expect(await screen.findByTestId('feedback-images-error')).toHaveTextContent('cat.png is not png or jpg');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('cat.png is not png or jpg'));
    await user.upload(input, png('big.png', 6 * 1024 * 1024));
    await waitFor(() => expect(screen.getByTestId('feedback-images-error')).toHaveTextContent('big.png is over 5 MB'));
    expect(screen.queryByTestId('feedback-files')).toBeNull();
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await waitFor(() => expect(screen.getByTestId('feedback-images-error')).toHaveTextContent(FEEDBACK_KEYS.tooManyImages));
    expect(screen.getByTestId('feedback-files').querySelectorAll('li')).toHaveLength(3);
  });

  it('wants a comment of at most 140 characters, and shows a platform refusal under the field it names', async () => {
    stubCalls([[feedback, () => refusal('The image "x.png" is not a png or jpg picture.', 'VALIDATION', { field: 'images', index: 0 })]]);
    render(<Feedback strings={strings} />);
    const user = userEvent.setup();
    const comment = screen.getByLabelText(FEEDBACK_KEYS.comment);
    await user.click(screen.getByRole('button', { name: FEEDBACK_KEYS.submit }));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(FEEDBACK_KEYS.commentRequired));
    expect(comment).toHaveFocus();
    await user.click(comment);
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: FEEDBACK_KEYS.submit }));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(FEEDBACK_KEYS.commentTooLong));
    await user.clear(comment);
    await user.type(comment, 'ok');
    await user.click(screen.getByRole('button', { name: FEEDBACK_KEYS.submit }));
    expect(await screen.findByTestId('feedback-images-error')).toHaveTextContent('The image "x.png" is not a png or jpg picture.');
  });
});
